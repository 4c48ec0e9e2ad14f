/**
 * npm run bench — the list request at a million rows (issue 10 §6), side by side in one run:
 * the floor (the same SQL straight through `pg`), a bare node:http + pg endpoint, and Mando's real
 * API (buildApp on the same database, real HTTP on loopback, a signed-in token).
 *
 * Env: BENCH_DATABASE_URL (a PostgreSQL superuser URL; default postgres://postgres@127.0.0.1:5432/postgres;
 * nothing is started), BENCH_DB (database to create, default mando_bench), BENCH_SECONDS (per
 * measurement, default 10), BENCH_CONNECTIONS (default 16), BENCH_REUSE=1 (keep existing data),
 * BENCH_DROP=1 (drop the database afterwards), BENCH_ROUNDS (default 3), BENCH_WARMUP_SECONDS (default 2:
 * uncounted full load before each column's first round, so every column is measured warm).
 * Arguments: `palette` runs only the palette bench; `export` only the Excel export bench; `calendar` only the booking calendar's; `shell` only the shell's weight and list LCP; `local` only local mode; `list` runs only the list requests (no palette,
 * no board); `rows` only the two rows-only list requests; a request key (search-rows, …) only that one.
 *
 * Each column's BENCH_SECONDS are split into BENCH_ROUNDS slices run interleaved (floor, node, Mando,
 * then Mando, node, floor, …), so a change in the machine's load during the run hits all three
 * alike: on a shared machine the ratios are what mean something, not the absolute numbers.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { startBareServer } from './bare-server';
import { buildBenchData, databaseUrl, reachable, ROWS } from './data';
import { REQUESTS, truths } from './requests';
import { runPaletteBench } from './palette';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = (process.env.BENCH_DB || 'mando_bench').replace(/[^a-z0-9_]/gi, '');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const POOL = 10; // Mando's pool size (database.ts); the bare endpoint gets the same

interface Measured { requests: number; seconds: number; errors: number; bytes: number; p50: number; p99: number; sample?: any }

function load(data: Record<string, unknown>): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: { connections: CONNECTIONS, seconds: SECONDS / ROUNDS, ...data } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const rps = (m: Measured) => m.requests / m.seconds;
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function hasData(url: string): Promise<number | null> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const r = await c.query<{ n: number; id: number }>(`select (select count(*)::int from clientes) as n, (select id from tenants where name = 'demo') as id`);
    return r.rows[0].n >= ROWS ? r.rows[0].id : null;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

const ARGS = process.argv.slice(2);
const KEYS = new Set(REQUESTS.map((r) => r.key));
/** Only the list requests (`list`, `rows` or request keys among the arguments): no palette, no board. */
const LIST_ONLY = ARGS.some((a) => a === 'list' || a === 'rows' || KEYS.has(a));
const selected = REQUESTS.filter((r) => !LIST_ONLY || ARGS.includes('list') || ARGS.includes(r.key) || (ARGS.includes('rows') && !r.total));

