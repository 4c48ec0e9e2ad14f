import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToUser } from '../../../src/server/realtime/user-events';
import { api } from '../../helpers/app';
import { echoClient, refused, subscribed, type EchoClient } from './echo-client';
import { rawClient, sleep, startServer, waitFor } from './helpers';

// Stock pusher-js 8 + laravel-echo 2 against the real server: auth, record events, presence, whispers,
// tenants, and the per-user filtering of record events (permission, row scope).

let s: Awaited<ReturnType<typeof startServer>>;
let admin: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const clients: EchoClient[] = [];
const client = (who: string, key = 'demo', tenant = key) => {
  const e = echoClient(s.port, key, tokens[who], tenant);
  clients.push(e);
  return e;
};
let categoria_id: number;
let me: { id: number; cliente_id: number };
let ownTicket: number;
let otherTicket: number;

beforeAll(async () => {
  s = await startServer();
  for (const who of ['admin@demo.test', 'staff@demo.test', 'cliente@demo.test', 'admin@acme.test']) tokens[who] = await s.login(who);
  admin = api(s.app, tokens['admin@demo.test']);
  categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
  me = (await api(s.app, tokens['cliente@demo.test'])('GET', 'demo', 'login')).json();
  const all = (await admin('GET', 'demo', 'tickets?limit=200')).json() as { id: number; cliente_id: number | null }[];
  ownTicket = all.find((x) => x.cliente_id === me.cliente_id)!.id;
  otherTicket = all.find((x) => x.cliente_id !== null && x.cliente_id !== me.cliente_id)!.id;
}, 120_000);
afterAll(async () => {
  for (const e of clients) e.disconnect();
  await s.close();
});

