import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '../../src/server/features/invoicing/notes';
import { NUMBERING_MESSAGES } from '../../src/server/features/invoicing/numbering';
import { api, createTestApp, login } from '../helpers/app';

// Credit and debit notes (issue 15): numbered from the NC / ND billing resolution, never crediting
// more than the invoice's total; a credit note lowers what the invoice owes, a debit note raises it,
// an Anulación credits all that is left and voids the invoice.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let clientes: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  clientes = (await demo('GET', 'demo', 'clientes?limit=3&order=id')).json();
}, 120_000);
afterAll(() => t.close());

let seq = 0;
async function invoice() {
  const res = await demo('POST', 'demo', 'invoices', {
    number: `N-${Date.now() % 100000}-${++seq}`, cliente_id: clientes[0].id, direccion: 'Carrera 7 # 71-21',
    items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }, { nombre: 'Instalación', cantidad: '1', precio: '60000.50' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const line = (precio: string, cantidad = '1') => ({ nombre: 'Ajuste', cantidad, precio });
const credit = (invoiceId: number, extra: Record<string, unknown> = {}) =>
  demo('POST', 'demo', 'credit_notes', { invoice_id: invoiceId, concepto: '1', descripcion: 'Devolución', items: [line('50000')], ...extra });
const debit = (invoiceId: number, extra: Record<string, unknown> = {}) =>
  demo('POST', 'demo', 'debit_notes', { invoice_id: invoiceId, concepto: '1', descripcion: 'Intereses de mora', items: [line('10000')], ...extra });
const balance = async (id: number) => {
  const r = (await demo('GET', 'demo', `invoices/${id}`)).json();
  return { estado: r.estado, debt: r.debt };
};

describe('numbering', () => {
  it('credit and debit notes take consecutive numbers of their own NC / ND resolution, never typed ones', async () => {
    const inv = await invoice();
    const a = await credit(inv.id, { number: 'X-1' });
    const b = await credit(inv.id);
    const d = await debit(inv.id);
    for (const r of [a, b, d]) expect(r.statusCode, r.body).toBe(201);
    const [na, nb] = [a.json().number, b.json().number].map((n: string) => /^NC(\d+)$/.exec(n)![1]).map(Number);
    expect(nb).toBe(na + 1);
    expect(d.json().number).toMatch(/^ND\d+$/);
    const nc = (await demo('GET', 'demo', 'proxy_resolutions?where[type]=NC')).json()[0];
    expect(a.json().resolution_id).toBe(nc.id);
    expect(d.json().resolution_id).not.toBe(nc.id);
  });

  it('a note dated outside every NC resolution is refused and burns no number', async () => {
    const inv = await invoice();
    const before = (await demo('GET', 'demo', 'proxy_resolutions?where[type]=NC')).json()[0].next_number;
    const res = await credit(inv.id, { fecha: '2019-01-10' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.resolution_id).toContain(NUMBERING_MESSAGES.none);
    expect((await demo('GET', 'demo', 'proxy_resolutions?where[type]=NC')).json()[0].next_number).toBe(before);
  });
});

describe('notes move the invoice', () => {
  it("take the invoice's client; a credit note lowers the debt, a debit note raises it, and a receipt can pay it all", async () => {
    const inv = await invoice();
    expect(inv.debt).toBe('250000.50');
    const c = await credit(inv.id);
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json()).toMatchObject({ cliente_id: clientes[0].id, total: '50000.00', estado_dian: 'DIAN_NO_ENVIADO' });
    expect(await balance(inv.id)).toEqual({ estado: 'emitida', debt: '200000.50' });
    expect((await debit(inv.id)).statusCode).toBe(201);
    expect(await balance(inv.id)).toEqual({ estado: 'emitida', debt: '210000.50' });
    // More than what is owed is still refused; exactly what is owed pays it.
    const receipt = (amount: string) => demo('POST', 'demo', 'receipts', { invoice_id: inv.id, amount, concept: 'Pago', transaction: 'Efectivo' });
    expect((await receipt('210000.51')).statusCode).toBe(422);
    expect((await receipt('210000.50')).statusCode).toBe(201);
    expect(await balance(inv.id)).toEqual({ estado: 'pagada', debt: '0.00' });
    // Deleting the credit note: the invoice owes that again.
    expect((await demo('DELETE', 'demo', `credit_notes/${c.json().id}`)).statusCode).toBe(200);
    expect(await balance(inv.id)).toEqual({ estado: 'parcialmente pagada', debt: '50000.00' });
  });

  it("refuses another client's invoice, a note moved to another invoice, and deleting an invoice with notes", async () => {
    const inv = await invoice();
    const foreign = await credit(inv.id, { cliente_id: clientes[1].id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.invoice_id).toContain(NOTE_MESSAGES.foreignInvoice);
    const d = (await debit(inv.id)).json();
    const other = await invoice();
    const moved = await demo('PUT', 'demo', `debit_notes/${d.id}`, { invoice_id: other.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.invoice_id).toContain(NOTE_MESSAGES.invoiceFixed);
    const del = await demo('DELETE', 'demo', `invoices/${inv.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(NOTE_MESSAGES.invoiceHasNotes);
  });

  it('credit notes together never credit more than the invoice total', async () => {
    const inv = await invoice();
    expect((await credit(inv.id, { items: [line('200000')] })).statusCode).toBe(201);
    const over = await credit(inv.id, { items: [line('50000.51')] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.items).toContain(NOTE_MESSAGES.overCredit('50000.50'));
    const exact = await credit(inv.id, { items: [line('50000.50')] });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await balance(inv.id)).toEqual({ estado: 'emitida', debt: '0.00' });
    // Raising a note's lines past what is left is refused too.
    const raise = await demo('PUT', 'demo', `credit_notes/${exact.json().id}`, { items: [line('50001')] });
    expect(raise.statusCode).toBe(422);
  });
});

describe('Anulación', () => {
  it("without lines takes the invoice's, credits all of it and voids the invoice; deleting it gives the invoice back", async () => {
    const inv = await invoice();
    const res = await credit(inv.id, { concepto: '2', items: undefined });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe('250000.50');
    expect(res.json().items.map((i: { nombre: string }) => i.nombre)).toEqual(['Soporte técnico por hora', 'Instalación']);
    expect(await balance(inv.id)).toEqual({ estado: 'anulada', debt: '0.00' });
    // A voided invoice takes no more notes.
    const late = await debit(inv.id);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.invoice_id).toContain(NOTE_MESSAGES.voidInvoice);
    expect((await demo('DELETE', 'demo', `credit_notes/${res.json().id}`)).statusCode).toBe(200);
    expect(await balance(inv.id)).toEqual({ estado: 'emitida', debt: '250000.50' });
  });

  it('must credit exactly what is left once other credit notes exist', async () => {
    const inv = await invoice();
    expect((await credit(inv.id, { items: [line('50000')] })).statusCode).toBe(201);
    const all = await credit(inv.id, { concepto: '2', items: undefined });
    expect(all.statusCode).toBe(422);
    expect(all.json().errors.items).toContain(NOTE_MESSAGES.anulacion('200000.50'));
    const rest = await credit(inv.id, { concepto: '2', items: [line('200000.50')] });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await balance(inv.id)).toEqual({ estado: 'anulada', debt: '0.00' });
  });
});

describe('demo data', () => {
  it('has NC/ND resolutions, a partial return and interest on FE1002, and FE1006 annulled by its credit note', async () => {
    const by = Object.fromEntries(((await demo('GET', 'demo', 'invoices?limit=100&whereLike[number]=FE10')).json() as Record<string, any>[])
      .map((i) => [i.number, i]));
    const notes = (await demo('GET', 'demo', 'credit_notes?limit=100&order=id')).json() as Record<string, any>[];
    const demoNotes = notes.filter((n) => [by.FE1002.id, by.FE1006.id].includes(n.invoice_id));
    expect(demoNotes.map((n) => [n.number, n.concepto])).toEqual([['NC1', '1'], ['NC2', '2']]);
    expect(by.FE1006).toMatchObject({ estado: 'anulada', debt: '0.00' });
    expect(demoNotes[1].total).toBe(by.FE1006.total);
    const debits = (await demo('GET', 'demo', `debit_notes?where[invoice_id]=${by.FE1002.id}`)).json();
    expect(debits.map((n: any) => n.number)).toEqual(['ND1']);
    expect(by.FE1002.debt).toBe((Number(by.FE1002.total) - Number(demoNotes[0].total) + Number(debits[0].total)).toFixed(2));
  });
});
