import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleTenant } from '../../src/server/seed/scale';
import { api, createTestApp, login } from '../helpers/app';

// `npm run seed -- --scale N`: rows written in SQL must read back through the API like rows saved
// through it — in their tenant only, with the declared defaults, each order's line adding up to its total.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
const count = async (who: ReturnType<typeof api>, tenant: string, path: string) => (await who('GET', tenant, `${path}${path.includes('?') ? '&' : '?'}count=1`)).json().count as number;

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

describe('seed --scale', () => {
  it('adds 1,000 clients and 2,000 orders per step to the demo tenant only; a second run adds more', async () => {
    const before = { clientes: await count(demo, 'demo', 'clientes'), pedidos: await count(demo, 'demo', 'pedidos'), acme: await count(acme, 'acme', 'clientes') };
    expect(await scaleTenant(t.db, 1)).toMatchObject({ clientes: 1000, pedidos: 2000 });
    expect(await count(demo, 'demo', 'clientes')).toBe(before.clientes + 1000);
    expect(await count(demo, 'demo', 'pedidos')).toBe(before.pedidos + 2000);
    expect(await count(acme, 'acme', 'clientes')).toBe(before.acme);
    await scaleTenant(t.db, 1);
    expect(await count(demo, 'demo', 'pedidos')).toBe(before.pedidos + 4000);
  });

  it('scaled rows read like saved ones: declared defaults, an order line that adds up, searchable', async () => {
    const [order] = (await demo('GET', 'demo', 'pedidos?whereLike[numero_pedido]=ESC-&limit=1&include=cliente')).json();
    const full = (await demo('GET', 'demo', `pedidos/${order.id}`)).json();
    expect(full.items).toHaveLength(1);
    expect(full.items[0].total).toBe(full.total);
    expect(full.facturar).toBe(true); // a declared default, as the API would have set it
    expect(full.pago).toBe('Crédito');
    expect(order.cliente.email).toMatch(/@escala\.test$/);
    const cliente = (await demo('GET', 'demo', `clientes/${order.cliente_id}`)).json();
    expect(cliente).toMatchObject({ pais: 'CO', regimen: '05' });
    const found = (await demo('GET', 'demo', `clientes?q=${encodeURIComponent(cliente.email)}&limit=5`)).json();
    expect(found.map((c: any) => c.id)).toContain(cliente.id);
  });

  it('refuses a bad scale or an unknown tenant', async () => {
    await expect(scaleTenant(t.db, 0)).rejects.toThrow(/--scale/);
    await expect(scaleTenant(t.db, 1, 'nadie')).rejects.toThrow(/No tenant/);
  });
});
