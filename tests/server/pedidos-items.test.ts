import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';
import { LINE_VECTORS } from '../core/money-vectors';

// An order's lines (the `items` kind): round trip, replace-set updates, per-line 422s, tenant
// checks, and totals computed by the server whatever the client sends.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let clienteId: number;
let productos: { id: number; name: string; precio: string }[];
let iva19: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  clienteId = (await demo('GET', 'demo', 'clientes?limit=1')).json()[0].id;
  productos = (await demo('GET', 'demo', 'productos?limit=3&order=id')).json();
  iva19 = (await demo('GET', 'demo', 'taxes?q=IVA')).json().find((x: any) => x.name === 'IVA 19%').id;
});
afterAll(() => t.close());

const order = (items: unknown, extra: Record<string, unknown> = {}) => ({
  cliente_id: clienteId, fecha_pedido: '2026-11-20', direccion_envio: 'Carrera 7 # 71-21', items, ...extra,
});
const line = (nombre: string, cantidad: string, precio: string, extra: Record<string, unknown> = {}) => ({ nombre, cantidad, precio, ...extra });

async function create(items: unknown, extra: Record<string, unknown> = {}) {
  const res = await demo('POST', 'demo', 'pedidos', order(items, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('pedidos: lines round-trip', () => {
  it('creates an order with its lines, in order, priced by the server', async () => {
    const p = productos[0];
    const row = await create([
      { producto_id: p.id, nombre: p.name, cantidad: '2', precio: '32000', taxes: [iva19] },
      line('Instalación', '1', '50000'),
    ]);
    expect(row.estado).toBe('Pedido');
    expect(row.tipo).toBe('pedido');
    expect(row.pago).toBe('Crédito');
    expect(row.facturar).toBe(true);
    expect(row.items.map((i: any) => [i.nombre, i.subtotal, i.impuestos, i.total])).toEqual([
      [p.name, '64000.00', '12160.00', '76160.00'],
      ['Instalación', '50000.00', '0.00', '50000.00'],
    ]);
    // The tax is stored as the entry of spec 01 §3, from the tenant's taxes table.
    expect(row.items[0].taxes).toEqual([expect.objectContaining({ tax_id: iva19, tax_mode: 'percentage', tax_type: 'IVA', tax_value: '19' })]);
    expect(row.total).toBe('126160.00');
    const read = (await demo('GET', 'demo', `pedidos/${row.id}`)).json();
    expect(read.items).toEqual(row.items);
  });

  it('ignores client-sent totals: the stored ones are computed from price, quantity and taxes', async () => {
    const row = await create([line('Caja', '3', '1000', { subtotal: '1', impuestos: '1', total: '1' })], { total: '5' });
    expect(row.items[0]).toMatchObject({ subtotal: '3000.00', impuestos: '0.00', total: '3000.00' });
    expect(row.total).toBe('3000.00');
  });

  it('update replaces the set: edit, reorder (ids kept), add and delete rows; no items key leaves them', async () => {
    const row = await create([line('A', '1', '100'), line('B', '2', '100'), line('C', '3', '100')]);
    const [a, b, c] = row.items;
    const put = async (body: Record<string, unknown>) => {
      const res = await demo('PUT', 'demo', `pedidos/${row.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // Reorder: C, A, B — same rows, same ids.
    let now = await put({ items: [c, a, b] });
    expect(now.items.map((i: any) => [i.id, i.nombre])).toEqual([[c.id, 'C'], [a.id, 'A'], [b.id, 'B']]);
    // Edit B's quantity, drop A, add D.
    now = await put({ items: [c, { ...b, cantidad: '5' }, line('D', '1', '1')] });
    expect(now.items.map((i: any) => i.nombre)).toEqual(['C', 'B', 'D']);
    expect(now.items[1]).toMatchObject({ id: b.id, cantidad: '5.0000', total: '500.00' });
    expect(now.items[2].id).not.toBe(a.id);
    expect(now.total).toBe('801.00');
    // A PUT without items changes the order, not its lines.
    now = await put({ estado: 'Enviado' });
    expect(now.items.map((i: any) => i.nombre)).toEqual(['C', 'B', 'D']);
    expect(now.total).toBe('801.00');
    // Another order's row id is not taken over: it becomes a new row of this order.
    const other = await create([line('Ajeno', '1', '1')]);
    now = await put({ items: [other.items[0]] });
    expect(now.items[0].id).not.toBe(other.items[0].id);
    expect((await demo('GET', 'demo', `pedidos/${other.id}`)).json().items.map((i: any) => i.nombre)).toEqual(['Ajeno']);
  });

  it('an order needs at least one line (create and update)', async () => {
    const none = await demo('POST', 'demo', 'pedidos', order([]));
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['items']);
    const missing = await demo('POST', 'demo', 'pedidos', order(undefined));
    expect(missing.json().errors.items).toBeDefined();
    const row = await create([line('A', '1', '1')]);
    const emptied = await demo('PUT', 'demo', `pedidos/${row.id}`, { items: [] });
    expect(emptied.statusCode).toBe(422);
    expect((await demo('GET', 'demo', `pedidos/${row.id}`)).json().items).toHaveLength(1);
  });

  it('lists embed lines only with include=items', async () => {
    const row = await create([line('A', '1', '1')]);
    const plain = (await demo('GET', 'demo', `pedidos?whereIn[id]=${row.id}`)).json();
    expect(plain[0]).not.toHaveProperty('items');
    const withItems = (await demo('GET', 'demo', `pedidos?whereIn[id]=${row.id}&include=items,cliente`)).json();
    expect(withItems[0].items.map((i: any) => i.nombre)).toEqual(['A']);
    expect(withItems[0].cliente.id).toBe(clienteId);
  });

  it('revisions carry the lines before and after', async () => {
    const row = await create([line('A', '1', '1')]);
    await demo('PUT', 'demo', `pedidos/${row.id}`, { items: [line('B', '2', '2')] });
    const [updated] = (await demo('GET', 'demo', `pedidos/${row.id}/revisions`)).json();
    expect(updated.before.items.map((i: any) => i.nombre)).toEqual(['A']);
    expect(updated.after.items.map((i: any) => i.nombre)).toEqual(['B']);
  });

  it('deleting an order deletes its lines', async () => {
    const row = await create([line('A', '1', '1')]);
    expect((await demo('DELETE', 'demo', `pedidos/${row.id}`)).statusCode).toBe(200);
    const left = await t.db.selectFrom('pedido_items' as never).select('id' as never).where('pedido_id' as never, '=', row.id as never).execute();
    expect(left).toEqual([]);
  });
});

describe('pedidos: per-line errors', () => {
  it('422 keyed by the line and the field, nothing saved', async () => {
    const before = (await demo('GET', 'demo', 'pedidos?count=1')).json().count;
    const res = await demo('POST', 'demo', 'pedidos', order([
      line('Bien', '1', '100'),
      line('', '0', '100'),
      line('Negativo', '1', '-5'),
    ]));
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['items.1.cantidad', 'items.1.nombre', 'items.2.precio']);
    expect((await demo('GET', 'demo', 'pedidos?count=1')).json().count).toBe(before);
  });

  it('a value of the wrong type is a 422 on its cell (and only there)', async () => {
    const res = await demo('POST', 'demo', 'pedidos', order([line('Bien', '1', '100'), line('Texto', 'muchos', '1')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'items.1.cantidad': ['Debe ser un número.'] });
  });

  it('lines must be a list of objects', async () => {
    expect((await demo('POST', 'demo', 'pedidos', order('x'))).json().errors).toHaveProperty('items');
    expect((await demo('POST', 'demo', 'pedidos', order([5]))).json().errors).toHaveProperty(['items.0']);
  });

  it("another tenant's product or tax in a line is refused on that line", async () => {
    const acmeProducto = (await acme('GET', 'acme', 'productos?limit=1')).json()[0].id;
    const acmeTax = (await acme('GET', 'acme', 'taxes?limit=1')).json()[0].id;
    const res = await demo('POST', 'demo', 'pedidos', order([
      line('Propio', '1', '1', { producto_id: productos[0].id }),
      line('Ajeno', '1', '1', { producto_id: acmeProducto }),
      line('Impuesto ajeno', '1', '1', { taxes: [acmeTax] }),
    ]));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['items.1.producto_id', 'items.2.taxes']);
  });

  it('an amount too large for the column is a 422 on its line, not a 500', async () => {
    const res = await demo('POST', 'demo', 'pedidos', order([line('Enorme', '99999999999', '9999999999999999')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'items.0.precio': ['El valor de la línea es demasiado grande.'] });
  });
});

describe('pedidos: the shared money vectors, stored by the server', () => {
  // Lines a pedido can carry as written (precio/cantidad within the columns' scales).
  const storable = LINE_VECTORS.filter((v) => v.line.precio !== undefined && v.line.cantidad !== undefined
    && !/\.\d{3,}/.test(String(v.line.precio)) && Number(v.line.cantidad) >= 1);

  it.each(storable)('$name', async (v) => {
    const taxIds: number[] = [];
    for (const tax of v.line.taxes ?? []) {
      const res = await demo('POST', 'demo', 'taxes', { name: `Vector ${tax.tax_mode} ${tax.tax_value}`, rate: tax.tax_value, mode: tax.tax_mode, type: 'IVA', status: 1 });
      taxIds.push(res.json().id);
    }
    const row = await create([{ nombre: v.name.slice(0, 200), precio: v.line.precio, cantidad: v.line.cantidad, descuento: v.line.descuento, taxes: taxIds }]);
    expect(row.items[0]).toMatchObject({ subtotal: v.subtotal, impuestos: v.impuestos, total: v.total });
    expect(row.total).toBe(v.total);
  });
});
