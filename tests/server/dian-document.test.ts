import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@xmldom/xmldom';
import { dianXml, DianDocumentError } from '../../src/core/dian/ubl';
import { formatNit, nitCheckDigit } from '../../src/core/rules/nit';
import { invoiceDocument } from '../../src/server/dian/document';
import { systemActor, withRecordsRead } from '../../src/server/records';
import { DEMO_DIAN_SETTINGS } from '../../src/server/seed/dian';
import { createTestApp, setTenantSetting } from '../helpers/app';
import { at, parseXml, recomputeKey, textAt, withSignatureStandIn, xmllint } from '../core/dian/ubl-check';

// Issue 15: the UBL document of a stored invoice — its lines, client, billing resolution and the
// tenant's DIAN settings (the demo tenant is seeded with a plausible issuer and software).

let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await sql<{ id: number }>`select id from tenants where name = 'demo'`.execute(t.db)).rows[0].id;
}, 400_000);
afterAll(() => t?.close());

const read = <T>(fn: Parameters<typeof withRecordsRead<T>>[2]) => withRecordsRead(t.db, systemActor(tenantId), fn);
const invoiceRow = async (number: string) => (await read(async (rec) => (await sql<{ id: number; total: string; fecha: string; vencimiento: string | null }>`
  select id, total::text as total, fecha::text as fecha, vencimiento::text as vencimiento from invoices
  where tenant_id = ${tenantId} and number = ${number}`.execute(rec.trx)).rows[0]));
const documentOf = async (number: string, opts = {}) => {
  const { id } = await invoiceRow(number);
  return read((rec) => invoiceDocument(rec, id, opts));
};

