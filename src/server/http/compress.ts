/**
 * Answers built per request — JSON above all — compressed with br or gzip as the client asks, above
 * ~1 KB (issue 10 §7). One onSend hook of our own: @fastify/compress, which did this before, added an
 * onRequest, a preParsing and an onSend hook to every route and cost a list read ~3% of its throughput
 * (issue 10 §6, docs/design-notes.md 'Prepared reads'); request bodies are never compressed by our
 * clients. Files that already carry a Content-Encoding (the precompressed web assets) pass as they are.
 */
import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer is sent plain: compressing it is not worth the work. */
export const COMPRESS_THRESHOLD = 1024;
// What compresses well: text, JSON, XML, JavaScript (not event streams, which must flush as they go).
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)|^application\/(?:x-)?javascript/i;
// Quality 4: most of brotli's gain at gzip's speed (what @fastify/compress used too).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** br, else gzip, as an Accept-Encoding header allows them (q=0 refuses one; `*` stands for the rest). */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    q[name === 'x-gzip' ? 'gzip' : name] = weight ? Number(weight[1]) : 1;
  }
  const allowed = (name: string) => (q[name] ?? q['*'] ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
}

const isStream = (p: unknown): p is Readable => typeof (p as { pipe?: unknown } | null)?.pipe === 'function';

export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (payload == null || reply.statusCode === 204 || reply.statusCode === 206 || reply.hasHeader('content-encoding')) return done(null, payload);
    const stream = isStream(payload);
    if (!stream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return done(null, payload);
    if (!stream && Buffer.byteLength(payload as string | Buffer) < COMPRESS_THRESHOLD) return done(null, payload);
    // The answer depends on the request's Accept-Encoding from here on, whether or not it is compressed.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    if (!stream) {
      const body = encoding === 'br' ? brotliCompressSync(payload as string | Buffer, BROTLI) : gzipSync(payload as string | Buffer);
      reply.header('content-length', body.length);
      return done(null, body);
    }
    reply.removeHeader('content-length');
    const zipped = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
    // A source that fails destroys the compressor, which ends the response early (the client sees it).
    pipeline(payload, zipped, () => undefined);
    return done(null, zipped);
  });
}
