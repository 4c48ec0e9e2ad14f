// A test app wired to its own DIAN simulator (issue 15): the demo tenant with DIAN sending on, the
// send queue at hand (kicked and awaited by `settle`), and the admin's API. For the queue's tests.
import { startDianSimulator, type DianSimulator } from '../../src/server/dian/simulator';
import { demoRegistry } from '../../src/server/dian/simulator/registry';
import { dianGateway, type DianQueue } from '../../src/server/features/dian-send';
import { api, createTestApp, login, setTenantSetting } from './app';

export interface DianTestApp {
  sim: DianSimulator;
  t: Awaited<ReturnType<typeof createTestApp>>;
  queue: DianQueue;
  admin: ReturnType<typeof api>;
  /** The first demo client with a NIT. */
  cliente: number;
  /** Wakes the queue and waits until it has nothing left to do now. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function startDianTestApp(opts: { pollMs?: number } = {}): Promise<DianTestApp> {
  const sim = await startDianSimulator({ registry: demoRegistry(), port: 0, host: '127.0.0.1' });
  const t = await createTestApp({}, undefined, {
    // The endpoint is read per send: a test can point the tenant elsewhere (an unreachable DIAN).
    dianGateway: (db) => dianGateway(db, { timeoutMs: 5000, fallbackEndpoint: sim.url }), dianPollMs: opts.pollMs ?? 60_000,
  });
  const queue = (t.app as unknown as { dianQueue: DianQueue }).dianQueue;
  await setTenantSetting(t.db, 'demo', 'dian_enabled', 'true');
  const admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const cliente = (await admin('GET', 'demo', 'clientes?limit=1&order=id&where[tipo_documento]=31')).json()[0].id as number;
  return {
    sim, t, queue, admin, cliente,
    settle: async () => { queue.kick(); await new Promise((r) => setTimeout(r, 50)); await queue.idle(); },
    close: async () => { await t.close(); await sim.close(); },
  };
}

/** Today in Colombia (YYYY-MM-DD): the only issue date the DIAN takes (FAD09e). */
export const colombiaToday = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