async function main() {
  // `npm run bench -- export`: only the Excel export of 20,000 rows in Chromium (export.ts, no PostgreSQL needed).
  if (ARGS.includes('export')) process.exit((await (await import('./export')).benchExport()) ? 1 : 0);
  if (ARGS.includes('realtime')) process.exit((await (await import('./realtime')).runRealtimeBench()).pass ? 0 : 1); // realtime.ts, only this
  // `npm run bench -- calendar`: only the booking calendar in Chromium (calendar.ts), no database needed.
  if (ARGS.includes('calendar')) process.exit(await (await import('./calendar')).benchCalendar());
  // `npm run bench -- shell`: the shell's gzip bytes and the list screen's LCP (shell.ts); `-- local`: local mode, 10,000 rows (local-list.ts).
  if (ARGS.includes('shell')) process.exit(await (await import('./shell')).benchShell());
  if (ARGS.includes('local')) process.exit(await (await import('./local-list')).benchLocalList());
  const palette = LIST_ONLY ? { pass: true } : await runPaletteBench(); // issue 11, no database needed; `npm run bench -- palette` runs only this
  if (ARGS.includes('palette')) process.exit(palette.pass ? 0 : 1);
  if (!(await reachable(ADMIN_URL))) process.exit(2);
  const url = await databaseUrl(ADMIN_URL, DB_NAME);
  let tenantId = process.env.BENCH_REUSE === '1' ? await hasData(url) : null;
  if (tenantId) {
    console.log(`Reusing ${DB_NAME} (BENCH_REUSE=1).`);
  } else {
    console.log(`Building ${ROWS.toLocaleString('en')} clientes in ${DB_NAME}…`);
    const built = await buildBenchData(ADMIN_URL, DB_NAME);
    tenantId = built.tenantId;
    console.log(`Built in ${built.seconds.toFixed(1)} s (${built.seconds < 60 ? 'under' : 'OVER'} a minute).`);
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const truth = await truths(client, tenantId);
  await client.end();

  const bare = await startBareServer(url, tenantId, POOL);
  const database = await openDatabase({ url });
  const app = await buildApp({ db: database.db, config: { ...readConfig({}), databaseUrl: url } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/demo/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.test', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).token as string;

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement in ${ROUNDS} interleaved rounds; truth: ${Object.entries(truth).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ')}\n`);
  const lines: string[] = [];
  let failures = 0;
  for (const r of selected) {
    const slices: Record<'floor' | 'node' | 'mando', Measured[]> = { floor: [], node: [], mando: [] };
    const run = {
      floor: (first: boolean) => load({ kind: 'sql', dbUrl: url, statements: r.statements(tenantId), first }),
      node: (first: boolean) => load({ kind: 'http', url: bare.url(r.key), headers: {}, first }),
      mando: (first: boolean) => load({ kind: 'http', url: `${base}${r.mando}`, headers: { 'auth-token': token }, first }),
    };
    for (let i = 0; i < ROUNDS; i++) {
      const order = (i % 2 ? ['mando', 'node', 'floor'] : ['floor', 'node', 'mando']) as ('floor' | 'node' | 'mando')[];
      for (const k of order) slices[k].push(await run[k](i === 0));
    }
    const merge = (ms: Measured[]): Measured => {
      const requests = ms.reduce((a, m) => a + m.requests, 0);
      const w = (f: (m: Measured) => number) => ms.reduce((a, m) => a + f(m) * m.requests, 0) / Math.max(1, requests);
      return { requests, seconds: ms.reduce((a, m) => a + m.seconds, 0), errors: ms.reduce((a, m) => a + m.errors, 0),
        bytes: ms.reduce((a, m) => a + m.bytes, 0), p50: w((m) => m.p50), p99: w((m) => m.p99),
        sample: { ...ms.at(-1)!.sample, firstTotal: ms[0].sample?.firstTotal } };
    };
    const floor = merge(slices.floor);
    const node = merge(slices.node);
    const mando = merge(slices.mando);
    const ratios = slices.mando.map((m, i) => `${((rps(m) / rps(slices.node[i])) * 100).toFixed(0)}%`).join(' ');
    const body = mando.sample ?? {};
    const checks: string[] = [];
    let pass = mando.errors === 0;
    if (mando.errors) checks.push(`${mando.errors} errors (${mando.sample?.status})`);
    if (r.total) {
      const target = 5 * rps(floor);
      pass &&= rps(mando) >= target;
      const t = truth[r.key];
      const total = Number(body.total);
      const okTotal = t <= 10_000 ? total === t && !body.total_is_estimate
        : Math.abs(total - t) / t <= 0.2 && body.total_is_estimate === true;
      pass &&= okTotal;
      const pctOff = (n: number) => { const o = ((n - t) / t) * 100; return `${o >= 0 ? '+' : ''}${o.toFixed(1)}%`; };
      const first = Number(body.firstTotal);
      const okFirst = t <= 10_000 ? first === t : Math.abs(first - t) / t <= 0.2;
      pass &&= okFirst;
      checks.push(`≥ ${fmt(target)} (5× floor); total ${total.toLocaleString('en')}${body.total_is_estimate ? ' est.' : ''} (${pctOff(total)}) ${okTotal ? 'ok' : 'WRONG'}`
        + `, first answer ${first.toLocaleString('en')} (${pctOff(first)}) ${okFirst ? 'ok' : 'WRONG'}`);
    } else {
      const target = 0.85 * rps(node);
      pass &&= rps(mando) >= target;
      checks.push(`≥ ${fmt(target)} (85% of node:http) = ${((rps(mando) / rps(node)) * 100).toFixed(0)}% (rounds: ${ratios})`);
    }
    if (!pass) failures += 1;
    const kb = (m: Measured) => (m.requests ? (m.bytes / m.requests / 1024).toFixed(1) : '?');
    lines.push(`| ${r.label} | ${fmt(rps(floor))} | ${fmt(rps(node))} (${kb(node)} KB) | **${fmt(rps(mando))}** (${kb(mando)} KB, p50 ${mando.p50.toFixed(1)} ms) | ${checks.join('; ')} | ${pass ? 'PASS' : 'FAIL'} |`);
    console.log(lines.at(-1));
  }
  console.log('\n| request | floor: same SQL through pg (req/s) | node:http + pg | Mando | target | |');
  console.log('|---|---|---|---|---|---|');
  lines.forEach((l) => console.log(l));

  await app.close();
  await database.close();
  await bare.close();
  if (process.env.BENCH_DROP === '1') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
  if (!LIST_ONLY) failures += await (await import('./board')).benchBoard(); // tickets board in Chromium (board.ts)
  if (!LIST_ONLY) failures += await (await import('./export')).benchExport(); // Excel export of 20,000 rows (export.ts)
  if (!LIST_ONLY) failures += (await (await import('./realtime')).runRealtimeBench()).pass ? 0 : 1; // realtime.ts
  if (!LIST_ONLY) failures += await (await import('./calendar')).benchCalendar(); // /booking week view (calendar.ts)
  if (!LIST_ONLY) failures += await (await import('./local-list')).benchLocalList(); // local mode, 10,000 rows (local-list.ts)
  if (!LIST_ONLY) failures += await (await import('./shell')).benchShell(); // shell gzip bytes, list LCP (shell.ts)
  process.exit(failures ? 1 : 0);
}

await main();
