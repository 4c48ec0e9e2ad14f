import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let staff: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

describe('permissions and modules are enforced by the server', () => {
  it('requires a session', async () => {
    const res = await api(t.app)('GET', 'demo', 'clientes');
    expect(res.statusCode).toBe(401);
    expect((await api(t.app, 'not-a-token')('GET', 'demo', 'clientes')).statusCode).toBe(401);
  });

  it('staff may view clients but not create, edit or delete them', async () => {
    expect((await staff('GET', 'demo', 'clientes?paginate=5')).statusCode).toBe(200);
    const create = await staff('POST', 'demo', 'clientes', { nombres: 'No permitido', document: '123456' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('No tienes permisos para realizar esta acción');
    const id = (await staff('GET', 'demo', 'clientes?limit=1')).json()[0].id;
    expect((await staff('PUT', 'demo', `clientes/${id}`, { nombres: 'Cambio' })).statusCode).toBe(403);
    expect((await staff('DELETE', 'demo', `clientes/${id}`)).statusCode).toBe(403);
  });

  it('staff cannot touch resources outside its permissions', async () => {
    for (const r of ['roles', 'productos', 'taxes']) {
      expect((await staff('GET', 'demo', r)).statusCode, r).toBe(403);
    }
    expect((await staff('POST', 'demo', 'users', { full_name: 'X' })).statusCode).toBe(403);
  });

  it('staff may look users up for a ticket’s responsible, seeing only id, name and search fields', async () => {
    const found = await staff('GET', 'demo', 'users?q=laura&limit=250');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toHaveLength(1);
    expect(Object.keys(found.json()[0]).sort()).toEqual(['created_at', 'documento', 'email', 'full_name', 'id', 'updated_at']);
    expect((await staff('GET', 'demo', 'users?include=roles')).statusCode).toBe(400);
    expect((await staff('GET', 'demo', 'users?where[active]=1')).statusCode).toBe(400);
  });

  it('staff creates tickets owned by itself, whatever user_id it sends', async () => {
    const me = (await staff('GET', 'demo', 'login')).json();
    const adminId = (await admin('GET', 'demo', 'login')).json().id;
    const categoria_id = (await staff('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
    const res = await staff('POST', 'demo', 'tickets', { titulo: 'Impresora sin tóner', contenido: 'Se acabó el tóner.', categoria_id, user_id: adminId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('user_id'); // SuperAdmin-only field: stripped from staff reads
    const asAdmin = await admin('GET', 'demo', `tickets/${res.json().id}`);
    expect(asAdmin.json().user_id).toBe(me.id);
  });

  it('SuperAdmin-only fields are stripped from reads and ignored on writes for others', async () => {
    const id = (await admin('GET', 'demo', 'clientes?limit=1')).json()[0].id;
    // The balance is kept by the server from the client's invoices (receivables); SuperAdmin reads it.
    expect((await admin('GET', 'demo', `clientes/${id}`)).json().balance).toMatch(/^\d+\.\d{2}$/);
    expect((await staff('GET', 'demo', `clientes/${id}`)).json()).not.toHaveProperty('balance');
    const filter = await staff('GET', 'demo', 'clientes?where[balance]=0');
    expect(filter.statusCode).toBe(400);
  });

  it('a tenant without the tickets module has no tickets anywhere', async () => {
    expect((await acme('GET', 'acme', 'tickets')).statusCode).toBe(403);
    expect((await acme('POST', 'acme', 'tickets', { titulo: 'x' })).statusCode).toBe(403);
    expect((await acme('GET', 'acme', 'categorias-tickets')).statusCode).toBe(403);
    const me = (await acme('GET', 'acme', 'login')).json();
    expect(me.modulos).not.toContain('tickets');
  });

  it('unknown resources are a 404', async () => {
    expect((await admin('GET', 'demo', 'no-existe')).statusCode).toBe(404);
  });

  it('passwords are never returned', async () => {
    const users = (await admin('GET', 'demo', 'users?limit=100')).json();
    expect(users.length).toBeGreaterThan(0);
    expect(users.some((u: any) => 'password' in u)).toBe(false);
  });
});
