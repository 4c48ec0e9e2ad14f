import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { forgetTenantCache } from '../../../src/server/http/tenancy';
import { sendToUser } from '../../../src/server/realtime/user-events';
import { seedDemo } from '../../../src/server/seed/seed';
import { api, freshPostgres, login } from '../../helpers/app';
import { echoClient, subscribed, type EchoClient } from './echo-client';
import { sleep, waitFor } from './helpers';

// Two Mando processes and one Redis act as one realtime server: events, per-user pushes, presence and
// whispers cross processes, and the app secret is shared. Needs redis-server (.ci/run installs it)
// and PostgreSQL (TEST_DATABASE_URL): two processes cannot share an in-memory database.

const freePort = () => new Promise<number>((res) => {
  const srv = createServer().listen(0, '127.0.0.1', () => { const p = (srv.address() as AddressInfo).port; srv.close(() => res(p)); });
});

/** A crashed node's presence outlives it by this much (short for the test; 30 s by default). */
const PRESENCE_TTL_S = 2;
let redis: ChildProcess;
let redisUrl: string;
let node2: ChildProcess;
let port1: number;
let port2: number;
let app1: FastifyInstance;
let closeDb: () => Promise<void>;
let drop: (() => Promise<void>) | undefined;
const clients: EchoClient[] = [];

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes through Redis', () => {
  beforeAll(async () => {
    if (spawnSync('redis-server', ['--version']).error) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
    const redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    for (let i = 0; ; i++) { // until redis-server accepts connections
      const probe = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => {});
      const ok = await probe.connect().then(() => probe.ping()).then(() => true, () => false);
      probe.disconnect();
      if (ok) break;
      if (i > 100) throw new Error('redis-server did not start');
      await sleep(50);
    }

    const pg = (await freshPostgres(true))!;
    drop = pg.drop;
    forgetTenantCache();
    const database = await openDatabase({ url: pg.url });
    await migrate(database.db);
    await seedDemo(database.db);
    app1 = await buildApp({ db: database.db, config: { ...readConfig({}), databaseUrl: pg.url, redisUrl }, realtime: { presenceTtlS: PRESENCE_TTL_S } });
    closeDb = () => database.close();
    await app1.listen({ port: 0, host: '127.0.0.1' });
    port1 = (app1.server.address() as AddressInfo).port;

    node2 = spawn(process.execPath, ['--import', 'tsx', 'tests/server/realtime/node-process.ts'], {
      env: { ...process.env, DATABASE_URL: pg.url, REDIS_URL: redisUrl, BROADCAST_SECRET: '', RT_PRESENCE_TTL_S: String(PRESENCE_TTL_S) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    port2 = await new Promise<number>((res, rej) => {
      let out = '';
      node2.stdout!.on('data', (b) => { out += b; const m = /PORT (\d+)/.exec(out); if (m) res(Number(m[1])); });
      node2.once('exit', (code) => rej(new Error(`node 2 exited with ${code}`)));
    });
  }, 120_000);

  afterAll(async () => {
    for (const e of clients) e.disconnect();
    if (node2 && node2.exitCode === null && node2.signalCode === null) {
      node2.kill('SIGTERM');
      await new Promise((r) => node2.once('exit', r));
    }
    await app1?.close();
    await closeDb?.();
    await drop?.();
    redis?.kill('SIGTERM');
  });

  const client = (port: number, token: string, authPort = port) => {
    const e = echoClient(port, 'demo', token);
    (e.connector as any).pusher.config.authEndpoint = `http://127.0.0.1:${authPort}/demo/api/broadcasting/auth`;
    clients.push(e);
    return e;
  };

  it('an API write on process 1 reaches a client of process 2 (signed by process 1: one shared secret)', async () => {
    const admin = api(app1, await login(app1, 'admin@demo.test'));
    const staff = await login(app1, 'staff@demo.test');
    const got: any[] = [];
    await subscribed(client(port2, staff, port1).private('tickets').listen('.updated', (e: any) => got.push(e)));
    const id = (await admin('GET', 'demo', 'tickets?limit=1')).json()[0].id;
    expect((await admin('PUT', 'demo', `tickets/${id}`, { titulo: 'Desde el proceso 1' })).statusCode).toBe(200);
    const e = await waitFor(() => got.find((x) => x.model.id === id), 5000);
    expect(e.model.titulo).toBe('Desde el proceso 1');
    await sleep(200);
    expect(got).toHaveLength(1); // once, not once per process
  });

  it('per-user pushes, presence and whispers cross processes', async () => {
    const adminToken = await login(app1, 'admin@demo.test');
    const staffToken = await login(app1, 'staff@demo.test');
    const staffUser = (await api(app1, staffToken)('GET', 'demo', 'login')).json();
    const a = client(port1, adminToken);
    const b = client(port2, staffToken);
    const pushes: any[] = [];
    await subscribed(b.private('Application').listen('.notification', (d: any) => pushes.push(d)));
    sendToUser({ tenantId: staffUser.tenant_id, userId: staffUser.id, event: '.notification', data: { titulo: 'Cruzó' } });
    await waitFor(() => pushes.length === 1, 5000);

    // a (process 1) may open /live-users, so it learns of b (process 2) joining, and of b's routes.
    const joined: string[] = [];
    const whispers: any[] = [];
    const chA = a.join('App.Mobile').joining((m: any) => joined.push(m.name)).listenForWhisper('navigate', (d: any) => whispers.push(d));
    await subscribed(chA);
    const chB = b.join('App.Mobile');
    await subscribed(chB);
    await waitFor(() => joined.includes('Santiago Soporte'), 5000);
    (chB as any).whisper('navigate', { route: '/booking' });
    await waitFor(() => whispers.length === 1, 5000);
    // One member list for both processes: a viewer on process 2 sees the member of process 1.
    let here: any[] = [];
    await subscribed(client(port2, adminToken).join('App.Mobile').here((m: any[]) => { here = m; }));
    expect(here.map((m) => m.name).sort()).toEqual(['Laura Administradora', 'Santiago Soporte']);
  });

  // Last: it kills process 2.
  it('a crashed process’s presence expires: member_removed reaches the others and newcomers do not see its users', async () => {
    const adminToken = await login(app1, 'admin@demo.test');
    const clienteToken = await login(app1, 'cliente@demo.test');
    const a = client(port1, adminToken);
    const b = client(port2, clienteToken, port1);
    const joined: string[] = [];
    const left: string[] = [];
    await subscribed(a.join('App.Mobile').joining((m: any) => joined.push(m.name)).leaving((m: any) => left.push(m.name)));
    await subscribed(b.join('App.Mobile'));
    await waitFor(() => joined.includes('José Pérez Gómez'), 5000);
    const r = new Redis(redisUrl);
    try {
      expect(await r.scard('mando:rt:nodes')).toBe(2);
      node2.kill('SIGKILL'); // no clean leave: only the TTL can take its members away
      await new Promise((res) => node2.once('exit', res));
      b.disconnect();
      await waitFor(() => left.includes('José Pérez Gómez'), PRESENCE_TTL_S * 1000 * 4);
      let here: any[] = [];
      await subscribed(client(port1, adminToken).join('App.Mobile').here((m: any[]) => { here = m; }));
      expect(here.map((m) => m.name)).toEqual(['Laura Administradora']); // process 2's users are gone
      expect(await r.scard('mando:rt:nodes')).toBe(1);
      expect(left.filter((n) => n === 'José Pérez Gómez')).toHaveLength(1); // announced once
    } finally {
      r.disconnect();
    }
  }, 60_000);
});
