import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onLive } from '../../../src/web/lib/live-events';
import { connect, disconnect, joinPresence, subscribeResource } from '../../../src/web/realtime/client';
import { sendToUser } from '../../../src/server/realtime/user-events';
import { api } from '../../helpers/app';
import { startServer, waitFor } from './helpers';

// The web app's realtime client (src/web/realtime/client.ts, stock Echo + pusher-js) against the real
// server: what it receives comes out as live events for the screens.

let s: Awaited<ReturnType<typeof startServer>>;
let user: any;

beforeAll(async () => {
  s = await startServer();
  const token = await s.login('staff@demo.test');
  user = (await api(s.app, token)('GET', 'demo', 'login')).json();
  user.token = token;
}, 120_000);
afterAll(async () => { disconnect(); await s.close(); });

describe('web realtime client', () => {
  it('emits record events, per-user pushes and reconnected as live events', async () => {
    expect(user.broadcasting).toMatchObject({ enabled: true, pusherAppKey: 'demo', pusherCluster: 'mt1' });
    const seen: [string, any][] = [];
    for (const name of ['.updated', 'tickets.updated', '.notification', 'reconnected']) onLive(name, (d) => seen.push([name, d]));
    const conn = connect(user, `http://127.0.0.1:${s.port}/demo`, user.broadcasting);
    const stop = subscribeResource('tickets');
    const pusher = (conn.echo.connector as any).pusher;
    await waitFor(() => pusher.channel('private-tickets')?.subscribed && pusher.channel('private-Application')?.subscribed, 5000);

    const admin = api(s.app, await s.login('admin@demo.test'));
    const id = (await admin('GET', 'demo', 'tickets?limit=1')).json()[0].id;
    await admin('PUT', 'demo', `tickets/${id}`, { titulo: 'Visto por la web' });
    await waitFor(() => seen.find(([n]) => n === 'tickets.updated'));
    expect(seen.find(([n]) => n === '.updated')![1]).toMatchObject({ resource: 'tickets', model: { id, titulo: 'Visto por la web' } });

    sendToUser({ tenantId: user.tenant_id, userId: user.id, event: '.notification', data: { titulo: 'Aviso' } });
    expect((await waitFor(() => seen.find(([n]) => n === '.notification')))[1]).toEqual({ titulo: 'Aviso' });

    pusher.disconnect();
    pusher.connect();
    await waitFor(() => seen.find(([n]) => n === 'reconnected'), 5000);
    stop();
  });

  it('joins presence with here/joining callbacks', async () => {
    const here: any[] = [];
    const p = joinPresence('App.Mobile', { here: (m) => here.push(...m) });
    await waitFor(() => here.length > 0, 5000);
    expect(here.map((m) => m.name)).toContain('Santiago Soporte');
    p.leave();
  });
});
