import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../src/core/money';
import { shiftDay } from '../../src/core/rules/dates';
import { ALREADY_INVOICED_MESSAGE } from '../../src/server/features/invoicing';
import { sweepOverdueInvoices } from '../../src/server/features/receivables';
import { api, createTestApp, login } from '../helpers/app';

// Issue 15, receipts and receivables: a receipt paying several invoices (allocation lines), invoices
// turning vencida when their due date passes (and back), /cartera's ageing by client under the invoice
// list's row scope, and 'Facturar' (an order → its invoice, once).

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let clientes: { id: number; full_name: string }[];
const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  clientes = (await demo('GET', 'demo', 'clientes?limit=4&order=id')).json();
}, 120_000);
afterAll(() => t.close());

let seq = 0;
async function invoice(extra: Record<string, unknown> = {}) {
  const res = await demo('POST', 'demo', 'invoices', {
    number: `C-${Date.now() % 100000}-${++seq}`, cliente_id: clientes[0].id, fecha: today(), direccion: 'Carrera 7 # 71-21',
    items: [{ nombre: 'Soporte técnico por hora', cantidad: '1', precio: '100000' }], ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const balance = async (id: number) => {
  const r = (await demo('GET', 'demo', `invoices/${id}`)).json();
  return { estado: r.estado, partially_paid: r.partially_paid, debt: r.debt };
};
const receiptBody = (extra: Record<string, unknown>) => ({ cliente_id: clientes[0].id, concept: 'Abono', transaction: 'Transferencia 77', ...extra });

async function userWith(email: string, permissions: string[], extra: Record<string, unknown> = {}) {
  const ids = [];
  for (const name of permissions) ids.push((await demo('GET', 'demo', `permissions?where[name]=${encodeURIComponent(name)}`)).json()[0].id);
  const role = (await demo('POST', 'demo', 'roles', { name: `Rol ${email}`, permissions: ids })).json();
  const created = await demo('POST', 'demo', 'users', { full_name: `Usuario ${email}`, email, documento: `8${++seq}44123`,
    password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id], ...extra });
  expect(created.statusCode, created.body).toBe(201);
  return api(t.app, await login(t.app, email));
}

describe('a receipt paying several invoices', () => {
  it("is listed on the page of every invoice it pays (the page's related receipts, filtered by invoice)", async () => {
    const a = await invoice();
    const b = await invoice();
    const c = await invoice();
    const r = (await demo('POST', 'demo', 'receipts', receiptBody({ invoices: [{ invoice_id: a.id, amount: '1000' }, { invoice_id: b.id, amount: '2000' }] }))).json();
    const single = (await demo('POST', 'demo', 'receipts', receiptBody({ invoice_id: b.id, amount: '500' }))).json();
    // What /invoices/{id}'s 'Recibos' section asks for (web/screens/record/related-list.tsx).
    const related = async (id: number) => {
      const res = await demo('GET', 'demo', `receipts?where[invoice_id]=${id}&paginate=10`);
      expect(res.statusCode, res.body).toBe(200);
      return { total: res.json().total, ids: res.json().data.map((x: { id: number }) => x.id).sort((x: number, y: number) => x - y) };
    };
    expect(await related(a.id)).toEqual({ total: 1, ids: [r.id] });
    expect(await related(b.id)).toEqual({ total: 2, ids: [r.id, single.id].sort((x, y) => x - y) });
    expect(await related(c.id)).toEqual({ total: 0, ids: [] });
    // The receipts list filtered by several invoices finds it once.
    const both = (await demo('GET', 'demo', `receipts?whereIn[invoice_id]=${a.id},${c.id}`)).json();
    expect(both.map((x: { id: number }) => x.id)).toEqual([r.id]);
  });

  it('allocation lines pay each invoice; the amount is their sum; annulling, editing and deleting give it back', async () => {
    const a = await invoice();
    const b = await invoice();
    const res = await demo('POST', 'demo', 'receipts', receiptBody({ invoices: [{ invoice_id: a.id, amount: '100000' }, { invoice_id: b.id, amount: '40000.50' }] }));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    // The amount is derived from the lines and the receipt's invoice is the first of them.
    expect(r).toMatchObject({ amount: '140000.50', invoice_id: a.id });
    expect(r.invoices.map((l: any) => [l.invoice_id, l.amount])).toEqual([[a.id, '100000.00'], [b.id, '40000.50']]);
    expect(await balance(a.id)).toEqual({ estado: 'pagada', partially_paid: '100000.00', debt: '0.00' });
    expect(await balance(b.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '40000.50', debt: '59999.50' });

    // Moving money between the lines recomputes both invoices from the sums.
    const edited = await demo('PUT', 'demo', `receipts/${r.id}`, { invoices: [{ invoice_id: a.id, amount: '50000' }, { invoice_id: b.id, amount: '50000' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().amount).toBe('100000.00');
    expect(await balance(a.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '50000.00', debt: '50000.00' });
    expect(await balance(b.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '50000.00', debt: '50000.00' });

    // A one-invoice receipt beside it still counts (invoice_id + amount).
    await demo('POST', 'demo', 'receipts', receiptBody({ invoice_id: b.id, amount: '50000' }));
    expect(await balance(b.id)).toMatchObject({ estado: 'pagada', debt: '0.00' });

    expect((await demo('PUT', 'demo', `receipts/${r.id}`, { status: 'anulado' })).statusCode).toBe(200);
    expect(await balance(a.id)).toEqual({ estado: 'emitida', partially_paid: '0.00', debt: '100000.00' });
    expect(await balance(b.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '50000.00', debt: '50000.00' });
    expect((await demo('PUT', 'demo', `receipts/${r.id}`, { status: 'recibido' })).statusCode).toBe(200);
    expect((await balance(b.id)).estado).toBe('pagada');
    expect((await demo('DELETE', 'demo', `receipts/${r.id}`)).statusCode).toBe(200);
    expect(await balance(a.id)).toEqual({ estado: 'emitida', partially_paid: '0.00', debt: '100000.00' });

    // An invoice named only in an allocation line still keeps its receipts: not deletable.
    const c = await invoice();
    const d = await invoice();
    await demo('POST', 'demo', 'receipts', receiptBody({ invoices: [{ invoice_id: c.id, amount: '10' }, { invoice_id: d.id, amount: '10' }] }));
    expect((await demo('DELETE', 'demo', `invoices/${d.id}`)).statusCode).toBe(409);
  });

  it('refuses, per field: overpaying a line, another client\'s invoice, a repeated invoice, an amount that is not the sum', async () => {
    const a = await invoice();
    const b = await invoice();
    const other = await invoice({ cliente_id: clientes[1].id });
    const post = (extra: Record<string, unknown>) => demo('POST', 'demo', 'receipts', receiptBody(extra));

    const over = await post({ invoices: [{ invoice_id: a.id, amount: '10' }, { invoice_id: b.id, amount: '100000.01' }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ 'invoices.1.amount': ['El valor supera el saldo de la factura ($ 100.000).'] });

    const foreign = await post({ invoices: [{ invoice_id: a.id, amount: '10' }, { invoice_id: other.id, amount: '10' }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'invoices.1.invoice_id': ['La factura no es del cliente del recibo.'] });

    const twice = await post({ invoices: [{ invoice_id: a.id, amount: '10' }, { invoice_id: a.id, amount: '10' }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'invoices.1.invoice_id': ['La factura está repetida en el recibo.'] });

    const sum = await post({ amount: '30', invoices: [{ invoice_id: a.id, amount: '10' }, { invoice_id: b.id, amount: '10' }] });
    expect(sum.statusCode).toBe(422);
    expect(sum.json().errors).toEqual({ amount: ['El valor debe ser la suma de lo aplicado a las facturas ($ 20).'] });

    const main = await post({ invoice_id: other.id, invoices: [{ invoice_id: a.id, amount: '10' }] });
    expect(main.statusCode).toBe(422);
    expect(main.json().errors).toHaveProperty('invoice_id');

    const missing = await post({ invoices: [{ invoice_id: a.id }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty(['invoices.0.amount']);
    // Nothing of the refused receipts was paid.
    expect((await balance(a.id)).debt).toBe('100000.00');
    expect((await balance(b.id)).debt).toBe('100000.00');

    // Two lines that together fit, the same invoice paid by an earlier receipt: the second line overpays.
    await post({ invoice_id: b.id, amount: '99990' });
    const late = await post({ invoices: [{ invoice_id: a.id, amount: '5' }, { invoice_id: b.id, amount: '11' }] });
    expect(late.json().errors).toEqual({ 'invoices.1.amount': ['El valor supera el saldo de la factura ($ 10).'] });

    // A receipt with lines keeps its amount their sum.
    const ok = (await post({ invoices: [{ invoice_id: a.id, amount: '5' }] })).json();
    const amountOnly = await demo('PUT', 'demo', `receipts/${ok.id}`, { amount: '7' });
    expect(amountOnly.statusCode).toBe(422);
    expect(amountOnly.json().errors).toHaveProperty('amount');
  });

  it('concurrent receipts over two invoices in opposite orders serialise: neither invoice is overpaid', async () => {
    const a = await invoice();
    const b = await invoice();
    const results = await Promise.all([
      demo('POST', 'demo', 'receipts', receiptBody({ invoices: [{ invoice_id: a.id, amount: '60000' }, { invoice_id: b.id, amount: '60000' }] })),
      demo('POST', 'demo', 'receipts', receiptBody({ invoices: [{ invoice_id: b.id, amount: '60000' }, { invoice_id: a.id, amount: '60000' }] })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await balance(a.id)).debt).toBe('40000.00');
    expect((await balance(b.id)).debt).toBe('40000.00');
  });
});

describe('overdue invoices turn vencida', () => {
  it('on write: an invoice created past its due date that still owes is vencida; paid it is pagada', async () => {
    const due = shiftDay(today(), -3);
    const inv = await invoice({ fecha: shiftDay(today(), -10), forma_pago: 'Crédito', vencimiento: due });
    expect(inv.estado).toBe('vencida');
    await demo('POST', 'demo', 'receipts', receiptBody({ invoice_id: inv.id, amount: '30000' }));
    expect(await balance(inv.id)).toEqual({ estado: 'vencida', partially_paid: '30000.00', debt: '70000.00' });
    const rest = (await demo('POST', 'demo', 'receipts', receiptBody({ invoice_id: inv.id, amount: '70000' }))).json();
    expect((await balance(inv.id)).estado).toBe('pagada');
    await demo('DELETE', 'demo', `receipts/${rest.id}`);
    expect((await balance(inv.id)).estado).toBe('vencida');
    // A due date moved into the future: no longer overdue.
    expect((await demo('PUT', 'demo', `invoices/${inv.id}`, { vencimiento: shiftDay(today(), 5) })).statusCode).toBe(200);
    expect((await balance(inv.id)).estado).toBe('parcialmente pagada');
  });

  it('the sweep turns invoices whose due date passed (per tenant, with a revision), and leaves paid and voided ones', async () => {
    const open = await invoice({ forma_pago: 'Crédito', vencimiento: shiftDay(today(), 1) });
    const paid = await invoice({ forma_pago: 'Crédito', vencimiento: shiftDay(today(), 1) });
    await demo('POST', 'demo', 'receipts', receiptBody({ invoice_id: paid.id, amount: '100000' }));
    const voided = await invoice({ forma_pago: 'Crédito', vencimiento: shiftDay(today(), 1), estado: 'anulada' });
    expect((await balance(open.id)).estado).toBe('emitida');
    // A day passing is no write: the stored rows are left as the calendar leaves them.
    const dueOn = (id: number, day: string) => sql`update invoices set vencimiento = ${day}::date where id = ${id}`.execute(t.db);
    for (const inv of [open, paid, voided]) await dueOn(inv.id, shiftDay(today(), -1));
    expect((await balance(open.id)).estado).toBe('emitida');
    const revisions = async () => (await demo('GET', 'demo', `invoices/${open.id}/revisions`)).json().length;
    const revs = await revisions();
    expect(await sweepOverdueInvoices(t.db)).toBe(1);
    expect(await balance(open.id)).toEqual({ estado: 'vencida', partially_paid: '0.00', debt: '100000.00' });
    expect(await revisions()).toBe(revs + 1);
    expect((await balance(paid.id)).estado).toBe('pagada');
    expect((await balance(voided.id)).estado).toBe('anulada');
    // Nothing left to sweep: a second run writes nothing; a due date moved on turns it back.
    expect(await sweepOverdueInvoices(t.db)).toBe(0);
    await dueOn(open.id, shiftDay(today(), 10));
    expect(await sweepOverdueInvoices(t.db)).toBe(1);
    expect((await balance(open.id)).estado).toBe('emitida');
  });
});

describe('/cartera', () => {
  it('sums what each client owes by days past due, with totals per bucket and a grand total', async () => {
    const cl = clientes[3].id;
    const before = (await demo('GET', 'demo', 'cartera')).json();
    const mk = (days: number) => invoice({ cliente_id: cl, fecha: shiftDay(today(), -days - 1), forma_pago: 'Crédito', vencimiento: shiftDay(today(), -days) });
    await mk(-5); await mk(0); await mk(1); await mk(30); await mk(31); await mk(60); await mk(61); await mk(90); await mk(91);
    const partly = await mk(200);
    await demo('POST', 'demo', 'receipts', receiptBody({ cliente_id: cl, invoice_id: partly.id, amount: '25000' }));
    const paid = await mk(10);
    await demo('POST', 'demo', 'receipts', receiptBody({ cliente_id: cl, invoice_id: paid.id, amount: '100000' }));

    const res = await demo('GET', 'demo', 'cartera');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.buckets).toEqual(['current', 'd1_30', 'd31_60', 'd61_90', 'd90']);
    const prev = before.clients.find((c: any) => c.cliente_id === cl)?.buckets ?? { current: '0', d1_30: '0', d31_60: '0', d61_90: '0', d90: '0' };
    const mine = body.clients.find((c: any) => c.cliente_id === cl);
    const added = (k: string) => new D(mine.buckets[k]).minus(prev[k]).toFixed(2);
    expect(added('current')).toBe('200000.00');
    expect(added('d1_30')).toBe('200000.00');
    expect(added('d31_60')).toBe('200000.00');
    expect(added('d61_90')).toBe('200000.00');
    expect(added('d90')).toBe('175000.00');
    expect(mine.name).toBe(clientes[3].full_name);
    // Totals: per bucket the sum over clients, and the grand total their sum.
    for (const k of body.buckets) {
      expect(body.totals[k]).toBe(body.clients.reduce((a: any, c: any) => a.plus(c.buckets[k]), new D(0)).toFixed(2));
    }
    expect(body.total).toBe(body.buckets.reduce((a: any, k: string) => a.plus(body.totals[k]), new D(0)).toFixed(2));

    // The drill-down: the client's open invoices, oldest due first, with days past due.
    const one = (await demo('GET', 'demo', `cartera?cliente_id=${cl}`)).json();
    expect(one.invoices.map((i: any) => i.id)).not.toContain(paid.id);
    const p = one.invoices.find((i: any) => i.id === partly.id);
    expect(p).toMatchObject({ days: 200, bucket: 'd90', debt: '75000.00', estado: 'vencida' });
    expect(one.invoices[0].days).toBeGreaterThanOrEqual(one.invoices[one.invoices.length - 1].days);
    expect((await demo('GET', 'demo', 'cartera?cliente_id=x')).statusCode).toBe(400);
  });

  it("needs 'Ver Cartera' and reading invoices; a client-linked user sees only its own client", async () => {
    const noCartera = await userWith('sin-cartera@demo.test', ['Ver Facturas']);
    expect((await noCartera('GET', 'demo', 'cartera')).statusCode).toBe(403);
    const noInvoices = await userWith('solo-cartera@demo.test', ['Ver Cartera']);
    expect((await noInvoices('GET', 'demo', 'cartera')).statusCode).toBe(403);
    await invoice({ cliente_id: clientes[2].id });
    const client = await userWith('cartera-propia@demo.test', ['Ver Cartera', 'Ver Facturas'], { cliente_id: clientes[2].id });
    const own = (await client('GET', 'demo', 'cartera')).json();
    expect(own.clients.map((c: any) => c.cliente_id)).toEqual([clientes[2].id]);
    const theirs = (await client('GET', 'demo', `cartera?cliente_id=${clientes[0].id}`)).json();
    expect(theirs.invoices).toEqual([]);
    // Another tenant's admin sees its own tenant's receivables only.
    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    const other = (await acme('GET', 'acme', 'cartera')).json();
    expect(other.clients.map((c: any) => c.cliente_id)).not.toContain(clientes[0].id);
  });
});

describe("'Facturar' an order", () => {
  async function order(extra: Record<string, unknown> = {}) {
    const taxes = (await demo('GET', 'demo', 'taxes?limit=5')).json() as { id: number; rate: string }[];
    const iva = taxes.find((x) => Number(x.rate) === 19) ?? taxes[0];
    const res = await demo('POST', 'demo', 'pedidos', {
      numero_pedido: `PF-${Date.now() % 100000}-${++seq}`, cliente_id: clientes[1].id, direccion_envio: 'Calle 10 # 5-20',
      direccion_facturado: 'Carrera 15 # 93-60', orden_compra: 'OC-778', pago: 'Crédito',
      items: [{ nombre: 'Café de origen 500 g', cantidad: '3', precio: '32000', taxes: [iva.id] }, { nombre: 'Molido especial', cantidad: '1', precio: '5000', descuento: '10' }],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('creates the invoice from the order (client, billing address, lines with taxes, type) and links it; only once', async () => {
    const o = await order({ invoice_type: 'FE' });
    const res = await demo('POST', 'demo', `pedidos/${o.id}/facturar`);
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({ cliente_id: clientes[1].id, direccion: 'Carrera 15 # 93-60', orden_compra: 'OC-778', type: 'FE',
      forma_pago: 'Crédito', vencimiento: shiftDay(today(), 30), estado: 'emitida', total: o.total, debt: o.total });
    // Numbered from the FE billing resolution.
    expect(inv.number).toMatch(/^FE1\d{3}$/);
    expect(inv.items.map((l: any) => [l.nombre, l.cantidad, l.precio, l.total])).toEqual(o.items.map((l: any) => [l.nombre, l.cantidad, l.precio, l.total]));
    expect(inv.items[0].taxes.map((x: any) => x.tax_id)).toEqual(o.items[0].taxes.map((x: any) => x.tax_id));
    const linked = (await demo('GET', 'demo', `pedidos/${o.id}`)).json();
    expect(linked).toMatchObject({ invoice_id: inv.id, invoice_number: inv.number });

    const again = await demo('POST', 'demo', `pedidos/${o.id}/facturar`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_INVOICED_MESSAGE(inv.number));
  });

  it('two clicks at once make one invoice', async () => {
    const o = await order();
    const count = async () => (await demo('GET', 'demo', `invoices?where[cliente_id]=${clientes[1].id}&limit=1000`)).json().length;
    const n = await count();
    const results = await Promise.all([demo('POST', 'demo', `pedidos/${o.id}/facturar`), demo('POST', 'demo', `pedidos/${o.id}/facturar`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count()).toBe(n + 1);
  });

  it("needs 'Agregar Facturas' and reading the order; an annulled order or another tenant's is refused", async () => {
    const o = await order();
    const reader = await userWith('lee-pedidos@demo.test', ['Ver Pedidos', 'Ver Facturas']);
    expect((await reader('POST', 'demo', `pedidos/${o.id}/facturar`)).statusCode).toBe(403);
    const blind = await userWith('factura-a-ciegas@demo.test', ['Agregar Facturas', 'Ver Facturas']);
    expect((await blind('POST', 'demo', `pedidos/${o.id}/facturar`)).statusCode).toBe(403);
    const clerk = await userWith('facturador-pedidos@demo.test', ['Ver Pedidos', 'Agregar Facturas', 'Ver Facturas']);
    const made = await clerk('POST', 'demo', `pedidos/${o.id}/facturar`);
    expect(made.statusCode, made.body).toBe(201);
    // The link was written though the clerk cannot edit orders.
    expect((await demo('GET', 'demo', `pedidos/${o.id}`)).json().invoice_id).toBe(made.json().id);

    const annulled = await order({ estado: 'Anulado' });
    const refused = await demo('POST', 'demo', `pedidos/${annulled.id}/facturar`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ estado: ['Un pedido anulado o cancelado no se factura.'] });

    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    expect((await acme('POST', 'acme', `pedidos/${o.id}/facturar`)).statusCode).toBe(404);
    expect((await demo('POST', 'demo', 'pedidos/999999/facturar')).statusCode).toBe(404);
  });
});