describe('invoiceDocument: a stored invoice as a DIAN document', () => {
  it('maps the demo FE1002 (a company on credit, a discounted line, IVA 5 %) field by field', async () => {
    const row = await invoiceRow('FE1002');
    const d = await documentOf('FE1002');
    expect(d).toMatchObject({
      kind: 'invoice', number: 'FE1002', issueDate: row.fecha, dueDate: row.vencimiento, invoiceTypeCode: '01', environment: '2',
      payment: { form: '2', means: '1', dueDate: row.vencimiento },
      resolution: { number: '18764000001234', prefix: 'FE', from: 1001, to: 1200, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' },
      software: { id: DEMO_DIAN_SETTINGS.dian_software_id, pin: DEMO_DIAN_SETTINGS.dian_software_pin },
    });
    expect(d.issueTime).toMatch(/^\d{2}:\d{2}:\d{2}-05:00$/);
    expect(d.supplier).toMatchObject({
      docType: '31', id: formatNit('901555123'), organization: '1', regimen: '48', responsibilities: ['O-13', 'O-15'], taxScheme: '01',
      name: 'Comercializadora Demo S.A.S.', address: { cityCode: '11001' }, email: 'facturacion@comercializadorademo.co',
    });
    expect(d.customer).toMatchObject({
      docType: '31', id: formatNit('830045678'), organization: '1', regimen: '48', responsibilities: ['O-13'], taxScheme: '01',
      name: 'Distribuidora El Café Ltda.', tradeName: 'El Café', address: { line: 'Calle 10 # 43A-30', cityCode: '05001', departmentCode: '05' },
    });
    expect(d.lines).toEqual([
      { description: 'Café de origen Huila 500 g', quantity: expect.stringMatching(/^24(\.0+)?$/), unitPrice: expect.stringMatching(/^32000(\.0+)?$/),
        discountPercent: expect.stringMatching(/^5(\.0+)?$/), taxes: [{ tributo: '01', percent: '5' }], code: 'CAF-001' },
      { description: 'Café molido tradicional 250 g', quantity: expect.stringMatching(/^40(\.0+)?$/), unitPrice: expect.stringMatching(/^14500(\.0+)?$/),
        discountPercent: expect.stringMatching(/^0(\.0+)?$/), taxes: [{ tributo: '01', percent: '5' }], code: 'CAF-002' },
    ]);
  });

  it('its XML validates, pays exactly the stored total, and its CUFE recomputes from the document with the technical key', async () => {
    for (const number of ['FE1001', 'FE1002', 'FE1004', 'FE1009']) {
      const out = dianXml(await documentOf(number));
      expect(xmllint('invoice', withSignatureStandIn(out.xml)).output).toContain('validates');
      expect(out.totals.payable).toBe((await invoiceRow(number)).total);
      const doc = parseXml(out.xml);
      expect(recomputeKey(doc, 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c')).toBe(out.uuid);
      const supplierId = at(doc.documentElement as unknown as Element, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID');
      expect([supplierId.textContent, supplierId.getAttribute('schemeID')]).toEqual(['901555123', String(nitCheckDigit('901555123'))]);
    }
  });

  it('is the same document every time it is rebuilt (the CUFE does not move)', async () => {
    const a = dianXml(await documentOf('FE1003'));
    const b = dianXml(await documentOf('FE1003'));
    expect(b.uuid).toBe(a.uuid);
    expect(b.xml).toBe(a.xml);
    expect((await documentOf('FE1003')).payment).toEqual({ form: '1', means: '10', dueDate: undefined });
  });

  it('a person (cédula) client: no check digit, persona natural, no responsable de IVA', async () => {
    const d = await documentOf('FE1004');
    expect(d.customer).toMatchObject({ docType: '13', id: '1020304050', organization: '2', regimen: '49', responsibilities: ['R-99-PN'], taxScheme: 'ZZ', name: 'José Pérez Gómez' });
    const root = parseXml(dianXml(d).xml).documentElement as unknown as Element;
    const id = at(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID');
    expect([id.textContent, id.getAttribute('schemeID'), id.getAttribute('schemeName')]).toEqual(['1020304050', null, '13']);
    expect(textAt(root, 'cac:AccountingCustomerParty/cbc:AdditionalAccountID')).toBe('2');
  });

  it('contingency writes InvoiceTypeCode 03', async () => {
    expect((await documentOf('FE1005', { contingency: true })).invoiceTypeCode).toBe('03');
  });

  it('says what is missing: the resolution\'s technical key, the issuer\'s settings', async () => {
    // An FE invoice needs its resolution's technical key (the CUFE's).
    await sql`update resolutions set technical_key = null where tenant_id = ${tenantId} and number = '18764000001234'`.execute(t.db);
    try {
      await expect(documentOf('FE1001')).rejects.toThrow(new DianDocumentError('La resolución de facturación no tiene clave técnica.'));
    } finally {
      await sql`update resolutions set technical_key = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' where tenant_id = ${tenantId} and number = '18764000001234'`.execute(t.db);
    }
    await setTenantSetting(t.db, 'demo', 'dian_razon_social', '');
    try {
      await expect(documentOf('FE1001')).rejects.toThrow('Falta configurar: Razón social del emisor.');
    } finally {
      await setTenantSetting(t.db, 'demo', 'dian_razon_social', DEMO_DIAN_SETTINGS.dian_razon_social);
    }
    await setTenantSetting(t.db, 'demo', 'dian_software_pin', '');
    try {
      const d = await documentOf('FE1001');
      expect(() => dianXml(d)).toThrow(DianDocumentError);
    } finally {
      await setTenantSetting(t.db, 'demo', 'dian_software_pin', DEMO_DIAN_SETTINGS.dian_software_pin);
    }
  });

  it('maps the demo POS2001 as the POS electronic equivalent document: no technical key, CUDE with the PIN, the till', async () => {
    const d = await documentOf('POS2001');
    expect(d.resolution).toMatchObject({ number: '18764000005678', prefix: 'POS', from: 2001, to: 2100, technicalKey: undefined });
    expect(d.pos).toEqual({
      softwareManufacturer: { name: DEMO_DIAN_SETTINGS.dian_razon_social, businessName: DEMO_DIAN_SETTINGS.dian_razon_social, softwareName: 'Mando' },
      buyerBenefits: { code: d.customer.id.split('-')[0], name: d.customer.name, points: '0' },
      pointOfSale: { boxPlate: 'CAJA-1', location: expect.any(String), cashier: 'Laura Administradora', boxType: 'POS', saleCode: 'POS2001' },
    });
    const out = dianXml(d);
    expect(out.uuidInput.key).toBe(DEMO_DIAN_SETTINGS.dian_software_pin);
    expect(xmllint('invoice', withSignatureStandIn(out.xml)).output).toContain('validates');
    // The till's settings, when the tenant has them.
    await setTenantSetting(t.db, 'demo', 'dian_pos_caja', 'CAJA-07');
    try {
      expect((await documentOf('POS2001')).pos?.pointOfSale.boxPlate).toBe('CAJA-07');
    } finally {
      await setTenantSetting(t.db, 'demo', 'dian_pos_caja', null);
    }
  });

  it('reads only its own tenant\'s invoice', async () => {
    const acme = (await sql<{ id: number }>`select id from tenants where name = 'acme'`.execute(t.db)).rows[0].id;
    const id = (await invoiceRow('FE1001')).id;
    await expect(withRecordsRead(t.db, systemActor(acme), (rec) => invoiceDocument(rec, id))).rejects.toThrow('La factura no existe.');
  });
});
