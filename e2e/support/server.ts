// Starts the REAL Mando server (src/server/main.ts) as a child process for one test file: a free
// port, a fresh DATA_DIR (so a fresh PGlite database with the demo seed), and a clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 90_000;
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

/** Signals the child's whole process group (npx → tsx → node), which this helper created. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals, evenIfLeaderExited = false): void {
  if (!child.pid || (exited(child) && !evenIfLeaderExited)) return;
  try { process.kill(-child.pid, signal); } catch { try { child.kill(signal); } catch { /* gone */ } }
}

/** Is any process of the child's group still running? */
function groupAlive(child: ChildProcess): boolean {
  if (!child.pid) return false;
  try { process.kill(-child.pid, 0); return true; } catch { return false; }
}

export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mando-e2e-'));
  const url = `http://${HOST}:${port}`;
  let out = '';
  const child = spawn('npx', ['--no-install', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, PUBLIC_URL: url, LOG_REQUESTS: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stop() reaches tsx's node child too
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (exited(child) || Date.now() > deadline) {
      signalGroup(child, 'SIGKILL', true);
      rmSync(dataDir, { recursive: true, force: true });
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
      // The tsx/node grandchild may outlive the npx wrapper by a moment (closing PGlite).
      for (let i = 0; i < 60 && groupAlive(child); i++) await sleep(250);
      if (groupAlive(child)) signalGroup(child, 'SIGKILL', true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
