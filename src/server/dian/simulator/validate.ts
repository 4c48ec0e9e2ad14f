import type { Document, Element, Node } from '@xmldom/xmldom';
import { cufe, softwareSecurityCode, type CufeInput } from '../../../core/dian/cufe';
import { POS_TYPE_CODE } from '../../../core/dian/ubl';
import { D, parseDecimal, type Dec } from '../../../core/money';
import { nitCheckDigit } from '../../../core/rules/nit';
import { verifyUblSignature } from '../sign';
import { parseXml } from '../soap';
import type { DianRuleMessage } from '../types';
import { findIssuer, type SimulatorIssuer, type SimulatorRange, type SimulatorRegistry } from './registry';

/**
 * The simulator's validation of one UBL document, a subset of the Anexo Técnico 1.9's rules with
 * their codes and messages (the literal Anexo message where known; see docs/design-notes.md
 * "DIAN simulator" for which codes are the Anexo's and which are the simulator's own):
 * the XAdES signature (ZE02), the issuer's RUT (NIT check digit FAJ24/FAK24, registered name
 * FAJ43b), the numbering range (FAB05b, FAB10b, FAD05d, FAD09a/b), the software (FAB27b), the
 * CUFE/CUDE recomputed from the document's own fields (FAD06), the issue date (FAD09e) and the
 * totals (FAU02/04/06/14). Credit and debit notes answer the same rules as CA…/DA….
 */
export const TOTALS_TOLERANCE = new D('2.00');

export interface ValidationOptions {
  /** The reception moment (FAD09e compares the issue date with it, in Colombia time). */
  now: Date;
  /** FAJ43b (name ≠ RUT) rejects (the issue's choice) or only notifies (today's DIAN). Default 'rechazo'. */
  nameRule?: 'rechazo' | 'notificacion';
}

export interface DocumentValidation {
  kind: 'Invoice' | 'CreditNote' | 'DebitNote' | 'unknown';
  /** An Invoice of InvoiceTypeCode 20: the POS electronic equivalent document. */
  pos?: boolean;
  /** cbc:ID. */
  number: string;
  /** cbc:UUID as written (the key the sender computed). */
  documentKey: string;
  /** The key the simulator recomputed, when it could (the issuer and the range/PIN known). */
  computedKey?: string;
  supplierNit: string;
  issuer?: SimulatorIssuer;
  errors: DianRuleMessage[];
}

const el = (n: Node | null | undefined): n is Element => !!n && n.nodeType === 1;
const kids = (e: Element | undefined, local: string) => (e ? Array.from(e.childNodes).filter((n): n is Element => el(n) && n.localName === local) : []);
const kid = (e: Element | undefined, local: string) => kids(e, local)[0];
/** The element down a path of local names from `e`, first match at each step. */
const at = (e: Element | undefined, ...path: string[]) => path.reduce<Element | undefined>((cur, p) => kid(cur, p), e);
const txt = (e: Element | undefined) => (e?.textContent ?? '').trim();
const num = (e: Element | undefined): Dec => parseDecimal(txt(e)) ?? new D(0);
const deep = (e: Element | undefined, local: string): Element | undefined => (e ? Array.from(e.getElementsByTagNameNS('*', local))[0] : undefined);

/** YYYY-MM-DD of a moment in Colombia (UTC−5, no daylight saving). */
export const colombiaDay = (d: Date) => new Date(d.getTime() - 5 * 3600_000).toISOString().slice(0, 10);

const NOUN = {
  Invoice: ['la factura', 'Factura electrónica'], CreditNote: ['la NC', 'Nota Crédito electrónica'], DebitNote: ['la ND', 'Nota Débito electrónica'],
  POS: ['el documento equivalente', 'Documento equivalente electrónico POS'],
} as const;

