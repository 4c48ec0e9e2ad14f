import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { cude, cufe } from '../../../src/core/dian/cufe';
import { NS, SIGNATURE_SLOT, signatureExtension, type DianKind } from '../../../src/core/dian/ubl';

// Test helpers of the UBL documents: xmllint against the OASIS XSDs, and field reads with xmldom.

const XSD_DIR = resolve(__dirname, '../../../vendor/ubl-2.1/xsd/maindoc');
const XSD = { invoice: 'UBL-Invoice-2.1.xsd', credit: 'UBL-CreditNote-2.1.xsd', debit: 'UBL-DebitNote-2.1.xsd' } as const;
export const XMLLINT = process.env.XMLLINT ?? '/usr/bin/xmllint';

/** xmllint --schema over the document; its combined output and whether it says 'validates'. */
export function xmllint(kind: DianKind, xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ubl-'));
  const file = join(dir, 'doc.xml');
  writeFileSync(file, xml);
  try {
    const r = spawnSync(XMLLINT, ['--nonet', '--noout', '--schema', join(XSD_DIR, XSD[kind]), file], { encoding: 'utf8' });
    if (r.error) throw r.error;
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The document as the signer leaves it, with a stand-in for ds:Signature: ExtensionContent requires one
 * child, and a foreign element passes its lax wildcard (the real ds:Signature is checked strictly).
 */
export const withSignatureStandIn = (xml: string) => {
  if (!xml.includes(SIGNATURE_SLOT)) throw new Error('no signature slot');
  return xml.replace(SIGNATURE_SLOT, signatureExtension('<t:SignatureGoesHere xmlns:t="urn:mando:test"/>'));
};

export const parseXml = (xml: string): Document => new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;

const nsOf = (prefix: string) => (NS as Record<string, string>)[prefix];

/** Direct children by 'prefix:Local' (cbc, cac, sts, ext). */
export function kids(el: Element, name: string): Element[] {
  const [prefix, local] = name.split(':');
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) {
    const e = c as Element;
    if (e.nodeType === 1 && e.localName === local && e.namespaceURI === nsOf(prefix)) out.push(e);
  }
  return out;
}

/** The one element at a path of direct children ('cac:Party/cbc:Name'); throws when missing. */
export function at(el: Element, path: string): Element {
  let cur = el;
  for (const step of path.split('/')) {
    const next = kids(cur, step)[0];
    if (!next) throw new Error(`missing ${step} in ${path}`);
    cur = next;
  }
  return cur;
}
export const textAt = (el: Element, path: string) => at(el, path).textContent ?? '';

/**
 * The CUFE/CUDE recomputed from the document's own fields (Anexo §1 XPaths) and the key given: what
 * the DIAN (and our simulator) do with a received document.
 */
export function recomputeKey(doc: Document, key: string): string {
  const root = doc.documentElement as unknown as Element;
  const totals = kids(root, 'cac:LegalMonetaryTotal')[0] ?? at(root, 'cac:RequestedMonetaryTotal');
  const tax = (code: string) => {
    const t = kids(root, 'cac:TaxTotal').find((x) => textAt(at(x, 'cac:TaxSubtotal'), 'cac:TaxCategory/cac:TaxScheme/cbc:ID') === code);
    return t ? textAt(t, 'cbc:TaxAmount') : '0.00';
  };
  const companyId = (p: string) => textAt(root, `${p}/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`);
  const input = {
    number: textAt(root, 'cbc:ID'), issueDate: textAt(root, 'cbc:IssueDate'), issueTime: textAt(root, 'cbc:IssueTime'),
    lineExtension: textAt(totals, 'cbc:LineExtensionAmount'), iva: tax('01'), inc: tax('04'), ica: tax('03'),
    payable: textAt(totals, 'cbc:PayableAmount'),
    supplierNit: companyId('cac:AccountingSupplierParty'), customerId: companyId('cac:AccountingCustomerParty'),
    key, environment: textAt(root, 'cbc:ProfileExecutionID') as '1' | '2',
  };
  return root.localName === 'Invoice' ? cufe(input) : cude(input);
}
