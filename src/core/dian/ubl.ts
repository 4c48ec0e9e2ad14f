import { decimalOr } from '../money/decimal';
import { moneyString } from '../money/round';
import { nitCheckDigit } from '../rules/nit';
import { cude, cufe, cufeId, softwareSecurityCode, type CufeInput } from './cufe';
import { DEPARTAMENTOS, MUNICIPIOS, departamentoOf } from './divipola';
import { dianTotals, type TaxGroup } from './totals';
import { PARTY_TAX_SCHEMES } from './tributos';
import { escapeXml, leaf, node, type Attrs } from './xml';

/**
 * DIAN UBL 2.1 documents (Anexo Técnico 1.9): Invoice, CreditNote and DebitNote as XML text, from a
 * plain model (DianDocument). Pure and isomorphic (the browser previews what the server signs). The
 * element order follows the OASIS UBL 2.1 XSD sequences (shared/reference/ubl-2.1/xsd); the DIAN block
 * (sts:DianExtensions) follows the official samples. The second ext:UBLExtension is left with an empty
 * ext:ExtensionContent: the signer puts ds:Signature there (docs/contracts.md 'DIAN UBL documents').
 */

export * from './model';
import type { DianAddress, DianDocument, DianEnvironment, DianParty, DianPos, DianXml, DianConcept, DianLine, DianPayment, DianResolution } from './model';

/** DIAN, the authorisation provider (sts:AuthorizationProvider), NIT 800197268-4. */
export const DIAN_NIT = '800197268';
export const DIAN_DV = '4';
const AGENCY: Attrs = { schemeAgencyID: '195', schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)' };

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  debit: 'urn:oasis:names:specification:ubl:schema:xsd:DebitNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
} as const;

const ROOT = { invoice: 'Invoice', credit: 'CreditNote', debit: 'DebitNote' } as const;
/** ProfileID of the POS document: the document's name in Resolución 000165 de 2023 (assumption: the exact case and punctuation). */
export const POS_PROFILE = 'DIAN 2.1: documento equivalente electrónico del tiquete de máquina registradora con sistema P.O.S.';
/** InvoiceTypeCode of the POS document (the documento equivalente's type list). */
export const POS_TYPE_CODE = '20';
const PROFILE = {
  invoice: 'DIAN 2.1: Factura Electrónica de Venta',
  credit: 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
  debit: 'DIAN 2.1: Nota Débito de Factura Electrónica de Venta',
} as const;

/** Conceptos de corrección (Anexo 1.9 §13.2.4 credit, §13.2.5 debit). */
export const CREDIT_CONCEPTS: Readonly<Record<string, string>> = {
  1: 'Devolución parcial de los bienes y/o no aceptación parcial del servicio',
  2: 'Anulación de factura electrónica',
  3: 'Rebaja o descuento parcial o total',
  4: 'Ajuste de precio',
  5: 'Otros',
};
export const DEBIT_CONCEPTS: Readonly<Record<string, string>> = {
  1: 'Intereses',
  2: 'Gastos por cobrar',
  3: 'Cambio del valor',
  4: 'Otros',
};

/**
 * The empty second extension the signer fills: its ExtensionContent is the document's only empty
 * element of that name. Replace `SIGNATURE_SLOT` with `signatureExtension(signatureXml)`.
 */
export const SIGNATURE_SLOT = '<ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension>';
export const signatureExtension = (signature: string) => `<ext:UBLExtension><ext:ExtensionContent>${signature}</ext:ExtensionContent></ext:UBLExtension>`;

/** QRCode (sts:QRCode): the DIAN catalogue's lookup URL of the document (the form DIAN's 1.9 samples use). */
export const dianQrUrl = (key: string, environment: DianEnvironment): string =>
  `https://catalogo-vpfe${environment === '2' ? '-hab' : ''}.dian.gov.co/document/searchqr?documentkey=${key}`;

