// Stock per warehouse (spec 01 §3 bodega_inventario; /storage): one row per product and warehouse,
// the product's stock always the sum of its rows, rows reachable as their warehouse is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';
import { FACTORIES } from '../helpers/factories';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

const create = async (resource: string, body: Record<string, unknown>) => {
  const res = await admin('POST', 'demo', resource, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
};
const stockOf = async (productId: number) => (await admin('GET', 'demo', `productos/${productId}`)).json().stock as string;
const rowsOf = async (productId: number) =>
  (await admin('GET', 'demo', `bodega_inventario?where[item_id]=${productId}&limit=100`)).json() as { id: number; bodega_id: number; stock: string }[];

describe('a product\'s stock is the sum of its stock rows over the warehouses', () => {
  it('follows every create, update, move and delete of its rows, in the same write', async () => {
    const p = await create('productos', FACTORIES.productos());
    const q = await create('productos', FACTORIES.productos());
    const b1 = await create('bodegas', FACTORIES.bodegas());
    const b2 = await create('bodegas', FACTORIES.bodegas());
    expect(await stockOf(p.id)).toBe('0.00');

    const r1 = await create('bodega_inventario', { item_id: p.id, bodega_id: b1.id, stock: '10' });
    expect(await stockOf(p.id)).toBe('10.00');
    const r2 = await create('bodega_inventario', { item_id: p.id, bodega_id: b2.id, stock: '5.5' });
    expect(await stockOf(p.id)).toBe('15.50');

    expect((await admin('PUT', 'demo', `bodega_inventario/${r1.id}`, { stock: '4' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe('9.50');

    // A row moved to another product leaves one sum and joins the other.
    expect((await admin('PUT', 'demo', `bodega_inventario/${r2.id}`, { item_id: q.id })).statusCode).toBe(200);
    expect([await stockOf(p.id), await stockOf(q.id)]).toEqual(['4.00', '5.50']);

    expect((await admin('DELETE', 'demo', `bodega_inventario/${r1.id}`)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe('0.00');

    // Bulk delete too.
    const r3 = await create('bodega_inventario', { item_id: q.id, bodega_id: b1.id, stock: '2' });
    expect(await stockOf(q.id)).toBe('7.50');
    expect((await admin('DELETE', 'demo', `bodega_inventario?ids[]=${r2.id}&ids[]=${r3.id}`)).json().deleted).toBe(2);
    expect(await stockOf(q.id)).toBe('0.00');
  });

  it('the product\'s stock cannot be written directly; a refused stock write changes nothing', async () => {
    const p = await create('productos', FACTORIES.productos());
    const b = await create('bodegas', FACTORIES.bodegas());
    await create('bodega_inventario', { item_id: p.id, bodega_id: b.id, stock: '8' });
    expect((await admin('PUT', 'demo', `productos/${p.id}`, { stock: '999' })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe('8.00');
    const bad = await admin('POST', 'demo', 'bodega_inventario', { item_id: p.id, bodega_id: b.id, stock: 'mucho' });
    expect(bad.statusCode).toBe(422);
    expect(await stockOf(p.id)).toBe('8.00');
  });

  it('deleting a warehouse deletes its stock rows and takes them out of the sums', async () => {
    const p = await create('productos', FACTORIES.productos());
    const [b1, b2] = [await create('bodegas', FACTORIES.bodegas()), await create('bodegas', FACTORIES.bodegas())];
    await create('bodega_inventario', { item_id: p.id, bodega_id: b1.id, stock: '3' });
    await create('bodega_inventario', { item_id: p.id, bodega_id: b2.id, stock: '4' });
    expect((await admin('DELETE', 'demo', `bodegas/${b2.id}`)).statusCode).toBe(200);
    expect((await rowsOf(p.id)).map((r) => r.bodega_id)).toEqual([b1.id]);
    expect(await stockOf(p.id)).toBe('3.00');
    // Deleting the product deletes its rows (nothing left pointing at nothing).
    expect((await admin('DELETE', 'demo', `productos/${p.id}`)).statusCode).toBe(200);
    expect(await rowsOf(p.id)).toEqual([]);
  });

  it('the warehouse shows its number of products in stock and its units', async () => {
    const [p, q] = [await create('productos', FACTORIES.productos()), await create('productos', FACTORIES.productos())];
    const b = await create('bodegas', FACTORIES.bodegas());
    await create('bodega_inventario', { item_id: p.id, bodega_id: b.id, stock: '12' });
    await create('bodega_inventario', { item_id: q.id, bodega_id: b.id, stock: '0' });
    const read = (await admin('GET', 'demo', `bodegas/${b.id}`)).json();
    expect([read.productos_count, read.unidades]).toEqual([1, '12.00']);
    const listed = (await admin('GET', 'demo', `bodegas?where[id]=${b.id}&fields=nombre,productos_count,unidades`)).json();
    expect(listed[0]).toMatchObject({ productos_count: 1, unidades: '12.00' });
  });
});

describe('a warehouse\'s stock is searched by its products', () => {
  it('a row carries its product\'s reference and name, renamed with the product, and q finds it', async () => {
    const p = await create('productos', { ...FACTORIES.productos(), name: 'Grapadora industrial' });
    const b = await create('bodegas', FACTORIES.bodegas());
    const row = await create('bodega_inventario', { item_id: p.id, bodega_id: b.id, stock: '3', producto: 'Otro nombre' });
    expect([row.referencia, row.producto]).toEqual([p.referencia, 'Grapadora industrial']);
    const find = async (q: string) => ((await admin('GET', 'demo', `bodega_inventario?where[bodega_id]=${b.id}&q=${encodeURIComponent(q)}`)).json() as { id: number }[]).map((r) => r.id);
    expect(await find('grapadora')).toEqual([row.id]);
    expect(await find('perforadora')).toEqual([]);
    expect((await admin('PUT', 'demo', `productos/${p.id}`, { name: 'Perforadora de papel' })).statusCode).toBe(200);
    expect(await find('perforadora')).toEqual([row.id]);
    expect((await admin('GET', 'demo', `bodega_inventario/${row.id}`)).json().producto).toBe('Perforadora de papel');
  });
});

describe('one stock row per product and warehouse', () => {
  it('refuses a second row for the same pair, on create and on update (422 on bodega_id)', async () => {
    const p = await create('productos', FACTORIES.productos());
    const [b1, b2] = [await create('bodegas', FACTORIES.bodegas()), await create('bodegas', FACTORIES.bodegas())];
    await create('bodega_inventario', { item_id: p.id, bodega_id: b1.id, stock: '1' });
    const again = await admin('POST', 'demo', 'bodega_inventario', { item_id: p.id, bodega_id: b1.id, stock: '2' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.bodega_id).toEqual(['Este producto ya tiene stock en esta bodega: edita esa fila.']);
    const other = await create('bodega_inventario', { item_id: p.id, bodega_id: b2.id, stock: '2' });
    const moved = await admin('PUT', 'demo', `bodega_inventario/${other.id}`, { bodega_id: b1.id });
    expect(moved.statusCode).toBe(422);
    expect(await stockOf(p.id)).toBe('3.00');
    // The same pair in another tenant is another row.
    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    const acmeProduct = (await acme('GET', 'acme', 'productos?limit=1')).json()[0];
    const acmeBodega = (await acme('POST', 'acme', 'bodegas', FACTORIES.bodegas())).json();
    expect((await acme('POST', 'acme', 'bodega_inventario', { item_id: acmeProduct.id, bodega_id: acmeBodega.id, stock: '1' })).statusCode).toBe(201);
    // …and a row cannot point at another tenant's product.
    const cross = await acme('POST', 'acme', 'bodega_inventario', { item_id: p.id, bodega_id: acmeBodega.id });
    expect(cross.statusCode).toBe(422);
    expect(cross.json().errors.item_id).toBeDefined();
  });
});

describe('who reads stock', () => {
  async function userWith(email: string, permissions: string[], cliente_id?: number) {
    const ids = [];
    for (const name of permissions) ids.push((await admin('GET', 'demo', `permissions?where[name]=${encodeURIComponent(name)}`)).json()[0].id);
    const role = await create('roles', { name: `Rol ${email}`, permissions: ids });
    await create('users', { full_name: `Usuario ${email}`, email, documento: `9${Date.now() % 1e8}`, password: 'demo1234', password_confirmation: 'demo1234',
      roles: [role.id], ...(cliente_id ? { cliente_id } : {}) });
    return api(t.app, await login(t.app, email));
  }

  it('without "Ver Bodegas" the stock list and a row are refused (403), for staff and client-linked users alike', async () => {
    const row = (await admin('GET', 'demo', 'bodega_inventario?limit=1')).json()[0];
    expect(row).toBeDefined();
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    const cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
    for (const who of [staff, cliente]) {
      expect((await who('GET', 'demo', 'bodega_inventario?limit=5')).statusCode).toBe(403);
      expect((await who('GET', 'demo', `bodega_inventario/${row.id}`)).statusCode).toBe(403);
      expect((await who('POST', 'demo', 'bodega_inventario', { item_id: row.item_id, bodega_id: row.bodega_id })).statusCode).toBe(403);
    }
  });

  it('a client-linked user with "Ver Bodegas" reaches only the stock of its own client\'s warehouses', async () => {
    const [mine, theirs] = (await admin('GET', 'demo', 'clientes?limit=2')).json() as { id: number }[];
    const p = await create('productos', FACTORIES.productos());
    const own = await create('bodegas', { ...FACTORIES.bodegas(), cliente_id: mine.id });
    const other = await create('bodegas', { ...FACTORIES.bodegas(), cliente_id: theirs.id });
    const ownRow = await create('bodega_inventario', { item_id: p.id, bodega_id: own.id, stock: '6' });
    const otherRow = await create('bodega_inventario', { item_id: p.id, bodega_id: other.id, stock: '9' });
    const client = await userWith('stock-cliente@demo.test', ['Ver Bodegas'], mine.id);
    const listed = (await client('GET', 'demo', 'bodega_inventario?limit=1000')).json() as { id: number; bodega_id: number }[];
    expect(listed.map((r) => r.id)).toContain(ownRow.id);
    expect(listed.every((r) => r.bodega_id === own.id)).toBe(true);
    expect((await client('GET', 'demo', `bodega_inventario/${otherRow.id}`)).statusCode).toBe(404);
    expect((await client('GET', 'demo', `bodega_inventario?where[bodega_id]=${other.id}`)).json()).toEqual([]);
  });
});

describe('demo data', () => {
  it('the demo products are stocked in two warehouses and each product\'s stock is its rows\' sum', async () => {
    const rows = (await admin('GET', 'demo', 'bodega_inventario?limit=10000&include=bodega')).json() as { item_id: number; stock: string; bodega: { nombre: string } }[];
    const products = (await admin('GET', 'demo', 'productos?where[type]=producto&limit=1000')).json() as { id: number; referencia: string; stock: string }[];
    const seeded = products.filter((p) => /^[A-Z]{3}-\d{3}$/.test(p.referencia));
    expect(seeded.length).toBeGreaterThan(5);
    for (const p of seeded) {
      const mine = rows.filter((r) => r.item_id === p.id);
      expect(new Set(mine.map((r) => r.bodega.nombre)), p.referencia).toEqual(new Set(['Bodega principal', 'Bodega norte']));
      const sum = mine.reduce((s, r) => s + Math.round(Number(r.stock) * 100), 0);
      expect(Math.round(Number(p.stock) * 100), p.referencia).toBe(sum);
      expect(sum).toBeGreaterThan(0);
    }
  });
});
