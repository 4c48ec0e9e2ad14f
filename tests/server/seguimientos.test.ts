import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// Ticket comments: the author is fixed by the server, the ticket's last_seguimiento follows them in
// the same transaction, and a user sees a ticket's comments exactly when it can see the ticket.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let ana: ReturnType<typeof api>;
let anaId: number;
let categoria_id: number;

const permissionIds = async (names: string[]) =>
  ((await admin('GET', 'demo', `permissions?whereIn[name]=${names.map(encodeURIComponent).join(',')}`)).json() as { id: number }[]).map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const role = await admin('POST', 'demo', 'roles', {
    name: 'Solo los míos', row_scopes: { tickets: 'own' }, permissions: await permissionIds(['Ver Tickets', 'Agregar Tickets']),
  });
  const user = await admin('POST', 'demo', 'users', {
    full_name: 'Ana Asesora', email: 'ana@demo.test', documento: '55443322', password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id],
  });
  expect(user.statusCode, user.body).toBe(201);
  anaId = user.json().id;
  ana = api(t.app, await login(t.app, 'ana@demo.test'));
  categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
});
afterAll(() => t.close());

const newTicket = async (extra: Record<string, unknown> = {}) => {
  const res = await admin('POST', 'demo', 'tickets', { titulo: 'Revisar la red', contenido: '<p>La red de la bodega falla.</p>', categoria_id, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('seguimientos', () => {
  it('fixes the author, sanitises the text and keeps last_seguimiento on the ticket', async () => {
    const ticket = await newTicket({ assignees: [anaId] });
    const res = await ana('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p onclick="x()">Revisé el <b>switch</b></p><script>x()</script>', user_id: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ user_id: anaId, texto: '<p>Revisé el <b>switch</b></p>' });
    const stored = (await admin('GET', 'demo', `tickets/${ticket}`)).json().last_seguimiento;
    expect(stored).toMatchObject({ id: res.json().id, user_id: anaId, user: 'Ana Asesora', texto: 'Revisé el switch' });

    const second = await admin('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Cambiamos el cable.</p>' });
    expect((await admin('GET', 'demo', `tickets/${ticket}`)).json().last_seguimiento.texto).toBe('Cambiamos el cable.');
    // Deleting the newest brings the previous one back; deleting all leaves none.
    expect((await admin('DELETE', 'demo', `seguimientos/${second.json().id}`)).statusCode).toBe(200);
    expect((await admin('GET', 'demo', `tickets/${ticket}`)).json().last_seguimiento.texto).toBe('Revisé el switch');
    await admin('DELETE', 'demo', `seguimientos/${res.json().id}`);
    expect((await admin('GET', 'demo', `tickets/${ticket}`)).json().last_seguimiento).toBeNull();
  });

  it('a client cannot set last_seguimiento itself', async () => {
    const ticket = await newTicket();
    await admin('PUT', 'demo', `tickets/${ticket}`, { last_seguimiento: { texto: 'falso' } });
    expect((await admin('GET', 'demo', `tickets/${ticket}`)).json().last_seguimiento).toBeNull();
  });

  it('shows a ticket’s comments exactly to those who see the ticket', async () => {
    const mine = await newTicket({ assignees: [anaId] });
    const other = await newTicket();
    const onMine = (await admin('POST', 'demo', 'seguimientos', { ticket_id: mine, texto: '<p>Para Ana</p>' })).json().id;
    const onOther = (await admin('POST', 'demo', 'seguimientos', { ticket_id: other, texto: '<p>No para Ana</p>' })).json().id;
    const seen = ((await ana('GET', 'demo', 'seguimientos?limit=1000')).json() as { id: number }[]).map((s) => s.id);
    expect(seen).toContain(onMine);
    expect(seen).not.toContain(onOther);
    expect((await ana('GET', 'demo', `seguimientos/${onOther}`)).statusCode).toBe(404);
    // Nor can she comment on a ticket she cannot see (the related id is not reachable).
    const refused = await ana('POST', 'demo', 'seguimientos', { ticket_id: other, texto: '<p>Hola</p>' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ticket_id).toBeDefined();
    // Once assigned, she sees the ticket and so its comments.
    await admin('PUT', 'demo', `tickets/${other}`, { assignees: [anaId] });
    expect((await ana('GET', 'demo', `seguimientos/${onOther}`)).statusCode).toBe(200);
  });

  it('a comment cannot move to another ticket', async () => {
    const a = await newTicket();
    const b = await newTicket();
    const c = (await admin('POST', 'demo', 'seguimientos', { ticket_id: a, texto: '<p>Uno</p>' })).json().id;
    await admin('PUT', 'demo', `seguimientos/${c}`, { ticket_id: b, texto: '<p>Uno editado</p>' });
    expect((await admin('GET', 'demo', `seguimientos/${c}`)).json()).toMatchObject({ ticket_id: a, texto: '<p>Uno editado</p>' });
    expect((await admin('GET', 'demo', `tickets/${a}`)).json().last_seguimiento.texto).toBe('Uno editado');
  });

  it('new tickets go to the end of their column (board order)', async () => {
    const a = await newTicket({ estado: 'en curso' });
    const b = await newTicket({ estado: 'en curso' });
    const [ra, rb] = [(await admin('GET', 'demo', `tickets/${a}`)).json(), (await admin('GET', 'demo', `tickets/${b}`)).json()];
    expect(rb.orden).toBeGreaterThan(ra.orden);
  });
});

describe('who edits and deletes a comment', () => {
  const FORBIDDEN = { message: 'No tienes permisos para realizar esta acción' };
  let beto: ReturnType<typeof api>;
  let jefa: ReturnType<typeof api>;

  const userWith = async (name: string, email: string, documento: string, perms: string[]) => {
    const role = await admin('POST', 'demo', 'roles', { name: `Rol ${name}`, permissions: await permissionIds(perms) });
    const user = await admin('POST', 'demo', 'users', {
      full_name: name, email, documento, password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id],
    });
    expect(user.statusCode, user.body).toBe(201);
    return api(t.app, await login(t.app, email));
  };

  beforeAll(async () => {
    // Beto sees every ticket and may even edit and delete tickets; Jefa administers them.
    beto = await userWith('Beto Técnico', 'beto@demo.test', '66554433', ['Ver Tickets', 'Editar Tickets', 'Eliminar Tickets']);
    jefa = await userWith('Jefa Soporte', 'jefa@demo.test', '77665544', ['Ver Tickets', 'Administrar Tickets']);
  });

  it('only the author, an admin of tickets or SuperAdmin; others get the spec’s 403', async () => {
    const ticket = await newTicket({ assignees: [anaId] });
    const mine = (await ana('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Mío</p>' })).json().id;
    const other = (await ana('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>También mío</p>' })).json().id;

    const edit = await beto('PUT', 'demo', `seguimientos/${mine}`, { texto: '<p>Reescrito por Beto</p>' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual(FORBIDDEN);
    // Refused before validation: an invalid body from a non-author is still a 403.
    expect((await beto('PUT', 'demo', `seguimientos/${mine}`, { texto: '' })).statusCode).toBe(403);
    const del = await beto('DELETE', 'demo', `seguimientos/${mine}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual(FORBIDDEN);
    // A bulk delete with one foreign comment deletes nothing.
    const own = (await beto('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>De Beto</p>' })).json().id;
    expect((await beto('DELETE', 'demo', `seguimientos?ids[]=${own}&ids[]=${mine}`)).statusCode).toBe(403);
    expect((await admin('GET', 'demo', `seguimientos/${own}`)).statusCode).toBe(200);
    expect((await admin('GET', 'demo', `seguimientos/${mine}`)).json().texto).toBe('<p>Mío</p>');

    // The author edits and deletes her own with only 'Ver Tickets' and 'Agregar Tickets'.
    const mineEdited = await ana('PUT', 'demo', `seguimientos/${mine}`, { texto: '<p>Mío, corregido</p>' });
    expect(mineEdited.statusCode, mineEdited.body).toBe(200);
    expect(mineEdited.json()).toMatchObject({ texto: '<p>Mío, corregido</p>', user_id: anaId });
    // An admin of tickets and SuperAdmin may change anyone's; the author stays the author.
    const byJefa = await jefa('PUT', 'demo', `seguimientos/${other}`, { texto: '<p>Moderado</p>' });
    expect(byJefa.statusCode, byJefa.body).toBe(200);
    expect(byJefa.json().user_id).toBe(anaId);
    expect((await jefa('DELETE', 'demo', `seguimientos/${other}`)).statusCode).toBe(200);
    expect((await admin('DELETE', 'demo', `seguimientos/${own}`)).statusCode).toBe(200);
    expect((await ana('DELETE', 'demo', `seguimientos/${mine}`)).statusCode).toBe(200);
    expect((await admin('GET', 'demo', `tickets/${ticket}`)).json().last_seguimiento).toBeNull();
  });

  it('attachments of a comment follow the same rule', async () => {
    const ticket = await newTicket({ assignees: [anaId] });
    const c = (await ana('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Con foto</p>' })).json().id;
    const boundary = '----mandoSeg';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--${boundary}--\r\n`;
    const post = (token: string) => t.app.inject({ method: 'POST', url: `/demo/api/seguimientos/${c}/files`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'auth-token': token }, payload });
    const betoToken = await login(t.app, 'beto@demo.test');
    const anaToken = await login(t.app, 'ana@demo.test');
    expect((await post(betoToken)).statusCode).toBe(403);
    expect((await post(anaToken)).statusCode).toBe(201);
    expect((await post(await login(t.app, 'jefa@demo.test'))).statusCode).toBe(201);
  });
});

describe('ticket history', () => {
  it('follows the resource’s revisions role (spec 01 §6, SuperAdmin): a viewer of the ticket gets the spec’s 403', async () => {
    const ticket = await newTicket({ assignees: [anaId] });
    expect((await ana('GET', 'demo', `tickets/${ticket}`)).statusCode).toBe(200);
    const refused = await ana('GET', 'demo', `tickets/${ticket}/revisions`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes permisos para realizar esta acción' });
    const allowed = await admin('GET', 'demo', `tickets/${ticket}/revisions`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().map((v: { action: string }) => v.action)).toContain('created');
  });
});
