/**
 * Local-mode bench (issue 13 "Speed"): a list in local mode (spec 01 §7: `limit=10000`, filtering,
 * sorting and paging in the client) holding 10,000 rows on page size 'Todos', drawn through TanStack
 * Virtual. Measures the frame time while the list scrolls — frame-to-frame times in the page
 * (requestAnimationFrame) and the renderer main thread's tasks in a Chromium trace:
 * - a continuous scroll gesture (Chromium's own `Input.synthesizeScrollGesture`, what its smoothness
 *   benchmarks drive) of BENCH_LOCAL_SCROLL_PX px at BENCH_LOCAL_SPEED px/s (default 60,000 px at
 *   5,000 px/s: ~135 rows a second, a fast flick). Target: scroll at 60 fps (p95 frame ≤ 16.7 ms,
 *   with a 20% margin for timer jitter as in the board bench). Floor: the same page idle;
 * - reported, no target: mouse-wheel jumps of 600 px (16 rows that all appear in one frame) down to
 *   the last row, which must be reached;
 * and, reported only, the first render and a search over the 10,000 rows in the client.
 * BENCH_TRACE=path writes the gesture's Chromium trace.
 *
 * Runs in-process: PGlite in memory + the demo seed, 10,000 product categories (SQL), the built web
 * app (`npm run build` first), Debian's Chromium through playwright-core.
 * Env: BENCH_LOCAL_ROWS (default 10000), BENCH_SHOT=path writes a screenshot of the scrolled list.
 */
import { sql } from 'kysely';
import { demoDatabase, hasWebBuild, percentile as pct, serveSignedIn, startFrameClock, stopFrameClock } from './browser-app';
import { mainThreadTasks, type TraceEvent } from './trace';

const ROWS = Number(process.env.BENCH_LOCAL_ROWS || 10000);
const FRAME_BUDGET_MS = 1000 / 60;
/** Share of frames that missed their vsync (over 1.2 budgets, the target's margin for timer jitter). */
const late = (frames: number[]) => `${((100 * frames.filter((f) => f > FRAME_BUDGET_MS * 1.2).length) / Math.max(1, frames.length)).toFixed(1)}%`;
const SCROLL_PX = Number(process.env.BENCH_LOCAL_SCROLL_PX || 60_000);
const SPEED = Number(process.env.BENCH_LOCAL_SPEED || 5_000);

