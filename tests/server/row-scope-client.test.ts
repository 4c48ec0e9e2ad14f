import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// A user linked to a client (cliente@demo.test → José Pérez Gómez) reaches only that client's records
// on every path: list, count, search, by id, include, lookup, write, bulk delete, revisions.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let cliente: ReturnType<typeof api>;
let me: { id: number; cliente_id: number };
let ownTicket: number;
let otherTicket: number;
let otherCliente: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
  me = (await cliente('GET', 'demo', 'login')).json();
  const all = (await admin('GET', 'demo', 'tickets?limit=100')).json() as { id: number; cliente_id: number | null }[];
  ownTicket = all.find((x) => x.cliente_id === me.cliente_id)!.id;
  const other = all.find((x) => x.cliente_id !== null && x.cliente_id !== me.cliente_id)!;
  otherTicket = other.id;
  otherCliente = other.cliente_id!;
  // The role also reads clients and users for this test, so only row scope stands in the way.
  const role = (await admin('GET', 'demo', 'roles?where[name]=Cliente&include=permissions')).json()[0];
  const extra = (await admin('GET', 'demo', 'permissions?whereIn[name]=Ver Clientes,Ver Usuarios,Eliminar Tickets,Editar Tickets')).json();
  await admin('PUT', 'demo', `roles/${role.id}`, { permissions: [...role.permissions.map((p: any) => p.id), ...extra.map((p: any) => p.id)] });
  cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
});
afterAll(() => t.close());

describe('a client-linked user sees only its client', () => {
  it('lists, counts and searches only its client’s tickets', async () => {
    const list = (await cliente('GET', 'demo', 'tickets?limit=100')).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((x: any) => x.id !== otherTicket)).toBe(true);
    const adminCount = (await admin('GET', 'demo', 'tickets?count=1')).json().count;
    const count = (await cliente('GET', 'demo', 'tickets?count=1')).json().count;
    expect(count).toBe(list.length);
    expect(count).toBeLessThan(adminCount);
    const page = (await cliente('GET', 'demo', 'tickets?paginate=10&page=1')).json();
    expect(page.total).toBe(list.length);
    const other = (await admin('GET', 'demo', `tickets/${otherTicket}`)).json();
    const search = (await cliente('GET', 'demo', `tickets?q=${encodeURIComponent(other.titulo)}`)).json();
    expect(search).toEqual([]);
    const filtered = (await cliente('GET', 'demo', `tickets?where[cliente_id]=${otherCliente}`));
    expect(filtered.json()).toEqual([]);
  });

  it('gets 404 for another client’s ticket by id, on update, delete and revisions', async () => {
    expect((await cliente('GET', 'demo', `tickets/${otherTicket}`)).statusCode).toBe(404);
    expect((await cliente('GET', 'demo', `tickets/${ownTicket}`)).statusCode).toBe(200);
    expect((await cliente('PUT', 'demo', `tickets/${otherTicket}`, { titulo: 'Cambiado por otro' })).statusCode).toBe(404);
    expect((await cliente('DELETE', 'demo', `tickets/${otherTicket}`)).statusCode).toBe(404);
    const bulk = await cliente('DELETE', 'demo', `tickets?ids[]=${otherTicket}`);
    expect(bulk.json().deleted).toBe(0);
    expect((await admin('GET', 'demo', `tickets/${otherTicket}`)).json().titulo).not.toBe('Cambiado por otro');
  });

  it('sees only its own clientes row and only itself among users', async () => {
    const clientes = (await cliente('GET', 'demo', 'clientes?limit=100')).json();
    expect(clientes.map((c: any) => c.id)).toEqual([me.cliente_id]);
    expect((await cliente('GET', 'demo', `clientes/${otherCliente}`)).statusCode).toBe(404);
    const users = (await cliente('GET', 'demo', 'users?limit=100')).json();
    expect(users.map((u: any) => u.id)).toEqual([me.id]);
  });

  it('includes never reach another client or user', async () => {
    const own = (await cliente('GET', 'demo', `tickets/${ownTicket}?include=cliente,guardian,assignees`)).json();
    expect(own.cliente.id).toBe(me.cliente_id);
    // The guardian is staff: a direct GET users/{staff} is a 404 for this user, so the include is null.
    const guardianId = (await admin('GET', 'demo', `tickets/${ownTicket}`)).json().guardian_id;
    expect((await cliente('GET', 'demo', `users/${guardianId}`)).statusCode).toBe(404);
    expect(own.guardian).toBeNull();
    expect(own.assignees).toEqual([]);
  });

  it('cannot create a ticket for another client: the client field is fixed to its own', async () => {
    const categoria_id = (await cliente('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
    const res = await cliente('POST', 'demo', 'tickets', {
      titulo: 'Pedido de soporte', contenido: 'Necesitamos ayuda urgente.', categoria_id, cliente_id: otherCliente,
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await admin('GET', 'demo', `tickets/${res.json().id}?include=cliente`)).json();
    expect(stored.cliente_id).toBe(me.cliente_id);
    // Moving its own ticket to another client is not possible either.
    await cliente('PUT', 'demo', `tickets/${res.json().id}`, { cliente_id: otherCliente });
    expect((await admin('GET', 'demo', `tickets/${res.json().id}`)).json().cliente_id).toBe(me.cliente_id);
  });

  it('a lookup (item selector) does not list other clients’ rows either', async () => {
    const users = (await cliente('GET', 'demo', 'users?q=a&limit=250')).json();
    expect(users.every((u: any) => u.id === me.id)).toBe(true);
  });
});
