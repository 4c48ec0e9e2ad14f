import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build-plugins';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { chooseEncoding } from '../../src/server/http/compress';
import { createTestApp, login } from '../helpers/app';

// How answers travel (src/server/http/static.ts): compressed JSON, precompressed hashed assets with a
// year of caching, index.html revalidated, no source maps.

describe('JSON answers are compressed when the client asks', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const list = (acceptEncoding?: string) => t.app.inject({
    method: 'GET', url: '/demo/api/clientes?paginate=100',
    headers: { 'auth-token': token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

  it('brotli, gzip, or plain, by Accept-Encoding', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const rows = plain.json();
    expect(rows.data.length).toBe(18);

    const br = await list('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(rows);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(rows);
  });

  it('small answers stay plain (not worth the work)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;
  const js = `export const big = ${JSON.stringify('x'.repeat(5000))};\n`;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mando-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/main-Ab12Cd.js"></script></head><body>${'<!-- pad -->'.repeat(200)}</body></html>`);
    writeFileSync(join(dir, 'assets', 'main-Ab12Cd.js'), js);
    writeFileSync(join(dir, 'assets', 'main-Ab12Cd.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(precompressDir(dir).map((f) => f.slice(dir.length)).sort()).toEqual(['/assets/main-Ab12Cd.js', '/index.html']);
    // The database is never reached by these requests.
    app = await buildApp({ db: {} as never, config: readConfig({}), webRoot: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('a hashed asset: the brotli file written at build time, cached for a year', async () => {
    const res = await get('/assets/main-Ab12Cd.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);

    const gz = await get('/assets/main-Ab12Cd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get('/assets/main-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('index.html (and every client-side route) is revalidated on each visit', async () => {
    for (const url of ['/', '/login', '/clientes?page=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('main-Ab12Cd.js');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    // A file without a precompressed copy is compressed as it streams.
    const svg = await get('/favicon.svg', 'br');
    expect(svg.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(svg.rawPayload).toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('no source map is served, even one left in the folder', async () => {
    const res = await get('/assets/main-Ab12Cd.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it('a chunk of an older release is a 404, not index.html (the tab can tell a deploy happened)', async () => {
    const res = await get('/assets/shell-OldHash.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('unknown API paths stay JSON 404s', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
  });
});

describe('the encoding an answer is compressed with', () => {
  it('follows Accept-Encoding: br first, gzip next, q=0 refuses, * stands for the rest', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('GZIP;Q=0, BR;Q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeNull();
  });
});
