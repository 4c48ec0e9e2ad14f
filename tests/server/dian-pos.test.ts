import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dianXml, type DianDocument } from '../../src/core/dian/ubl';
import { generateTestCertificate } from '../../src/server/dian/certificate';
import { signUblDocument } from '../../src/server/dian/sign';
import { startDianSimulator, type DianSimulator } from '../../src/server/dian/simulator';
import { DEMO_DIAN, demoRegistry } from '../../src/server/dian/simulator/registry';
import { colombiaDay, validateDocument } from '../../src/server/dian/simulator/validate';
import { dianGateway, type DianQueue } from '../../src/server/features/dian-send';
import { api, createTestApp, login, setTenantSetting } from '../helpers/app';

// Issue 15 (POS), spec 02 §5 'The DIAN send option appears only for POS invoices when the user can
// send to the DIAN': a POS invoice whose author asked to send it (invoice_send) and can send goes
// through the queue as the POS electronic equivalent document (type 20, CUDE with the software PIN)
// and the DIAN simulator accepts it; without the option, or by a user who cannot send, it stays unsent;
// an order's 'Enviar a la DIAN' carries into the invoice 'Facturar' makes of it.

let sim: DianSimulator;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let cliente: number;
let queue: DianQueue;

beforeAll(async () => {
  sim = await startDianSimulator({ registry: demoRegistry(), port: 0, host: '127.0.0.1' });
  t = await createTestApp({}, undefined, {
    dianGateway: (db) => dianGateway(db, { timeoutMs: 5000, fallbackEndpoint: sim.url }), dianPollMs: 60_000,
  });
  queue = (t.app as unknown as { dianQueue: DianQueue }).dianQueue;
  await setTenantSetting(t.db, 'demo', 'dian_enabled', 'true');
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  cliente = (await admin('GET', 'demo', 'clientes?limit=1&order=id')).json()[0].id;
}, 400_000);
afterAll(async () => { await t?.close(); await sim?.close(); });

const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
const posBody = (extra: Record<string, unknown> = {}) => ({
  cliente_id: cliente, type: 'POS', direccion: 'Carrera 7 # 71-21', fecha: today(),
  items: [{ nombre: 'Café de origen 500 g', cantidad: '2', precio: '32000' }], ...extra,
});
const settle = async () => { queue.kick(); await new Promise((r) => setTimeout(r, 50)); await queue.idle(); };
const read = async (id: number) => (await admin('GET', 'demo', `invoices/${id}`)).json();
const outbox = async (id: number) => (await sql<{ state: string; xml: string | null }>`select state, xml from dian_outbox
  where document = 'invoices' and document_id = ${id}`.execute(t.db)).rows;

