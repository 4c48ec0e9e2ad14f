import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayDefault } from '../../src/core/resource';
import { api, createTestApp, login } from '../helpers/app';

// Purchases (spec 02 §3–§5): purchase orders, supplier invoices and scheduled orders. Totals are the
// server's, from the lines, in decimal; a line's cantidad below 1, or a cantidad_entregada above its
// cantidad, is a 422 on that line; numbers are
// unique per tenant; supplier invoices take the spec's defaults; approval is stamped by the server.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let proveedorId: number;
let adminId: number;
let iva19: number;

beforeAll(async () => {
  t = await createTestApp();
  const token = await login(t.app, 'admin@demo.test');
  demo = api(t.app, token);
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  proveedorId = (await demo('GET', 'demo', 'proveedores?limit=1')).json()[0].id;
  adminId = (await demo('GET', 'demo', `users?where[email]=${encodeURIComponent('admin@demo.test')}`)).json()[0].id;
  iva19 = (await demo('GET', 'demo', 'taxes?q=IVA')).json().find((x: any) => x.name === 'IVA 19%').id;
});
afterAll(() => t.close());

let seq = 0;
const number = (prefix: string) => `${prefix}-${Date.now() % 100000}-${++seq}`;
const line = (name: string, cantidad: string, precio: string, extra: Record<string, unknown> = {}) => ({ name, cantidad, precio, ...extra });
const order = (items: unknown, extra: Record<string, unknown> = {}) => ({ number: number('OC'), proveedor_id: proveedorId, items, ...extra });

