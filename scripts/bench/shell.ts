/**
 * The shell's weight and the list screen's LCP (issue 13 "Speed"; `npm run bench -- shell`).
 * - Shell JS, gzip bytes: the entry script of the built index.html and every chunk it preloads (Vite's
 *   `<link rel="modulepreload">` list: the static import graph the first screen needs), counted from
 *   the .gz files the build wrote beside them (what a browser asking for gzip receives; brotli is
 *   smaller; files under 1 KB travel plain). Target ≤ 200 KB.
 * - LCP of a list screen: the signed-in demo admin opens /clientes; Largest Contentful Paint from the
 *   page's own PerformanceObserver once the rows are drawn. Cold (the browser's cache cleared before
 *   each load: every asset fetched again from the server) and warm (a return visit), 3 loads each,
 *   median and worst. Target ≤ 1.0 s locally, on the cold median.
 * Needs `npm run build` first (the bench skips itself without a build).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DIST, demoDatabase, hasWebBuild, percentile, serveSignedIn } from './browser-app';

const SHELL_BUDGET_KB = 200;
const LCP_TARGET_MS = 1000;
const LOADS = 3;

/** The shell's scripts (entry + modulepreloads) with their gzip sizes in bytes. */
export function shellScripts(dist = DIST): { file: string; gzip: number }[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return [...new Set(srcs)].map((src) => {
    const file = join(dist, src.replace(/^\//, ''));
    // Files under 1 KB get no .gz (build-plugins.ts): they travel as they are.
    return { file: src, gzip: statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size };
  });
}

/** Loads /clientes and answers its LCP (ms from navigation start) once the first rows are drawn. */
async function listLcp(page: Page, cold: boolean): Promise<number> {
  if (cold) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  await page.goto('about:blank');
  await page.goto('/clientes');
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300); // a later, larger paint would still count
  return page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime))
      .observe({ type: 'largest-contentful-paint', buffered: true });
  }));
}

/** Returns 1 when a target is missed, 0 otherwise. */
export async function benchShell(): Promise<number> {
  if (!hasWebBuild('Shell')) return 0;
  const scripts = shellScripts();
  const kb = scripts.reduce((a, s) => a + s.gzip, 0) / 1024;
  console.log('\nShell and list screen (built app, Chromium):');
  const database = await demoDatabase();
  const { page, close } = await serveSignedIn(database.db, 'data-bench-shell');
  let cold: number[] = [];
  let warm: number[] = [];
  try {
    await listLcp(page, false); // the first visit of the list (JIT of the app's code, the server's caches)
    for (let i = 0; i < LOADS; i++) cold.push(await listLcp(page, true));
    for (let i = 0; i < LOADS; i++) warm.push(await listLcp(page, false));
  } finally {
    await close();
    await database.close();
  }
  cold = cold.sort((a, b) => a - b);
  warm = warm.sort((a, b) => a - b);
  const shellOk = kb <= SHELL_BUDGET_KB;
  const lcpOk = percentile(cold, 50) <= LCP_TARGET_MS;
  console.log('| measurement | result | target | |\n|---|---|---|---|');
  console.log(`| shell JS, gzip (entry + ${scripts.length - 1} preloaded chunks) | ${kb.toFixed(1)} KB | ≤ ${SHELL_BUDGET_KB} KB | ${shellOk ? 'PASS' : 'FAIL'} |`);
  console.log(`| /clientes LCP, cold cache (${LOADS} loads) | median ${percentile(cold, 50).toFixed(0)} ms, worst ${cold.at(-1)!.toFixed(0)} ms | ≤ ${LCP_TARGET_MS} ms (median) | ${lcpOk ? 'PASS' : 'FAIL'} |`);
  console.log(`| /clientes LCP, return visit (${LOADS} loads) | median ${percentile(warm, 50).toFixed(0)} ms, worst ${warm.at(-1)!.toFixed(0)} ms | (reported) | |`);
  return shellOk && lcpOk ? 0 : 1;
}

// Run alone: npx tsx scripts/bench/shell.ts
if (import.meta.url === `file://${process.argv[1]}`) process.exit(await benchShell());
