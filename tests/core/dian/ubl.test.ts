import { describe, expect, it } from 'vitest';
import type { Element } from '@xmldom/xmldom';
import { softwareSecurityCode } from '../../../src/core/dian/cufe';
import { dianTax, tributoOf } from '../../../src/core/dian/tributos';
import { dianTotals } from '../../../src/core/dian/totals';
import {
  bogotaDateTime, dianXml, DianDocumentError, dianQrUrl, noteOf, NS, SIGNATURE_SLOT, type DianDocument,
} from '../../../src/core/dian/ubl';
import { documentTotals } from '../../../src/core/money';
import { nitCheckDigit } from '../../../src/core/rules/nit';
import { at, kids, parseXml, recomputeKey, textAt, withSignatureStandIn, xmllint } from './ubl-check';
import { CREDIT, DEBIT, INVOICE } from './ubl-fixtures';

// Issue 15 'UBL 2.1 Invoice, CreditNote and DebitNote … validate against the OASIS XSDs with xmllint,
// and since those skip the DIAN block, our own tests check that block field by field'.

const rootOf = (xml: string) => parseXml(xml).documentElement as unknown as Element;
const dianBlock = (root: Element) => at(kids(at(root, 'ext:UBLExtensions'), 'ext:UBLExtension')[0], 'ext:ExtensionContent/sts:DianExtensions');
const attr = (el: Element, name: string) => el.getAttribute(name);

