import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, productos } from '../../src/core/resources';
import { getResource } from '../../src/core/resources';
import { isFilterable } from '../../src/core/resource/define';
import { api, createTestApp, login } from '../helpers/app';

// Item selector pre-filters (spec 03 §7.2 `whereIn[field]=list`; spec 01 §3: taxes come from the taxes
// resource with status 1): the selector asks for active taxes only, and the server refuses an
// inactive tax on a product write — except one the product already holds (deactivated later). A user
// who may only look taxes up (no 'Ver Impuestos') can still use the pre-filter, and nothing else.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let active: number;
let inactive: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const all = (await admin('GET', 'demo', 'taxes?limit=250')).json() as { id: number; status: number; name: string }[];
  active = all.find((x) => x.status === 1)!.id;
  inactive = all.find((x) => x.status === 0)!.id;
}, 240_000);
afterAll(() => t.close());

let n = 0;
const product = (extra: Record<string, unknown>) => ({ referencia: `PF-${++n}`, name: `Producto prefiltro ${n}`, precio: '1000', ...extra });

describe('relation pre-filters', () => {
  it('name filterable fields of their target', () => {
    for (const r of RESOURCES) for (const [name, f] of Object.entries(r.fields)) {
      for (const key of Object.keys(f.relation?.whereIn ?? {})) {
        const target = getResource(f.relation!.resource)!;
        expect(target.fields[key] && isFilterable(target.fields[key]), `${r.name}.${name} → ${target.name}.${key}`).toBeTruthy();
      }
    }
    expect(productos.fields.taxes.relation?.whereIn).toEqual({ status: [1] });
  });

  it('the selector query answers only matching rows (search and pre-filter together)', async () => {
    const res = await admin('GET', 'demo', 'taxes?whereIn[status]=1&limit=250');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; status: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 1)).toBe(true);
    expect(rows.some((r) => r.id === inactive)).toBe(false);
    const searched = (await admin('GET', 'demo', 'taxes?q=BOLSAS&whereIn[status]=1&limit=250')).json() as unknown[];
    expect(searched).toEqual([]);
    const found = (await admin('GET', 'demo', 'taxes?q=bolsas%20plasticas&limit=250')).json() as { id: number }[];
    expect(found.map((r) => r.id)).toContain(inactive);
  });

  it('refuses an id outside the pre-filter on create, for single and multiple relations', async () => {
    const bad = await admin('POST', 'demo', 'productos', product({ taxes: [active, inactive], retefuente_id: inactive }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['retefuente_id', 'taxes']);
    const ok = await admin('POST', 'demo', 'productos', product({ taxes: [active], retefuente_id: active }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('keeps ids the record already holds, and refuses newly added ones', async () => {
    // A product with an active tax; then the tax is deactivated.
    const taxRes = await admin('POST', 'demo', 'taxes', { name: 'Impuesto temporal', code: 'TMP', rate: '5', mode: 'percentage', type: 'IVA', status: 1 });
    expect(taxRes.statusCode, taxRes.body).toBe(201);
    const temp = taxRes.json().id as number;
    const created = await admin('POST', 'demo', 'productos', product({ taxes: [temp], reteica_id: temp }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await admin('PUT', 'demo', `taxes/${temp}`, { status: 0 })).statusCode).toBe(200);

    const same = await admin('PUT', 'demo', `productos/${id}`, { name: 'Sigue con su impuesto', taxes: [temp], reteica_id: temp });
    expect(same.statusCode, same.body).toBe(200);
    const added = await admin('PUT', 'demo', `productos/${id}`, { taxes: [temp, inactive] });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors.taxes).toBeDefined();
    const now = (await admin('GET', 'demo', `productos/${id}?include=taxes`)).json();
    expect((now.taxes as { id: number }[]).map((x) => x.id)).toEqual([temp]);
  });

  it('a lookup-only user may filter on the pre-filter field, and on nothing else', async () => {
    const perm = (await admin('GET', 'demo', `permissions?where[name]=${encodeURIComponent('Agregar Productos')}&limit=1`)).json();
    expect(perm).toHaveLength(1);
    const role = await admin('POST', 'demo', 'roles', { name: 'Solo agregar productos', permissions: [perm[0].id] });
    const email = 'prefiltro@demo.test';
    const user = await admin('POST', 'demo', 'users', {
      full_name: 'Pre Filtro', email, documento: '70001234', password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id],
    });
    expect(user.statusCode, user.body).toBe(201);
    const as = api(t.app, await login(t.app, email));

    const res = await as('GET', 'demo', 'taxes?q=iva&whereIn[status]=1&limit=250');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.status).toBe(1);
      expect(r).not.toHaveProperty('rate');
    }
    expect((await as('GET', 'demo', 'taxes?whereIn[type]=IVA&limit=250')).statusCode).toBe(400);
    expect((await as('GET', 'demo', 'taxes?where[rate]=19&limit=250')).statusCode).toBe(400);
  });
});