/** A moment as the DIAN writes it, in Colombia (UTC−5, no daylight saving): IssueDate and IssueTime. */
export function bogotaDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() - 5 * 3600_000).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}-05:00` };
}

export class DianDocumentError extends Error {}

/** The identification and its check digit: '900123456-7' → ['900123456', '7']; a NIT's DV computed when absent. */
export function partyId(p: Pick<DianParty, 'docType' | 'id' | 'dv'>): { id: string; dv: string | undefined } {
  const [base, given] = p.id.split('-');
  const id = cufeId(base);
  const dv = p.dv ?? given ?? (p.docType === '31' && /\d/.test(id) ? String(nitCheckDigit(id)) : undefined);
  return { id, dv };
}

export const defaultCustomizationId = (d: Pick<DianDocument, 'kind' | 'reference'>): string =>
  d.kind === 'invoice' ? '10' : d.kind === 'credit' ? (d.reference ? '20' : '22') : (d.reference ? '30' : '32');

const money = (name: string, v: string) => leaf(name, v, { currencyID: 'COP' });
const moneyOf = (v: unknown) => moneyString(decimalOr(v, 0));

function address(tag: string, a: DianAddress): string {
  const dept = a.departmentCode ?? departamentoOf(a.cityCode);
  return node(tag, [
    leaf('cbc:ID', a.cityCode),
    leaf('cbc:CityName', a.cityName ?? MUNICIPIOS[a.cityCode] ?? a.cityCode),
    leaf('cbc:PostalZone', a.postalZone),
    leaf('cbc:CountrySubentity', a.departmentName ?? DEPARTAMENTOS[dept] ?? dept),
    leaf('cbc:CountrySubentityCode', dept),
    node('cac:AddressLine', [leaf('cbc:Line', a.line)]),
    node('cac:Country', [leaf('cbc:IdentificationCode', a.country ?? 'CO'), leaf('cbc:Name', (a.country ?? 'CO') === 'CO' ? 'Colombia' : a.country, { languageID: 'es' })]),
  ]);
}

function party(tag: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty', p: DianParty, corporatePrefix?: string): string {
  const { id, dv } = partyId(p);
  const idAttrs = { ...AGENCY, schemeID: dv, schemeName: p.docType };
  const scheme = p.taxScheme ?? 'ZZ';
  return node(tag, [
    leaf('cbc:AdditionalAccountID', p.organization),
    node('cac:Party', [
      tag === 'cac:AccountingCustomerParty' && node('cac:PartyIdentification', [leaf('cbc:ID', id, { schemeID: dv, schemeName: p.docType })]),
      node('cac:PartyName', [leaf('cbc:Name', p.tradeName || p.name)]),
      node('cac:PhysicalLocation', [address('cac:Address', p.address)]),
      node('cac:PartyTaxScheme', [
        leaf('cbc:RegistrationName', p.name),
        leaf('cbc:CompanyID', id, idAttrs),
        leaf('cbc:TaxLevelCode', (p.responsibilities.length ? p.responsibilities : ['R-99-PN']).join(';'), { listName: p.regimen }),
        address('cac:RegistrationAddress', p.address),
        node('cac:TaxScheme', [leaf('cbc:ID', scheme), leaf('cbc:Name', PARTY_TAX_SCHEMES[scheme] ?? scheme)]),
      ]),
      node('cac:PartyLegalEntity', [
        leaf('cbc:RegistrationName', p.name),
        leaf('cbc:CompanyID', id, idAttrs),
        corporatePrefix !== undefined && node('cac:CorporateRegistrationScheme', [leaf('cbc:ID', corporatePrefix)]),
      ]),
      node('cac:Contact', [leaf('cbc:Telephone', p.phone), leaf('cbc:ElectronicMail', p.email)]),
    ]),
  ]);
}

function taxTotal(tag: 'cac:TaxTotal' | 'cac:WithholdingTaxTotal', g: TaxGroup): string {
  return node(tag, [
    money('cbc:TaxAmount', g.amount),
    ...g.subtotals.map((s) => node('cac:TaxSubtotal', [
      money('cbc:TaxableAmount', s.taxable),
      money('cbc:TaxAmount', s.amount),
      s.fixed !== undefined && leaf('cbc:BaseUnitMeasure', '1', { unitCode: '94' }),
      s.fixed !== undefined && money('cbc:PerUnitAmount', s.fixed),
      node('cac:TaxCategory', [
        leaf('cbc:Percent', s.percent),
        node('cac:TaxScheme', [leaf('cbc:ID', g.tributo), leaf('cbc:Name', g.name)]),
      ]),
    ])),
  ]);
}

function dianExtensions(d: DianDocument, key: string, ssc: string): string {
  const r = d.resolution;
  const providerNit = d.software.providerNit ?? d.supplier.id;
  const provider = partyId({ docType: '31', id: providerNit, dv: d.software.providerNit ? d.software.providerDv : partyId(d.supplier).dv });
  return node('sts:DianExtensions', [
    r && node('sts:InvoiceControl', [
      leaf('sts:InvoiceAuthorization', r.number),
      node('sts:AuthorizationPeriod', [leaf('cbc:StartDate', r.startDate), leaf('cbc:EndDate', r.endDate)]),
      node('sts:AuthorizedInvoices', [leaf('sts:Prefix', r.prefix), leaf('sts:From', String(r.from)), leaf('sts:To', String(r.to))]),
    ]),
    node('sts:InvoiceSource', [leaf('cbc:IdentificationCode', 'CO', {
      listAgencyID: '6', listAgencyName: 'United Nations Economic Commission for Europe',
      listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
    })]),
    node('sts:SoftwareProvider', [
      leaf('sts:ProviderID', provider.id, { ...AGENCY, schemeID: provider.dv, schemeName: '31' }),
      leaf('sts:SoftwareID', d.software.id, AGENCY),
    ]),
    leaf('sts:SoftwareSecurityCode', ssc, AGENCY),
    node('sts:AuthorizationProvider', [leaf('sts:AuthorizationProviderID', DIAN_NIT, { ...AGENCY, schemeID: DIAN_DV, schemeName: '31' })]),
    leaf('sts:QRCode', dianQrUrl(key, d.environment)),
  ]);
}

/**
 * One POS extension: <Outer><Inner><Name>…</Name><Value>…</Value>…</Inner></Outer>, unprefixed, so in the
 * document's default namespace (as the Anexo's samples); an empty value keeps its pair.
 */
const namedValues = (outer: string, inner: string, pairs: readonly [string, string][]) =>
  `<ext:UBLExtension><ext:ExtensionContent>${node(outer, [node(inner, pairs.map(([n, v]) => `<Name>${escapeXml(n)}</Name><Value>${escapeXml(v)}</Value>`))])}</ext:ExtensionContent></ext:UBLExtension>`;

/** The three POS extensions (DianPos), in the Anexo's order. */
export function posExtensions(p: DianPos, subtotal: string): string {
  const m = p.softwareManufacturer;
  const b = p.buyerBenefits;
  const s = p.pointOfSale;
  return namedValues('FabricanteSoftware', 'InformacionDelFabricanteDelSoftware', [['NombreApellido', m.name], ['RazonSocial', m.businessName], ['NombreSoftware', m.softwareName]])
    + namedValues('BeneficiosComprador', 'InformacionBeneficiosComprador', [['Codigo', b.code], ['NombresApellidos', b.name], ['Puntos', b.points]])
    + namedValues('PuntoVenta', 'InformacionCajaVenta', [
      ['PlacaCaja', s.boxPlate], ['UbicaciónCaja', s.location], ['Cajero', s.cashier], ['TipoCaja', s.boxType], ['CódigoVenta', s.saleCode], ['SubTotal', subtotal],
    ]);
}

function check(d: DianDocument) {
  const fail = (m: string) => { throw new DianDocumentError(m); };
  if (!d.number) fail('DIAN: el documento no tiene número.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.issueDate) || !/^\d{2}:\d{2}:\d{2}-05:00$/.test(d.issueTime)) fail('DIAN: fecha u hora de emisión inválida.');
  if (!d.lines.length) fail('DIAN: el documento no tiene líneas.');
  if (!d.software.id || !d.software.pin) fail('DIAN: falta el identificador o el PIN del software.');
  if (d.kind === 'invoice' && !d.pos && !d.resolution?.technicalKey) fail('DIAN: la factura necesita la resolución con su clave técnica.');
  if (d.pos && (d.kind !== 'invoice' || !d.resolution)) fail('DIAN: el documento POS es una factura con su resolución de numeración.');
  if (d.kind !== 'invoice' && !d.concept) fail('DIAN: la nota necesita el concepto de corrección.');
  if (d.payment.form === '2' && !(d.payment.dueDate ?? d.dueDate)) fail('DIAN: el pago a crédito necesita fecha de vencimiento.');
}

/** The document's XML, its CUFE/CUDE, SoftwareSecurityCode, QR and totals. Throws DianDocumentError when incomplete. */
export function dianXml(d: DianDocument): DianXml {
  check(d);
  const totals = dianTotals(d.lines, d.allowanceCharges);
  const invoice = d.kind === 'invoice';
  // CUFE: invoices, keyed by the resolution's technical key; CUDE: notes and the POS document, by the software PIN.
  const withCufe = invoice && !d.pos;
  const uuidInput: CufeInput = {
    number: d.number, issueDate: d.issueDate, issueTime: d.issueTime,
    lineExtension: totals.lineExtension, iva: totals.iva, inc: totals.inc, ica: totals.ica, payable: totals.payable,
    supplierNit: partyId(d.supplier).id, customerId: partyId(d.customer).id,
    key: withCufe ? d.resolution!.technicalKey! : d.software.pin, environment: d.environment,
  };
  const uuid = withCufe ? cufe(uuidInput) : cude(uuidInput);
  const ssc = softwareSecurityCode(d.software.id, d.software.pin, d.number);
  const root = ROOT[d.kind];
  const lineTag = invoice ? 'cac:InvoiceLine' : d.kind === 'credit' ? 'cac:CreditNoteLine' : 'cac:DebitNoteLine';
  const qtyTag = invoice ? 'cbc:InvoicedQuantity' : d.kind === 'credit' ? 'cbc:CreditedQuantity' : 'cbc:DebitedQuantity';
  const concepts = d.kind === 'debit' ? DEBIT_CONCEPTS : CREDIT_CONCEPTS;

  const discrepancy = !invoice && node('cac:DiscrepancyResponse', [
    leaf('cbc:ReferenceID', d.reference?.number),
    leaf('cbc:ResponseCode', d.concept!.code),
    leaf('cbc:Description', d.concept!.description || concepts[d.concept!.code] || d.concept!.code),
  ]);
  const billing = !invoice && d.reference && node('cac:BillingReference', [node('cac:InvoiceDocumentReference', [
    leaf('cbc:ID', d.reference.number),
    leaf('cbc:UUID', d.reference.cufe, { schemeName: 'CUFE-SHA384' }),
    leaf('cbc:IssueDate', d.reference.issueDate),
  ])]);
  const period = d.period && node('cac:InvoicePeriod', [leaf('cbc:StartDate', d.period.start), leaf('cbc:EndDate', d.period.end)]);
  const order = d.orderReference && node('cac:OrderReference', [leaf('cbc:ID', d.orderReference)]);
  const paymentMeans = node('cac:PaymentMeans', [
    leaf('cbc:ID', d.payment.form),
    leaf('cbc:PaymentMeansCode', d.payment.means),
    d.payment.form === '2' && leaf('cbc:PaymentDueDate', d.payment.dueDate ?? d.dueDate),
  ]);
  const allowanceCharges = (d.allowanceCharges ?? []).map((a, i) => node('cac:AllowanceCharge', [
    leaf('cbc:ID', String(i + 1)),
    leaf('cbc:ChargeIndicator', a.charge ? 'true' : 'false'),
    leaf('cbc:AllowanceChargeReason', a.reason),
    money('cbc:Amount', moneyOf(a.amount)),
    money('cbc:BaseAmount', totals.lineExtension),
  ]));
  const taxTotals = totals.taxTotals.map((g) => taxTotal('cac:TaxTotal', g));
  // UBL 2.1 has WithholdingTaxTotal in Invoice only (CreditNote and DebitNote do not declare it).
  const withholdings = invoice ? totals.withholdingTotals.map((g) => taxTotal('cac:WithholdingTaxTotal', g)) : [];
  const monetary = node(d.kind === 'debit' ? 'cac:RequestedMonetaryTotal' : 'cac:LegalMonetaryTotal', [
    money('cbc:LineExtensionAmount', totals.lineExtension),
    money('cbc:TaxExclusiveAmount', totals.taxExclusive),
    money('cbc:TaxInclusiveAmount', totals.taxInclusive),
    money('cbc:AllowanceTotalAmount', totals.allowance),
    money('cbc:ChargeTotalAmount', totals.charge),
    money('cbc:PayableAmount', totals.payable),
  ]);
  const lines = d.lines.map((l, i) => {
    const t = totals.lines[i];
    const unit = l.unitCode ?? '94';
    const discount = Number(t.discount) !== 0 && node('cac:AllowanceCharge', [
      leaf('cbc:ID', '1'),
      leaf('cbc:ChargeIndicator', 'false'),
      leaf('cbc:AllowanceChargeReason', 'Descuento'),
      leaf('cbc:MultiplierFactorNumeric', String(l.discountPercent ?? '0')),
      money('cbc:Amount', t.discount),
      money('cbc:BaseAmount', t.gross),
    ]);
    const lineTaxes = t.taxTotals.map((g) => taxTotal('cac:TaxTotal', g));
    const lineWithholdings = invoice ? t.withholdingTotals.map((g) => taxTotal('cac:WithholdingTaxTotal', g)) : [];
    return node(lineTag, [
      leaf('cbc:ID', String(i + 1)),
      leaf(qtyTag, String(l.quantity), { unitCode: unit }),
      money('cbc:LineExtensionAmount', t.lineExtension),
      d.kind !== 'debit' && leaf('cbc:FreeOfChargeIndicator', 'false'),
      // InvoiceLine: AllowanceCharge before TaxTotal; CreditNoteLine and DebitNoteLine: after it.
      invoice ? [discount, ...lineTaxes, ...lineWithholdings].filter(Boolean).join('') : [...lineTaxes, discount].filter(Boolean).join(''),
      node('cac:Item', [
        leaf('cbc:Description', l.description),
        l.code && node('cac:StandardItemIdentification', [leaf('cbc:ID', l.code, { schemeID: '999', schemeName: 'Estándar de adopción del contribuyente' })]),
      ]),
      node('cac:Price', [money('cbc:PriceAmount', moneyOf(l.unitPrice)), leaf('cbc:BaseQuantity', '1', { unitCode: unit })]),
    ]);
  });

  const body = [
    leaf('cbc:UBLVersionID', 'UBL 2.1'),
    leaf('cbc:CustomizationID', d.customizationId ?? defaultCustomizationId(d)),
    leaf('cbc:ProfileID', d.pos ? POS_PROFILE : PROFILE[d.kind]),
    leaf('cbc:ProfileExecutionID', d.environment),
    leaf('cbc:ID', d.number),
    leaf('cbc:UUID', uuid, { schemeID: d.environment, schemeName: withCufe ? 'CUFE-SHA384' : 'CUDE-SHA384' }),
    leaf('cbc:IssueDate', d.issueDate),
    leaf('cbc:IssueTime', d.issueTime),
    invoice && leaf('cbc:DueDate', d.dueDate),
    invoice && leaf('cbc:InvoiceTypeCode', d.pos ? POS_TYPE_CODE : d.invoiceTypeCode ?? '01'),
    d.kind === 'credit' && leaf('cbc:CreditNoteTypeCode', '91'),
    ...(d.notes ?? []).map((n) => leaf('cbc:Note', n)),
    leaf('cbc:DocumentCurrencyCode', 'COP'),
    leaf('cbc:LineCountNumeric', String(d.lines.length)),
    period,
    discrepancy,
    order,
    billing,
    party('cac:AccountingSupplierParty', d.supplier, d.resolution?.prefix ?? ''),
    party('cac:AccountingCustomerParty', d.customer),
    // DebitNote: AllowanceCharge before PaymentMeans; Invoice and CreditNote: after it.
    d.kind === 'debit' ? [...allowanceCharges, paymentMeans].join('') : [paymentMeans, ...allowanceCharges].join(''),
    ...taxTotals,
    ...withholdings,
    monetary,
    ...lines,
  ];
  const xmlns = `xmlns="${NS[d.kind]}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ds="${NS.ds}" xmlns:ext="${NS.ext}" xmlns:sts="${NS.sts}" xmlns:xades="${NS.xades}" xmlns:xades141="${NS.xades141}"`;
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
    + `<${root} ${xmlns}>`
    + `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent>${dianExtensions(d, uuid, ssc)}</ext:ExtensionContent></ext:UBLExtension>`
    + (d.pos ? posExtensions(d.pos, totals.lineExtension) : '')
    + `${SIGNATURE_SLOT}</ext:UBLExtensions>`
    + body.filter(Boolean).join('')
    + `</${root}>`;
  return { xml, uuid, uuidInput, softwareSecurityCode: ssc, qr: dianQrUrl(uuid, d.environment), totals };
}


