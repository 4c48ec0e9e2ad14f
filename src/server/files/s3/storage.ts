// Attached files on S3-compatible storage (AWS S3, MinIO, Ceph, Scaleway, DigitalOcean Spaces …), the
// FileStorage of ../storage.ts: path-style URLs ({endpoint}/{bucket}/{key}), SigV4-signed PUT, GET and
// DELETE with the body's SHA-256. Files are at most 20 MB (spec 03), so a put reads the stream into
// memory once to hash it. Downloads stay behind the API (the token), never a public bucket URL.
import { Readable } from 'node:stream';
import type { FileStorage } from '../file-storage';
import { amzDateOf, authorization, sha256Hex, uriEncode } from './sigv4';

export interface S3Config {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (several apps may share one). */
  prefix?: string;
}

/** An S3 answer that is neither success nor 'no such key', with the service's own code. */
export class S3Error extends Error {
  constructor(readonly status: number, readonly code: string, message: string) { super(`S3 ${status} ${code}: ${message}`); }
}

async function bodyOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

const errorOf = async (res: Response): Promise<S3Error> => {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'Unknown';
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? res.statusText;
  return new S3Error(res.status, code, message);
};

export function s3Storage(c: S3Config, now: () => Date = () => new Date()): FileStorage {
  const base = new URL(c.endpoint);
  const pathOf = (key: string) => `${base.pathname.replace(/\/$/, '')}/${uriEncode(c.bucket)}/${uriEncode(`${c.prefix ?? ''}${key}`, true)}`;
  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const path = pathOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = amzDateOf(now());
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    if (body) headers['content-type'] = 'application/octet-stream';
    const auth = authorization({ method, path, headers, payloadHash, amzDate }, c);
    const { host: _host, ...sent } = headers;
    return fetch(`${base.origin}${path}`, { method, headers: { ...sent, authorization: auth }, ...(body ? { body: new Uint8Array(body) } : {}) });
  }
  return {
    async put(key, body) {
      const res = await call('PUT', key, await bodyOf(body));
      if (!res.ok) throw await errorOf(res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await call('GET', key);
      if (!res.ok) {
        const e = await errorOf(res);
        // No such key is 'nothing stored'; a missing bucket is a setup error, said as such.
        if (e.status === 404 && (e.code === 'NoSuchKey' || e.code === 'Unknown')) return null;
        throw e;
      }
      return Readable.fromWeb(res.body as never);
    },
    async remove(key) {
      const res = await call('DELETE', key);
      // DELETE of a missing key is 204 on S3; some services say 404: either way it is gone.
      if (!res.ok && res.status !== 404) throw await errorOf(res);
      await res.arrayBuffer();
    },
  };
}
