// Vite plugins for what the production build hands to the server (src/server/http/static.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { RESOURCES } from '../src/core/resources';
import { resourceRouteManifest } from '../src/core/resources/route-manifest';
import { COMPRESS_THRESHOLD } from '../src/server/http/compress';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the compressed copy saves less than a round trip's worth: the server's own threshold. */
const MIN_BYTES = COMPRESS_THRESHOLD;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every compressible file of `dir`
 * worth compressing; the server sends them as they are. A copy that is not smaller is not written.
 * Returns the files it compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
}

/** Precompresses the build output once every file is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mando:precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    closeBundle() { precompressDir(outDir); },
  };
}

/**
 * Stamps each build with an id, in the code (`__MANDO_BUILD__`) and in index.html
 * (`<meta name="mando-build">`). A tab whose lazy chunk fails compares the two: a different id in
 * the served index.html means a new release replaced its files, so it reloads (lib/chunk-errors.ts).
 */
export function buildStamp(id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`): Plugin {
  return {
    name: 'mando:build-stamp',
    config: (_config, env) => ({ define: { __MANDO_BUILD__: JSON.stringify(env.command === 'build' ? id : 'dev') } }),
    transformIndexHtml: {
      order: 'pre',
      // Only built pages carry an id: the dev server's code says 'dev' and must never look outdated.
      handler: (_html, ctx) => (ctx.server ? [] : [{ tag: 'meta', attrs: { name: 'mando-build', content: id }, injectTo: 'head' }]),
    },
  };
}

const ROUTES_ID = 'virtual:resource-routes';

/**
 * `virtual:resource-routes`: the router's facts about the resources (tree lists, aliases), derived
 * from the declarations when the app is built, so the first screen does not carry them all
 * (src/core/resources/route-manifest.ts).
 */
export function resourceRoutes(): Plugin {
  return {
    name: 'mando:resource-routes',
    resolveId: (source) => (source === ROUTES_ID ? `\0${ROUTES_ID}` : undefined),
    load: (id) => (id === `\0${ROUTES_ID}` ? `export default ${JSON.stringify(resourceRouteManifest(RESOURCES))};` : undefined),
  };
}
