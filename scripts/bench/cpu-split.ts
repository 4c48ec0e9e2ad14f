/**
 * Where a list request's CPU goes (docs/design-notes.md "Measured quiet"): per request, the server's
 * main thread, the process's other threads (load generator + V8 GC helpers) and every PostgreSQL
 * backend, read from /proc around each measurement. Columns, run in the order given by ORDER:
 *   node   — the bench's bare node:http + pg endpoint (bare-server.ts)
 *   sql    — Mando's own list SQL (tenant view, bound search term) through Mando's read pool behind
 *            a bare node:http endpoint: the database side of Mando without the framework
 *   mando  — Mando's API (buildApp) as `npm run bench` asks it
 * Linux only. Needs the bench database (run `npm run bench -- rows` once first).
 *   BENCH_DATABASE_URL=postgres://… ORDER=node,sql,mando,node,sql,mando S=5 C=16 npx tsx scripts/bench/cpu-split.ts search-rows
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { CompiledQuery, sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { createReadPool, MandoClient, withReadClient } from '../../src/server/db/pg-read';
import { startBareServer } from './bare-server';
import { REQUESTS } from './requests';

const admin = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = admin.replace(/\/[^/]*$/, `/${process.env.BENCH_DB || 'mando_bench'}`);
const TICK = 100; // USER_HZ
const cpuOf = (stat: string) => { const f = stat.split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / TICK; };
const threads = () => {
  const out = new Map<string, number>();
  for (const t of readdirSync(`/proc/${process.pid}/task`)) {
    try { out.set(t, cpuOf(readFileSync(`/proc/${process.pid}/task/${t}/stat`, 'utf8'))); } catch { /* a worker that just ended */ }
  }
  return out;
};
const backends = () => {
  const out = new Map<string, number>();
  for (const pid of execSync('pgrep -f "postgres: " || true').toString().trim().split('\n').filter(Boolean)) {
    try { out.set(pid, cpuOf(readFileSync(`/proc/${pid}/stat`, 'utf8'))); } catch { /* gone */ }
  }
  return out;
};
/** CPU seconds spent between two samples by the ids present in both. */
const spent = (a: Map<string, number>, b: Map<string, number>, only?: (k: string) => boolean) =>
  [...b].reduce((s, [k, v]) => (a.has(k) && (!only || only(k)) ? s + v - a.get(k)! : s), 0);

function load(data: Record<string, unknown>): Promise<{ requests: number; seconds: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: { connections: Number(process.env.C || 16), seconds: Number(process.env.S || 5), ...data } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const r = REQUESTS.find((x) => x.key === (process.argv[2] || 'search-rows'));
if (!r) throw new Error(`unknown request; one of ${REQUESTS.map((x) => x.key).join(', ')}`);
const bare = await startBareServer(url, 1, 10);
const database = await openDatabase({ url });
const app = await buildApp({ db: database.db, config: { ...readConfig({}), databaseUrl: url } });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await fetch(`${base}/demo/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.test', password: 'demo1234' }) });
const token = (await login.json()).token as string;

// The "sql" column: the statement Mando's list sends for this request, captured once from the app's answer path.
const { text, values } = await captureListSql(r.mando);
console.log(`sql: ${text.slice(0, 120)}… [${values.join(', ')}]`);
const reads = createReadPool(url, 10);
const demoTenant = Number((await sql<{ id: number }>`select id from tenants where name = 'demo'`.execute(database.db)).rows[0].id);
const sqlServer = http.createServer(async (_req, res) => {
  try {
    const rows = await withReadClient(reads, demoTenant, async (db) => (await db.executeQuery(CompiledQuery.raw(text, values))).rows);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: rows }));
  } catch (e) { res.writeHead(500).end(String(e)); }
});
await new Promise<void>((ok) => sqlServer.listen(0, '127.0.0.1', ok));
const sqlUrl = `http://127.0.0.1:${(sqlServer.address() as AddressInfo).port}/`;

async function captureListSql(path: string): Promise<{ text: string; values: unknown[] }> {
  // Every read goes through MandoClient.query(text, values): note the list statement as it passes.
  let seen: { text: string; values: unknown[] } | undefined;
  const orig = MandoClient.prototype.query;
  MandoClient.prototype.query = function (this: MandoClient, ...args: any[]) {
    if (typeof args[0] === 'string' && /_in_tenant"/.test(args[0]) && !/count\(/.test(args[0])) seen = { text: args[0], values: [...(args[1] ?? [])] };
    return orig.apply(this, args);
  };
  await fetch(`${base}${path}`, { headers: { 'auth-token': token } });
  MandoClient.prototype.query = orig;
  if (!seen) throw new Error('the list statement was not seen');
  return seen;
}

const main = String(process.pid);
for (const which of (process.env.ORDER || 'node,sql,mando,node,sql,mando').split(',')) {
  const target = which === 'node' ? { url: bare.url(r.key), headers: {} }
    : which === 'sql' ? { url: sqlUrl, headers: {} }
    : { url: `${base}${r.mando}`, headers: { 'auth-token': token } };
  await load({ kind: 'http', ...target, seconds: 1 }); // warm
  const [t0, p0] = [threads(), backends()];
  const res = await load({ kind: 'http', ...target, first: false });
  const [t1, p1] = [threads(), backends()];
  const per = (s: number) => `${((s / res.requests) * 1000).toFixed(3)} ms`;
  console.log(`${which}: ${(res.requests / res.seconds).toFixed(0)} req/s; CPU per request: main ${per(spent(t0, t1, (k) => k === main))}, `
    + `other threads ${per(spent(t0, t1, (k) => k !== main))}, PostgreSQL ${per(spent(p0, p1))}; errors ${res.errors}`);
}
await app.close();
await database.close();
await bare.close();
await reads.end();
sqlServer.close();
process.exit(0);