describe('POS invoices and the DIAN', () => {
  it('a POS invoice with the send option, by a user who can send, goes DIAN_PENDIENTE → DIAN_ACEPTADO as a type-20 document', async () => {
    const res = await admin('POST', 'demo', 'invoices', posBody({ invoice_send: true }));
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv.number).toMatch(/^POS2\d{3}$/);
    expect(inv.invoice_send).toBe(true);
    expect(inv.estado_dian).toBe('DIAN_PENDIENTE');
    await settle();
    const got = await read(inv.id);
    expect(got.estado_dian, got.dian_respuesta).toBe('DIAN_ACEPTADO');
    expect(got.codigo_dian).toMatch(/^[0-9a-f]{96}$/);
    // The simulator recomputed the CUDE with the software PIN and said so.
    const answer = sim.answers.get(got.codigo_dian)!;
    expect(answer.accepted).toBe(true);
    expect(answer.statusMessage).toBe(`El Documento equivalente electrónico POS ${inv.number}, ha sido autorizado.`);
    // What was sent: an Invoice of type 20, with a CUDE, the POS range and the till with its cashier.
    const [job] = await outbox(inv.id);
    expect(job.state).toBe('accepted');
    expect(job.xml).toContain('<cbc:InvoiceTypeCode>20</cbc:InvoiceTypeCode>');
    expect(job.xml).toContain(`schemeName="CUDE-SHA384">${got.codigo_dian}</cbc:UUID>`);
    expect(job.xml).toContain(`<sts:InvoiceAuthorization>${DEMO_DIAN.posResolution.number}</sts:InvoiceAuthorization>`);
    expect(job.xml).toMatch(/<Name>Cajero<\/Name><Value>[^<]+<\/Value>/);
    expect(job.xml).toContain(`<Name>CódigoVenta</Name><Value>${inv.number}</Value>`);
    // Signed in the last extension, after the three POS ones.
    expect(job.xml).toMatch(/<\/PuntoVenta><\/ext:ExtensionContent><\/ext:UBLExtension><ext:UBLExtension><ext:ExtensionContent><ds:Signature/);
  });

  it('without the send option a POS invoice stays unsent and unqueued; an FE invoice still goes by itself', async () => {
    const plain = (await admin('POST', 'demo', 'invoices', posBody())).json();
    expect(plain.invoice_send).toBe(false);
    expect(plain.estado_dian).toBe('DIAN_NO_ENVIADO');
    expect(await outbox(plain.id)).toHaveLength(0);
    // The option means nothing on another type.
    const invoice = (await admin('POST', 'demo', 'invoices', posBody({ type: 'invoice', invoice_send: true }))).json();
    expect(invoice.estado_dian).toBe('DIAN_NO_ENVIADO');
    expect(await outbox(invoice.id)).toHaveLength(0);
    const fe = (await admin('POST', 'demo', 'invoices', posBody({ type: 'FE' }))).json();
    expect(fe.estado_dian).toBe('DIAN_PENDIENTE');
    await settle();
    expect((await read(fe.id)).estado_dian).toBe('DIAN_ACEPTADO');
  });

  it('a user who cannot send to the DIAN (here: the tenant switched sending off) sends nothing, whatever the option says', async () => {
    await setTenantSetting(t.db, 'demo', 'dian_enabled', 'false');
    try {
      // A SuperAdmin still sees the DIAN fields (core/access canSeeField), so the option is stored; a
      // user without 'Agregar Facturas' cannot create invoices at all, and dianOnly drops the field for others.
      const cannot = api(t.app, await login(t.app, 'admin@demo.test'));
      const res = await cannot('POST', 'demo', 'invoices', posBody({ invoice_send: true }));
      expect(res.statusCode, res.body).toBe(201);
      const row = (await sql<{ estado_dian: string }>`select estado_dian from invoices where id = ${res.json().id}`.execute(t.db)).rows[0];
      expect(row.estado_dian).toBe('DIAN_NO_ENVIADO');
      expect(await outbox(res.json().id)).toHaveLength(0);
    } finally {
      await setTenantSetting(t.db, 'demo', 'dian_enabled', 'true');
    }
  });

  it("an order's 'Enviar a la DIAN' carries into the invoice 'Facturar' makes, which is sent and accepted", async () => {
    const order = async (extra: Record<string, unknown>) => {
      const res = await admin('POST', 'demo', 'pedidos', {
        numero_pedido: `POS-${Date.now() % 100000}-${Math.random().toString(36).slice(2, 6)}`, cliente_id: cliente, direccion_envio: 'Calle 10 # 5-20',
        direccion_facturado: 'Carrera 15 # 93-60', pago: 'Efectivo', facturar: true, invoice_type: 'POS',
        items: [{ nombre: 'Café de origen 500 g', cantidad: '1', precio: '32000' }], ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const asked = await order({ invoice_send: true });
    expect(asked.invoice_send).toBe(true);
    const res = await admin('POST', 'demo', `pedidos/${asked.id}/facturar`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'POS', invoice_send: true, estado_dian: 'DIAN_PENDIENTE' });
    await settle();
    expect((await read(res.json().id)).estado_dian).toBe('DIAN_ACEPTADO');
    // Not asked: the invoice is made, and not sent.
    const quiet = await order({ invoice_send: false });
    const made = (await admin('POST', 'demo', `pedidos/${quiet.id}/facturar`)).json();
    expect(made).toMatchObject({ type: 'POS', invoice_send: false, estado_dian: 'DIAN_NO_ENVIADO' });
    expect(await outbox(made.id)).toHaveLength(0);
  });
});

describe('the DIAN simulator and the POS document', () => {
  const { certificate } = generateTestCertificate({ commonName: DEMO_DIAN.name, password: 'pw', nit: DEMO_DIAN.nit });
  const now = new Date();
  const pos = (number: string): DianDocument => ({
    kind: 'invoice', number, issueDate: colombiaDay(now), issueTime: '10:00:00-05:00', environment: '2',
    supplier: { docType: '31', id: DEMO_DIAN.nit, organization: '1', regimen: '48', responsibilities: ['O-13'], taxScheme: '01', name: DEMO_DIAN.name, address: { line: 'Calle 1', cityCode: '11001' } },
    customer: { docType: '13', id: '1020304050', organization: '2', regimen: '49', responsibilities: ['R-99-PN'], name: 'Consumidor Final', address: { line: 'Calle 2', cityCode: '11001' } },
    resolution: { number: DEMO_DIAN.posResolution.number, startDate: '2026-01-01', endDate: '2028-01-01', prefix: 'POS', from: 2001, to: 2100 },
    software: { id: DEMO_DIAN.softwareId, pin: DEMO_DIAN.softwarePin },
    payment: { form: '1', means: '10' },
    lines: [{ description: 'Café', quantity: '1', unitPrice: '32000', taxes: [{ tributo: '01', percent: '19' }] }],
    pos: {
      softwareManufacturer: { name: 'Ana Gómez', businessName: DEMO_DIAN.name, softwareName: 'Mando' },
      buyerBenefits: { code: '1020304050', name: 'Consumidor Final', points: '0' },
      pointOfSale: { boxPlate: 'CAJA-1', location: 'Calle 1', cashier: 'Ana Gómez', boxType: 'POS', saleCode: number },
    },
  });
  const check = (xml: string) => validateDocument(signUblDocument(xml, certificate), demoRegistry(now), { now });

  it('accepts a POS document of the demo range with its CUDE keyed by the software PIN', () => {
    const v = check(dianXml(pos('POS2050')).xml);
    expect(v.errors).toEqual([]);
    expect(v.pos).toBe(true);
    expect(v.computedKey).toBe(dianXml(pos('POS2050')).uuid);
  });

  it('rejects a wrong CUDE (DEAD06), a number outside the POS range, and a document without its POS extensions (DEPD11)', () => {
    const good = dianXml(pos('POS2051'));
    const forged = good.xml.replace(`>${good.uuid}<`, `>${'0'.repeat(96)}<`);
    expect(check(forged).errors.map((e) => e.rule)).toEqual(['DEAD06']);
    // A CUDE keyed by a technical key instead of the PIN is as wrong.
    const keyed = good.xml.split(good.uuid).join(dianXml({ ...pos('POS2051'), pos: undefined, resolution: { ...pos('POS2051').resolution!, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' } }).uuid);
    expect(check(keyed).errors.map((e) => e.rule)).toContain('DEAD06');
    expect(check(dianXml(pos('POS2101')).xml).errors.map((e) => e.rule)).toEqual(['DEAD05d']);
    const bare = good.xml.replace(/<ext:UBLExtension><ext:ExtensionContent><PuntoVenta>.*?<\/PuntoVenta><\/ext:ExtensionContent><\/ext:UBLExtension>/, '');
    expect(check(bare).errors.map((e) => e.rule)).toEqual(['DEPD11']);
  });
});
