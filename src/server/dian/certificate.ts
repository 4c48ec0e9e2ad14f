import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * The signing certificate of a tenant (XAdES of every UBL document, WS-Security of every SOAP call):
 * a PKCS#12 (.p12/.pfx) kept as base64 with its password in the tenant settings `dian_certificate` and
 * `dian_certificate_password` (core/dian/wire-settings.ts). The demo tenant and the DIAN simulator use
 * a self-signed test certificate generated here; the real DIAN wants one from an ONAC-accredited CA.
 * Passwords are never logged: errors name no secret.
 */
export interface DianCertificate {
  /** PEM of the RSA private key (PKCS#8). */
  privateKeyPem: string;
  /** PEM of the signer's certificate. */
  certificatePem: string;
  /** DER of the certificate, base64 (ds:X509Certificate, wsse:BinarySecurityToken). */
  certificateBase64: string;
  /** SHA-256 of the DER, base64 (xades:CertDigest). */
  certificateDigest: string;
  /** Issuer as RFC 4514 text, most specific first ("CN=…,O=…,C=CO"): xades:X509IssuerName. */
  issuerName: string;
  /** Serial number in decimal (xades:X509SerialNumber). */
  serialNumber: string;
  /** Subject common name. */
  commonName: string;
  notBefore: Date;
  notAfter: Date;
}

export class CertificateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CertificateError';
  }
}

const SHORT_NAMES: Record<string, string> = { commonName: 'CN', organizationName: 'O', organizationalUnitName: 'OU', countryName: 'C',
  localityName: 'L', stateOrProvinceName: 'ST', emailAddress: 'E', serialName: 'SERIALNUMBER' };

const escapeRdn = (v: string) => v.replace(/([,+"\\<>;=])/g, '\\$1').replace(/^([ #])/, '\\$1').replace(/ $/, '\\ ');

/** A forge name as RFC 4514 text (reverse order of the DER sequence). */
function rfc4514(attrs: forge.pki.CertificateField[]): string {
  return [...attrs].reverse().map((a) => `${a.shortName ?? SHORT_NAMES[a.name ?? ''] ?? (a.type === '2.5.4.5' ? 'SERIALNUMBER' : a.type)}=${escapeRdn(String(a.value))}`).join(',');
}

/** Decimal text of a hex serial number. */
const hexToDecimal = (hex: string) => BigInt(`0x${hex || '0'}`).toString(10);

/** The certificate and key of a PKCS#12, by its password. Throws CertificateError on a wrong password or file. */
export function loadPkcs12(p12Base64: string, password: string): DianCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.decode64(p12Base64.replace(/\s+/g, ''));
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, password);
  } catch {
    throw new CertificateError('No se pudo abrir el certificado: el archivo o la contraseña no son válidos.');
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new CertificateError('El certificado no contiene la llave privada.');
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c);
  // The signer's certificate is the one whose public key matches the private key (a chain may come along).
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!cert) throw new CertificateError('El certificado no corresponde a la llave privada.');
  return describe(cert, forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))));
}

function describe(cert: forge.pki.Certificate, privateKeyPem: string): DianCertificate {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    privateKeyPem,
    certificatePem: forge.pki.certificateToPem(cert),
    certificateBase64: forge.util.encode64(der),
    certificateDigest: createHash('sha256').update(Buffer.from(der, 'binary')).digest('base64'),
    issuerName: rfc4514(cert.issuer.attributes),
    serialNumber: hexToDecimal(cert.serialNumber),
    commonName: String(cert.subject.getField('CN')?.value ?? ''),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}

export interface TestCertificateOptions {
  /** CN of subject and issuer: the tenant's name (razón social). */
  commonName: string;
  /** The PKCS#12 password. */
  password: string;
  /** NIT, written as the subject's serialNumber attribute when given. */
  nit?: string;
  /** Validity in days from `now` (default 730). */
  days?: number;
  now?: Date;
}

/**
 * A self-signed RSA-2048 test certificate (SHA-256, CA:false, digitalSignature + nonRepudiation) as
 * PKCS#12 base64 (3DES, as every tool reads it). The key pair comes from node:crypto (native, fast).
 */
export function generateTestCertificate(o: TestCertificateOptions): { p12Base64: string; certificate: DianCertificate } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive 8-byte serial: at most 19 decimal digits, within what libxml2 accepts as xs:integer
  // (ds:X509SerialNumber is checked by the OASIS XSD).
  const serial = randomBytes(8);
  serial[0] &= 0x7f;
  serial[0] |= 0x10;
  cert.serialNumber = serial.toString('hex');
  const now = o.now ?? new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + (o.days ?? 730) * 24 * 3600_000);
  const name: forge.pki.CertificateField[] = [
    { shortName: 'C', value: 'CO' },
    { shortName: 'O', value: o.commonName },
    { shortName: 'OU', value: 'Certificado de pruebas (autofirmado)' },
    { shortName: 'CN', value: o.commonName },
  ];
  if (o.nit) name.push({ type: '2.5.4.5', value: o.nit });
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], o.password, { algorithm: '3des', friendlyName: o.commonName });
  return { p12Base64: forge.util.encode64(forge.asn1.toDer(p12).getBytes()), certificate: describe(cert, keyPem) };
}

// Opening a PKCS#12 costs a key derivation and a 3DES decryption: kept per (file, password) digest.
const opened = new Map<string, DianCertificate>();

/** The tenant's certificate from its settings, or null when none is configured. Throws CertificateError when it cannot be opened. */
export function certificateFromSettings(settings: Record<string, unknown>): DianCertificate | null {
  const p12 = typeof settings.dian_certificate === 'string' ? settings.dian_certificate.trim() : '';
  if (!p12) return null;
  const password = String(settings.dian_certificate_password ?? '');
  const key = createHash('sha256').update(p12).update('\0').update(password).digest('hex');
  const hit = opened.get(key);
  if (hit) return hit;
  const cert = loadPkcs12(p12, password);
  if (opened.size >= 50) opened.delete(opened.keys().next().value!);
  opened.set(key, cert);
  return cert;
}

/** A random password for a generated certificate (the demo's lives in its settings beside the file). */
export const randomCertificatePassword = () => randomBytes(12).toString('base64url');
