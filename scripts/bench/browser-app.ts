/**
 * What the browser benches share (board, calendar, export): the demo tenant on PGlite in memory,
 * the built web app served by the real app on a free port, and Debian's Chromium signed in as the
 * demo admin. Each bench inserts its own rows between `demoDatabase()` and `serveSignedIn()`.
 */
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/seed';

export const DIST = resolve('dist');

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