/** What a credit or debit note adds to the invoice it corrects (noteOf). */
export interface NoteInput {
  kind: 'credit' | 'debit';
  /** The note's own number (its NC/ND prefix + consecutive). */
  number: string;
  issueDate: string;
  issueTime: string;
  concept: DianConcept;
  /** The CUFE of the invoice corrected (its cbc:UUID, stored as invoices.codigo_dian). */
  invoiceCufe: string;
  /** The lines corrected; default the invoice's (an anulación, concept 2, takes them all). */
  lines?: readonly DianLine[];
  /** The note's numbering range (NC/ND resolution), when it has one. */
  resolution?: DianResolution;
  payment?: DianPayment;
  notes?: readonly string[];
}

/**
 * A credit or debit note referencing an invoice: the invoice's parties, software and environment,
 * the note's number, date, concept and lines, BillingReference to the invoice (CustomizationID 20/30).
 */
export function noteOf(invoice: DianDocument, note: NoteInput): DianDocument {
  return {
    kind: note.kind,
    number: note.number,
    issueDate: note.issueDate,
    issueTime: note.issueTime,
    environment: invoice.environment,
    supplier: invoice.supplier,
    customer: invoice.customer,
    resolution: note.resolution,
    software: invoice.software,
    payment: note.payment ?? { form: '1', means: invoice.payment.means },
    lines: note.lines ?? invoice.lines,
    notes: note.notes,
    reference: { number: invoice.number, cufe: note.invoiceCufe, issueDate: invoice.issueDate },
    concept: note.concept,
  };
}
