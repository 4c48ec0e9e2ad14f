import { proxy } from 'valtio';

/**
 * Transient messages (spec 03 §8): toasts for success/error, and a warning "dialog" that lists an
 * errors map. Durations follow spec 03 §9: success 3 s, error 5 s, dialog/warning 10 s.
 */
export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  message?: string;
  /** Listed entries (validation errors, results); shown as a dialog-like panel. */
  items?: string[];
  /** Milliseconds before it hides itself; 0 keeps it until dismissed. */
  duration: number;
}

export const DURATION = { success: 3000, error: 5000, warning: 10000, dialog: 10000 } as const;

export const noticeState = proxy<{ list: Notice[] }>({ list: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function notify(input: Omit<Notice, 'id' | 'duration'> & { duration?: number }): number {
  const id = nextId++;
  const duration = input.duration ?? DURATION[input.kind === 'info' ? 'success' : input.kind];
  // The same text twice in a row (e.g. several failing requests) shows once.
  const dup = noticeState.list.find((n) => n.title === input.title && n.message === input.message && n.kind === input.kind);
  if (dup) dismissNotice(dup.id);
  noticeState.list.push({ ...input, id, duration });
  if (noticeState.list.length > 5) dismissNotice(noticeState.list[0].id);
  if (duration > 0) timers.set(id, setTimeout(() => dismissNotice(id), duration));
  return id;
}

export function dismissNotice(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  const i = noticeState.list.findIndex((n) => n.id === id);
  if (i >= 0) noticeState.list.splice(i, 1);
}

/** Pauses auto-hide while the pointer or focus is on a notice. */
export function holdNotice(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
}

export function releaseNotice(id: number): void {
  const n = noticeState.list.find((x) => x.id === id);
  if (n && n.duration > 0 && !timers.has(id)) timers.set(id, setTimeout(() => dismissNotice(id), 2000));
}
