import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// "An approval requested" (issue 12): a purchase order put in 'revisado' notifies exactly the users
// who could approve it — allowed to change it and its status, and able to see it (row scope) — never
// the requester, nobody without the permission, and only when it enters 'revisado'.

type Api = ReturnType<typeof api>;
type N = { titulo: string; mensaje: string; data: Record<string, number> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Api;
let compras: Api; // may add purchase orders, not change them: asks for approval
let aprueba: Api; // may edit purchase orders, every row
let equipo: Api; // may edit purchase orders of its own team (entidad) only
let soporte: Api; // no purchase order permission at all
let clienteAprueba: Api; // may edit purchase orders but is linked to one client: only that client's
let proveedorId: number;
let sede: number;
let norte: number;

const permissionIds = async (names: string[]) =>
  ((await admin('GET', 'demo', `permissions?whereIn[name]=${names.map(encodeURIComponent).join(',')}`)).json() as { id: number }[]).map((p) => p.id);

async function role(name: string, permissions: string[], row_scopes: Record<string, string> = {}) {
  const res = await admin('POST', 'demo', 'roles', { name, permissions: await permissionIds(permissions), row_scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function user(full_name: string, email: string, roleId: number, entidad_id: number, extra: Record<string, unknown> = {}): Promise<Api> {
  const res = await admin('POST', 'demo', 'users', {
    full_name, email, documento: `8${Date.now() % 1e8}`, password: 'demo1234', password_confirmation: 'demo1234', roles: [roleId], entidad_id, ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return api(t.app, await login(t.app, email));
}

const approvalsFor = async (as: Api, orderId: number) => {
  const res = await as('GET', 'demo', 'notifications?limit=50&order=-created_at');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as N[]).filter((n) => n.data?.purchase_order_id === orderId);
};

let seq = 0;
async function newOrder(as: Api, extra: Record<string, unknown>) {
  const res = await as('POST', 'demo', 'purchase_orders', {
    number: `OC-AP-${Date.now() % 100000}-${++seq}`, proveedor_id: proveedorId, items: [{ name: 'Resma carta', cantidad: '2', precio: '18000' }], ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  proveedorId = (await admin('GET', 'demo', 'proveedores?limit=1')).json()[0].id;
  const entidades = (await admin('GET', 'demo', 'entidades?limit=10')).json() as { id: number; name: string }[];
  sede = entidades.find((e) => e.name === 'Sede principal')!.id;
  norte = entidades.find((e) => e.name === 'Sucursal norte')!.id;
  const see = ['Ver Ordenes de Compra', 'Ver Proveedores'];
  compras = await user('Carlos Compras', 'carlos.compras@demo.test', await role('Compras', [...see, 'Agregar Ordenes de Compra']), sede);
  aprueba = await user('Ana Aprobadora', 'ana.aprueba@demo.test', await role('Aprobador', [...see, 'Editar Ordenes de Compra']), norte);
  const clientes = (await admin('GET', 'demo', 'clientes?limit=2&order=id')).json() as { id: number }[];
  clienteAprueba = await user('Clara Cliente', 'clara.cliente@demo.test', await role('Aprobador cliente', [...see, 'Editar Ordenes de Compra']), norte, { cliente_id: clientes[1].id });
  equipo = await user('Pedro Equipo', 'pedro.equipo@demo.test',
    await role('Aprobador de sede', [...see, 'Editar Ordenes de Compra'], { purchase_orders: 'team' }), norte);
  soporte = api(t.app, await login(t.app, 'staff@demo.test'));
}, 120_000);
afterAll(() => t.close());

describe('approval requested: a purchase order in revisado', () => {
  it('notifies those who may approve it and see it, not the requester nor anyone without the permission', async () => {
    const order = await newOrder(compras, { status: 'revisado', entidad_id: sede });
    const [forAna] = await approvalsFor(aprueba, order.id);
    expect(forAna).toMatchObject({
      titulo: `Aprobación pendiente: orden de compra ${order.number}`,
      data: { purchase_order_id: order.id },
    });
    expect(forAna.mensaje).toMatch(new RegExp(`^Carlos Compras pidió aprobar la orden de compra ${order.number} de .+\\.$`));
    expect(await approvalsFor(admin, order.id)).toHaveLength(1); // SuperAdmin may approve anything
    expect(await approvalsFor(compras, order.id)).toEqual([]); // the requester
    expect(await approvalsFor(soporte, order.id)).toEqual([]); // no purchase order permission
    expect(await approvalsFor(equipo, order.id)).toEqual([]); // another team's order: it cannot even open it
    expect(await approvalsFor(clienteAprueba, order.id)).toEqual([]); // linked to a client: not this order
    expect((await clienteAprueba('GET', 'demo', `purchase_orders/${order.id}`)).statusCode).toBe(404);
  });

  it('notifies when an order moves into revisado, once; other edits and other states notify nobody', async () => {
    const order = await newOrder(compras, { entidad_id: norte }); // generado
    expect(await approvalsFor(aprueba, order.id)).toEqual([]);
    const reviewed = await admin('PUT', 'demo', `purchase_orders/${order.id}`, { status: 'revisado' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(await approvalsFor(aprueba, order.id)).toHaveLength(1);
    expect(await approvalsFor(equipo, order.id)).toHaveLength(1); // its own team's order this time
    expect(await approvalsFor(admin, order.id)).toEqual([]); // the writer is never told of its own act
    await admin('PUT', 'demo', `purchase_orders/${order.id}`, { notes: 'Urgente' });
    const approved = await aprueba('PUT', 'demo', `purchase_orders/${order.id}`, { status: 'aprobado' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await approvalsFor(aprueba, order.id)).toHaveLength(1);
    expect(await approvalsFor(equipo, order.id)).toHaveLength(1);
  });
});
