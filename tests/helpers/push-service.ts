import { createDecipheriv, createECDH, createHmac, createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local push service (what FCM or Mozilla's autopush are to a browser) and the browser's half of
// RFC 8291: the tests decrypt what the server sent with the subscription's private key.

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk).update(Buffer.concat([info, Buffer.from([1])])).digest().subarray(0, length);
};

/**
 * Decrypts an aes128gcm web push message (RFC 8188 record + RFC 8291 key derivation) with the user
 * agent's key pair and auth secret. Throws when anything does not authenticate.
 */
export function decryptWebPush(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // Last record: data, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

/** The VAPID claims of an `Authorization: vapid t=…, k=…` header, after checking the ES256 signature with k. */
export function verifyVapid(header: string | undefined): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a vapid authorization: ${header}`);
  const [jwt, k] = [m[1], m[2]];
  const [h, p, s] = jwt.split('.');
  const header0 = JSON.parse(Buffer.from(h, 'base64url').toString());
  if (header0.alg !== 'ES256') throw new Error(`alg ${header0.alg}`);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('vapid signature does not verify');
  return { claims: JSON.parse(Buffer.from(p, 'base64url').toString()), publicKey: k };
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on a loopback port: records every request; `status` decides the answer (201 by default). */
export async function startPushService(status: (path: string) => number = () => 201) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status(req.url ?? '');
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A browser's subscription keys: P-256 pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 0xff));
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth };
}
