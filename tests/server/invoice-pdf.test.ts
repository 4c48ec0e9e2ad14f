import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dianLookupUrl, invoicePrint, NO_CUFE_TEXT, REPRESENTATION_TEXT } from '../../src/core/dian/invoice-print';
import { formatNit } from '../../src/core/rules/nit';
import { api, createTestApp, login, setTenantSetting } from '../helpers/app';

// The invoice PDF (issue 15; spec 03 §7 GET invoices/{id}/file): the legal Colombian layout with the
// issuer's and the client's NIT and DV, the resolution text, the CUFE and its DIAN lookup QR; read
// with the token in the header or ?token=, by whoever may read the invoice (row scope included).

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let demo: ReturnType<typeof api>;
const CUFE = '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4';
const ISSUER_NIT = formatNit('900373115');
let byNumber: Record<string, { id: number; cliente_id: number; total: string }>;

/** The text a PDF shows: its (inflated) content streams' string operands, in order. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    if (/FlateDecode/.test(m[1])) { try { body = inflateSync(body); } catch { continue; } }
    for (const s of body.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(s[1].replace(/\\(.)/g, '$1'));
  }
  return out.join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'admin@demo.test');
  demo = api(t.app, token);
  await setTenantSetting(t.db, 'demo', 'dian_nit', ISSUER_NIT);
  await setTenantSetting(t.db, 'demo', 'dian_razon_social', 'Servicios Demo de Colombia S.A.S.');
  const rows = (await demo('GET', 'demo', 'invoices?limit=100&whereLike[number]=FE10')).json() as { number: string; id: number; cliente_id: number; total: string }[];
  byNumber = Object.fromEntries(rows.map((r) => [r.number, r]));
  await sql`update invoices set codigo_dian = ${CUFE} where id = ${byNumber.FE1001.id}`.execute(t.db);
}, 120_000);
afterAll(() => t.close());

describe('GET invoices/{id}/file', () => {
  it('answers the invoice as a PDF with its number, CUFE, the NITs with DV, the resolution and the legal caption', async () => {
    const res = await demo('GET', 'demo', `invoices/${byNumber.FE1001.id}/file`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('factura-FE1001.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Factura electrónica de venta');
    expect(text).toContain('No. FE1001');
    expect(text).toContain(CUFE);
    expect(text).toContain(`NIT ${ISSUER_NIT}`);
    expect(text).toContain('Servicios Demo de Colombia S.A.S.');
    expect(text).toMatch(/Resolución DIAN No\. 18764000001234 del \d\d\/\d\d\/\d{4} · Prefijo FE del 1001 al 1200/);
    expect(text).toContain(REPRESENTATION_TEXT);
    const cliente = (await demo('GET', 'demo', `clientes/${byNumber.FE1001.cliente_id}`)).json();
    expect(cliente.tipo_documento).toBe('31');
    expect(text).toContain(`NIT: ${cliente.document}`);
    expect(cliente.document).toMatch(/^\d+-\d$/);
    const total = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2 }).format(Number(byNumber.FE1001.total));
    expect(text).toContain(`$ ${total}`);
  });

  it('says so when the invoice has no CUFE, and takes the token as ?token=', async () => {
    const anon = api(t.app);
    const res = await anon('GET', 'demo', `invoices/${byNumber.FE1005.id}/file?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(NO_CUFE_TEXT);
    expect((await anon('GET', 'demo', `invoices/${byNumber.FE1005.id}/file`)).statusCode).toBe(401);
    expect((await anon('GET', 'demo', `invoices/${byNumber.FE1005.id}/file?token=nope`)).statusCode).toBe(401);
    // The query token opens file downloads only.
    expect((await anon('GET', 'demo', `invoices/${byNumber.FE1005.id}?token=${token}`)).statusCode).toBe(401);
  });

  it('is 403 without the invoices permission, and 404 for an invoice out of the row scope or missing', async () => {
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('GET', 'demo', `invoices/${byNumber.FE1001.id}/file`)).statusCode).toBe(403);
    // A user linked to FE1004's client who may see invoices: its own client's only.
    const perm = (await demo('GET', 'demo', `permissions?where[name]=${encodeURIComponent('Ver Facturas')}`)).json()[0];
    const role = (await demo('POST', 'demo', 'roles', { name: 'Cliente con facturas', permissions: [perm.id] })).json();
    const created = await demo('POST', 'demo', 'users', { full_name: 'Cliente Facturas', email: 'pdf-cliente@demo.test', documento: '7654321',
      password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id], cliente_id: byNumber.FE1004.cliente_id });
    expect(created.statusCode, created.body).toBe(201);
    const client = api(t.app, await login(t.app, 'pdf-cliente@demo.test'));
    expect((await client('GET', 'demo', `invoices/${byNumber.FE1004.id}/file`)).statusCode).toBe(200);
    expect(byNumber.FE1002.cliente_id).not.toBe(byNumber.FE1004.cliente_id);
    expect((await client('GET', 'demo', `invoices/${byNumber.FE1002.id}/file`)).statusCode).toBe(404);
    expect((await demo('GET', 'demo', 'invoices/999999/file')).statusCode).toBe(404);
    // Another tenant's invoice is not there either.
    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    expect((await acme('GET', 'acme', `invoices/${byNumber.FE1004.id}/file`)).statusCode).toBe(404);
  });
});

describe('the printed model', () => {
  it('points the QR at the DIAN lookup of its environment and prints taxes by rate', () => {
    expect(dianLookupUrl('abc', '1')).toBe('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc');
    expect(dianLookupUrl('abc', '2')).toBe('https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=abc');
    const iva = (rate: string) => ({ tax_id: 1, tax_value: rate, tax_type: 'IVA', tax_mode: 'percentage', tax_name: null, tax_cuenta_id: null, tax_cuenta_compra_id: null });
    const p = invoicePrint({
      invoice: { number: 'FE7', type: 'FE', total: '1240.00', codigo_dian: 'abc', forma_pago: 'Débito', pago: 'efectivo', fecha: '2026-11-02',
        items: [{ nombre: 'A', cantidad: '1', precio: '1000', descuento: '10', taxes: [iva('19')] }, { nombre: 'B', cantidad: '2', precio: '50', taxes: [iva('5')] }] },
      client: { nombres: 'Ana', apellidos: 'Gómez', tipo_documento: '13', document: '52987654' },
      resolution: null,
      settings: { dian_nit: '900373115', dian_environment: '1' },
    });
    expect(p.issuer.lines[0]).toBe(`NIT ${ISSUER_NIT}`);
    expect(p.client.lines[0]).toBe('Cédula de ciudadanía: 52987654');
    expect(p.qr).toBe(dianLookupUrl('abc', '1'));
    expect(p.taxTotals).toEqual([{ label: 'IVA 19 %', base: '$ 900,00', amount: '$ 171,00' }, { label: 'IVA 5 %', base: '$ 100,00', amount: '$ 5,00' }]);
    expect(p.meta).toContainEqual(['Forma de pago', 'Contado']);
    expect(p.meta).toContainEqual(['Vencimiento', '02/11/2026']);
  });

  it('titles an invoice issued in contingency as such', () => {
    const print = (type: string) => invoicePrint({
      invoice: { number: 'FC1', type: 'FE', total: '100.00', fecha: '2026-11-02', items: [{ nombre: 'A', cantidad: '1', precio: '100' }] },
      client: { nombres: 'Ana', tipo_documento: '13', document: '52987654' },
      resolution: { number: '18764000009012', type, prefix: 'FC', start_range: 1, end_range: 500, start_date: '2026-01-01', end_date: '2027-06-30' },
      settings: {},
    }).title;
    expect(print('CONTINGENCIA')).toBe('Factura electrónica de venta (contingencia)');
    expect(print('FE')).toBe('Factura electrónica de venta');
  });
});
