/**
 * What the browser benches share (board, calendar, export): the demo tenant on PGlite in memory,
 * the built web app served by the real app on a free port, and Debian's Chromium signed in as the
 * demo admin. Each bench inserts its own rows between `demoDatabase()` and `serveSignedIn()`.
 */
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seed';

/** The built web app; BENCH_DIST points at another build (an A/B comparison of two builds). */
export const DIST = resolve(process.env.BENCH_DIST || 'dist');

/** True when `npm run build` has produced the web app; otherwise prints why the bench is skipped. */
export function hasWebBuild(bench: string): boolean {
  if (existsSync(resolve(DIST, 'index.html'))) return true;
  console.log(`\n${bench} bench skipped: no web build (run \`npm run build\`).`);
  return false;
}

export interface DemoDatabase {
  db: Kysely<any>;
  /** The demo tenant's id. */
  tenant: number;
  close(): Promise<void>;
}

/** PGlite in memory, migrated, with the demo seed. */
export async function demoDatabase(): Promise<DemoDatabase> {
  const database = await openDatabase({});
  await migrate(database.db);
  await seedDemo(database.db);
  const tenant = (await sql<{ id: number }>`select id from tenants where name = 'demo'`.execute(database.db)).rows[0].id;
  return { db: database.db, tenant, close: () => database.close() };
}

export interface SignedIn {
  base: string;
  browser: Browser;
  page: Page;
  /** Closes the browser and the app (not the database). */
  close(): Promise<void>;
}

/** Serves the app on db and signs the demo admin in through the login form in a new Chromium. */
export async function serveSignedIn(db: Kysely<any>, dataDir: string, context: BrowserContextOptions = {}): Promise<SignedIn> {
  const app = await buildApp({ db, config: { ...readConfig({}), dataDir: resolve(dataDir) }, webRoot: DIST });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const close = async () => { await browser.close(); await app.close(); };
  try {
    const ctx = await browser.newContext({ locale: 'es-CO', viewport: { width: 1280, height: 800 }, baseURL: base, ...context });
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('admin@demo.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
    return { base, browser, page, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** The p-th percentile of xs (nearest rank). */
export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Starts recording the page's frame-to-frame times (requestAnimationFrame). */
export const startFrameClock = (page: Page): Promise<unknown> => page.evaluate(`(() => {
  window.__frames = []; window.__stop = false;
  let last = performance.now();
  const tick = (now) => { window.__frames.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`);

/** Stops the frame clock; the frame times in ms (the first two, still settling, left out). */
export const stopFrameClock = async (page: Page): Promise<number[]> =>
  ((await page.evaluate('(() => { window.__stop = true; return window.__frames; })()')) as number[]).slice(2);

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; tid: number; pid: number; args?: { data?: { frame?: string } } }

/**
 * Work done on the page's main thread while `action` runs, from a Chromium trace (devtools.timeline):
 * counts and CPU time rather than wall-clock time, so they mean something on a loaded machine.
 * `tasks`: every main-thread task's wall duration (ms); `longTasks`: those over 50 ms; `cpuMs`: the
 * thread time of all tasks (what the page itself cost, whatever else the machine was doing);
 * `scriptMs` / `layoutMs` / `styleMs`: thread time in JavaScript, layout and style recalculation;
 * `layouts` / `styles`: how many layouts and style recalculations ran.
 */
export interface Work {
  tasks: number[];
  longTasks: number;
  cpuMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  layouts: number;
  styles: number;
}

export async function traceWork(browser: Browser, page: Page, action: () => Promise<void>): Promise<Work> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] });
  await action();
  const raw = await browser.stopTracing();
  if (process.env.BENCH_TRACE_OUT) await writeFile(process.env.BENCH_TRACE_OUT, raw); // for a look in DevTools' Performance panel
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
  // The page's renderer main thread: the thread that ran the page's event dispatches or scripts.
  const main = trace.traceEvents.find((e) => e.name === 'EventDispatch' || e.name === 'FunctionCall');
  const onMain = trace.traceEvents.filter((e) => main && e.tid === main.tid && e.pid === main.pid && e.ph === 'X');
  const taskEvents = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur);
  /** Events of these names on the main thread, outermost only (a FunctionCall inside an EventDispatch counts once). */
  const sum = (names: string[]) => {
    let until = -1;
    const xs = onMain.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts).filter((e) => {
      if (e.ts < until) return false;
      until = e.ts + (e.dur ?? 0);
      return true;
    });
    return { n: xs.length, ms: xs.reduce((a, e) => a + (e.tdur ?? e.dur ?? 0), 0) / 1000 };
  };
  const script = sum(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'EvaluateScript', 'RunMicrotasks']);
  const layout = sum(['Layout']);
  const style = sum(['UpdateLayoutTree', 'RecalculateStyles']);
  const tasks = taskEvents.map((e) => e.dur! / 1000);
  return {
    tasks,
    longTasks: tasks.filter((d) => d > 50).length,
    cpuMs: taskEvents.reduce((a, e) => a + (e.tdur ?? e.dur ?? 0), 0) / 1000,
    scriptMs: script.ms, layoutMs: layout.ms, styleMs: style.ms, layouts: layout.n, styles: style.n,
  };
}
