import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { cufe, softwareSecurityCode } from '../../src/core/dian/cufe';
import { D } from '../../src/core/money';
import { nitCheckDigit } from '../../src/core/rules/nit';

/**
 * UBL documents for the DIAN wire's tests, until the UBL generator (core/dian/ubl.ts) lands: DIAN's
 * own habilitación samples with their old ds:Signature removed, re-issued for another issuer (NIT,
 * name, software, resolution, number, dates) with the CUFE/CUDE and SoftwareSecurityCode recomputed.
 */
const REFERENCE = process.env.UBL_REFERENCE_DIR ?? '/work/shared/reference/ubl-2.1';
/** DIAN's official samples: vendored (bytes unchanged) so a clean clone has them. */
const VENDORED_SAMPLES = resolve(__dirname, '../../vendor/ubl-2.1/samples');
export const SAMPLES_DIR = existsSync(VENDORED_SAMPLES) ? VENDORED_SAMPLES : join(REFERENCE, 'samples');
/** The OASIS XSDs: vendored in the repository when present, else the shared reference. */
const VENDORED = resolve(__dirname, '../../vendor/ubl-2.1/xsd');
export const XSD_DIR = existsSync(VENDORED) ? VENDORED : join(REFERENCE, 'xsd');

export const SAMPLE_FILES = {
  Invoice: 'dian-caja-1.9_invoice_exento-iva.xml',
  CreditNote: 'dian-caja-1.9_credit-note_sin-referencia.xml',
  DebitNote: 'dian-caja-1.9_debit-note_impuestos-saludables.xml',
} as const;

/** A sample without its (stale) signature: the second UBLExtension's content emptied. */
export const unsignedSample = (kind: keyof typeof SAMPLE_FILES) =>
  readFileSync(join(SAMPLES_DIR, SAMPLE_FILES[kind]), 'utf8').replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');

export interface Reissue {
  nit: string;
  name: string;
  softwareId: string;
  pin: string;
  /** Invoices: the resolution and its technical key. */
  resolution?: { number: string; prefix: string; from: number; to: number; technicalKey: string; start?: string; end?: string };
  number: string;
  issueDate: string;
  issueTime?: string;
  /** Changes applied before the keys are computed (e.g. a wrong total), by local-name path from the root. */
  edit?: (root: Element) => void;
  /** Leave the CUFE/CUDE as edited (FAD06 tests). */
  keepKey?: boolean;
}

const el = (n: unknown): n is Element => !!n && (n as Element).nodeType === 1;
export const childrenNamed = (e: Element, local: string) => Array.from(e.childNodes).filter((n): n is Element => el(n) && n.localName === local);
export const path = (e: Element, ...p: string[]) => p.reduce<Element | undefined>((cur, name) => (cur ? childrenNamed(cur, name)[0] : undefined), e);
const all = (e: Element, local: string) => Array.from(e.getElementsByTagNameNS('*', local)) as Element[];
export const setText = (e: Element | undefined, v: string) => {
  if (!e) throw new Error('setText: no element');
  while (e.firstChild) e.removeChild(e.firstChild);
  e.appendChild(e.ownerDocument!.createTextNode(v));
};
const txt = (e: Element | undefined) => (e?.textContent ?? '').trim();

/** A sample re-issued by another issuer, unsigned. */
export function reissue(kind: keyof typeof SAMPLE_FILES, r: Reissue): string {
  const xml = unsignedSample(kind);
  const decl = /^\s*(<\?xml[^?]*\?>)/.exec(xml)?.[1] ?? '';
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement!;
  const dv = String(nitCheckDigit(r.nit));
  const supplier = path(root, 'AccountingSupplierParty')!;
  for (const c of all(supplier, 'CompanyID')) { setText(c, r.nit); c.setAttribute('schemeID', dv); }
  for (const n of all(supplier, 'RegistrationName')) setText(n, r.name);
  const ext = all(root, 'DianExtensions')[0];
  const provider = all(ext, 'ProviderID')[0];
  setText(provider, r.nit);
  provider.setAttribute('schemeID', dv);
  setText(all(ext, 'SoftwareID')[0], r.softwareId);
  if (r.resolution) {
    setText(all(ext, 'InvoiceAuthorization')[0], r.resolution.number);
    setText(all(ext, 'Prefix')[0], r.resolution.prefix);
    setText(all(ext, 'From')[0], String(r.resolution.from));
    setText(all(ext, 'To')[0], String(r.resolution.to));
    if (r.resolution.start) setText(all(ext, 'StartDate')[0], r.resolution.start);
    if (r.resolution.end) setText(all(ext, 'EndDate')[0], r.resolution.end);
  }
  setText(path(root, 'ID'), r.number);
  setText(path(root, 'IssueDate'), r.issueDate);
  if (r.issueTime) setText(path(root, 'IssueTime'), r.issueTime);
  setText(all(ext, 'SoftwareSecurityCode')[0], softwareSecurityCode(r.softwareId, r.pin, r.number));
  r.edit?.(root);
  if (!r.keepKey) {
    const totals = path(root, kind === 'DebitNote' ? 'RequestedMonetaryTotal' : 'LegalMonetaryTotal')!;
    const tax = (scheme: string) => childrenNamed(root, 'TaxTotal').filter((t) => txt(path(t, 'TaxSubtotal', 'TaxCategory', 'TaxScheme', 'ID')) === scheme)
      .reduce((s, t) => s.plus(txt(path(t, 'TaxAmount')) || '0'), new D(0)).toFixed(2);
    const key = kind === 'Invoice' ? r.resolution!.technicalKey : r.pin;
    setText(path(root, 'UUID'), cufe({
      number: r.number, issueDate: r.issueDate, issueTime: txt(path(root, 'IssueTime')), lineExtension: txt(path(totals, 'LineExtensionAmount')),
      iva: tax('01'), inc: tax('04'), ica: tax('03'), payable: txt(path(totals, 'PayableAmount')),
      supplierNit: r.nit, customerId: txt(path(root, 'AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID')), key,
      environment: txt(path(root, 'ProfileExecutionID')) === '1' ? '1' : '2',
    }));
  }
  return `${decl}\n${root.toString()}`;
}