describe('private resource channels', () => {
  it('subscribes with auth and receives .updated after an API PUT, with the model a GET returns', async () => {
    const echo = client('staff@demo.test');
    const got: any[] = [];
    const ch = echo.private('tickets').listen('.updated', (e: any) => got.push(e));
    await subscribed(ch);
    const res = await admin('PUT', 'demo', `tickets/${ownTicket}`, { titulo: 'Actualizado en vivo' });
    expect(res.statusCode, res.body).toBe(200);
    const e = await waitFor(() => got.find((x) => x.model.id === ownTicket));
    expect(e.resource).toBe('tickets');
    const direct = (await api(s.app, tokens['staff@demo.test'])('GET', 'demo', `tickets/${ownTicket}`)).json();
    expect(e.model).toEqual(direct);
  });

  it('delivers .created and .deleted', async () => {
    const echo = client('staff@demo.test');
    const got: any[] = [];
    const ch = echo.private('tickets').listen('.created', (e: any) => got.push(['created', e])).listen('.deleted', (e: any) => got.push(['deleted', e]));
    await subscribed(ch);
    const created = await admin('POST', 'demo', 'tickets', { titulo: 'Nuevo en vivo', contenido: 'Detalle del caso.', categoria_id });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await waitFor(() => got.find(([k, e]) => k === 'created' && e.model.id === id));
    const deleted = await admin('DELETE', 'demo', `tickets/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [, del] = await waitFor(() => got.find(([k, e]) => k === 'deleted' && e.model.id === id)).catch((e) => { console.log(JSON.stringify(got)); throw e; });
    expect(del).toMatchObject({ resource: 'tickets', model: { id, titulo: 'Nuevo en vivo' } });
  });

  it('a client-linked user receives its own client’s ticket events and never another client’s', async () => {
    const echo = client('cliente@demo.test');
    const got: any[] = [];
    const ch = echo.private('tickets').listen('.updated', (e: any) => got.push(e)).listen('.deleted', (e: any) => got.push(e));
    await subscribed(ch);
    await admin('PUT', 'demo', `tickets/${otherTicket}`, { titulo: 'Ajeno cambiado' });
    const victim = (await admin('POST', 'demo', 'tickets', { titulo: 'Ajeno', contenido: 'Detalle del caso.', categoria_id, cliente_id: (await admin('GET', 'demo', `tickets/${otherTicket}`)).json().cliente_id })).json().id;
    await admin('DELETE', 'demo', `tickets/${victim}`);
    await admin('PUT', 'demo', `tickets/${ownTicket}`, { titulo: 'Propio cambiado' });
    await waitFor(() => got.find((e) => e.model.id === ownTicket));
    await sleep(200);
    expect(got.map((e) => e.model.id)).toEqual([ownTicket]);
    expect(got[0].model.cliente_id).toBe(me.cliente_id);
  });

  it('refuses a channel the user may not view (403 → subscription error)', async () => {
    const e = await refused(client('staff@demo.test').private('users'));
    expect(e.status).toBe(403);
  });
});

describe('tenants', () => {
  it('refuses another tenant’s token on this tenant’s key, and never crosses tenants with events', async () => {
    const err = await refused(client('admin@acme.test', 'demo').private('tickets'));
    expect(err.status).toBe(401);
    expect((await refused(client('admin@acme.test', 'acme').private('tickets'))).status).toBe(403); // module off in acme
    const acme = client('admin@acme.test', 'acme');
    const demo = client('admin@demo.test');
    const got: any[] = [];
    const gotDemo: any[] = [];
    await subscribed(acme.private('clientes').listen('.updated', (e: any) => got.push(e)));
    await subscribed(demo.private('clientes').listen('.updated', (e: any) => gotDemo.push(e)));
    const res = await admin('PUT', 'demo', `clientes/${me.cliente_id}`, { nombres: 'José' });
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(() => gotDemo.length === 1);
    await sleep(200);
    expect(got).toEqual([]);
  });

  it('refuses an acme signature on a demo socket', async () => {
    const raw = await rawClient(s.port, 'demo');
    const socketId = (await raw.next((f) => f.event === 'pusher:connection_established')).data.socket_id;
    const a = (await s.app.inject({ method: 'POST', url: '/acme/api/broadcasting/auth', headers: { 'auth-token': tokens['admin@acme.test'] },
      payload: { socket_id: socketId, channel_name: 'private-tickets' } })).json();
    raw.send({ event: 'pusher:subscribe', data: { auth: a.auth, channel_data: a.channel_data, channel: 'private-tickets' } });
    expect((await raw.next((f) => f.event === 'pusher:subscription_error')).data.status).toBe(401);
    raw.ws.close();
  });
});

describe('presence and whispers', () => {
  it('here, joining, leaving across two clients, one member per user; whispers reach the other and are not echoed', async () => {
    // a may open /live-users (SuperAdmin), so it learns of the other App.Mobile members; b does not.
    const a = client('admin@demo.test');
    const b = client('staff@demo.test');
    const b2 = client('staff@demo.test');
    const log: string[] = [];
    const whispersA: any[] = [];
    const whispersB: any[] = [];
    let hereA: any[] = [];
    const chA = a.join('App.Mobile')
      .here((m: any[]) => { hereA = m; })
      .joining((m: any) => log.push(`join ${m.name}`))
      .leaving((m: any) => log.push(`leave ${m.name}`))
      .listenForWhisper('navigate', (d: any) => whispersA.push(d));
    await subscribed(chA);
    expect(hereA.map((m) => m.name)).toEqual(['Laura Administradora']);
    let hereB: any[] = [];
    const chB = b.join('App.Mobile').here((m: any[]) => { hereB = m; }).listenForWhisper('navigate', (d: any) => whispersB.push(d));
    await subscribed(chB);
    expect(hereB.map((m) => m.name)).toEqual(['Santiago Soporte']);
    await waitFor(() => log.includes('join Santiago Soporte'));
    await subscribed(b2.join('App.Mobile')); // the same user again: no second member
    (chB as any).whisper('navigate', { route: '/tickets' });
    await waitFor(() => whispersA.length === 1);
    expect(whispersA[0]).toEqual({ route: '/tickets' });
    await sleep(200);
    expect(whispersB).toEqual([]);
    b.leave('App.Mobile');
    await sleep(300);
    expect(log).toEqual(['join Santiago Soporte']); // b2 still holds the user present
    b2.leave('App.Mobile');
    await waitFor(() => log.includes('leave Santiago Soporte'));
  });

  it('a record presence channel shows every member to every member, and relays whispers both ways', async () => {
    const id = (await admin('GET', 'demo', 'tickets?limit=1')).json()[0].id;
    const got: any[] = [];
    let hereB: any[] = [];
    const chA = client('admin@demo.test').join(`tickets.${id}`);
    await subscribed(chA);
    await subscribed(client('staff@demo.test').join(`tickets.${id}`).here((m: any[]) => { hereB = m; }).listenForWhisper('typing', (d: any) => got.push(d)));
    expect(hereB.map((m) => m.name).sort()).toEqual(['Laura Administradora', 'Santiago Soporte']);
    (chA as any).whisper('typing', { on: true });
    await waitFor(() => got.length === 1);
  });
});

describe("per-user pushes on 'Application'", () => {
  it('reach only that user', async () => {
    const a = client('admin@demo.test');
    const b = client('staff@demo.test');
    const gotA: any[] = [];
    const gotB: any[] = [];
    await subscribed(a.private('Application').listen('.notification', (d: any) => gotA.push(d)));
    await subscribed(b.private('Application').listen('.notification', (d: any) => gotB.push(d)));
    const staffId = (await api(s.app, tokens['staff@demo.test'])('GET', 'demo', 'login')).json().id;
    const tenantId = (await api(s.app, tokens['staff@demo.test'])('GET', 'demo', 'login')).json().tenant_id;
    sendToUser({ tenantId, userId: staffId, event: '.notification', data: { titulo: 'Hola' } });
    await waitFor(() => gotB.length === 1);
    expect(gotB[0]).toEqual({ titulo: 'Hola' });
    await sleep(200);
    expect(gotA).toEqual([]);
  });
});
