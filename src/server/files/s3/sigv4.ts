// AWS Signature Version 4 for S3-compatible storage (issue 13 'S3-compatible storage when configured'):
// the canonical request, the string to sign and the signing key, as AWS documents them. Pure (node:crypto).
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials { accessKeyId: string; secretAccessKey: string; region: string; service?: string }

export interface SigV4Request {
  method: string;
  /** The path as sent (already URI-encoded, e.g. '/bucket/some%20key'). */
  path: string;
  /** Query parameters (raw values). */
  query?: Record<string, string>;
  /** Headers to sign (host included); names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  /** YYYYMMDDTHHMMSSZ. */
  amzDate: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept; '/' kept in paths). */
export const uriEncode = (s: string, keepSlash = false) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(keepSlash ? /%2F/g : /$^/, '/');

/** YYYYMMDDTHHMMSSZ of a date. */
export const amzDateOf = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function canonical(req: SigV4Request): { text: string; signedHeaders: string } {
  const names = Object.keys(req.headers).map((n) => n.toLowerCase()).sort();
  const byLower = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headers = names.map((n) => `${n}:${String(byLower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = Object.entries(req.query ?? {}).map(([k, v]) => [uriEncode(k), uriEncode(v)]).sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`).join('&');
  const signedHeaders = names.join(';');
  return { text: [req.method.toUpperCase(), req.path, query, headers, signedHeaders, req.payloadHash].join('\n'), signedHeaders };
}

/** The Authorization header value of a request (its headers must already hold x-amz-date and x-amz-content-sha256 when signed). */
export function authorization(req: SigV4Request, c: SigV4Credentials): string {
  const service = c.service ?? 's3';
  const day = req.amzDate.slice(0, 8);
  const scope = `${day}/${c.region}/${service}/aws4_request`;
  const { text, signedHeaders } = canonical(req);
  const toSign = ['AWS4-HMAC-SHA256', req.amzDate, scope, sha256Hex(text)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${c.secretAccessKey}`, day), c.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${c.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** The parts of an Authorization header (the simulator's side), or null when it is not SigV4. */
export function parseAuthorization(h: string | undefined): { accessKeyId: string; day: string; region: string; service: string; signedHeaders: string[]; signature: string } | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(h ?? '');
  return m ? { accessKeyId: m[1], day: m[2], region: m[3], service: m[4], signedHeaders: m[5].split(';'), signature: m[6] } : null;
}