async function createOrder(items: unknown, extra: Record<string, unknown> = {}) {
  const res = await demo('POST', 'demo', 'purchase_orders', order(items, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const count = async (resource: string) => (await demo('GET', 'demo', `${resource}?count=1`)).json().count as number;

describe('purchase orders: totals from the lines', () => {
  it('computes each line total and the order total on create, in decimal, ignoring totals the client sends', async () => {
    // 3 × 0.10 is 0.30000000000000004 in floating point; 1.5 × 19,999.99 = 29,999.985 rounds half away from zero.
    const row = await createOrder([
      line('Clips', '3', '0.10', { total: '1' }),
      line('Archivador', '7', '1234567.89'),
      line('Tinta', '1.5', '19999.99'),
    ], { total: '5' });
    expect(row.items.map((i: any) => [i.name, i.total])).toEqual([['Clips', '0.30'], ['Archivador', '8641975.23'], ['Tinta', '29999.99']]);
    expect(row.total).toBe('8671975.52');
    expect(row.status).toBe('generado');
    expect(row.date).toBe(todayDefault({ now: new Date() }));
    const read = (await demo('GET', 'demo', `purchase_orders/${row.id}`)).json();
    expect(read.total).toBe('8671975.52');
    expect(read.items).toEqual(row.items);
  });

  it('recomputes the total when the lines change on update, and keeps it when they are not sent', async () => {
    const row = await createOrder([line('Resma', '10', '18500.50'), line('Tóner', '2', '245000')]);
    expect(row.total).toBe('675005.00');
    const [resma, toner] = row.items;
    const put = async (body: Record<string, unknown>) => {
      const res = await demo('PUT', 'demo', `purchase_orders/${row.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    let now = await put({ items: [{ ...resma, cantidad: '12', cantidad_entregada: '5' }, toner, line('Grapas', '3', '4200.33')], total: '1' });
    expect(now.items.map((i: any) => [i.name, i.cantidad, i.cantidad_entregada, i.total])).toEqual([
      ['Resma', '12.0000', '5.0000', '222006.00'], ['Tóner', '2.0000', '0.0000', '490000.00'], ['Grapas', '3.0000', '0.0000', '12600.99'],
    ]);
    expect(now.total).toBe('724606.99');
    expect(now.items[0].id).toBe(resma.id);
    // A change of status alone leaves the lines and the total as stored.
    now = await put({ status: 'revisado' });
    expect(now.total).toBe('724606.99');
    expect(now.items).toHaveLength(3);
    now = await put({ items: [toner] });
    expect(now.total).toBe('490000.00');
  });

  it('refuses a line that delivers more than it orders (cantidad_entregada ≤ cantidad), on that line, on create and update', async () => {
    const before = await count('purchase_orders');
    const res = await demo('POST', 'demo', 'purchase_orders', order([
      line('Resma', '10', '18500', { cantidad_entregada: '10' }), line('Sobres', '4', '300', { cantidad_entregada: '4.5' }),
    ]));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'items.1.cantidad_entregada': ['El campo Cantidad entregada debe ser menor o igual que Cantidad.'] });
    expect(await count('purchase_orders')).toBe(before);
    // Lowering the ordered quantity below what was delivered is refused too; the stored line stays.
    const row = await createOrder([line('Resma', '12', '18500', { cantidad_entregada: '5' })]);
    const upd = await demo('PUT', 'demo', `purchase_orders/${row.id}`, { items: [{ ...row.items[0], cantidad: '4' }] });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors).toEqual({ 'items.0.cantidad_entregada': ['El campo Cantidad entregada debe ser menor o igual que Cantidad.'] });
    expect((await demo('GET', 'demo', `purchase_orders/${row.id}`)).json().items[0].cantidad).toBe('12.0000');
  });

  it('refuses a line with cantidad 0 (or below 1) with a 422 on that line, storing nothing', async () => {
    const before = await count('purchase_orders');
    const res = await demo('POST', 'demo', 'purchase_orders', order([line('Resma', '1', '18500'), line('Sobres', '0', '300')]));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'items.1.cantidad': ['El campo Cantidad debe ser al menos 1.'] });
    expect(await count('purchase_orders')).toBe(before);
    const half = await demo('POST', 'demo', 'purchase_orders', order([line('Sobres', '0.5', '300')]));
    expect(half.json().errors['items.0.cantidad']).toEqual(['El campo Cantidad debe ser al menos 1.']);
    // Same rule on update; the stored lines stay.
    const row = await createOrder([line('Resma', '2', '18500')]);
    const upd = await demo('PUT', 'demo', `purchase_orders/${row.id}`, { items: [{ ...row.items[0], cantidad: '0' }] });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors['items.0.cantidad']).toEqual(['El campo Cantidad debe ser al menos 1.']);
    const read = (await demo('GET', 'demo', `purchase_orders/${row.id}`)).json();
    expect(read.items[0].cantidad).toBe('2.0000');
    expect(read.total).toBe('37000.00');
  });

  it('needs a number, a supplier, a date and at least one line', async () => {
    const res = await demo('POST', 'demo', 'purchase_orders', { date: '', items: [] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date', 'items', 'number', 'proveedor_id']);
  });

  it('a number is unique within the tenant; another tenant may use it', async () => {
    const taken = (await createOrder([line('Resma', '1', '18500')])).number;
    const again = await demo('POST', 'demo', 'purchase_orders', order([line('Resma', '1', '18500')], { number: taken }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.number).toEqual(['Ya existe un registro con este valor.']);
    const other = await createOrder([line('Resma', '1', '18500')]);
    const renamed = await demo('PUT', 'demo', `purchase_orders/${other.id}`, { number: taken });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.number).toEqual(['Ya existe un registro con este valor.']);
    const acmeSupplier = (await acme('POST', 'acme', 'proveedores', { nombre: 'Proveedor Acme', documento: '900111222', direccion: 'Calle 1 # 2-3' })).json().id;
    const inAcme = await acme('POST', 'acme', 'purchase_orders', { number: taken, proveedor_id: acmeSupplier, items: [line('Resma', '1', '18500')] });
    expect(inAcme.statusCode, inAcme.body).toBe(201);
    expect(inAcme.json().number).toBe(taken);
    // And demo's supplier is not acme's to use.
    const crossed = await acme('POST', 'acme', 'purchase_orders', { number: number('OC'), proveedor_id: proveedorId, items: [line('Resma', '1', '1')] });
    expect(crossed.json().errors.proveedor_id).toEqual(['El valor seleccionado no es válido.']);
  });

  it('stamps who approved the order and when, once it becomes aprobado; the client cannot write either', async () => {
    const row = await createOrder([line('Resma', '1', '18500')], { approved_by: 1, approved_at: '2020-01-01T00:00:00Z' });
    expect([row.approved_by, row.approved_at]).toEqual([null, null]);
    const before = Date.now();
    const approved = (await demo('PUT', 'demo', `purchase_orders/${row.id}`, { status: 'aprobado' })).json();
    expect(approved.approved_by).toBe(adminId);
    expect(new Date(approved.approved_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const delivered = (await demo('PUT', 'demo', `purchase_orders/${row.id}`, { status: 'entregado', approved_at: '2020-01-01T00:00:00Z' })).json();
    expect(delivered.approved_at).toBe(approved.approved_at);
    expect(delivered.approved_by).toBe(adminId);
  });
});

describe('supplier invoices', () => {
  const invoice = (extra: Record<string, unknown> = {}) => ({
    number: number('FP'), proveedor_id: proveedorId, direccion: 'Calle 13 # 68-40, Bogotá',
    items: [{ nombre: 'Tóner láser', cantidad: '2', precio: '245000.50', taxes: [iva19] }, { nombre: 'Flete', cantidad: '1', precio: '12000' }], ...extra,
  });

  it('takes the spec defaults: fecha today, estado emitida, forma_pago Débito, pago efectivo; the writer is recorded', async () => {
    const res = await demo('POST', 'demo', 'invoices-proveedores', invoice());
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect({ fecha: row.fecha, estado: row.estado, forma_pago: row.forma_pago, pago: row.pago, user_id: row.user_id }).toEqual({
      fecha: todayDefault({ now: new Date() }), estado: 'emitida', forma_pago: 'Débito', pago: 'efectivo', user_id: adminId,
    });
  });

  it('computes the total from its lines and their taxes on the server', async () => {
    const res = await demo('POST', 'demo', 'invoices-proveedores', invoice({ total: '1' }));
    const row = res.json();
    // 2 × 245,000.50 = 490,001.00 + 19% = 93,100.19 → 583,101.19; + 12,000.
    expect(row.items.map((i: any) => [i.subtotal, i.impuestos, i.total])).toEqual([['490001.00', '93100.19', '583101.19'], ['12000.00', '0.00', '12000.00']]);
    expect(row.total).toBe('595101.19');
    const upd = (await demo('PUT', 'demo', `invoices-proveedores/${row.id}`, { items: [{ ...row.items[1], cantidad: '3' }] })).json();
    expect(upd.total).toBe('36000.00');
  });

  it('refuses options outside the spec lists, a missing address and a repeated number', async () => {
    const bad = await demo('POST', 'demo', 'invoices-proveedores', invoice({ forma_pago: 'Contado', estado: 'parcialmente pagada', direccion: '' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['direccion', 'estado', 'forma_pago']);
    const first = (await demo('POST', 'demo', 'invoices-proveedores', invoice())).json();
    const dup = await demo('POST', 'demo', 'invoices-proveedores', invoice({ number: first.number }));
    expect(dup.json().errors.number).toEqual(['Ya existe un registro con este valor.']);
    const credit = await demo('POST', 'demo', 'invoices-proveedores', invoice({ forma_pago: 'Crédito', pago: 'tarjeta credito', estado: 'vencida' }));
    expect(credit.statusCode, credit.body).toBe(201);
  });
});

describe('scheduled orders', () => {
  it('keeps its products and categories as lists of ids, tipo Menú by default, and needs a date and a line', async () => {
    const productos = (await demo('GET', 'demo', 'productos?limit=2&order=id')).json() as { id: number; name: string }[];
    const categoria = (await demo('GET', 'demo', 'categorias-productos?limit=1')).json()[0].id;
    const res = await demo('POST', 'demo', 'programacion-pedidos', {
      fecha: '2031-03-02', productos_id: productos.map((p) => p.id), categorias_id: [categoria],
      items: [{ producto_id: productos[0].id, nombre: productos[0].name, cantidad: '25', precio: '18000' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = (await demo('GET', 'demo', `programacion-pedidos/${res.json().id}?include=productos_id,categorias_id`)).json();
    expect(row.tipo).toBe('Menú');
    expect(row.productos_id.map((p: any) => p.id).sort()).toEqual(productos.map((p) => p.id).sort());
    expect(row.categorias_id.map((c: any) => c.id)).toEqual([categoria]);
    expect(row.items[0]).toMatchObject({ cantidad: '25.0000', total: '450000.00' });
    const bare = await demo('POST', 'demo', 'programacion-pedidos', { items: [{ nombre: 'Almuerzo', cantidad: '0' }] });
    expect(bare.json().errors).toMatchObject({ fecha: ['El campo Fecha es obligatorio.'], 'items.0.cantidad': ['El campo Cantidad debe ser al menos 1.'] });
  });
});

describe('demo purchases', () => {
  it('the demo tenant has purchase orders in several statuses and supplier invoices against its suppliers, priced by the server', async () => {
    const orders = (await demo('GET', 'demo', 'purchase_orders?where[number]=OC-2026-003&include=proveedor')).json();
    expect(orders).toHaveLength(1);
    const [partial] = orders;
    expect(partial.status).toBe('parcialmente entregado');
    expect(partial.proveedor.nombre).toBe('Cafetería Los Andes');
    const full = (await demo('GET', 'demo', `purchase_orders/${partial.id}`)).json();
    // 30 × 21,000 + 12 × 19,500 + 24 × 4,600 (purchase prices of the demo catalogue).
    expect(full.total).toBe('974400.00');
    expect(full.items.map((i: any) => i.cantidad_entregada)).toEqual(['18.0000', '12.0000', '0.0000']);
    const [approved] = (await demo('GET', 'demo', 'purchase_orders?where[number]=OC-2026-004')).json();
    expect(approved).toMatchObject({ status: 'aprobado', approved_by: adminId });
    const all = (await demo('GET', 'demo', 'purchase_orders?whereLike[number]=OC-2026-&limit=100')).json() as { status: string }[];
    expect(new Set(all.map((o) => o.status)).size).toBeGreaterThanOrEqual(5);
    const invoices = (await demo('GET', 'demo', 'invoices-proveedores?where[orden_compra]=OC-2026-001')).json();
    expect(invoices).toHaveLength(1);
    // 40 × 15,800 + 20 × 7,900 = 790,000 + 19% IVA.
    expect(invoices[0]).toMatchObject({ estado: 'pagada', total: '940100.00' });
  });
});
