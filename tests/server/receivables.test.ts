import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../src/core/money';
import { api, createTestApp, login, setTenantSetting } from '../helpers/app';

// Invoices and receipts (issue 14, spec 02 §4 'debt', §5): the invoice's partially_paid, debt and
// estado follow the sum of its non-annulled receipts, computed by the server in the receipt's
// transaction; debt is 0 when pagada, anulada or rechazada.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let clientes: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  clientes = (await demo('GET', 'demo', 'clientes?limit=3&order=id')).json();
}, 120_000);
afterAll(() => t.close());

let seq = 0;
const invoiceBody = (extra: Record<string, unknown> = {}) => ({
  number: `T-${Date.now() % 100000}-${++seq}`, cliente_id: clientes[0].id, fecha: '2026-11-02', direccion: 'Carrera 7 # 71-21',
  items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }, { nombre: 'Instalación', cantidad: '1', precio: '60000.50' }],
  ...extra,
});

async function invoice(extra: Record<string, unknown> = {}) {
  const res = await demo('POST', 'demo', 'invoices', invoiceBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function receipt(invoiceId: number, amount: string, extra: Record<string, unknown> = {}) {
  const res = await demo('POST', 'demo', 'receipts', { invoice_id: invoiceId, cliente_id: clientes[0].id, amount, concept: 'Abono', transaction: 'Transferencia 1234', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const read = async (id: number) => (await demo('GET', 'demo', `invoices/${id}`)).json();
const balance = async (id: number) => {
  const r = await read(id);
  return { estado: r.estado, partially_paid: r.partially_paid, debt: r.debt };
};

describe('invoice debt follows its receipts', () => {
  it('a new invoice owes its total; a partial receipt, then the rest, then annulling and deleting move it back', async () => {
    const inv = await invoice();
    expect(inv.total).toBe('250000.50');
    expect(inv).toMatchObject({ estado: 'emitida', partially_paid: '0.00', debt: '250000.50', type: 'invoice', forma_pago: 'Débito', pago: 'efectivo' });

    const first = await receipt(inv.id, '100000.25');
    expect(first.status).toBe('emitido');
    expect(await balance(inv.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '100000.25', debt: '150000.25' });

    const rest = await receipt(inv.id, '150000.25');
    expect(await balance(inv.id)).toEqual({ estado: 'pagada', partially_paid: '250000.50', debt: '0.00' });

    // Annulling the second receipt gives its amount back to the debt.
    const annulled = await demo('PUT', 'demo', `receipts/${rest.id}`, { status: 'anulado' });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(await balance(inv.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '100000.25', debt: '150000.25' });

    // Editing an amount recomputes from the sum, not by adding the difference.
    expect((await demo('PUT', 'demo', `receipts/${first.id}`, { amount: '50000' })).statusCode).toBe(200);
    expect(await balance(inv.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '50000.00', debt: '200000.50' });

    expect((await demo('DELETE', 'demo', `receipts/${first.id}`)).statusCode).toBe(200);
    expect(await balance(inv.id)).toEqual({ estado: 'emitida', partially_paid: '0.00', debt: '250000.50' });

    // The recomputations are the invoice's revisions too.
    const revs = (await demo('GET', 'demo', `invoices/${inv.id}/revisions`)).json();
    expect(revs.length).toBeGreaterThanOrEqual(5);
  });

  it('a receipt moved to another invoice of the same client recomputes both', async () => {
    const a = await invoice();
    const b = await invoice();
    const r = await receipt(a.id, '1000');
    expect((await balance(a.id)).debt).toBe('249000.50');
    const moved = await demo('PUT', 'demo', `receipts/${r.id}`, { invoice_id: b.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await balance(a.id)).toEqual({ estado: 'emitida', partially_paid: '0.00', debt: '250000.50' });
    expect(await balance(b.id)).toEqual({ estado: 'parcialmente pagada', partially_paid: '1000.00', debt: '249000.50' });
  });

  it("a client's balance is what its invoices owe, kept through receipts, voiding, moves and deletes; nobody writes it", async () => {
    const clientBalance = async (id: number) => (await demo('GET', 'demo', `clientes/${id}`)).json().balance;
    const other = clientes[2].id;
    const start = await clientBalance(other);
    const inv = await invoice({ cliente_id: other });
    const owed = (a: string) => new D(start).plus(a).toFixed(2);
    expect(await clientBalance(other)).toBe(owed('250000.50'));
    const r = await receipt(inv.id, '100000', { cliente_id: other });
    expect(await clientBalance(other)).toBe(owed('150000.50'));
    await demo('PUT', 'demo', `receipts/${r.id}`, { status: 'anulado' });
    expect(await clientBalance(other)).toBe(owed('250000.50'));
    // A SuperAdmin's hand-written balance is ignored: the server keeps it.
    expect((await demo('PUT', 'demo', `clientes/${other}`, { balance: '1' })).statusCode).toBe(200);
    expect(await clientBalance(other)).toBe(owed('250000.50'));
    expect((await demo('PUT', 'demo', `invoices/${inv.id}`, { estado: 'anulada' })).statusCode).toBe(200);
    expect(await clientBalance(other)).toBe(new D(start).toFixed(2));
    // An invoice moved to another client moves its debt; a deleted one takes it away.
    const third = clientes[1].id;
    const thirdStart = await clientBalance(third);
    const moving = await invoice({ cliente_id: other });
    expect((await demo('PUT', 'demo', `invoices/${moving.id}`, { cliente_id: third })).statusCode).toBe(200);
    expect(await clientBalance(other)).toBe(new D(start).toFixed(2));
    expect(await clientBalance(third)).toBe(new D(thirdStart).plus('250000.50').toFixed(2));
    expect((await demo('DELETE', 'demo', `invoices/${moving.id}`)).statusCode).toBe(200);
    expect(await clientBalance(third)).toBe(new D(thirdStart).toFixed(2));
  });

  it('decimals are exact: 0.10 + 0.20 pays an invoice of 0.30 in full', async () => {
    const inv = await invoice({ items: [{ nombre: 'Fotocopia', cantidad: '3', precio: '0.10' }] });
    expect(inv.debt).toBe('0.30');
    await receipt(inv.id, '0.10');
    expect((await balance(inv.id)).debt).toBe('0.20');
    await receipt(inv.id, '0.2');
    expect(await balance(inv.id)).toEqual({ estado: 'pagada', partially_paid: '0.30', debt: '0.00' });
  });

  it('an anulada or rechazada invoice owes 0, takes no payments, and a pagada marked by hand owes 0', async () => {
    const inv = await invoice();
    await receipt(inv.id, '50000');
    const voided = await demo('PUT', 'demo', `invoices/${inv.id}`, { estado: 'anulada' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ estado: 'anulada', partially_paid: '50000.00', debt: '0.00' });
    const refused = await demo('POST', 'demo', 'receipts', { invoice_id: inv.id, cliente_id: clientes[0].id, amount: '1000', concept: 'Abono', transaction: 'Efectivo' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.invoice_id).toEqual(['La factura está anulada o rechazada: no recibe pagos.']);
    expect((await invoice({ estado: 'rechazada' })).debt).toBe('0.00');
    expect((await invoice({ estado: 'pagada' })).debt).toBe('0.00');
  });

  it('a receipt may not pay more than the invoice still owes', async () => {
    const inv = await invoice();
    await receipt(inv.id, '200000');
    const over = await demo('POST', 'demo', 'receipts', { invoice_id: inv.id, cliente_id: clientes[0].id, amount: '50001', concept: 'Abono', transaction: 'Efectivo' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['El valor supera el saldo de la factura ($ 50.000,50).']);
    expect((await balance(inv.id)).debt).toBe('50000.50');
  });

  it("a receipt for another client's invoice is refused; one without a client takes the invoice's", async () => {
    const inv = await invoice({ cliente_id: clientes[1].id });
    const res = await demo('POST', 'demo', 'receipts', { invoice_id: inv.id, cliente_id: clientes[0].id, amount: '1000', concept: 'Abono', transaction: 'Efectivo' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.invoice_id).toEqual(['La factura no es del cliente del recibo.']);
    expect((await balance(inv.id)).debt).toBe('250000.50');
    const own = await demo('POST', 'demo', 'receipts', { invoice_id: inv.id, amount: '1000', concept: 'Abono', transaction: 'Efectivo' });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().cliente_id).toBe(clientes[1].id);
    // Moving a receipt to another client's invoice is refused the same way.
    const other = await invoice();
    expect((await demo('PUT', 'demo', `receipts/${own.json().id}`, { invoice_id: other.id })).statusCode).toBe(422);
    // And an invoice with receipts keeps its client, and cannot be deleted.
    const moved = await demo('PUT', 'demo', `invoices/${inv.id}`, { cliente_id: clientes[0].id });
    expect(moved.statusCode).toBe(422);
    expect((await demo('DELETE', 'demo', `invoices/${inv.id}`)).statusCode).toBe(409);
  });

  it('amount is required and greater than 0; the other fields of spec 02 §5 are required', async () => {
    const res = await demo('POST', 'demo', 'receipts', { amount: '0' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amount', 'cliente_id', 'concept', 'invoice_id', 'transaction']);
    expect(res.json().errors.amount).toEqual(['El campo Valor debe ser mayor que 0.']);
  });
});

describe('invoice rules', () => {
  it('vencimiento is required only when forma_pago is Crédito, and not before the invoice date', async () => {
    const credit = await demo('POST', 'demo', 'invoices', invoiceBody({ forma_pago: 'Crédito' }));
    expect(credit.statusCode).toBe(422);
    expect(credit.json().errors.vencimiento).toEqual(['El campo Vencimiento es obligatorio cuando Forma de pago es Crédito.']);
    expect((await demo('POST', 'demo', 'invoices', invoiceBody({ forma_pago: 'Débito' }))).statusCode).toBe(201);
    const early = await demo('POST', 'demo', 'invoices', invoiceBody({ forma_pago: 'Crédito', vencimiento: '2026-11-01' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.vencimiento[0]).toMatch(/posterior o igual a Fecha/);
    const ok = await invoice({ forma_pago: 'Crédito', vencimiento: '2026-12-02', pago: 'credito' });
    expect(ok.vencimiento).toBe('2026-12-02');
    // Switching an existing invoice to Crédito needs its due date too.
    const debito = await invoice();
    const switched = await demo('PUT', 'demo', `invoices/${debito.id}`, { forma_pago: 'Crédito' });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors.vencimiento).toBeDefined();
  });

  it('fecha, estado, direccion, forma_pago, pago, cliente_id and items are required; number is unique per tenant', async () => {
    const bare = await demo('POST', 'demo', 'invoices', { fecha: '', estado: '', forma_pago: '', pago: '' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(expect.arrayContaining(['fecha', 'estado', 'direccion', 'forma_pago', 'pago', 'cliente_id', 'items']));
    const first = await invoice({ number: 'FE-UNICA-1' });
    const dup = await demo('POST', 'demo', 'invoices', invoiceBody({ number: 'FE-UNICA-1' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.number).toEqual(['Ya existe un registro con este valor.']);
    // Another tenant may use the same number.
    const acmeCliente = (await acme('GET', 'acme', 'clientes?limit=1')).json()[0].id;
    const other = await acme('POST', 'acme', 'invoices', invoiceBody({ number: 'FE-UNICA-1', cliente_id: acmeCliente }));
    expect(other.statusCode, other.body).toBe(201);
    expect((await demo('PUT', 'demo', `invoices/${first.id}`, { number: 'FE-UNICA-1' })).statusCode).toBe(200);
  });

  it('lines are priced by the server with their taxes, like an order', async () => {
    const iva19 = (await demo('GET', 'demo', 'taxes?q=IVA')).json().find((x: any) => x.name === 'IVA 19%').id;
    const inv = await invoice({ items: [{ nombre: 'Mouse', cantidad: '2', precio: '32000', taxes: [iva19], total: '1' }], total: '5', debt: '1', partially_paid: '9' });
    expect(inv.items[0]).toMatchObject({ subtotal: '64000.00', impuestos: '12160.00', total: '76160.00' });
    expect(inv).toMatchObject({ total: '76160.00', debt: '76160.00', partially_paid: '0.00' });
    // Raising the total of a partly paid invoice raises its debt; lowering it below what was paid is refused.
    await receipt(inv.id, '70000');
    const raised = await demo('PUT', 'demo', `invoices/${inv.id}`, { items: [{ nombre: 'Mouse', cantidad: '3', precio: '32000', taxes: [iva19] }] });
    expect(raised.json()).toMatchObject({ total: '114240.00', partially_paid: '70000.00', debt: '44240.00', estado: 'parcialmente pagada' });
    const lowered = await demo('PUT', 'demo', `invoices/${inv.id}`, { items: [{ nombre: 'Mouse', cantidad: '1', precio: '32000' }] });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errors.items).toEqual(['El total no puede ser menor que lo ya abonado ($ 70.000).']);
  });

  it('an order links to its invoice (pedidos.invoice_id is a relation)', async () => {
    const inv = await invoice();
    const pedido = (await demo('GET', 'demo', 'pedidos?limit=1')).json()[0];
    const res = await demo('PUT', 'demo', `pedidos/${pedido.id}`, { invoice_id: inv.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await demo('GET', 'demo', `pedidos/${pedido.id}?include=invoice`)).json().invoice).toMatchObject({ id: inv.id, number: inv.number });
    expect((await demo('PUT', 'demo', `pedidos/${pedido.id}`, { invoice_id: 999999 })).statusCode).toBe(422);
  });
});

describe('who sees what', () => {
  async function userWith(email: string, permissions: string[], extra: Record<string, unknown> = {}) {
    const ids = [];
    for (const name of permissions) ids.push((await demo('GET', 'demo', `permissions?where[name]=${encodeURIComponent(name)}`)).json()[0].id);
    const role = (await demo('POST', 'demo', 'roles', { name: `Rol ${email}`, permissions: ids })).json();
    const created = await demo('POST', 'demo', 'users', { full_name: `Usuario ${email}`, email, documento: `7${++seq}55123`,
      password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id], ...extra });
    expect(created.statusCode, created.body).toBe(201);
    return api(t.app, await login(t.app, email));
  }

  it("a client-linked user sees only its own client's invoices and receipts", async () => {
    const mine = await invoice({ cliente_id: clientes[2].id });
    await receipt(mine.id, '1000', { cliente_id: clientes[2].id });
    const theirs = await invoice({ cliente_id: clientes[1].id });
    const theirReceipt = await receipt(theirs.id, '1000', { cliente_id: clientes[1].id });
    const client = await userWith('cartera-cliente@demo.test', ['Ver Facturas', 'Ver Recibos'], { cliente_id: clientes[2].id });
    const listed = (await client('GET', 'demo', 'invoices?limit=500')).json() as { id: number; cliente_id: number }[];
    expect(listed.map((i) => i.id)).toContain(mine.id);
    expect(listed.every((i) => i.cliente_id === clientes[2].id)).toBe(true);
    expect((await client('GET', 'demo', `invoices/${theirs.id}`)).statusCode).toBe(404);
    const recs = (await client('GET', 'demo', 'receipts?limit=500')).json() as { cliente_id: number }[];
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.every((r) => r.cliente_id === clientes[2].id)).toBe(true);
    expect((await client('GET', 'demo', `receipts/${theirReceipt.id}`)).statusCode).toBe(404);
  });

  it("whoever records receipts may look up a client's invoices for the selector, and no more of them", async () => {
    const inv = await invoice({ cliente_id: clientes[1].id });
    const cashier = await userWith('cajero@demo.test', ['Agregar Recibos']);
    const found = await cashier('GET', 'demo', `invoices?whereIn[cliente_id]=${clientes[1].id}&limit=250`);
    expect(found.statusCode, found.body).toBe(200);
    const rows = found.json() as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toContain(inv.id);
    expect(rows.every((r) => r.cliente_id === clientes[1].id)).toBe(true);
    expect(Object.keys(rows[0]).sort()).toEqual(['cliente_id', 'created_at', 'direccion', 'id', 'number', 'orden_compra', 'updated_at']);
    const created = await cashier('POST', 'demo', 'receipts', { invoice_id: inv.id, amount: '500', concept: 'Abono', transaction: 'Efectivo' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await balance(inv.id)).partially_paid).toBe('500.00');
  });

  it('user and seller are SuperAdmin-only; the DIAN fields only for users who can send to the DIAN', async () => {
    const inv = await invoice();
    expect(inv.user_id).toBeTypeOf('number');
    expect(inv.estado_dian).toBe('DIAN_NO_ENVIADO');
    const clerk = await userWith('facturador@demo.test', ['Ver Facturas', 'Agregar Facturas', 'Editar Facturas']);
    const seen = (await clerk('GET', 'demo', `invoices/${inv.id}`)).json();
    expect(seen).not.toHaveProperty('user_id');
    expect(seen).not.toHaveProperty('vendedor_id');
    expect(seen).not.toHaveProperty('estado_dian');
    expect(seen).not.toHaveProperty('codigo_dian');
    expect(seen.debt).toBe('250000.50');
    // Sent anyway, they are ignored; the DIAN fields are the DIAN sending's alone (read-only for everyone).
    const sent = await clerk('POST', 'demo', 'invoices', invoiceBody({ vendedor_id: inv.user_id, estado_dian: 'DIAN_ACEPTADO', codigo_dian: 'x' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const stored = (await demo('GET', 'demo', `invoices/${sent.json().id}`)).json();
    expect(stored).toMatchObject({ vendedor_id: null, estado_dian: 'DIAN_NO_ENVIADO', codigo_dian: null });
    // With electronic invoicing switched on, the invoicing permission can send: the DIAN fields show.
    await setTenantSetting(t.db, 'demo', 'dian_enabled', 'true');
    const dian = api(t.app, await login(t.app, 'facturador@demo.test'));
    const withDian = (await dian('GET', 'demo', `invoices/${inv.id}`)).json();
    expect(withDian.estado_dian).toBe('DIAN_NO_ENVIADO');
    expect(withDian).not.toHaveProperty('vendedor_id');
  });
});

describe('demo data', () => {
  it('has overdue, paid and partly paid invoices whose debt the receipts computed', async () => {
    const all = (await demo('GET', 'demo', 'invoices?limit=100&whereLike[number]=FE10')).json() as Record<string, any>[];
    const by = Object.fromEntries(all.map((i) => [i.number, i]));
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    // Past its due date and owing, the server turned it vencida (issue 15), as it did partly paid FE1004.
    expect(by['FE1001']).toMatchObject({ estado: 'vencida', partially_paid: '0.00' });
    expect(by['FE1001'].vencimiento < today).toBe(true);
    expect(by['FE1002'].estado).toBe('vencida');
    expect(by['FE1003']).toMatchObject({ estado: 'pagada', debt: '0.00', partially_paid: by['FE1003'].total });
    expect(by['FE1004'].estado).toBe('vencida');
    expect(Number(by['FE1004'].partially_paid)).toBeGreaterThan(0);
    expect(by['FE1008'].estado).toBe('parcialmente pagada');
    expect(Number(by['FE1004'].debt)).toBeGreaterThan(0);
    // FE1005: two payments of 25 % and an annulled one, which pays nothing.
    const paid5 = (await demo('GET', 'demo', `receipts?where[invoice_id]=${by['FE1005'].id}&limit=10`)).json()
      .filter((r: any) => r.status !== 'anulado').reduce((s: number, r: any) => s + Math.round(Number(r.amount) * 100), 0);
    expect(Math.round(Number(by['FE1005'].partially_paid) * 100)).toBe(paid5);
    expect(by['FE1006']).toMatchObject({ estado: 'anulada', debt: '0.00' });
  });
});
