import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../src/core/money';
import { dianXml } from '../../src/core/dian/ubl';
import { CREDIT, INVOICE } from '../core/dian/ubl-fixtures';
import { DianConfigError, createDianClient, dianClientFromSettings } from '../../src/server/dian/client';
import { generateTestCertificate } from '../../src/server/dian/certificate';
import { dianWire } from '../../src/server/dian/gateway';
import { signUblDocument } from '../../src/server/dian/sign';
import { dianFileName } from '../../src/server/dian/soap';
import { startDianSimulator, type DianSimulator } from '../../src/server/dian/simulator';
import { colombiaDay } from '../../src/server/dian/simulator/validate';
import type { SimulatorRegistry } from '../../src/server/dian/simulator/registry';
import { DianTransportError, type DianClient } from '../../src/server/dian/types';
import { XSD_DIR, path, reissue, setText, type Reissue } from '../helpers/dian-documents';

// The local DIAN end to end: documents re-issued for a registered issuer, signed with its
// certificate, zipped and sent over SOAP with WS-Security by the real client to the simulator on a
// loopback port; every rejection rule is triggered by one change and answered with its code.
const DAY = 86_400_000;
const now = new Date();
const today = colombiaDay(now);
const yesterday = colombiaDay(new Date(now.getTime() - DAY));
const ISSUER = { nit: '901555123', name: 'Comercializadora Demo S.A.S.', softwareId: 'b3a7c1e2-5d4f-4e8a-9c61-2f0d8e7a4b15', pin: '75315' };
const FE = { number: '18764000001234', prefix: 'FE', from: 1001, to: 1200, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' };
const LATER = { number: '18764000009999', prefix: 'FF', from: 1, to: 100, technicalKey: 'aa11bb22cc33dd44ee55ff6677889900aabbccdd' };

const registry = (): SimulatorRegistry => ({
  issuers: [{
    ...ISSUER, softwarePin: ISSUER.pin, testSetId: 'set-1',
    ranges: [
      { resolutionNumber: FE.number, resolutionDate: colombiaDay(new Date(now.getTime() - 60 * DAY)), prefix: FE.prefix, from: FE.from, to: FE.to,
        validFrom: colombiaDay(new Date(now.getTime() - 30 * DAY)), validTo: colombiaDay(new Date(now.getTime() + 30 * DAY)), technicalKey: FE.technicalKey },
      // In force from tomorrow: an invoice of today on it is outside its dates.
      { resolutionNumber: LATER.number, resolutionDate: today, prefix: LATER.prefix, from: LATER.from, to: LATER.to,
        validFrom: colombiaDay(new Date(now.getTime() + DAY)), validTo: colombiaDay(new Date(now.getTime() + 300 * DAY)), technicalKey: LATER.technicalKey },
    ],
  }],
});

const { p12Base64, certificate } = generateTestCertificate({ commonName: ISSUER.name, password: 'pw', nit: ISSUER.nit });
let sim: DianSimulator;
let client: DianClient;
let seq = 0;
const dir = mkdtempSync(join(tmpdir(), 'dian-sim-'));

beforeAll(async () => {
  sim = await startDianSimulator({ registry: registry() });
  client = createDianClient({ endpoint: sim.url, certificate, testSetId: 'set-1' });
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

type Doc = Partial<Reissue> & { signingTime?: Date; kind?: 'Invoice' | 'CreditNote' | 'DebitNote' };
/** A signed document of the registered issuer, number FE1001+ unless said otherwise. */
function doc(o: Doc = {}) {
  const kind = o.kind ?? 'Invoice';
  const n = ++seq;
  const xml = reissue(kind, {
    ...ISSUER, ...(kind === 'Invoice' ? { resolution: FE } : {}), number: kind === 'Invoice' ? `FE${FE.from + n}` : `NC${n}`, issueDate: today, ...o,
  });
  return { fileName: dianFileName(kind === 'Invoice' ? 'fv' : kind === 'CreditNote' ? 'nc' : 'nd', ISSUER.nit, 2026, n), xml: signUblDocument(xml, certificate, { signingTime: o.signingTime ?? now }) };
}
const rules = (a: { errors: { rule: string }[] }) => a.errors.map((e) => e.rule).sort();
const setAttr = (e: Element | undefined, name: string, value: string) => e!.setAttribute(name, value);

describe('DIAN simulator', () => {
  it('accepts a valid invoice (00, Procesado Correctamente.) and GetStatus returns the same answer', async () => {
    const d = doc();
    const answer = await client.sendBillSync(d);
    expect(answer).toMatchObject({ accepted: true, statusCode: '00', description: 'Procesado Correctamente.', errors: [] });
    const uuid = /<cbc:UUID[^>]*>([0-9a-f]{96})</.exec(d.xml)![1];
    expect(answer.documentKey).toBe(uuid);
    expect(answer.statusMessage).toMatch(/^La Factura electrónica FE\d+, ha sido autorizada\.$/);
    expect(answer.applicationResponse).toContain('<cbc:ResponseCode>02</cbc:ResponseCode>');
    // The ApplicationResponse is a valid UBL document.
    const file = join(dir, 'ar.xml');
    writeFileSync(file, answer.applicationResponse!);
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', join(XSD_DIR, 'maindoc', 'UBL-ApplicationResponse-2.1.xsd'), file], { stdio: 'pipe' });
    expect(await client.getStatus(uuid)).toEqual(answer);
  });

  it('accepts credit and debit notes with their CUDE (the software PIN as key)', async () => {
    const nc = await client.sendBillSync(doc({ kind: 'CreditNote' }));
    expect(nc.errors).toEqual([]);
    expect(nc).toMatchObject({ accepted: true, statusCode: '00', statusMessage: expect.stringContaining('Nota Crédito electrónica') });
    const nd = await client.sendBillSync(doc({ kind: 'DebitNote' }));
    expect(nd.errors).toEqual([]);
    expect(nd.accepted).toBe(true);
  });

  it('accepts what the UBL generator (core/dian/ubl.ts) writes, signed: invoice and credit note', async () => {
    const issuer = { ...INVOICE.supplier, id: ISSUER.nit, name: ISSUER.name };
    const software = { id: ISSUER.softwareId, pin: ISSUER.pin };
    const invoice = dianXml({ ...INVOICE, number: 'FE1199', issueDate: today, dueDate: undefined, supplier: issuer, software,
      resolution: { number: FE.number, startDate: today, endDate: today, prefix: FE.prefix, from: FE.from, to: FE.to, technicalKey: FE.technicalKey } });
    const a = await client.sendBillSync({ fileName: dianFileName('fv', ISSUER.nit, 2026, 900), xml: signUblDocument(invoice.xml, certificate, { signingTime: now }) });
    expect(a.errors).toEqual([]);
    expect(a).toMatchObject({ accepted: true, documentKey: invoice.uuid });
    const note = dianXml({ ...CREDIT, number: 'NC900', issueDate: today, supplier: issuer, software, reference: { number: 'FE1199', cufe: invoice.uuid, issueDate: today } });
    const n = await client.sendBillSync({ fileName: dianFileName('nc', ISSUER.nit, 2026, 900), xml: signUblDocument(note.xml, certificate, { signingTime: now }) });
    expect(n.errors).toEqual([]);
    expect(n.accepted).toBe(true);
  });

  const totals = (root: Element) => path(root, 'LegalMonetaryTotal')!;
  const plus = (e: Element | undefined, amount: number) => setText(e, new D(e!.textContent!.trim()).plus(amount).toFixed(2));
  const CASES: [string, Doc, string[]][] = [
    ['FAD06: a CUFE not computed from the document', { keepKey: true, edit: (r) => setText(path(r, 'UUID'), 'ab'.repeat(48)) }, ['FAD06']],
    ['FAD09e: issued (and signed) yesterday, sent today', { issueDate: yesterday, signingTime: new Date(now.getTime() - DAY) }, ['FAD09e']],
    ['FAD09e: issued today, signed yesterday', { signingTime: new Date(now.getTime() - DAY) }, ['FAD09e']],
    ['FAJ43b: the supplier name is not the one in the RUT', { name: 'Comercializadora Demo SAS' }, ['FAJ43b']],
    ['FAJ24: the supplier NIT check digit is wrong', { edit: (r) => setAttr(path(r, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID'), 'schemeID', '0') }, ['FAJ24']],
    ['FAK24: the customer NIT check digit is wrong', { edit: (r) => setAttr(path(r, 'AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID'), 'schemeID', '9') }, ['FAK24']],
    ['FAU14: the payable amount is not the total', { edit: (r) => plus(path(totals(r), 'PayableAmount'), 10) }, ['FAU14']],
    ['FAU06: the total with taxes is not the lines plus taxes', { edit: (r) => { plus(path(totals(r), 'TaxInclusiveAmount'), 50); plus(path(totals(r), 'PayableAmount'), 50); } }, ['FAU06']],
    ['FAU02 + FAU06: the lines do not add up to the gross value', { edit: (r) => plus(path(totals(r), 'LineExtensionAmount'), 100) }, ['FAU02', 'FAU06']],
    ['FAU04: the taxable base is not the lines\' bases', { edit: (r) => plus(path(totals(r), 'TaxExclusiveAmount'), 100) }, ['FAU04']],
    ['FAB05b: a resolution the DIAN did not grant the issuer', { resolution: { ...FE, number: '18764000000000' } }, ['FAB05b']],
    ['FAB10b: a prefix that is not the resolution\'s', { resolution: { ...FE, prefix: 'FX' }, number: 'FX1150' }, ['FAB10b']],
    ['FAD05d: a number outside the authorised range', { number: 'FE1201' }, ['FAD05d']],
    ['FAD09a: issued before the resolution is in force', { resolution: LATER, number: 'FF7' }, ['FAD09a']],
    ['FAB27b: another software\'s security code', { pin: '00000' }, ['FAB27b']],
  ];
  for (const [name, o, expected] of CASES) {
    it(`rejects (99) — ${name}`, async () => {
      const a = await client.sendBillSync(doc(o));
      expect(rules(a)).toEqual(expected);
      expect(a).toMatchObject({ accepted: false, statusCode: '99', description: 'Validación contiene errores en campos mandatorios.' });
      expect(a.errors.every((e) => e.kind === 'rechazo' && e.message.length > 10)).toBe(true);
      expect(a.applicationResponse).toContain(`<cbc:ResponseCode>${expected[0]}</cbc:ResponseCode>`);
    });
  }

  it('tolerates totals within 2.00 (rounding) and not beyond', async () => {
    expect((await client.sendBillSync(doc({ edit: (r) => plus(path(totals(r), 'PayableAmount'), 1.5) }))).errors).toEqual([]);
    expect(rules(await client.sendBillSync(doc({ edit: (r) => plus(path(totals(r), 'PayableAmount'), 2.5) })))).toEqual(['FAU14']);
  });

  it('refuses a document changed after signing (ZE02) and a request whose WS-Security does not verify (SOAP fault)', async () => {
    const d = doc();
    const tampered = { ...d, xml: d.xml.replace(/<cbc:Telephone>[^<]*/, '<cbc:Telephone>3000000000') };
    expect(tampered.xml).not.toBe(d.xml);
    const a = await client.sendBillSync(tampered);
    expect(rules(a)).toEqual(['ZE02']);
    expect(a.errors[0].message).toMatch(/^Valor de la firma inválido\./);
    // The envelope altered on the way: wsa:To is signed.
    const rewriting = createDianClient({
      endpoint: sim.url, certificate,
      fetch: (url, init) => fetch(url, { ...init, body: String(init!.body).replace('/WcfDianCustomerServices.svc</wsa:To>', '/otro.svc</wsa:To>') }),
    });
    await expect(rewriting.sendBillSync(doc())).rejects.toThrow(DianTransportError);
    await expect(rewriting.sendBillSync(doc())).rejects.toThrow(/WS-Security/);
  });

  it('answers a second send of an accepted document with rule 90 and keeps the first answer', async () => {
    const d = doc();
    const first = await client.sendBillSync(d);
    expect(first.accepted).toBe(true);
    const again = await client.sendBillSync(d);
    expect(again).toMatchObject({ accepted: false, statusCode: '99', alreadyProcessed: true, documentKey: first.documentKey });
    expect(again.errors).toEqual([{ rule: '90', message: 'Documento procesado anteriormente.', kind: 'rechazo' }]);
    expect(await client.getStatus(first.documentKey!)).toEqual(first);
    // A rejected document may be sent again (corrected or not): it is validated anew, not rule 90.
    const bad = doc({ name: 'Otra' });
    expect(rules(await client.sendBillSync(bad))).toEqual(['FAJ43b']);
    expect(rules(await client.sendBillSync(bad))).toEqual(['FAJ43b']);
  });

  it('GetStatus of an unknown key answers 66', async () => {
    expect(await client.getStatus('f'.repeat(96))).toMatchObject({ accepted: false, statusCode: '66' });
  });

  it('SendBillAsync and SendTestSetAsync give a ZipKey whose GetStatusZip has the answers', async () => {
    const sent = await client.sendBillAsync(doc());
    expect(sent.errors).toEqual([]);
    expect(sent.zipKey).toMatch(/^[0-9a-f-]{36}$/);
    const [answer] = await client.getStatusZip(sent.zipKey!);
    expect(answer).toMatchObject({ accepted: true, statusCode: '00' });
    const test = await client.sendTestSetAsync(doc({ name: 'Otra' }));
    expect(rules((await client.getStatusZip(test.zipKey!))[0])).toEqual(['FAJ43b']);
    const unknownSet = await client.sendTestSetAsync(doc(), 'no-existe');
    expect(unknownSet.zipKey).toBeUndefined();
    expect(unknownSet.errors[0].message).toMatch(/TestSetId/);
  });

  it('GetNumberingRange answers the registry\'s ranges with their technical keys', async () => {
    const r = await client.getNumberingRange(ISSUER.nit, ISSUER.nit, ISSUER.softwareId);
    expect(r.operationCode).toBe('100');
    expect(r.ranges.map((x) => [x.resolutionNumber, x.prefix, x.fromNumber, x.toNumber, x.technicalKey])).toEqual([
      [FE.number, 'FE', 1001, 1200, FE.technicalKey], [LATER.number, 'FF', 1, 100, LATER.technicalKey],
    ]);
    expect((await client.getNumberingRange(ISSUER.nit, ISSUER.nit, 'otro-software')).ranges).toEqual([]);
  });

  it('the client from tenant settings signs with the tenant\'s PKCS#12; without one it is a DianConfigError', async () => {
    const fromSettings = dianClientFromSettings({ dian_endpoint: sim.url, dian_certificate: p12Base64, dian_certificate_password: 'pw' });
    expect((await fromSettings.sendBillSync(doc())).accepted).toBe(true);
    expect(() => dianClientFromSettings({ dian_endpoint: sim.url, dian_certificate: '' })).toThrow(DianConfigError);
    expect(() => dianClientFromSettings({ dian_endpoint: sim.url, dian_certificate: p12Base64, dian_certificate_password: 'mal' })).toThrow(DianConfigError);
  });

  it('the queue\'s wire: a resend answered with rule 90 becomes the stored answer; an unknown key is null', async () => {
    const wire = dianWire({ settingsOf: async () => ({ dian_endpoint: sim.url, dian_certificate: p12Base64, dian_certificate_password: 'pw' }) });
    const d = doc();
    const first = await wire.send(1, d);
    expect(first.accepted).toBe(true);
    const before = sim.received();
    expect(await wire.send(1, d)).toEqual(first);
    expect(sim.received()).toBe(before + 1);
    expect(await wire.status(1, first.documentKey!)).toEqual(first);
    expect(await wire.status(1, '0'.repeat(96))).toBeNull();
  });

  it('an unreachable endpoint is a DianTransportError (the queue retries)', async () => {
    const closed = await startDianSimulator({ registry: registry() });
    await closed.close();
    await expect(createDianClient({ endpoint: closed.url, certificate, timeoutMs: 5000 }).getStatus('x')).rejects.toThrow(DianTransportError);
  });
});
