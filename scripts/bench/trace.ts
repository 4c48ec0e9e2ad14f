// Reading a Chromium trace (browser.startTracing / stopTracing) the same way in every browser bench.

export interface TraceEvent { name: string; ph: string; dur?: number; ts: number; tid: number; pid: number; args?: Record<string, any> }

/** The renderer main thread: the thread that ran the page's event dispatches or script calls. */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const e = events.find((x) => x.name === 'EventDispatch' || x.name === 'FunctionCall');
  return e ? { pid: e.pid, tid: e.tid } : null;
}

/** Durations (ms) of the top-level tasks of the renderer main thread. */
export function mainThreadTasks(events: TraceEvent[]): number[] {
  const main = mainThread(events);
  if (!main) return [];
  return events.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    && e.tid === main.tid && e.pid === main.pid && e.dur).map((e) => e.dur! / 1000);
}
