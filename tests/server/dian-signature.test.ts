import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MAX_CHARS } from '../../src/core/dian/wire-settings';
import { checkSetting } from '../../src/core/resources/settings';
import { CertificateError, certificateFromSettings, generateTestCertificate, loadPkcs12 } from '../../src/server/dian/certificate';
import { DIAN_POLICY_HASH, DIAN_POLICY_URL, DS_NS, XADES_NS, signUblDocument, verifyUblSignature } from '../../src/server/dian/sign';
import { SAMPLE_FILES, XSD_DIR, unsignedSample } from '../helpers/dian-documents';

// The XAdES-EPES signature of the DIAN, checked by two independent tools: libxml2 against the OASIS
// XSDs (ds:Signature and xades:* are validated strictly there) and xmlsec1 (a C implementation of
// XML-DSig), run as child processes on the signed files.
const dir = mkdtempSync(join(tmpdir(), 'dian-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { p12Base64, certificate } = generateTestCertificate({ commonName: 'Comercializadora Demo S.A.S.', password: 'clave-de-prueba', nit: '901555123' });
const certPem = join(dir, 'cert.pem');
writeFileSync(certPem, certificate.certificatePem);

const XSD = { Invoice: 'UBL-Invoice-2.1.xsd', CreditNote: 'UBL-CreditNote-2.1.xsd', DebitNote: 'UBL-DebitNote-2.1.xsd' } as const;

function xmllint(file: string, kind: keyof typeof XSD) {
  return execFileSync('xmllint', ['--nonet', '--noout', '--schema', join(XSD_DIR, 'maindoc', XSD[kind]), file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** xmlsec1's verdict: 0 verified, else its output (the IDs of KeyInfo and SignedProperties declared). */
function xmlsec(file: string): { ok: boolean; out: string } {
  try {
    execFileSync('xmlsec1', ['--verify', '--pubkey-cert-pem', certPem,
      '--id-attr:Id', 'http://uri.etsi.org/01903/v1.3.2#:SignedProperties', '--id-attr:Id', 'http://www.w3.org/2000/09/xmldsig#:KeyInfo', file],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { ok: true, out: '' };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

const write = (name: string, xml: string) => {
  const file = join(dir, name);
  writeFileSync(file, xml);
  return file;
};

describe('certificate (PKCS#12)', () => {
  it('a generated test certificate opens with its password and fits a setting (≤ 5000 characters)', () => {
    expect(p12Base64.length).toBeLessThanOrEqual(5000);
    const c = loadPkcs12(p12Base64, 'clave-de-prueba');
    expect(c.commonName).toBe('Comercializadora Demo S.A.S.');
    expect(c.issuerName).toContain('CN=Comercializadora Demo S.A.S.');
    expect(c.serialNumber).toMatch(/^\d{1,19}$/);
    expect(c.certificateDigest).toBe(certificate.certificateDigest);
    expect(c.notAfter.getTime()).toBeGreaterThan(Date.now() + 700 * 86_400_000);
    expect(certificateFromSettings({ dian_certificate: p12Base64, dian_certificate_password: 'clave-de-prueba' })?.serialNumber).toBe(c.serialNumber);
    expect(certificateFromSettings({ dian_certificate: '' })).toBeNull();
  });

  it("a CA-issued file with its chain (longer than 5000 characters) is a valid setting and opens", () => {
    // The leaf plus two CA certificates, as Colombian CAs deliver them.
    const chain = [1, 2].map((i) => forge.pki.certificateFromPem(generateTestCertificate({ commonName: `CA de prueba ${i}`, password: 'x' }).certificate.certificatePem));
    const key = forge.pki.privateKeyFromPem(certificate.privateKeyPem);
    const leaf = forge.pki.certificateFromPem(certificate.certificatePem);
    const big = forge.util.encode64(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [leaf, ...chain], 'clave-de-prueba', { algorithm: '3des' })).getBytes());
    expect(big.length).toBeGreaterThan(5000);
    expect(checkSetting('dian_certificate', big)).toMatchObject({ ok: true });
    expect(checkSetting('dian_certificate', 'A'.repeat(CERTIFICATE_MAX_CHARS + 1))).toMatchObject({ ok: false });
    expect(loadPkcs12(big, 'clave-de-prueba').serialNumber).toBe(certificate.serialNumber);
  });

  it('a wrong password or a broken file is a CertificateError that names no secret', () => {
    expect(() => loadPkcs12(p12Base64, 'otra')).toThrow(CertificateError);
    expect(() => loadPkcs12('bm8gZXMgdW4gcDEy', 'clave-de-prueba')).toThrow(CertificateError);
    try {
      loadPkcs12(p12Base64, 'otra');
    } catch (e) {
      expect((e as Error).message).not.toContain('otra');
    }
  });
});

describe('XAdES-EPES signature', () => {
  for (const kind of Object.keys(SAMPLE_FILES) as (keyof typeof SAMPLE_FILES)[]) {
    it(`${kind}: the signed document validates against the OASIS XSD and xmlsec1 verifies it`, () => {
      const signed = signUblDocument(unsignedSample(kind), certificate, { signingTime: new Date('2024-03-15T14:15:23Z') });
      const file = write(`${kind}.xml`, signed);
      expect(xmllint(file, kind)).toBe('');
      const v = xmlsec(file);
      expect(v.out).toBe('');
      expect(v.ok).toBe(true);
      expect(verifyUblSignature(signed)).toMatchObject({ valid: true, errors: [], signingTime: '2024-03-15T09:15:23.000-05:00' });
    });
  }

  it('is the DIAN profile: in the second UBLExtension, C14N, RSA-SHA256, three SHA-256 references, policy v2 and role supplier', () => {
    const signed = signUblDocument(unsignedSample('Invoice'), certificate);
    const doc = new DOMParser().parseFromString(signed, 'text/xml');
    const sig = doc.getElementsByTagNameNS(DS_NS, 'Signature')[0] as Element;
    const content = sig.parentNode as Element;
    const extension = content.parentNode as Element;
    expect(content.localName).toBe('ExtensionContent');
    const siblings = Array.from((extension.parentNode as Element).childNodes).filter((n) => n.nodeType === 1);
    expect(siblings.indexOf(extension)).toBe(1);
    const attr = (local: string, name = 'Algorithm') => (sig.getElementsByTagNameNS(DS_NS, local)[0] as Element).getAttribute(name);
    expect(attr('CanonicalizationMethod')).toBe('http://www.w3.org/TR/2001/REC-xml-c14n-20010315');
    expect(attr('SignatureMethod')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const refs = Array.from(sig.getElementsByTagNameNS(DS_NS, 'Reference')).filter((r) => (r.parentNode as Element).localName === 'SignedInfo') as Element[];
    expect(refs.map((r) => r.getAttribute('URI'))).toEqual(['', `#${sig.getAttribute('Id')}-keyinfo`, `#${sig.getAttribute('Id')}-signedprops`]);
    expect(refs[2].getAttribute('Type')).toBe('http://uri.etsi.org/01903#SignedProperties');
    for (const r of refs) expect((r.getElementsByTagNameNS(DS_NS, 'DigestMethod')[0] as Element).getAttribute('Algorithm')).toBe('http://www.w3.org/2001/04/xmlenc#sha256');
    const x = (local: string) => (sig.getElementsByTagNameNS(XADES_NS, local)[0] as Element | undefined)?.textContent;
    expect(x('Identifier')).toBe(DIAN_POLICY_URL);
    expect(sig.getElementsByTagNameNS(XADES_NS, 'SigPolicyHash')[0].textContent).toContain(DIAN_POLICY_HASH);
    expect(x('ClaimedRole')).toBe('supplier');
    expect(sig.getElementsByTagNameNS(XADES_NS, 'CertDigest')[0].textContent).toContain(certificate.certificateDigest);
    expect(x('X509SerialNumber') ?? sig.getElementsByTagNameNS(DS_NS, 'X509SerialNumber')[0].textContent).toBe(certificate.serialNumber);
  });

  it('a changed document, a changed signing time or another certificate no longer verifies (xmlsec1 and ours)', () => {
    const signed = signUblDocument(unsignedSample('Invoice'), certificate, { signingTime: new Date('2024-03-15T14:15:23Z') });
    const tampered = {
      amount: signed.replace(/(<cbc:PayableAmount[^>]*>)[^<]+/, '$1999999.00'),
      signingTime: signed.replace('2024-03-15T09:15:23.000-05:00', '2024-03-16T09:15:23.000-05:00'),
    };
    for (const [name, xml] of Object.entries(tampered)) {
      expect(xml).not.toBe(signed);
      expect(xmlsec(write(`tampered-${name}.xml`, xml)).ok).toBe(false);
      expect(verifyUblSignature(xml).valid).toBe(false);
    }
    const other = generateTestCertificate({ commonName: 'Otra', password: 'x' }).certificate;
    const swapped = signed.replace(/<ds:X509Certificate>[^<]+/, `<ds:X509Certificate>${other.certificateBase64}`);
    expect(verifyUblSignature(swapped).valid).toBe(false);
  });

  it('refuses a document that is already signed', () => {
    const signed = signUblDocument(unsignedSample('Invoice'), certificate);
    expect(() => signUblDocument(signed, certificate)).toThrow(/already signed/);
  });
});
