import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayuSimulator, type PayuSimulator } from '../../src/server/features/payu/simulator';
import { createTestApp } from '../helpers/app';

// A PayU payment round-trips through the local simulator over real HTTP: the app's payload is posted
// to the simulator's checkout (signature checked there), the buyer approves or rejects, the simulator
// POSTs the signed confirmation to the app and sends the browser to the response page's URL, whose
// query the app verifies.

let sim: PayuSimulator;
let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let token: string;

beforeAll(async () => {
  sim = await startPayuSimulator();
  t = await createTestApp({ payuCheckoutUrl: sim.checkoutUrl });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/demo/api`;
  const res = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.test', password: 'demo1234' }) });
  token = (await res.json()).token;
}, 120_000);
afterAll(async () => { await t?.close(); await sim?.close(); });

const call = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${base}/${path}`, { method, headers: { 'auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: r.status, json: await r.json() as any };
};

async function newOrder(precio: string) {
  const cliente = (await call('GET', 'clientes?limit=1')).json[0].id;
  const r = await call('POST', 'pedidos', { cliente_id: cliente, fecha_pedido: '2026-11-20', direccion_envio: 'Calle 1 # 2-3', items: [{ nombre: 'Servicio', cantidad: '1', precio }] });
  expect(r.status).toBe(201);
  return r.json.id as number;
}

/** The browser's part: submit the hidden form, then press a button on the checkout page. */
async function checkout(id: number, decision: 'approve' | 'reject') {
  const { json } = await call('GET', `pedidos/${id}/payu-payload`);
  expect(json.url).toBe(sim.checkoutUrl);
  const page = await fetch(json.url, { method: 'POST', body: new URLSearchParams(json.payload) });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const tx = /name="tx" value="([^"]+)"/.exec(html)![1];
  const done = await fetch(`${json.url}pay`, { method: 'POST', body: new URLSearchParams({ tx, decision }), redirect: 'manual' });
  expect(done.status).toBe(303);
  const location = new URL(done.headers.get('location')!);
  expect(location.pathname).toBe(`/payment-approved/${id}`);
  return { payload: json.payload, location, sim: sim.transactions.find((x) => x.id === tx)! };
}

describe('PayU simulator round trip', () => {
  it('approved: the confirmation reaches the app and pays the order; the return page verifies as Aprobada', async () => {
    const id = await newOrder('245000');
    const { location, sim: tx } = await checkout(id, 'approve');
    expect(tx.confirmationStatus).toBe(200);
    const answer = (await call('GET', `pedidos/${id}/payu-response${location.search}`)).json;
    expect(answer).toMatchObject({ valid: true, label: 'Aprobada', value: '245000.00', order: { estado: 'Pagado', saldo: '0.00' } });
    const order = (await call('GET', `pedidos/${id}`)).json;
    expect(order.pagos.map((p: any) => [p.metodo, p.valor])).toEqual([['PayU (tarjeta)', '245000.00']]);
  });

  it('rejected: Rechazada, the order still owes', async () => {
    const id = await newOrder('1000');
    const { location, sim: tx } = await checkout(id, 'reject');
    expect(tx.confirmationStatus).toBe(200);
    expect((await call('GET', `pedidos/${id}/payu-response${location.search}`)).json).toMatchObject({ valid: true, label: 'Rechazada', order: { saldo: '1000.00' } });
  });

  it('refuses a form whose amount was changed after signing', async () => {
    const id = await newOrder('1000');
    const { json } = await call('GET', `pedidos/${id}/payu-payload`);
    const res = await fetch(json.url, { method: 'POST', body: new URLSearchParams({ ...json.payload, amount: '1' }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('La firma no es válida.');
  });
});
