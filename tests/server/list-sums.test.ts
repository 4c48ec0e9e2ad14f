import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// `sum=` (a client's balance on its 360° page, list footers): exact decimal sums over every row the
// list matches — not just the page — within the tenant, the filters and the user's field access.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let clienteId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  const created = await demo('POST', 'demo', 'clientes', { nombres: 'Sumas', apellidos: 'De Prueba', document: '900123', tipo_documento: 13 });
  expect(created.statusCode, created.body).toBe(201);
  clienteId = created.json().id;
  // 0.10 + 0.20 is where float sums go wrong; three orders so a page of one proves all rows count.
  for (const precio of ['0.10', '0.20', '1234567.35']) {
    const res = await demo('POST', 'demo', 'pedidos', {
      cliente_id: clienteId, fecha_pedido: '2026-11-20', direccion_envio: 'Carrera 7 # 71-21',
      items: [{ nombre: 'Servicio', cantidad: '1', precio }],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // Another tenant's order for a client with the same id must never count.
  await acme('POST', 'acme', 'pedidos', {
    cliente_id: (await acme('GET', 'acme', 'clientes?limit=1')).json()[0].id, fecha_pedido: '2026-11-20',
    direccion_envio: 'Calle 1 # 1-1', items: [{ nombre: 'Otro', cantidad: '1', precio: '999' }],
  });
});
afterAll(() => t.close());

describe('list sums', () => {
  it('sums every matching row exactly, beside a page of one', async () => {
    const res = await demo('GET', 'demo', `pedidos?where[cliente_id]=${clienteId}&paginate=1&sum=total`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(3);
    expect(page.sums).toEqual({ total: '1234567.65' });
  });

  it('is 0 when nothing matches, and absent unless asked', async () => {
    const none = (await demo('GET', 'demo', 'pedidos?where[cliente_id]=999999&paginate=5&sum=total')).json();
    expect(none.sums).toEqual({ total: '0' });
    expect((await demo('GET', 'demo', `pedidos?where[cliente_id]=${clienteId}&paginate=5`)).json().sums).toBeUndefined();
  });

  it('a client-linked user sums only its own client’s rows, whatever it filters', async () => {
    // The Cliente role reads orders for this test, so only row scope stands between it and the rest.
    const role = (await demo('GET', 'demo', 'roles?where[name]=Cliente&include=permissions')).json()[0];
    const ver = (await demo('GET', 'demo', 'permissions?where[name]=Ver Pedidos')).json()[0];
    await demo('PUT', 'demo', `roles/${role.id}`, { permissions: [...role.permissions.map((p: any) => p.id), ver.id] });
    const cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
    const own = (await cliente('GET', 'demo', 'login')).json().cliente_id as number;
    const expected = (await demo('GET', 'demo', `pedidos?where[cliente_id]=${own}&paginate=1&sum=total`)).json().sums.total;
    const all = await demo('GET', 'demo', 'pedidos?paginate=1&sum=total');
    const mine = (await cliente('GET', 'demo', 'pedidos?paginate=1&sum=total')).json();
    expect(mine.sums.total).toBe(expected);
    expect(Number(mine.sums.total)).toBeLessThan(Number(all.json().sums.total));
    // Asking for another client's orders gives nothing, not their sum.
    expect((await cliente('GET', 'demo', `pedidos?where[cliente_id]=${clienteId}&paginate=1&sum=total`)).json().sums).toEqual({ total: '0' });
  });

  it('refuses fields that are not numbers, do not exist or the user may not read', async () => {
    const text = await demo('GET', 'demo', 'pedidos?paginate=5&sum=notas');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('no es numérico');
    expect((await demo('GET', 'demo', 'pedidos?paginate=5&sum=nada')).statusCode).toBe(400);
    // balance is SuperAdmin-only (spec 02 §6): staff who read clients cannot sum it either.
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    const hidden = await staff('GET', 'demo', 'clientes?paginate=5&sum=balance');
    expect(hidden.statusCode).toBe(400);
  });
});
