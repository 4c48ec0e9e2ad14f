/**
 * Export bench (issue 13 "Speed"): 20,000 clientes exported to Excel from the list screen in
 * Chromium — time from the click to the downloaded file (after the spec's 2 s notice, which is not
 * counted), and the longest main-thread task while it runs (PerformanceObserver 'longtask'), since
 * the file is built in a worker and the page must stay responsive.
 * Targets: < 60 s, no main-thread task over 50 ms.
 *
 * Runs in-process: PGlite in memory + the demo seed, the rows inserted in SQL, the built web app
 * (`npm run build` first), Debian's Chromium through playwright-core.
 * Env: BENCH_EXPORT_ROWS (default 20000).
 */
import { sql } from 'kysely';
import { demoDatabase, hasWebBuild, serveSignedIn } from './browser-app';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS || 20000);
const TARGET_S = 60;
const TASK_MS = 50;
const NOTICE_MS = 2000;

/** Returns the number of missed targets. */
export async function benchExport(): Promise<number> {
  if (!hasWebBuild('Export')) return 0;
  console.log(`\nExport: ${ROWS.toLocaleString('en')} clientes to Excel in Chromium…`);
  const database = await demoDatabase();
  const { db, tenant } = database;
  await sql`insert into clientes (tenant_id, tipo_documento, document, nombres, apellidos, email, telefono, direccion, estado,
      regimen, responsabilidad_fiscal, tributo, esquema_de_impuestos, pais, departamento, ciudad)
    select ${tenant}, '13', 'B' || g, 'Cliente ' || g, 'Apellido ' || (g % 97), 'cliente' || g || '@correo.test', '3001234567',
      'Calle ' || g, (array['Cliente','Prospecto','Negado'])[1 + g % 3], '05', 'R-99-PN', 'ZZ', 'ZZ', 'CO', '11', '11001'
    from generate_series(1, ${ROWS}) g`.execute(db);

  const { page, close } = await serveSignedIn(db, 'data-bench-export', { acceptDownloads: true });
  let failed = 0;
  try {
    await page.goto('/clientes');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __tasks: number[] };
      w.__tasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: false });
    });
    // The floor: the same page left idle as long as the export will take (on a loaded machine a task
    // is stretched by the OS scheduler whatever it does).
    const IDLE_MS = Number(process.env.BENCH_EXPORT_IDLE_MS || 10_000);
    await page.waitForTimeout(IDLE_MS);
    const idleTasks = await page.evaluate(() => { const w = window as unknown as { __tasks: number[] }; const t = w.__tasks; w.__tasks = []; return t; });
    const idleLongest = idleTasks.length ? Math.max(...idleTasks) : 0;
    const t0 = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      page.keyboard.press('Shift+E'),
    ]);
    const seconds = (Date.now() - t0 - NOTICE_MS) / 1000;
    const size = (await download.createReadStream().then(async (s) => { let n = 0; for await (const c of s) n += (c as Buffer).length; return n; }));
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const longest = tasks.length ? Math.max(...tasks) : 0;
    const okTime = seconds < TARGET_S;
    const okTask = longest <= TASK_MS;
    failed += okTime ? 0 : 1;
    failed += okTask ? 0 : 1;
    console.log(`  file: ${download.suggestedFilename()}, ${(size / 1024).toFixed(0)} KB`);
    console.log(`  export time (after the 2 s notice): ${seconds.toFixed(1)} s   target < ${TARGET_S} s   ${okTime ? 'PASS' : 'FAIL'}`);
    console.log(`  longest main-thread task while exporting: ${longest.toFixed(0)} ms (${tasks.length} tasks over 50 ms in ${seconds.toFixed(0)} s)   floor, the page idle ${IDLE_MS / 1000} s: ${idleLongest.toFixed(0)} ms (${idleTasks.length} tasks)   target ≤ ${TASK_MS} ms   ${okTask ? 'PASS' : 'FAIL'}`);
  } finally {
    await close();
    await database.close();
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchExport().then((f) => process.exit(f ? 1 : 0), (e) => { console.error(e); process.exit(2); });
}
