import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// A role limited, per resource, to "only mine" (creator, owner, guardian, assignee) or "my team"
// (same entidad): set on the role (roles.row_scopes), enforced by the record pipeline everywhere.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let ana: ReturnType<typeof api>;
let beto: ReturnType<typeof api>;
let ids: { ana: number; beto: number; sede: number; norte: number; ownRole: number };

const permissionIds = async (names: string[]) =>
  ((await admin('GET', 'demo', `permissions?whereIn[name]=${names.map(encodeURIComponent).join(',')}`)).json() as { id: number }[]).map((p) => p.id);

async function userWith(role: number, email: string, entidad_id: number) {
  const res = await admin('POST', 'demo', 'users', {
    full_name: email.split('@')[0], email, documento: `9${Date.now() % 1e8}`, password: 'demo1234',
    password_confirmation: 'demo1234', roles: [role], entidad_id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const entidades = (await admin('GET', 'demo', 'entidades?limit=10')).json() as { id: number; name: string }[];
  const sede = entidades.find((e) => e.name === 'Sede principal')!.id;
  const norte = entidades.find((e) => e.name === 'Sucursal norte')!.id;
  const role = await admin('POST', 'demo', 'roles', {
    name: 'Asesor', row_scopes: { tickets: 'own', clientes: 'team' },
    permissions: await permissionIds(['Ver Tickets', 'Agregar Tickets', 'Editar Tickets', 'Eliminar Tickets', 'Ver Clientes']),
  });
  expect(role.statusCode, role.body).toBe(201);
  const anaId = await userWith(role.json().id, 'ana@demo.test', sede);
  const betoId = await userWith(role.json().id, 'beto@demo.test', norte);
  ids = { ana: anaId, beto: betoId, sede, norte, ownRole: role.json().id };
  ana = api(t.app, await login(t.app, 'ana@demo.test'));
  beto = api(t.app, await login(t.app, 'beto@demo.test'));
});
afterAll(() => t.close());

const newTicket = async (as: ReturnType<typeof api>, extra: Record<string, unknown> = {}) => {
  const categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
  const res = await as('POST', 'demo', 'tickets', { titulo: 'Revisar inventario', contenido: 'Contar la bodega norte.', categoria_id, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('"only mine"', () => {
  it('shows a user the tickets it created, guards or is assigned, and nothing else', async () => {
    const anas = await newTicket(ana);
    const betos = await newTicket(beto);
    const assigned = await newTicket(admin, { guardian_id: ids.beto, assignees: [ids.ana] });
    const list = ((await ana('GET', 'demo', 'tickets?limit=100')).json() as { id: number }[]).map((x) => x.id);
    expect(list).toContain(anas);
    expect(list).toContain(assigned);
    expect(list).not.toContain(betos);
    expect((await ana('GET', 'demo', `tickets/${betos}`)).statusCode).toBe(404);
    expect((await ana('PUT', 'demo', `tickets/${betos}`, { titulo: 'No es mío' })).statusCode).toBe(404);
    expect((await ana('DELETE', 'demo', `tickets/${betos}`)).statusCode).toBe(404);
    expect((await ana('GET', 'demo', 'tickets?count=1')).json().count).toBe(list.length);
    // Beto guards the assigned ticket, so he reaches it as well.
    expect((await beto('GET', 'demo', `tickets/${assigned}`)).statusCode).toBe(200);
  });

  it('keeps the owner fixed: a non-admin cannot hand a ticket to someone else', async () => {
    const id = await newTicket(ana, { user_id: ids.beto });
    expect((await admin('GET', 'demo', `tickets/${id}`)).json().user_id).toBe(ids.ana);
    await ana('PUT', 'demo', `tickets/${id}`, { user_id: ids.beto });
    expect((await admin('GET', 'demo', `tickets/${id}`)).json().user_id).toBe(ids.ana);
  });
});

describe('"my team"', () => {
  it('shows clients of the user’s entidad only', async () => {
    const mk = async (entidad_id: number, nombres: string) => {
      const res = await admin('POST', 'demo', 'clientes', { tipo_documento: '13', document: `8${Date.now() % 1e7}${nombres.length}`, nombres, entidad_id });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const enSede = await mk(ids.sede, 'Cliente de la sede');
    const enNorte = await mk(ids.norte, 'Cliente del norte');
    const anaSees = ((await ana('GET', 'demo', 'clientes?limit=500')).json() as { id: number }[]).map((c) => c.id);
    expect(anaSees).toContain(enSede);
    expect(anaSees).not.toContain(enNorte);
    expect((await ana('GET', 'demo', `clientes/${enNorte}`)).statusCode).toBe(404);
    expect((await beto('GET', 'demo', `clientes/${enNorte}`)).statusCode).toBe(200);
    // Includes obey it too: Ana's ticket for a northern client embeds no client.
    const ticket = await newTicket(admin, { cliente_id: enNorte, assignees: [ids.ana] });
    expect((await ana('GET', 'demo', `tickets/${ticket}?include=cliente`)).json().cliente).toBeNull();
  });
});

describe('the role form sets the scope', () => {
  it('refuses a level the resource cannot apply, with a 422 on the field', async () => {
    const bad = await admin('PUT', 'demo', `roles/${ids.ownRole}`, { row_scopes: { tickets: 'team' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['row_scopes']);
    expect((await admin('PUT', 'demo', `roles/${ids.ownRole}`, { row_scopes: { nada: 'own' } })).statusCode).toBe(422);
  });

  it('widening the role takes effect on the next request', async () => {
    const before = (await ana('GET', 'demo', 'tickets?count=1')).json().count;
    const res = await admin('PUT', 'demo', `roles/${ids.ownRole}`, { row_scopes: { clientes: 'team' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await ana('GET', 'demo', 'tickets?count=1')).json().count;
    expect(after).toBe((await admin('GET', 'demo', 'tickets?count=1')).json().count);
    expect(after).toBeGreaterThan(before);
  });

  it('only an administrator of users may change roles or assign them', async () => {
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('PUT', 'demo', `roles/${ids.ownRole}`, { row_scopes: {} })).statusCode).toBe(403);
  });
});
