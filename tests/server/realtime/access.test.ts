import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setTenantSetting } from '../../helpers/app';
import { echoClient, refused, subscribed, type EchoClient } from './echo-client';
import { sleep, startServer, waitFor } from './helpers';

// What a socket may still see after it subscribed, with the stock pusher-js + laravel-echo clients:
// whispers on a resource channel and record presence channels stay within the record's viewers; a
// record leaving a user's scope reaches them as `.deleted {id}`; a revoked session closes the socket;
// a lost permission takes the channel away; App.Mobile hides the privileged users (spec 01 §6).

let s: Awaited<ReturnType<typeof startServer>>;
let admin: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const clients: EchoClient[] = [];
const client = (who: string) => {
  const e = echoClient(s.port, 'demo', tokens[who]);
  clients.push(e);
  return e;
};
const pusherOf = (e: EchoClient) => (e.connector as any).pusher;
/** pusher:error frames (code) and close state of a client's connection. */
function watch(e: EchoClient) {
  const errors: number[] = [];
  const states: string[] = [];
  pusherOf(e).connection.bind('error', (err: any) => { if (err?.data?.code) errors.push(err.data.code); });
  pusherOf(e).connection.bind('state_change', (st: any) => states.push(st.current));
  return { errors, states };
}
let categoria_id: number;
let mine: number; // the client user's client
let otherClient: number;
let clienteRole: number;
let soporteRole: number;

