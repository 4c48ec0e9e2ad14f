import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCycle, positions } from '../../src/server/features/reorder/routes';
import { createTestApp, login } from '../helpers/app';

// The reorder screen's save (spec 01 §2.6; docs/contracts.md "Reorder"): PUT {resource}/reorder.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let client: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  client = await login(t.app, 'cliente@demo.test');
}, 900_000); // migrating and seeding PGlite takes minutes on the loaded shared machine
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/demo/api/${url}`, headers: { 'auth-token': token }, ...(payload !== undefined ? { payload: payload as object } : {}) });

const create = async (nombre: string, parent_id: number | null = null) => {
  const r = await call('POST', 'categorias-productos', admin, { nombre, parent_id });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: number; orden: number };
};

const tree = async () => (await call('GET', 'categorias-productos?limit=10000&fields=id,nombre,parent_id,orden', admin)).json() as
  { id: number; nombre: string; parent_id: number | null; orden: number | null }[];

describe('PUT categorias-productos/reorder', () => {
  it('a new record goes last among its siblings', async () => {
    const a = await create('Reorden A');
    const b = await create('Reorden B');
    expect(b.orden).toBe(a.orden + 1);
    const child = await create('Reorden A1', a.id);
    expect(child.orden).toBe(1);
  });

  it('persists positions and parents, writing only what changed', async () => {
    const x = await create('Orden X');
    const y = await create('Orden Y');
    const z = await create('Orden Z');
    const others = (await tree()).filter((r) => r.parent_id === null && ![x.id, y.id, z.id].includes(r.id));
    const order = [
      { id: z.id, parent_id: null }, { id: x.id, parent_id: null }, { id: y.id, parent_id: z.id },
      ...others.map((o) => ({ id: o.id, parent_id: null })),
    ];
    const res = await call('PUT', 'categorias-productos/reorder', admin, { order });
    expect(res.statusCode).toBe(200);
    const rows = new Map((await tree()).map((r) => [r.id, r]));
    expect(rows.get(z.id)).toMatchObject({ orden: 1, parent_id: null });
    expect(rows.get(x.id)).toMatchObject({ orden: 2, parent_id: null });
    expect(rows.get(y.id)).toMatchObject({ orden: 1, parent_id: z.id });
    // The same order again changes nothing.
    expect((await call('PUT', 'categorias-productos/reorder', admin, { order })).json()).toEqual({ updated: 0 });
    // And it left a revision, like any update through the pipeline.
    const revs = await call('GET', `categorias-productos/${y.id}/revisions`, admin);
    expect(revs.statusCode).toBe(200);
    expect(JSON.stringify(revs.json())).toContain('parent_id');
  });

  it('refuses a cycle and leaves every row as it was', async () => {
    const p = await create('Ciclo padre');
    const c = await create('Ciclo hijo', p.id);
    const before = await tree();
    const res = await call('PUT', 'categorias-productos/reorder', admin, { order: [{ id: p.id, parent_id: c.id }, { id: c.id, parent_id: p.id }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parent_id[0]).toMatch(/dentro de sí mismo/);
    expect(await tree()).toEqual(before);
  });

  it('answers 422 for bad bodies, 403 without update permission, 404 for resources without the screen', async () => {
    const a = await create('Validar');
    for (const body of [{}, { order: 'x' }, { order: [{ id: 'x' }] }, { order: [{ id: a.id }, { id: a.id }] }, { order: [{ id: a.id, parent_id: a.id }] }, { order: [{ id: 99999999 }] }]) {
      const r = await call('PUT', 'categorias-productos/reorder', admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().errors).toBeTruthy();
    }
    expect((await call('PUT', 'categorias-productos/reorder', client, { order: [{ id: a.id, parent_id: null }] })).statusCode).toBe(403);
    expect((await call('PUT', 'clientes/reorder', admin, { order: [] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/demo/api/categorias-productos/reorder', payload: { order: [] } })).statusCode).toBe(401);
  });
});

describe('reorder helpers', () => {
  it('ranks nodes among the listed siblings', () => {
    expect([...positions([{ id: 1, parent_id: null }, { id: 2, parent_id: 1 }, { id: 3, parent_id: null }, { id: 4, parent_id: 1 }])])
      .toEqual([[1, 1], [2, 1], [3, 2], [4, 2]]);
  });
  it('finds a loop through stored parents too', () => {
    // 3 is stored under 2; moving 2 under 3 loops.
    expect(findCycle([{ id: 2, parent_id: 3 }], new Map([[2, null], [3, 2]]))).toBe(2);
    expect(findCycle([{ id: 2, parent_id: 1 }], new Map([[1, null], [2, null], [3, 2]]))).toBeNull();
  });
});
