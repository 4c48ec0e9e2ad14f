// A local S3-compatible server for tests and training (the storage we cannot reach from CI): path-style
// buckets, PUT/GET/DELETE object, SigV4 verified the way S3 does (credential scope, signed headers, the
// payload's SHA-256, a 15-minute clock window), and S3's XML errors (NoSuchKey, NoSuchBucket,
// InvalidAccessKeyId, SignatureDoesNotMatch, XAmzContentSHA256Mismatch, RequestTimeTooSkewed).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorization, parseAuthorization, sha256Hex } from './sigv4';

export interface S3Simulator {
  url: string;
  /** Stored objects by 'bucket/key'. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

export interface S3SimulatorOptions {
  port?: number;
  host?: string;
  buckets: string[];
  credentials: { accessKeyId: string; secretAccessKey: string }[];
  region?: string;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3Simulator(o: S3SimulatorOptions): Promise<S3Simulator> {
  const objects = new Map<string, Buffer>();
  const region = o.region ?? 'us-east-1';
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      const body = await readBody(req);
      const auth = parseAuthorization(req.headers.authorization);
      if (!auth) return xmlError(res, 403, 'AccessDenied', 'Access Denied');
      const cred = o.credentials.find((c) => c.accessKeyId === auth.accessKeyId);
      if (!cred) return xmlError(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60_000 || auth.day !== amzDate.slice(0, 8)) {
        return xmlError(res, 403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
      }
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
        return xmlError(res, 400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
      const headers = Object.fromEntries(auth.signedHeaders.map((h) => [h, String(req.headers[h] ?? '')]));
      const query = Object.fromEntries(url.searchParams);
      const expected = authorization({ method: req.method ?? 'GET', path: url.pathname, query, headers, payloadHash, amzDate }, { ...cred, region: auth.region, service: auth.service });
      if (auth.region !== region || auth.service !== 's3' || !auth.signedHeaders.includes('host') || expected !== req.headers.authorization) {
        return xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      if (!o.buckets.includes(decodeURIComponent(bucket ?? ''))) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = `${decodeURIComponent(bucket)}/${rest.map(decodeURIComponent).join('/')}`;
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const obj = objects.get(key);
        if (!obj) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': obj.length });
        return res.end(obj);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    } catch (e) {
      return xmlError(res, 500, 'InternalError', (e as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, o.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${o.host ?? '127.0.0.1'}:${port}`,
    objects,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
