// Starts the REAL Mando server (src/server/main.ts, through tsx) as a child process for one test
// file: a free port, a fresh DATA_DIR (so a fresh PGlite database with the demo seed), and a clean
// stop. The server serves `dist/` relative to its working directory; it runs in a temporary folder
// holding a snapshot of the build, so a rebuild of dist/ by someone else during a run (a shared
// workspace) cannot swap the web app's files under a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 180_000; // a loaded shared machine has taken over 90 s to migrate and seed
const STOP_TIMEOUT_MS = 15_000;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the child printed so far (stdout and stderr interleaved). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now: bind port 0, read it, release it. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, HOST, () => {
      const addr = srv.address();
      if (!addr || typeof addr === 'string') return rej(new Error('freePort: no address'));
      srv.close(() => res(addr.port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return r.ok;
  } catch {
    return false;
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((res) => {
    const timer = setTimeout(() => res(false), ms);
    child.once('exit', () => { clearTimeout(timer); res(true); });
  });
}

/** Signals the child's whole process group (tsx → node), which this helper created. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals, evenIfLeaderExited = false): void {
  if (!child.pid || (exited(child) && !evenIfLeaderExited)) return;
  try { process.kill(-child.pid, signal); } catch { try { child.kill(signal); } catch { /* gone */ } }
}

/** Is any process of the child's group still running? */
function groupAlive(child: ChildProcess): boolean {
  if (!child.pid) return false;
  try { process.kill(-child.pid, 0); return true; } catch { return false; }
}

/** Files a built web app refers to (index.html → assets, assets → lazy chunks) that are missing. */
export function missingAssets(dist: string): string[] {
  if (!existsSync(join(dist, 'index.html'))) return ['index.html'];
  const assets = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')) : [];
  const have = new Set(assets);
  const texts = [readFileSync(join(dist, 'index.html'), 'utf8'),
    ...assets.filter((f) => /\.(js|css)$/.test(f)).map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))];
  const wanted = new Set<string>();
  // Only Vite's own files (name-<8-character hash>.js): a bundled library may mention './v1.js' of
  // its own sources (exceljs carries uuid's) without it being a chunk.
  for (const t of texts) for (const m of t.matchAll(/(?:\/assets\/|\.\/)([\w.-]+-[\w-]{8}\.(?:js|css))\b/g)) wanted.add(m[1]);
  return [...wanted].filter((f) => !have.has(f));
}

/** Copies ROOT/dist into `dest/dist` once it is complete (waits while a build is writing it). */
async function snapshotDist(dest: string): Promise<void> {
  const src = join(ROOT, 'dist');
  const deadline = Date.now() + 60_000;
  for (;;) {
    rmSync(join(dest, 'dist'), { recursive: true, force: true });
    mkdirSync(dest, { recursive: true });
    let missing: string[];
    try {
      cpSync(src, join(dest, 'dist'), { recursive: true });
      missing = missingAssets(join(dest, 'dist'));
    } catch (e) {
      missing = [String((e as Error).message)];
    }
    if (!missing.length) return;
    if (Date.now() > deadline) {
      throw new Error(`No complete web build in ${src} (missing: ${missing.slice(0, 5).join(', ')}). Run \`npm run build\` first.`);
    }
    await sleep(1000);
  }
}

export interface ServerOptions {
  /** PUBLIC_URL for a port; default the address the tests browse (http://127.0.0.1:PORT). */
  publicUrl?: (port: number) => string;
  /** More environment for the server, read when it starts (e.g. PAYU_CHECKOUT_URL of a simulator started before). */
  env?: () => Record<string, string>;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const runDir = mkdtempSync(join(tmpdir(), 'mando-e2e-'));
  const dataDir = join(runDir, 'data');
  await snapshotDist(runDir);
  const url = `http://${HOST}:${port}`;
  let out = '';
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'src', 'server', 'main.ts')], {
    cwd: runDir, // → the server's web root is runDir/dist, the snapshot
    env: {
      ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, PUBLIC_URL: opts.publicUrl?.(port) ?? url, LOG_REQUESTS: '', NODE_ENV: 'production',
      // The compact demo: the journeys assert its counts ('1–10 de 18').
      DEMO_CLIENTELE: '0',
      // The in-process DIAN simulator on a free port: journeys run one after another, ports never clash.
      DIAN_SIMULATOR_PORT: '0',
      TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'),
      ...opts.env?.(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stop() reaches tsx's node child too
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (exited(child) || Date.now() > deadline) {
      signalGroup(child, 'SIGKILL', true);
      rmSync(runDir, { recursive: true, force: true });
      const why = exited(child) ? `exited with ${child.exitCode ?? child.signalCode}` : `no answer on ${url}/api/health after ${START_TIMEOUT_MS / 1000} s`;
      console.error(`--- server output ---\n${out}\n--- end of server output ---`);
      throw new Error(`The Mando server did not start: ${why}`);
    }
    await sleep(250);
  }

  let stopped = false;
  return {
    url,
    port,
    dataDir,
    output: () => out,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      signalGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        console.error(`The server on port ${port} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
        signalGroup(child, 'SIGKILL');
        await waitForExit(child, 5000);
      }
      // The tsx/node grandchild may outlive the tsx wrapper by a moment (closing PGlite).
      for (let i = 0; i < 60 && groupAlive(child); i++) await sleep(250);
      if (groupAlive(child)) signalGroup(child, 'SIGKILL', true);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
