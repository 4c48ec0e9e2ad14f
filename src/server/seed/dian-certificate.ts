// The demo tenant's signing certificate (issue 15): a self-signed test certificate generated at the
// first start (CN the tenant's name, RSA 2048, two years), stored with its random password in the
// tenant settings `dian_certificate` / `dian_certificate_password` (server/dian/certificate.ts), so
// its documents are signed and accepted by the local DIAN simulator. The real DIAN would refuse it.
import { settings } from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import { generateTestCertificate, randomCertificatePassword } from '../dian/certificate';

// One per process and name: a test process seeds many databases, and a key pair plus a PKCS#12
// encryption cost about half a second each time.
const generated = new Map<string, { p12Base64: string; password: string }>();

export async function seedDianCertificate(s: { create(r: Resource, body: Record<string, unknown>): Promise<number> }, name: string, nit?: string) {
  const id = `${name}\0${nit ?? ''}`;
  let cert = generated.get(id);
  if (!cert) {
    const password = randomCertificatePassword();
    cert = { p12Base64: generateTestCertificate({ commonName: name, password, ...(nit ? { nit } : {}) }).p12Base64, password };
    generated.set(id, cert);
  }
  await s.create(settings, { key: 'dian_certificate', value: cert.p12Base64 });
  await s.create(settings, { key: 'dian_certificate_password', value: cert.password });
}
