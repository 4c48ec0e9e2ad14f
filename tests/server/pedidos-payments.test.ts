import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';
import { PAYMENT_VECTORS } from '../core/payment-vectors';

// An order's payments (pedidos.pagos, lines of pedido_pagos): the server keeps each method's name,
// stores pagado/cambio/saldo from core/money's paymentSummary (the vectors the web runs too), checks
// methods like any reference, and recomputes the sums when the lines or the payments change.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let clienteId: number;
const methodId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  clienteId = (await demo('GET', 'demo', 'clientes?limit=1')).json()[0].id;
  for (const m of (await demo('GET', 'demo', 'payment-methods?limit=50')).json()) methodId[m.nombre] = m.id;
}, 60_000);
afterAll(() => t.close());

const method = async (nombre: string) => {
  if (!methodId[nombre]) {
    const res = await demo('POST', 'demo', 'payment-methods', { nombre });
    expect(res.statusCode, res.body).toBe(201);
    methodId[nombre] = res.json().id;
  }
  return methodId[nombre];
};

/** An order whose total is exactly `total` (one untaxed line). */
async function orderOf(total: string, pagos: unknown[] = []) {
  const res = await demo('POST', 'demo', 'pedidos', {
    cliente_id: clienteId, fecha_pedido: '2026-11-20', direccion_envio: 'Calle 1 # 2-3',
    items: [{ nombre: 'Servicio', cantidad: '1', precio: total }], pagos,
  });
  return res;
}

describe('pedidos.pagos: what the payments add up to, stored by the server', () => {
  for (const v of PAYMENT_VECTORS) {
    it(`vector: ${v.name}`, async () => {
      const pagos = [];
      for (const p of v.pagos) pagos.push({ payment_method_id: await method(p.metodo), valor: p.valor });
      const res = await orderOf(v.total, pagos);
      expect(res.statusCode, res.body).toBe(201);
      const row = res.json();
      expect(row.total).toBe(v.total);
      expect([row.pagado, row.cambio, row.saldo]).toEqual([v.paid, v.change, v.balance]);
      expect(row.pagos.map((p: any) => p.metodo)).toEqual(v.pagos.map((p) => p.metodo));
    });
  }

  it('ignores client-sent sums and method names', async () => {
    const res = await orderOf('1000', [{ payment_method_id: await method('Efectivo'), valor: '2000', metodo: 'Regalo' }]);
    expect(res.statusCode, res.body).toBe(201);
    const body = { pagado: '1', cambio: '999999', saldo: '5', pagos: [{ ...res.json().pagos[0], metodo: 'Regalo' }] };
    await demo('PUT', 'demo', `pedidos/${res.json().id}`, body);
    const read = (await demo('GET', 'demo', `pedidos/${res.json().id}`)).json();
    expect([read.pagado, read.cambio, read.saldo]).toEqual(['2000.00', '1000.00', '0.00']);
    expect(read.pagos[0].metodo).toBe('Efectivo');
  });

  it('new lines change the total and the stored payments are summed against it again', async () => {
    const id = (await orderOf('50000', [{ payment_method_id: await method('Efectivo'), valor: '60000' }])).json().id;
    const res = await demo('PUT', 'demo', `pedidos/${id}`, { items: [{ nombre: 'Servicio', cantidad: '2', precio: '50000' }] });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await demo('GET', 'demo', `pedidos/${id}`)).json();
    expect([read.total, read.pagado, read.cambio, read.saldo]).toEqual(['100000.00', '60000.00', '0.00', '40000.00']);
  });

  it('changing only the estado (the status board) leaves payments and sums alone', async () => {
    const id = (await orderOf('1000', [{ payment_method_id: await method('Nequi'), valor: '400' }])).json().id;
    expect((await demo('PUT', 'demo', `pedidos/${id}`, { estado: 'Enviado' })).statusCode).toBe(200);
    const read = (await demo('GET', 'demo', `pedidos/${id}`)).json();
    expect(read.estado).toBe('Enviado');
    expect([read.pagado, read.saldo, read.pagos.length]).toEqual(['400.00', '600.00', 1]);
  });

  it('a payment keeps the name of its method when recorded; renaming the method names new payments only', async () => {
    const m = (await demo('POST', 'demo', 'payment-methods', { nombre: 'Bono regalo' })).json().id;
    const first = (await orderOf('1000', [{ payment_method_id: m, valor: '500' }])).json();
    await demo('PUT', 'demo', `payment-methods/${m}`, { nombre: 'Bono de regalo 2026' });
    const pagos = [first.pagos[0], { payment_method_id: m, valor: '500' }];
    expect((await demo('PUT', 'demo', `pedidos/${first.id}`, { pagos })).statusCode).toBe(200);
    const read = (await demo('GET', 'demo', `pedidos/${first.id}`)).json();
    expect(read.pagos.map((p: any) => p.metodo)).toEqual(['Bono regalo', 'Bono de regalo 2026']);
    expect(read.saldo).toBe('0.00');
    // Deleting the method leaves the payment and its name (the reference becomes empty).
    expect((await demo('DELETE', 'demo', `payment-methods/${m}`)).statusCode).toBeLessThan(300);
    const after = (await demo('GET', 'demo', `pedidos/${first.id}`)).json();
    expect(after.pagos.map((p: any) => [p.payment_method_id, p.metodo])).toEqual([[null, 'Bono regalo'], [null, 'Bono de regalo 2026']]);
  });
});

describe('pedidos.pagos: refusals (422 on the payment line)', () => {
  it('a method is required and the amount must be above zero', async () => {
    const res = await orderOf('1000', [{ valor: '100' }, { payment_method_id: await method('Efectivo'), valor: '0' }]);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['pagos.0.payment_method_id', 'pagos.1.valor']));
  });

  it("another tenant's payment method is refused like a missing one", async () => {
    const other = (await acme('GET', 'acme', 'payment-methods?limit=1')).json()[0].id;
    const res = await orderOf('1000', [{ payment_method_id: other, valor: '100' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['pagos.0.payment_method_id']).toEqual(['El valor seleccionado no es válido.']);
  });
});

describe('the payments page asks the list for only what it shows', () => {
  it('fields=…,pagos with include=pagos answers the payment lines and the total', async () => {
    const res = await demo('GET', 'demo', 'pedidos?fields=numero_pedido,pagos,total&include=pagos&where[numero_pedido]=PED-0007');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json();
    expect(row.pagos.map((p: any) => [p.metodo, p.valor])).toEqual([['Efectivo', '50000.00'], ['Nequi', '32000.00'], ['Efectivo', '20000.00']]);
    expect(row.total).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('demo data', () => {
  it('every order estado has an order, and some orders carry payments with change', async () => {
    const rows = (await demo('GET', 'demo', 'pedidos?limit=100&include=pagos')).json();
    const { ORDER_ESTADOS } = await import('../../src/core/resources/pedidos');
    for (const e of ORDER_ESTADOS) expect(rows.some((r: any) => r.estado === e), e).toBe(true);
    expect(rows.some((r: any) => r.pagos.length > 1)).toBe(true);
    expect(rows.some((r: any) => Number(r.cambio) > 0)).toBe(true);
    expect(rows.some((r: any) => Number(r.saldo) > 0 && Number(r.pagado) > 0)).toBe(true);
  });
});