describe('the XSD (xmllint --schema against OASIS UBL 2.1)', () => {
  for (const [kind, doc] of [['invoice', INVOICE], ['credit', CREDIT], ['debit', DEBIT]] as const) {
    it(`a ${kind} validates once the signature is in its slot`, () => {
      const { xml } = dianXml(doc);
      const res = xmllint(kind, withSignatureStandIn(xml));
      expect(res.output).toContain('validates');
      expect(res.ok).toBe(true);
    });
  }

  it('notes without a referenced invoice (22/32), a contingency invoice, document allowances and charges validate too', () => {
    const period = { start: '2026-11-01', end: '2026-11-30' };
    const cases: [DianDocument['kind'], DianDocument][] = [
      ['credit', { ...CREDIT, reference: undefined, period, concept: { code: '3' } }],
      ['debit', { ...DEBIT, reference: undefined, period, allowanceCharges: [{ charge: true, reason: 'Flete', amount: '12000' }] }],
      ['invoice', { ...INVOICE, invoiceTypeCode: '03', notes: ['Contingencia tipo 4'], allowanceCharges: [{ charge: false, reason: 'Pronto pago', amount: '10000' }] }],
    ];
    for (const [kind, doc] of cases) expect(xmllint(kind, withSignatureStandIn(dianXml(doc).xml)).output).toContain('validates');
  });

  it('as generated, the only schema complaint is the empty signature slot (the signer fills it)', () => {
    const { xml } = dianXml(INVOICE);
    expect(xml.split(SIGNATURE_SLOT)).toHaveLength(2);
    const res = xmllint('invoice', xml);
    expect(res.ok).toBe(false);
    const errors = res.output.split('\n').filter((l) => l.includes('error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ExtensionContent');
    expect(errors[0]).toContain('Missing child element');
  });

  it('xmllint really rejects a document out of order (the check can fail)', () => {
    const { xml } = dianXml(INVOICE);
    const swapped = xml.replace(/(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:IssueTime>[^<]*<\/cbc:IssueTime>)/, '$2$1');
    expect(swapped).not.toBe(xml);
    expect(xmllint('invoice', withSignatureStandIn(swapped)).ok).toBe(false);
  });
});

describe('the DIAN block (sts:DianExtensions), field by field', () => {
  it('invoice: InvoiceControl, InvoiceSource, SoftwareProvider, SoftwareSecurityCode, AuthorizationProvider, QRCode', () => {
    const out = dianXml(INVOICE);
    const root = rootOf(out.xml);
    const b = dianBlock(root);
    expect([...Array.from({ length: b.childNodes.length }, (_, i) => (b.childNodes[i] as Element).localName)]).toEqual([
      'InvoiceControl', 'InvoiceSource', 'SoftwareProvider', 'SoftwareSecurityCode', 'AuthorizationProvider', 'QRCode',
    ]);
    expect(textAt(b, 'sts:InvoiceControl/sts:InvoiceAuthorization')).toBe('18760000001');
    expect(textAt(b, 'sts:InvoiceControl/sts:AuthorizationPeriod/cbc:StartDate')).toBe('2026-01-19');
    expect(textAt(b, 'sts:InvoiceControl/sts:AuthorizationPeriod/cbc:EndDate')).toBe('2030-01-19');
    expect(textAt(b, 'sts:InvoiceControl/sts:AuthorizedInvoices/sts:Prefix')).toBe('SETP');
    expect(textAt(b, 'sts:InvoiceControl/sts:AuthorizedInvoices/sts:From')).toBe('990000000');
    expect(textAt(b, 'sts:InvoiceControl/sts:AuthorizedInvoices/sts:To')).toBe('995000000');
    expect(textAt(b, 'sts:InvoiceSource/cbc:IdentificationCode')).toBe('CO');
    const provider = at(b, 'sts:SoftwareProvider/sts:ProviderID');
    expect(provider.textContent).toBe('900373076');
    expect(attr(provider, 'schemeID')).toBe(String(nitCheckDigit('900373076')));
    expect(attr(provider, 'schemeName')).toBe('31');
    expect(attr(provider, 'schemeAgencyID')).toBe('195');
    expect(textAt(b, 'sts:SoftwareProvider/sts:SoftwareID')).toBe('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0');
    expect(textAt(b, 'sts:SoftwareSecurityCode')).toBe(softwareSecurityCode('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', '12345', 'SETP990000008'));
    expect(textAt(b, 'sts:SoftwareSecurityCode')).toMatch(/^[0-9a-f]{96}$/);
    const dian = at(b, 'sts:AuthorizationProvider/sts:AuthorizationProviderID');
    expect([dian.textContent, attr(dian, 'schemeID'), attr(dian, 'schemeName')]).toEqual(['800197268', '4', '31']);
    expect(textAt(b, 'sts:QRCode')).toBe(`https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${out.uuid}`);
    expect(out.qr).toBe(textAt(b, 'sts:QRCode'));
  });

  it('production QR host; a note carries no InvoiceControl without a resolution, and its QR holds the CUDE', () => {
    expect(dianQrUrl('abc', '1')).toBe('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc');
    const out = dianXml(CREDIT);
    const b = dianBlock(rootOf(out.xml));
    expect(kids(b, 'sts:InvoiceControl')).toHaveLength(0);
    expect(textAt(b, 'sts:QRCode')).toContain(out.uuid);
    expect(textAt(b, 'sts:SoftwareSecurityCode')).toBe(softwareSecurityCode(CREDIT.software.id, CREDIT.software.pin, 'NC1'));
  });

  it('a software provider other than the issuer is named with its own NIT and DV', () => {
    const b = dianBlock(rootOf(dianXml({ ...INVOICE, software: { ...INVOICE.software, providerNit: '890903938' } }).xml));
    const provider = at(b, 'sts:SoftwareProvider/sts:ProviderID');
    expect([provider.textContent, attr(provider, 'schemeID')]).toEqual(['890903938', '8']);
  });
});

describe('header, parties and references', () => {
  it('invoice header: UBL 2.1, CustomizationID 10, profile, environment, UUID schemes, dates, type code', () => {
    const out = dianXml(INVOICE);
    const root = rootOf(out.xml);
    expect(root.namespaceURI).toBe(NS.invoice);
    expect(textAt(root, 'cbc:UBLVersionID')).toBe('UBL 2.1');
    expect(textAt(root, 'cbc:CustomizationID')).toBe('10');
    expect(textAt(root, 'cbc:ProfileID')).toBe('DIAN 2.1: Factura Electrónica de Venta');
    expect(textAt(root, 'cbc:ProfileExecutionID')).toBe('2');
    const uuid = at(root, 'cbc:UUID');
    expect([uuid.textContent, attr(uuid, 'schemeID'), attr(uuid, 'schemeName')]).toEqual([out.uuid, '2', 'CUFE-SHA384']);
    expect(textAt(root, 'cbc:IssueDate')).toBe('2026-11-27');
    expect(textAt(root, 'cbc:IssueTime')).toBe('09:15:23-05:00');
    expect(textAt(root, 'cbc:DueDate')).toBe('2026-12-27');
    expect(textAt(root, 'cbc:InvoiceTypeCode')).toBe('01');
    expect(textAt(root, 'cbc:LineCountNumeric')).toBe('5');
    expect(textAt(root, 'cac:OrderReference/cbc:ID')).toBe('OC-771');
    expect(textAt(root, 'cac:PaymentMeans/cbc:ID')).toBe('2');
    expect(textAt(root, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('47');
    expect(textAt(root, 'cac:PaymentMeans/cbc:PaymentDueDate')).toBe('2026-12-27');
    expect(textAt(rootOf(dianXml({ ...INVOICE, invoiceTypeCode: '03' }).xml), 'cbc:InvoiceTypeCode')).toBe('03');
    // Contado: no PaymentDueDate.
    expect(kids(at(rootOf(dianXml({ ...INVOICE, payment: { form: '1', means: '10' } }).xml), 'cac:PaymentMeans'), 'cbc:PaymentDueDate')).toHaveLength(0);
  });

  it('NIT check digit in schemeID, document type in schemeName, régimen and responsabilidades, address codes and names', () => {
    const root = rootOf(dianXml(INVOICE).xml);
    const sup = at(root, 'cac:AccountingSupplierParty');
    expect(textAt(sup, 'cbc:AdditionalAccountID')).toBe('1');
    const id = at(sup, 'cac:Party/cac:PartyTaxScheme/cbc:CompanyID');
    expect([id.textContent, attr(id, 'schemeID'), attr(id, 'schemeName')]).toEqual(['900373076', String(nitCheckDigit('900373076')), '31']);
    const level = at(sup, 'cac:Party/cac:PartyTaxScheme/cbc:TaxLevelCode');
    expect([level.textContent, attr(level, 'listName')]).toEqual(['O-13;O-15', '48']);
    expect(textAt(sup, 'cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toBe('01');
    expect(textAt(sup, 'cac:Party/cac:PartyLegalEntity/cac:CorporateRegistrationScheme/cbc:ID')).toBe('SETP');
    const addr = at(sup, 'cac:Party/cac:PhysicalLocation/cac:Address');
    expect(['cbc:ID', 'cbc:CityName', 'cbc:CountrySubentity', 'cbc:CountrySubentityCode', 'cac:AddressLine/cbc:Line', 'cac:Country/cbc:IdentificationCode']
      .map((p) => textAt(addr, p))).toEqual(['11001', 'Bogotá, D.C.', 'Bogotá', '11', 'Carrera 7 # 71-21', 'CO']);
    expect(textAt(sup, 'cac:Party/cac:Contact/cbc:ElectronicMail')).toBe('facturacion@demo.test');
    // The customer's NIT was given with its DV ('890903938-8'): the number alone, the DV in schemeID.
    const cus = at(root, 'cac:AccountingCustomerParty/cac:Party');
    const cid = at(cus, 'cac:PartyTaxScheme/cbc:CompanyID');
    expect([cid.textContent, attr(cid, 'schemeID')]).toEqual(['890903938', '8']);
    expect(textAt(cus, 'cac:PartyIdentification/cbc:ID')).toBe('890903938');
    expect(textAt(cus, 'cac:PhysicalLocation/cac:Address/cbc:CityName')).toBe('Medellín');
    expect(textAt(cus, 'cac:PhysicalLocation/cac:Address/cbc:CountrySubentity')).toBe('Antioquia');
    // A cédula has no check digit: no schemeID.
    const cc = rootOf(dianXml({ ...INVOICE, customer: { ...INVOICE.customer, docType: '13', id: '1020304050', organization: '2', regimen: '49', responsibilities: ['R-99-PN'] } }).xml);
    const ccId = at(cc, 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID');
    expect([ccId.textContent, attr(ccId, 'schemeID'), attr(ccId, 'schemeName')]).toEqual(['1020304050', null, '13']);
  });

  it('credit note: CustomizationID 20 with a referenced invoice, 22 without; DiscrepancyResponse and BillingReference', () => {
    const out = dianXml(CREDIT);
    const root = rootOf(out.xml);
    expect(root.localName).toBe('CreditNote');
    expect(textAt(root, 'cbc:CustomizationID')).toBe('20');
    expect(textAt(root, 'cbc:ProfileID')).toBe('DIAN 2.1: Nota Crédito de Factura Electrónica de Venta');
    expect(attr(at(root, 'cbc:UUID'), 'schemeName')).toBe('CUDE-SHA384');
    expect(textAt(root, 'cbc:CreditNoteTypeCode')).toBe('91');
    expect(textAt(root, 'cac:DiscrepancyResponse/cbc:ReferenceID')).toBe('SETP990000008');
    expect(textAt(root, 'cac:DiscrepancyResponse/cbc:ResponseCode')).toBe('1');
    expect(textAt(root, 'cac:DiscrepancyResponse/cbc:Description')).toBe('Devolución parcial de los bienes y/o no aceptación parcial del servicio');
    const ref = at(root, 'cac:BillingReference/cac:InvoiceDocumentReference');
    expect([textAt(ref, 'cbc:ID'), textAt(ref, 'cbc:UUID'), attr(at(ref, 'cbc:UUID'), 'schemeName'), textAt(ref, 'cbc:IssueDate')])
      .toEqual(['SETP990000008', 'a'.repeat(96), 'CUFE-SHA384', '2026-11-27']);
    const unreferenced = rootOf(dianXml({ ...CREDIT, reference: undefined, concept: { code: '2' } }).xml);
    expect(textAt(unreferenced, 'cbc:CustomizationID')).toBe('22');
    expect(kids(unreferenced, 'cac:BillingReference')).toHaveLength(0);
    expect(kids(at(unreferenced, 'cac:DiscrepancyResponse'), 'cbc:ReferenceID')).toHaveLength(0);
    expect(textAt(unreferenced, 'cac:DiscrepancyResponse/cbc:Description')).toBe('Anulación de factura electrónica');
  });

  it('debit note: CustomizationID 30/32, its own concept, RequestedMonetaryTotal, DebitNoteLine', () => {
    const root = rootOf(dianXml(DEBIT).xml);
    expect(root.localName).toBe('DebitNote');
    expect(textAt(root, 'cbc:CustomizationID')).toBe('30');
    expect(textAt(root, 'cac:DiscrepancyResponse/cbc:Description')).toBe('Intereses de mora');
    expect(kids(root, 'cac:RequestedMonetaryTotal')).toHaveLength(1);
    expect(kids(root, 'cac:DebitNoteLine')).toHaveLength(2);
    expect(textAt(rootOf(dianXml({ ...DEBIT, reference: undefined }).xml), 'cbc:CustomizationID')).toBe('32');
  });

  it('refuses an incomplete document', () => {
    expect(() => dianXml({ ...INVOICE, resolution: { ...INVOICE.resolution!, technicalKey: '' } })).toThrow(DianDocumentError);
    expect(() => dianXml({ ...CREDIT, concept: undefined })).toThrow(DianDocumentError);
    expect(() => dianXml({ ...INVOICE, payment: { form: '2', means: '1' }, dueDate: undefined })).toThrow(DianDocumentError);
    expect(() => dianXml({ ...INVOICE, issueTime: '09:15:23' })).toThrow(DianDocumentError);
  });
});

describe('totals and tributos', () => {
  // Hand-computed: 2 × 689000 at IVA 19; 24 × 32000 − 5 % at IVA 5; 450000 at IVA 0; 3 × 28333.33 at
  // INC 8 (6799.9992 → 6800.00); 3 × 95000 at IVA 19 with ReteFuente 2.5 %.
  it('groups TaxTotal per tributo with one subtotal per percent, withholdings apart', () => {
    const t = dianXml(INVOICE).totals;
    expect(t.lineExtension).toBe('2927599.99');
    expect(t.taxTotals).toEqual([
      { tributo: '01', name: 'IVA', amount: '352450.00', subtotals: [
        { taxable: '1663000.00', amount: '315970.00', percent: '19.00' },
        { taxable: '729600.00', amount: '36480.00', percent: '5.00' },
        { taxable: '450000.00', amount: '0.00', percent: '0.00' },
      ] },
      { tributo: '04', name: 'INC', amount: '6800.00', subtotals: [{ taxable: '84999.99', amount: '6800.00', percent: '8.00' }] },
    ]);
    expect(t.withholdingTotals).toEqual([{ tributo: '06', name: 'ReteRenta', amount: '7125.00', subtotals: [{ taxable: '285000.00', amount: '7125.00', percent: '2.50' }] }]);
    expect([t.taxExclusive, t.taxInclusive, t.allowance, t.charge, t.payable]).toEqual(['2927599.99', '3286849.99', '0.00', '0.00', '3286849.99']);
    expect([t.iva, t.inc, t.ica]).toEqual(['352450.00', '6800.00', '0.00']);
    expect(t.lines[1]).toMatchObject({ gross: '768000.00', discount: '38400.00', lineExtension: '729600.00' });
  });

  it('the payable equals core/money\'s stored invoice total (same rounding) when there is no withholding', () => {
    const lines = INVOICE.lines.map((l) => ({ ...l, taxes: l.taxes.filter((x) => x.tributo !== '06') }));
    const money = documentTotals(lines.map((l) => ({
      precio: l.unitPrice, cantidad: l.quantity, descuento: l.discountPercent,
      taxes: l.taxes.map((x) => ({ tax_mode: 'percentage' as const, tax_value: x.percent! })),
    })));
    const t = dianTotals(lines);
    expect(t.payable).toBe(money.total);
    expect(t.lineExtension).toBe(money.subtotal);
  });

  it('writes the totals into the XML: TaxTotal per tributo, WithholdingTaxTotal, LegalMonetaryTotal, the line discount', () => {
    const root = rootOf(dianXml({ ...INVOICE, allowanceCharges: [{ charge: false, reason: 'Pronto pago', amount: '10000' }] }).xml);
    const taxTotals = kids(root, 'cac:TaxTotal');
    expect(taxTotals.map((x) => [textAt(x, 'cbc:TaxAmount'), kids(x, 'cac:TaxSubtotal').length])).toEqual([['352450.00', 3], ['6800.00', 1]]);
    expect(attr(at(taxTotals[0], 'cbc:TaxAmount'), 'currencyID')).toBe('COP');
    const wh = kids(root, 'cac:WithholdingTaxTotal');
    expect(wh.map((x) => [textAt(x, 'cbc:TaxAmount'), textAt(x, 'cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID')])).toEqual([['7125.00', '06']]);
    const m = at(root, 'cac:LegalMonetaryTotal');
    expect(['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'AllowanceTotalAmount', 'ChargeTotalAmount', 'PayableAmount']
      .map((k) => textAt(m, `cbc:${k}`))).toEqual(['2927599.99', '2927599.99', '3286849.99', '10000.00', '0.00', '3276849.99']);
    const line2 = kids(root, 'cac:InvoiceLine')[1];
    expect(textAt(line2, 'cac:AllowanceCharge/cbc:Amount')).toBe('38400.00');
    expect(textAt(line2, 'cac:AllowanceCharge/cbc:BaseAmount')).toBe('768000.00');
    expect(textAt(line2, 'cbc:LineExtensionAmount')).toBe('729600.00');
    expect(textAt(line2, 'cac:Price/cbc:PriceAmount')).toBe('32000.00');
  });

  it('an untaxed line is out of TaxExclusive; ICA fills the CUFE\'s third slot', () => {
    const t = dianXml(DEBIT).totals;
    expect([t.lineExtension, t.taxExclusive, t.taxInclusive, t.payable]).toEqual(['99999.99', '84999.99', '106799.99', '106799.99']);
    const ica = dianTotals([{ quantity: 1, unitPrice: '100000', taxes: [{ tributo: '03', percent: '0.966' }] }]);
    expect([ica.ica, ica.iva, ica.inc, ica.payable]).toEqual(['966.00', '0.00', '0.00', '100966.00']);
  });

  it('maps the taxes resource\'s types to tributos in one table', () => {
    expect(['IVA', 'INC', 'ICA', 'RETEIVA', 'RETEFUENTE', 'RETEICA', 'INPP', 'IBUA', 'ICUI'].map((x) => tributoOf(x).code))
      .toEqual(['01', '04', '03', '05', '06', '07', '33', '34', '35']);
    expect(['RETEIVA', 'RETEFUENTE', 'RETEICA'].every((x) => tributoOf(x).withholding)).toBe(true);
    expect(tributoOf(null).code).toBe('01');
    expect(() => tributoOf('OTRO')).toThrow();
    expect(dianTax({ tax_type: 'INC', tax_value: '8', tax_mode: 'percentage' })).toEqual({ tributo: '04', percent: '8' });
    expect(dianTax({ tax_type: 'IBUA', tax_value: '66', tax_mode: 'fixed' })).toEqual({ tributo: '34', fixed: '66' });
  });
});

describe('CUFE / CUDE in the document', () => {
  it('the invoice\'s UUID recomputes from its own fields with the resolution\'s technical key', () => {
    const out = dianXml(INVOICE);
    expect(recomputeKey(parseXml(out.xml), INVOICE.resolution!.technicalKey!)).toBe(out.uuid);
    expect(recomputeKey(parseXml(out.xml), 'otra-clave')).not.toBe(out.uuid);
    expect(out.uuidInput).toMatchObject({ supplierNit: '900373076', customerId: '890903938', iva: '352450.00', inc: '6800.00', ica: '0.00', payable: '3286849.99' });
  });

  it('credit and debit notes\' CUDE recomputes with the software PIN', () => {
    for (const d of [CREDIT, DEBIT]) {
      const out = dianXml(d);
      expect(recomputeKey(parseXml(out.xml), d.software.pin)).toBe(out.uuid);
    }
  });
});

describe('XML text', () => {
  it('escapes & < > and quotes in names and descriptions; the parsed values are the originals', () => {
    const { xml } = dianXml(INVOICE);
    expect(xml).toContain('Comercializadora &lt;Demo&gt; &amp; Cía S.A.S.');
    expect(xml).toContain('Textiles &quot;Antioqueños&quot; S.A.');
    expect(xml).not.toContain('<Demo>');
    const root = rootOf(xml);
    expect(textAt(root, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:RegistrationName')).toBe('Comercializadora <Demo> & Cía S.A.S.');
    expect(textAt(root, 'cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name')).toBe('Demo & Cía');
    expect(textAt(kids(root, 'cac:InvoiceLine')[0], 'cac:Item/cbc:Description')).toBe('Monitor 24" <Full HD>');
  });

  it('drops characters XML cannot carry', () => {
    const { xml } = dianXml({ ...INVOICE, customer: { ...INVOICE.customer, name: 'Nombre\u0001 con control\u0008' } });
    expect(textAt(rootOf(xml), 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:RegistrationName')).toBe('Nombre con control');
  });

  it('Colombian time is UTC−5', () => {
    expect(bogotaDateTime(new Date('2026-11-28T03:04:05Z'))).toEqual({ date: '2026-11-27', time: '22:04:05-05:00' });
  });
});

describe('noteOf: a note from the invoice it corrects', () => {
  it('an anulación takes the invoice\'s lines, references its CUFE, validates, and its CUDE uses the PIN', () => {
    const inv = dianXml(INVOICE);
    const note = noteOf(INVOICE, { kind: 'credit', number: 'NC7', issueDate: '2026-11-28', issueTime: '10:00:00-05:00', concept: { code: '2' }, invoiceCufe: inv.uuid });
    const out = dianXml(note);
    expect(xmllint('credit', withSignatureStandIn(out.xml)).output).toContain('validates');
    const root = rootOf(out.xml);
    expect(textAt(root, 'cbc:CustomizationID')).toBe('20');
    expect(textAt(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:UUID')).toBe(inv.uuid);
    expect(textAt(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('SETP990000008');
    expect(textAt(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe('2026-11-27');
    expect(out.totals.taxInclusive).toBe(inv.totals.taxInclusive);
    expect(kids(root, 'cbc:DueDate')).toHaveLength(0);
    expect(recomputeKey(parseXml(out.xml), INVOICE.software.pin)).toBe(out.uuid);
    const debit = noteOf(INVOICE, { kind: 'debit', number: 'ND3', issueDate: '2026-11-28', issueTime: '10:00:00-05:00', concept: { code: '1' }, invoiceCufe: inv.uuid,
      lines: [{ description: 'Intereses de mora', quantity: '1', unitPrice: '25000', taxes: [] }] });
    expect(xmllint('debit', withSignatureStandIn(dianXml(debit).xml)).output).toContain('validates');
  });
});