async function newUser(email: string, roles: number[], extra: Record<string, unknown> = {}) {
  const res = await admin('POST', 'demo', 'users', { full_name: `Usuario ${email.split('@')[0]}`, email, documento: `9${Math.floor(Math.random() * 1e8)}`,
    password: 'demo1234', password_confirmation: 'demo1234', roles, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  tokens[email] = await s.login(email);
  return res.json().id as number;
}
const newTicket = async (cliente_id: number, titulo = 'Caso de acceso') => {
  const res = await admin('POST', 'demo', 'tickets', { titulo, contenido: 'Detalle del caso.', categoria_id, cliente_id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  s = await startServer({}, { sessionCheckS: 1 });
  for (const who of ['admin@demo.test', 'staff@demo.test', 'cliente@demo.test']) tokens[who] = await s.login(who);
  admin = api(s.app, tokens['admin@demo.test']);
  categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
  mine = (await api(s.app, tokens['cliente@demo.test'])('GET', 'demo', 'login')).json().cliente_id;
  otherClient = (await admin('GET', 'demo', 'clientes?limit=50')).json().find((c: { id: number }) => c.id !== mine).id;
  const roles = (await admin('GET', 'demo', 'roles?limit=100')).json() as { id: number; name: string }[];
  clienteRole = roles.find((r) => /cliente/i.test(r.name))!.id;
  soporteRole = roles.find((r) => /soporte/i.test(r.name))!.id;
}, 120_000);
afterAll(async () => {
  for (const e of clients) e.disconnect();
  await s.close();
});

describe('gap 1: whispers and record presence stay within the record’s viewers', () => {
  it('signs a record presence channel only for its viewers, and shows them no e-mails', async () => {
    const own = await newTicket(mine);
    const foreign = await newTicket(otherClient);
    expect((await refused(client('cliente@demo.test').join(`tickets.${foreign}`))).status).toBe(403);
    let here: any[] = [];
    await subscribed(client('cliente@demo.test').join(`tickets.${own}`).here((m: any[]) => { here = m; }));
    expect(here).toEqual([{ id: expect.any(Number), name: 'José Pérez Gómez' }]);
  });

  it("relays an 'editing' whisper on private-tickets only to users who may view that ticket", async () => {
    const own = await newTicket(mine);
    const foreign = await newTicket(otherClient);
    const cliente = client('cliente@demo.test');
    const staff = client('staff@demo.test');
    const got: any[] = [];
    const gotStaff: any[] = [];
    await subscribed(cliente.private('tickets').listenForWhisper('editing', (d: any) => got.push(d)));
    await subscribed(staff.private('tickets').listenForWhisper('editing', (d: any) => gotStaff.push(d)));
    const adminCh = client('admin@demo.test').private('tickets');
    await subscribed(adminCh);
    (adminCh as any).whisper('editing', { id: foreign, on: true, user: { id: 1, name: 'Laura' } });
    (adminCh as any).whisper('editing', { id: own, on: true, user: { id: 1, name: 'Laura' } });
    await waitFor(() => gotStaff.length === 2);
    await waitFor(() => got.length === 1);
    await sleep(300);
    expect(got.map((d) => d.id)).toEqual([own]);
    expect(gotStaff.map((d) => d.id).sort()).toEqual([own, foreign].sort());
  });

  it('refuses a resource whisper without a record id or about a record the sender cannot view (4009)', async () => {
    const foreign = await newTicket(otherClient);
    const cliente = client('cliente@demo.test');
    const w = watch(cliente);
    const ch = cliente.private('tickets');
    await subscribed(ch);
    const staff = client('staff@demo.test');
    const gotStaff: any[] = [];
    await subscribed(staff.private('tickets').listenForWhisper('editing', (d: any) => gotStaff.push(d)));
    (ch as any).whisper('editing', { id: foreign, on: true });
    (ch as any).whisper('editing', { on: true });
    await waitFor(() => w.errors.filter((c) => c === 4009).length === 2);
    await sleep(300);
    expect(gotStaff).toEqual([]);
  });

  it('takes a record presence channel away from a user the record moved away from; whispers there no longer reach them', async () => {
    const id = await newTicket(mine);
    const cliente = client('cliente@demo.test');
    const whispers: any[] = [];
    const errors: any[] = [];
    const chC = cliente.join(`tickets.${id}`).listenForWhisper('typing', (d: any) => whispers.push(d)).error((e: any) => errors.push(e));
    await subscribed(chC);
    const leaving: string[] = [];
    const chA = client('admin@demo.test').join(`tickets.${id}`).leaving((m: any) => leaving.push(m.name));
    await subscribed(chA);
    (chA as any).whisper('typing', { n: 1 });
    await waitFor(() => whispers.length === 1);
    expect((await admin('PUT', 'demo', `tickets/${id}`, { cliente_id: otherClient })).statusCode).toBe(200);
    await waitFor(() => errors.length === 1);
    expect(errors[0]).toMatchObject({ status: 403 });
    await waitFor(() => leaving.includes('José Pérez Gómez'));
    (chA as any).whisper('typing', { n: 2 });
    await sleep(300);
    expect(whispers).toEqual([{ n: 1 }]);
  });
});

describe('gap 3: a record leaving a user’s scope', () => {
  it('reaches those who could see it as .deleted with its id only; others get .updated; coming back is .updated', async () => {
    const id = await newTicket(mine, 'Se va a otro cliente');
    const got: [string, any][] = [];
    const gotStaff: [string, any][] = [];
    await subscribed(client('cliente@demo.test').private('tickets')
      .listen('.updated', (e: any) => got.push(['updated', e])).listen('.deleted', (e: any) => got.push(['deleted', e])));
    await subscribed(client('staff@demo.test').private('tickets')
      .listen('.updated', (e: any) => gotStaff.push(['updated', e])).listen('.deleted', (e: any) => gotStaff.push(['deleted', e])));
    expect((await admin('PUT', 'demo', `tickets/${id}`, { cliente_id: otherClient, titulo: 'Nuevo título secreto' })).statusCode).toBe(200);
    await waitFor(() => got.length === 1);
    await waitFor(() => gotStaff.length === 1);
    expect(got[0]).toEqual(['deleted', { resource: 'tickets', model: { id } }]);
    expect(gotStaff[0][0]).toBe('updated');
    expect(gotStaff[0][1].model).toMatchObject({ id, cliente_id: otherClient });
    // A further change out of scope: nothing (the user could not see it before either).
    expect((await admin('PUT', 'demo', `tickets/${id}`, { titulo: 'Otro más' })).statusCode).toBe(200);
    await waitFor(() => gotStaff.length === 2);
    expect((await admin('PUT', 'demo', `tickets/${id}`, { cliente_id: mine })).statusCode).toBe(200);
    await waitFor(() => got.length === 2);
    expect(got[1][0]).toBe('updated');
    expect(got[1][1].model).toMatchObject({ id, cliente_id: mine });
    expect(got).toHaveLength(2);
  });
});

describe('deletes whose scope goes through a parent', () => {
  it("a deleted comment reaches who may read its ticket as .deleted, and nobody else", async () => {
    const comment = async (ticket: number) => {
      const res = await admin('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: 'Comentario que se borrará.' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const own = await comment(await newTicket(mine, 'Con comentario propio'));
    const foreign = await comment(await newTicket(otherClient, 'Con comentario ajeno'));
    const got: [string, any][] = [];
    await subscribed(client('cliente@demo.test').private('seguimientos').listen('.deleted', (e: any) => got.push(['deleted', e])));
    expect((await admin('DELETE', 'demo', `seguimientos/${foreign}`)).statusCode).toBe(200);
    expect((await admin('DELETE', 'demo', `seguimientos/${own}`)).statusCode).toBe(200);
    await waitFor(() => got.length >= 1);
    await sleep(300);
    expect(got).toHaveLength(1);
    expect(got[0][1]).toMatchObject({ resource: 'seguimientos', model: { id: own } });
  });

  it('a comment never moves to a ticket its readers cannot read: the update keeps its ticket and they get .updated', async () => {
    // The scope of a comment is its ticket's. ticket_id is fixed after create (a move would need a
    // scope exit to the old ticket's readers — broadcast.ts wasVisible reads the old parent for that).
    const ownTicket = await newTicket(mine, 'Comentario que no se mueve');
    const foreignTicket = await newTicket(otherClient, 'Destino ajeno');
    const res = await admin('POST', 'demo', 'seguimientos', { ticket_id: ownTicket, texto: 'Comentario visible.' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const got: [string, any][] = [];
    await subscribed(client('cliente@demo.test').private('seguimientos')
      .listen('.updated', (e: any) => got.push(['updated', e])).listen('.deleted', (e: any) => got.push(['deleted', e])));
    expect((await admin('PUT', 'demo', `seguimientos/${id}`, { ticket_id: foreignTicket, texto: 'Texto corregido.' })).statusCode).toBe(200);
    await waitFor(() => got.length === 1);
    expect(got[0][0]).toBe('updated');
    expect(got[0][1].model).toMatchObject({ id, ticket_id: ownTicket, texto: 'Texto corregido.' });
    const cliente = api(s.app, tokens['cliente@demo.test']);
    expect((await cliente('GET', 'demo', `seguimientos/${id}`)).json()).toMatchObject({ ticket_id: ownTicket });
    expect((await cliente('GET', 'demo', `tickets/${foreignTicket}`)).statusCode).toBe(404);
  });

  it('a deleted ticket reaches a user limited to their own tickets who was only among its assignees', async () => {
    const perms = ((await admin('GET', 'demo', `permissions?whereIn[name]=${['Ver Tickets', 'Agregar Tickets'].map(encodeURIComponent).join(',')}`)).json() as { id: number }[]).map((x) => x.id);
    const role = await admin('POST', 'demo', 'roles', { name: 'Solo mis casos', permissions: perms, row_scopes: { tickets: 'own' } });
    expect(role.statusCode, role.body).toBe(201);
    const email = 'asignada@demo.test';
    const userId = await newUser(email, [role.json().id]);
    const assigned = await newTicket(otherClient, 'Asignado a ella');
    expect((await admin('PUT', 'demo', `tickets/${assigned}`, { assignees: [userId] })).statusCode).toBe(200);
    const elsewhere = await newTicket(otherClient, 'De otro');
    const got: any[] = [];
    await subscribed(client(email).private('tickets').listen('.deleted', (e: any) => got.push(e)));
    expect((await admin('DELETE', 'demo', `tickets/${elsewhere}`)).statusCode).toBe(200);
    expect((await admin('DELETE', 'demo', `tickets/${assigned}`)).statusCode).toBe(200);
    await waitFor(() => got.length >= 1);
    await sleep(300);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ resource: 'tickets', model: { id: assigned } });
  });
});

describe('gap 2: revoked sessions and lost permissions', () => {
  it('closes the sockets of a session that logs out (4009, no retry); another session of the same user stays', async () => {
    await newUser('rt-logout@demo.test', [soporteRole]);
    const other = await s.login('rt-logout@demo.test');
    const e = client('rt-logout@demo.test');
    const w = watch(e);
    await subscribed(e.private('Application'));
    const keep = echoClient(s.port, 'demo', other);
    clients.push(keep);
    const wk = watch(keep);
    await subscribed(keep.private('tickets'));
    const res = await api(s.app, tokens['rt-logout@demo.test'])('POST', 'demo', 'logout');
    expect(res.statusCode).toBe(200);
    await waitFor(() => w.errors.includes(4009));
    await waitFor(() => pusherOf(e).connection.state !== 'connected');
    await sleep(1500);
    expect(pusherOf(e).connection.state).not.toBe('connected'); // refused: pusher-js does not reconnect
    expect(wk.errors).toEqual([]);
    expect(pusherOf(keep).connection.state).toBe('connected');
  });

  it('closes the sockets of a user who is deactivated', async () => {
    const id = await newUser('rt-inactive@demo.test', [soporteRole]);
    const e = client('rt-inactive@demo.test');
    const w = watch(e);
    await subscribed(e.private('tickets'));
    expect((await admin('PUT', 'demo', `users/${id}`, { active: false })).statusCode).toBe(200);
    await waitFor(() => w.errors.includes(4009));
    await waitFor(() => pusherOf(e).connection.state !== 'connected');
  });

  it('takes away a channel whose permission the user lost (403 on the channel), keeps the rest', async () => {
    const id = await newUser('rt-role@demo.test', [soporteRole]);
    const e = client('rt-role@demo.test');
    const w = watch(e);
    const tickets: any[] = [];
    const errs: any[] = [];
    await subscribed(e.private('tickets').listen('.updated', (x: any) => tickets.push(x)).error((x: any) => errs.push(x)));
    const pushes: any[] = [];
    await subscribed(e.private('Application').listen('.notification', (x: any) => pushes.push(x)));
    const role = await admin('PUT', 'demo', `users/${id}`, { roles: [] });
    expect(role.statusCode, role.body).toBe(200);
    await waitFor(() => errs.length === 1);
    expect(errs[0]).toMatchObject({ status: 403 });
    const t = await newTicket(mine);
    expect((await admin('PUT', 'demo', `tickets/${t}`, { titulo: 'Ya no lo ve' })).statusCode).toBe(200);
    await sleep(500);
    expect(tickets).toEqual([]);
    expect(w.errors).toEqual([]);
    expect(pusherOf(e).connection.state).toBe('connected');
  });

  it('closes a socket whose token expired (periodic sweep of the sessions)', async () => {
    await newUser('rt-expiry@demo.test', [soporteRole]);
    const e = client('rt-expiry@demo.test');
    const w = watch(e);
    await subscribed(e.private('Application'));
    await sql`update auth_tokens set expires_at = now() - interval '1 minute'
      where user_id = (select id from users where email = 'rt-expiry@demo.test')`.execute(s.db);
    await waitFor(() => w.errors.includes(4009), 5000);
  });
});

describe('App.Mobile: only live-users viewers learn of the others; privileged users from the tenant settings (spec 01 §6)', () => {
  it('a user who may not open /live-users sees only itself and no routes; a viewer catches up with the routes already sent', async () => {
    const staffE = client('staff@demo.test');
    const clienteE = client('cliente@demo.test');
    let hereCliente: any[] = [];
    const joinedCliente: string[] = [];
    const whispersCliente: any[] = [];
    await subscribed(clienteE.join('App.Mobile').here((m: any[]) => { hereCliente = m; }).joining((m: any) => joinedCliente.push(m.name))
      .listenForWhisper('navigate', (d: any) => whispersCliente.push(d)));
    const chS = staffE.join('App.Mobile');
    await subscribed(chS);
    (chS as any).whisper('navigate', { id: 2, route: '/clientes?query=juan' });
    (chS as any).whisper('navigate', { id: 2, route: '/tickets/7' });
    await sleep(300);
    // The viewer joins after the routes were sent: the server replays each member's last one.
    const whispersAdmin: any[] = [];
    let hereAdmin: any[] = [];
    await subscribed(client('admin@demo.test').join('App.Mobile').here((m: any[]) => { hereAdmin = m; })
      .listenForWhisper('navigate', (d: any) => whispersAdmin.push(d)));
    expect(hereAdmin.map((m) => m.name).sort()).toEqual(['José Pérez Gómez', 'Laura Administradora', 'Santiago Soporte']);
    await waitFor(() => whispersAdmin.length === 1);
    expect(whispersAdmin).toEqual([{ id: 2, route: '/tickets/7' }]);
    await sleep(300);
    expect(hereCliente.map((m) => m.name)).toEqual(['José Pérez Gómez']);
    expect(joinedCliente).toEqual([]);
    expect(whispersCliente).toEqual([]);
  });

  it('hides a privileged user’s presence and whispers from non-privileged viewers; a privileged viewer sees everyone', async () => {
    const superAdmin = ((await admin('GET', 'demo', 'roles?limit=100')).json() as { id: number; name: string }[]).find((r) => r.name === 'SuperAdmin')!.id;
    await newUser('rt-viewer@demo.test', [superAdmin]);
    await setTenantSetting(s.db, 'demo', 'privileged_users', 'Admin@Demo.test');
    try {
      const viewer = client('rt-viewer@demo.test');
      const joinedViewer: string[] = [];
      const whispersViewer: any[] = [];
      let hereViewer: any[] = [];
      const chV = viewer.join('App.Mobile').here((m: any[]) => { hereViewer = m; }).joining((m: any) => joinedViewer.push(m.name))
        .listenForWhisper('navigate', (d: any) => whispersViewer.push(d));
      await subscribed(chV);
      const whispersAdmin: any[] = [];
      let hereAdmin: any[] = [];
      const chA = client('admin@demo.test').join('App.Mobile').here((m: any[]) => { hereAdmin = m; })
        .listenForWhisper('navigate', (d: any) => whispersAdmin.push(d));
      await subscribed(chA);
      expect(hereAdmin.map((m) => m.name)).toContain('Usuario rt-viewer');
      expect(hereAdmin.map((m) => m.name)).toContain('Laura Administradora');
      (chA as any).whisper('navigate', { id: 1, route: '/secreto' });
      (chV as any).whisper('navigate', { id: 9, route: '/tickets' });
      await waitFor(() => whispersAdmin.some((d) => d.route === '/tickets'));
      await sleep(300);
      expect(whispersViewer.filter((d) => d.route === '/secreto')).toEqual([]);
      expect(joinedViewer).not.toContain('Laura Administradora');
      expect(hereViewer.map((m) => m.name)).not.toContain('Laura Administradora');
      expect(hereViewer.map((m) => m.name)).toContain('Usuario rt-viewer');
    } finally {
      await setTenantSetting(s.db, 'demo', 'privileged_users', null);
    }
  });
});