/** Returns 1 when a target is missed, 0 otherwise. */
export async function benchLocalList(): Promise<number> {
  if (!hasWebBuild('Local mode')) return 0;
  console.log(`\nLocal mode: ${ROWS.toLocaleString('en')} rows on one page in Chromium…`);
  const database = await demoDatabase();
  const { db, tenant } = database;
  await sql`insert into categorias_productos (tenant_id, nombre, descripcion, color, mostrar_en_tienda)
    select ${tenant}, 'Categoría ' || g, 'Descripción de la categoría número ' || g, (array['#0EA5E9','#F97316','#22C55E'])[1 + g % 3], g % 2 = 0
    from generate_series(1, ${ROWS}) g`.execute(db);
  const { browser, page, close } = await serveSignedIn(db, 'data-bench-local', {});
  let failed = 0;
  try {
    const t0 = Date.now();
    await page.goto('/categorias-productos?itemsPerPage=-1');
    await page.getByRole('table').locator('tbody tr[data-row-index]').first().waitFor({ timeout: 120_000 });
    const firstRender = Date.now() - t0;
    const drawn = await page.locator('tbody tr[data-row-index]').count();
    const body = page.locator('[aria-busy]').first();
    const box = (await body.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    // Floor: the same page idle for a second.
    await startFrameClock(page);
    await page.waitForTimeout(1000);
    const idle = await stopFrameClock(page);

    // The gesture: Chromium scrolls the element under (x, y) at SPEED px/s, frame by frame.
    const cdp = await page.context().newCDPSession(page);
    await startFrameClock(page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] });
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), yDistance: -SCROLL_PX, speed: SPEED,
      gestureSourceType: 'mouse', preventFling: true,
    });
    const gestureText = (await browser.stopTracing()).toString('utf8');
    if (process.env.BENCH_TRACE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE, gestureText);
    const gestureTrace = JSON.parse(gestureText) as { traceEvents: TraceEvent[] };
    const gestureFrames = await stopFrameClock(page);
    const gestureTasks = mainThreadTasks(gestureTrace.traceEvents);
    const gestureTop = await body.evaluate((el) => el.scrollTop);
    await cdp.detach();

    await startFrameClock(page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline.frame'] });
    const height = await body.evaluate((el) => el.scrollHeight - el.clientHeight);
    // Wheel jumps of 600 px every ~8 ms until the end; the list must keep drawing rows.
    let steps = 0;
    while ((await body.evaluate((el) => el.scrollTop)) < height - 2 && steps < 4000) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(8);
      steps++;
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const frames = await stopFrameClock(page);
    const tasks = mainThreadTasks(trace.traceEvents);
    const lastIndex = await page.locator('tbody tr[data-row-index]').last().getAttribute('data-row-index');
    if (process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });

    // Search over the 10,000 rows in the client (what is measured: typing → the table narrowed).
    const s0 = Date.now();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`categoria ${ROWS - 1}`);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-row-index]').length === 1, undefined, { timeout: 30_000 });
    const searchMs = Date.now() - s0;

    const p95 = pct(gestureFrames, 95);
    const scrolled = gestureTop >= SCROLL_PX * 0.95;
    const ok = p95 <= FRAME_BUDGET_MS * 1.2 && scrolled && lastIndex === String(ROWS - 1);
    if (!ok) failed = 1;
    console.log(`\n| local mode, ${ROWS.toLocaleString('en')} rows, page size 'Todos' | measured | target / floor | |`);
    console.log('|---|---|---|---|');
    console.log(`| rows in the DOM | ${drawn} of ${ROWS.toLocaleString('en')}; last row reached: ${lastIndex} | virtual | ${lastIndex === String(ROWS - 1) ? 'PASS' : 'FAIL'} |`);
    console.log(`| frame time, scroll gesture ${SCROLL_PX.toLocaleString('en')} px at ${SPEED.toLocaleString('en')} px/s (rAF, ${gestureFrames.length} frames; reached ${Math.round(gestureTop).toLocaleString('en')} px) | p50 ${pct(gestureFrames, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...gestureFrames).toFixed(1)} ms, ${late(gestureFrames)} late | 60 fps: p95 ≤ ${FRAME_BUDGET_MS.toFixed(1)} ms; floor idle p95 ${pct(idle, 95).toFixed(1)} ms | ${p95 <= FRAME_BUDGET_MS * 1.2 && scrolled ? 'PASS' : 'FAIL'} |`);
    console.log(`| main-thread tasks during the gesture (trace, ${gestureTasks.length} tasks) | p50 ${pct(gestureTasks, 50).toFixed(1)} ms, p95 ${pct(gestureTasks, 95).toFixed(1)} ms, max ${Math.max(0, ...gestureTasks).toFixed(1)} ms | each < ${FRAME_BUDGET_MS.toFixed(1)} ms | |`);
    console.log(`| frame time, 600 px wheel jumps to the end (rAF, ${frames.length} frames, ${steps} wheel steps) | p50 ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms | — (reported: 16 new rows per frame) | |`);
    console.log(`| main-thread tasks during the wheel jumps (trace, ${tasks.length} tasks) | p50 ${pct(tasks, 50).toFixed(1)} ms, p95 ${pct(tasks, 95).toFixed(1)} ms, max ${Math.max(0, ...tasks).toFixed(1)} ms | — | |`);
    console.log(`| first render (navigation → rows drawn, 10,000 rows read) | ${firstRender} ms | — (reported) | |`);
    console.log(`| search typed → 1 row left (client-side filter over ${ROWS.toLocaleString('en')} rows, after the 700 ms debounce) | ${searchMs} ms | — (reported) | |`);
  } finally {
    await close();
    await database.close();
  }
  return failed;
}

// Run alone: npx tsx scripts/bench/local-list.ts
if (import.meta.url === `file://${process.argv[1]}`) process.exit(await benchLocalList());
