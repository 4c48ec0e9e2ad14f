// Load generator of the bench, in a worker thread so it never shares an event loop with the server
// it measures. Plain JS (no TypeScript loader inside workers). Loopback only: the bench passes
// 127.0.0.1 URLs and refuses anything else.
//
//   { kind: 'http', url, headers, connections, seconds, first? }  → keep-alive GETs, `connections` in flight
//     (first: false skips the first-answer probe of a later round)
//   { kind: 'sql', dbUrl, statements, connections, seconds } → each "request" runs the statements in order
//
// Answers { requests, errors, p50, p99, bytes, sample } (sample: the last response body / rows).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { kind, connections, seconds } = workerData;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const latencies = [];
let errors = 0;
let bytes = 0;
let sample = null;
const deadline = () => Date.now() >= end;
let end = 0;

function httpGet(agent, url, headers) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
    });
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
  });
}

async function runHttp() {
  const { url, headers } = workerData;
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`bench: loopback only, got ${url}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // Warm-up: one request first (its total is the planner's: nothing refined yet), then one per
  // connection (JIT, statement plans, caches).
  let firstTotal;
  if (workerData.first !== false) {
    const first = await httpGet(agent, url, headers);
    try { firstTotal = JSON.parse(first.body.toString()).total; } catch { /* error page */ }
    await new Promise((r) => setTimeout(r, 1500)); // lets a background refinement finish, as between real requests
  }
  await Promise.all(Array.from({ length: connections }, () => httpGet(agent, url, headers)));
  if (workerData.first !== false) {
    // Steady state, not start-up: the first round of each column runs WARMUP_SECONDS of full load
    // that is not counted (V8 optimises a server's request path after some thousands of requests;
    // a framework's longer path takes longer to get there than a bare endpoint's).
    end = Date.now() + WARMUP_SECONDS * 1000;
    await Promise.all(Array.from({ length: connections }, async () => { while (!deadline()) await httpGet(agent, url, headers); }));
  }
  end = Date.now() + seconds * 1000;
  const loop = async () => {
    while (!deadline()) {
      const t = performance.now();
      const res = await httpGet(agent, url, headers);
      latencies.push(performance.now() - t);
      if (res.status !== 200) errors += 1;
      bytes += res.body.length;
      sample = res;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const body = sample?.body?.toString() ?? '';
  let parsed = {};
  try { parsed = JSON.parse(body); } catch { /* an error page */ }
  return { sample: { status: sample?.status, total: parsed.total, total_is_estimate: parsed.total_is_estimate, size: body.length, firstTotal } };
}

async function runSql() {
  const { dbUrl, statements } = workerData;
  const pool = new pg.Pool({ connectionString: dbUrl, max: connections });
  const once = async () => {
    const c = await pool.connect();
    try {
      let last = null;
      for (const s of statements) last = await c.query(s.text, s.values);
      return last;
    } finally {
      c.release();
    }
  };
  await Promise.all(Array.from({ length: connections }, once));
  if (workerData.first !== false) {
    end = Date.now() + WARMUP_SECONDS * 1000; // as for HTTP: the same warm-up for every column
    await Promise.all(Array.from({ length: connections }, async () => { while (!deadline()) await once(); }));
  }
  end = Date.now() + seconds * 1000;
  let last = null;
  const loop = async () => {
    while (!deadline()) {
      const t = performance.now();
      try {
        last = await once();
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.end();
  return { sample: { rows: last?.rows?.slice(0, 1) } };
}

const extra = kind === 'http' ? await runHttp() : await runSql();
latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] : 0);
parentPort.postMessage({ requests: latencies.length, seconds, errors, bytes, p50: pct(0.5), p99: pct(0.99), ...extra });
