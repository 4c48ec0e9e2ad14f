import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's output: every file under /assets/ has a content hash in its name, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the public files keep their names across releases: revalidate every time. */
export const REVALIDATE = 'no-cache';

const API_PATH = /^\/([a-z0-9-]+\/)?api(\/|$)/;
const notFound = { message: 'Ruta no encontrada.' };

const isHashedAsset = (path: string) => /(^|[\\/])assets[\\/]/.test(path);

/**
 * The built web app from `webRoot`, with the .br/.gz files the build wrote beside each asset (no
 * compression work per request), cached for a year when hashed. Client-side routes get index.html;
 * a missing /assets/ file is a real 404, so an old tab asking for a chunk of a previous release
 * learns it (src/web/lib/chunk-errors.ts reloads to the new one).
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {

  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send(notFound));
    return;
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Source maps are not built for production; should one be left in dist/, it stays private.
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (reply, path) => reply.header('cache-control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE),
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send(notFound);
    if (API_PATH.test(path) || path.endsWith('.map')) return reply.code(404).send(notFound);
    if (path.startsWith('/assets/')) return reply.code(404).header('cache-control', REVALIDATE).send(notFound);
    const asset = path.slice(1);
    // A file added to dist/ after start (wildcard: false registers routes only for files seen then).
    if (asset && !asset.includes('..') && !asset.endsWith('/') && existsSync(join(webRoot, asset))) {
      return reply.sendFile(asset);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