export function validateDocument(xml: string, registry: SimulatorRegistry, o: ValidationOptions): DocumentValidation {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (e) {
    return { kind: 'unknown', number: '', documentKey: '', supplierNit: '', errors: [{ rule: 'ZB01', message: `Fallo en el esquema XML del archivo: ${(e as Error).message}`, kind: 'rechazo' }] };
  }
  const root = doc.documentElement!;
  const kind = (['Invoice', 'CreditNote', 'DebitNote'] as const).find((k) => k === root.localName);
  if (!kind) return { kind: 'unknown', number: '', documentKey: '', supplierNit: '', errors: [{ rule: 'ZB01', message: 'Fallo en el esquema XML del archivo: el documento no es Invoice, CreditNote ni DebitNote.', kind: 'rechazo' }] };
  const typeCode = txt(kid(root, 'InvoiceTypeCode'));
  const pos = kind === 'Invoice' && typeCode === POS_TYPE_CODE;
  // The Anexo's rule families; the POS document's are the documento equivalente Anexo's 'DE' rules
  // (assumption: its CUDE rule is DEAD06, the FAD06 of that Anexo; docs/design-notes.md 'POS').
  const P = pos ? 'DE' : ({ Invoice: 'F', CreditNote: 'C', DebitNote: 'D' } as const)[kind];
  const errors: DianRuleMessage[] = [];
  const reject = (rule: string, message: string) => errors.push({ rule, message, kind: 'rechazo' });

  const number = txt(kid(root, 'ID'));
  const uuidEl = kid(root, 'UUID');
  const documentKey = txt(uuidEl);
  const issueDate = txt(kid(root, 'IssueDate'));
  const issueTime = txt(kid(root, 'IssueTime'));
  const environment = txt(kid(root, 'ProfileExecutionID')) === '1' ? '1' : '2';
  const dianExt = deep(root, 'DianExtensions');

  // Signature.
  const sig = verifyUblSignature(xml);
  if (!sig.valid) reject('ZE02', `Valor de la firma inválido. ${sig.errors.join(' ')}`.trim());

  // The issuer and its RUT.
  const supplierScheme = at(root, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme');
  const supplierIdEl = kid(supplierScheme, 'CompanyID');
  const supplierNit = txt(supplierIdEl).split('-')[0];
  const issuer = findIssuer(registry, supplierNit);
  if (!issuer) reject(`${P}AJ21`, 'El NIT del emisor no está habilitado como facturador electrónico.');
  const dvOk = (idEl: Element | undefined) => {
    const digits = txt(idEl).split('-')[0].replace(/\D/g, '');
    try {
      return !!digits && String(nitCheckDigit(digits)) === (idEl?.getAttribute('schemeID') ?? '');
    } catch {
      return false;
    }
  };
  if (supplierIdEl?.getAttribute('schemeName') === '31' && !dvOk(supplierIdEl)) reject(`${P}AJ24`, 'DV del NIT del emisor no es correcto.');
  const customerIdEl = kid(at(root, 'AccountingCustomerParty', 'Party', 'PartyTaxScheme'), 'CompanyID');
  if (customerIdEl?.getAttribute('schemeName') === '31' && !dvOk(customerIdEl)) reject(`${P}AK24`, 'DV del NIT del adquiriente no es correcto.');
  const registeredName = txt(kid(supplierScheme, 'RegistrationName'));
  if (issuer && registeredName !== issuer.name) {
    errors.push({ rule: `${P}AJ43b`, message: 'Nombre informado No corresponde al registrado en el RUT con respecto al Nit suminstrado.', kind: o.nameRule ?? 'rechazo' });
  }

  // Software.
  const softwareId = txt(at(dianExt, 'SoftwareProvider', 'SoftwareID'));
  const securityCode = txt(kid(dianExt, 'SoftwareSecurityCode'));
  if (issuer && (softwareId !== issuer.softwareId || securityCode !== softwareSecurityCode(issuer.softwareId, issuer.softwarePin, number))) {
    reject(`${P}AB27b`, 'El identificador del software o su código de seguridad (SoftwareSecurityCode) no corresponden al software registrado.');
  }

  // The numbering range (invoices: the resolution of sts:InvoiceControl).
  let range: SimulatorRange | undefined;
  if (kind === 'Invoice' && issuer) {
    const control = kid(dianExt, 'InvoiceControl');
    const authorization = txt(kid(control, 'InvoiceAuthorization'));
    const prefix = txt(at(control, 'AuthorizedInvoices', 'Prefix'));
    range = issuer.ranges.find((r) => r.resolutionNumber === authorization);
    if (!range) reject(`${P}AB05b`, 'El número de autorización no corresponde a un rango de numeración otorgado al emisor.');
    else {
      if (prefix !== range.prefix || !number.startsWith(range.prefix)) reject(`${P}AB10b`, 'El prefijo no corresponde al prefijo de la autorización de numeración');
      const consecutive = Number(number.slice(range.prefix.length));
      if (!/^\d+$/.test(number.slice(range.prefix.length)) || consecutive < range.from || consecutive > range.to) {
        reject(`${P}AD05d`, 'Número de factura no está contenido en el rango de numeración autorizado');
      }
      if (issueDate < range.validFrom) reject(`${P}AD09a`, 'Fecha de emisión anterior a la fecha de inicio de la autorización de la numeración');
      if (issueDate > range.validTo) reject(`${P}AD09b`, 'Fecha de emisión posterior a la fecha final de la autorización de la numeración');
    }
  }

  // The POS document's own extensions (DEPD11): the software manufacturer, the buyer's benefits, the till.
  if (pos) {
    const missing = ['InformacionDelFabricanteDelSoftware', 'InformacionBeneficiosComprador', 'InformacionCajaVenta']
      .filter((name) => !deep(kid(root, 'UBLExtensions'), name));
    if (missing.length) reject('DEPD11', `Falta la información del documento equivalente POS: ${missing.join(', ')}.`);
  }

  // Money.
  const totals = kid(root, kind === 'DebitNote' ? 'RequestedMonetaryTotal' : 'LegalMonetaryTotal');
  const taxBy = (scheme: string) => kids(root, 'TaxTotal')
    .filter((t) => txt(at(t, 'TaxSubtotal', 'TaxCategory', 'TaxScheme', 'ID')) === scheme)
    .reduce((s, t) => s.plus(num(kid(t, 'TaxAmount'))), new D(0));

  // CUFE / CUDE from the document's own fields.
  // A POS document's key is always its CUDE (software PIN), whatever its schemeName says.
  const isCufe = !pos && (uuidEl?.getAttribute('schemeName') ?? '').toUpperCase().startsWith('CUFE');
  const key = isCufe ? range?.technicalKey : issuer?.softwarePin;
  let computedKey: string | undefined;
  if (key) {
    const input: CufeInput = {
      number, issueDate, issueTime, lineExtension: txt(kid(totals, 'LineExtensionAmount')), iva: taxBy('01'), inc: taxBy('04'), ica: taxBy('03'),
      payable: txt(kid(totals, 'PayableAmount')), supplierNit: txt(supplierIdEl), customerId: txt(customerIdEl), key, environment,
    };
    computedKey = cufe(input);
    if (computedKey !== documentKey) reject(`${P}AD06`, `Valor del ${isCufe ? 'CUFE' : 'CUDE'} no está calculado correctamente`);
  }

  // FAD09e: the issue date is the signing date and, outside contingency (03), the day it reaches the DIAN.
  const [noun] = pos ? NOUN.POS : NOUN[kind];
  const signingDay = sig.signingTime ? sig.signingTime.slice(0, 10) : '';
  if (signingDay && signingDay !== issueDate) reject(`${P}AD09e`, `La fecha de generación de ${noun} es diferente a la fecha de firma de ${noun}`);
  else if (typeCode !== '03' && issueDate !== colombiaDay(o.now)) reject(`${P}AD09e`, `La fecha de emisión de ${noun} es diferente a la fecha de envío a la DIAN`);

  // Totals, within TOTALS_TOLERANCE.
  const off = (a: Dec, b: Dec) => a.minus(b).abs().greaterThan(TOTALS_TOLERANCE);
  const lines = kids(root, `${kind}Line`);
  const lineSum = lines.reduce((s, l) => s.plus(num(kid(l, 'LineExtensionAmount'))), new D(0));
  const lineExtension = num(kid(totals, 'LineExtensionAmount'));
  if (off(lineSum, lineExtension)) {
    reject(`${P}AU02`, 'El Valor Bruto antes de tributos no es igual a la suma de los valores de las líneas de la factura que contienen el valor comercial');
  }
  const taxableSum = lines.reduce((s, l) => {
    const bases = kids(l, 'TaxTotal').flatMap((t) => kids(t, 'TaxSubtotal')).map((st) => num(kid(st, 'TaxableAmount')));
    return bases.length ? s.plus(D.max(...bases)) : s;
  }, new D(0));
  if (off(taxableSum, num(kid(totals, 'TaxExclusiveAmount')))) {
    reject(`${P}AU04`, 'Base Imponible es distinto a la suma de los valores de las bases imponibles de todas líneas de detalle.');
  }
  const taxSum = kids(root, 'TaxTotal').reduce((s, t) => s.plus(num(kid(t, 'TaxAmount'))), new D(0));
  const taxInclusive = num(kid(totals, 'TaxInclusiveAmount'));
  if (off(lineExtension.plus(taxSum), taxInclusive)) {
    reject(`${P}AU06`, 'Valor Bruto más tributos es diferente a Valor Bruto de la factura que contienen el valor comercial más la Suma de los Tributos de todas las líneas de detalle.');
  }
  const payable = taxInclusive.minus(num(kid(totals, 'AllowanceTotalAmount'))).plus(num(kid(totals, 'ChargeTotalAmount'))).minus(num(kid(totals, 'PrepaidAmount')));
  if (off(payable, num(kid(totals, 'PayableAmount')))) {
    reject(`${P}AU14`, 'Valor a Pagar de Factura es distinto de la Suma de Valor Bruto más tributos - Valor del Descuento Total + Valor del Cargo Total');
  }

  return { kind, ...(pos ? { pos } : {}), number, documentKey, ...(computedKey ? { computedKey } : {}), supplierNit, ...(issuer ? { issuer } : {}), errors };
}

/** 'La Factura electrónica FE1001, ha sido autorizada.' */
export const acceptedMessage = (kind: DocumentValidation['kind'], number: string, pos = false) =>
  pos ? `El ${NOUN.POS[1]} ${number}, ha sido autorizado.` : `La ${kind === 'unknown' ? 'Factura electrónica' : NOUN[kind][1]} ${number}, ha sido autorizada.`;
