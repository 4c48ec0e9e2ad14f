// Hooks for scripts/node-compat.mjs, applied to @lingui packages only:
// - 'node:fs' / 'node:fs/promises' get shims with Node 22's globSync / glob;
// - `import.meta.main` (Node 24) in the CLI entry files becomes "this file is the entry script".
const SHIMS = {
  'node:fs': './node-compat-fs.mjs',
  fs: './node-compat-fs.mjs',
  'node:fs/promises': './node-compat-fs-promises.mjs',
  'fs/promises': './node-compat-fs-promises.mjs',
};

const isLingui = (url) => typeof url === 'string' && url.includes('/@lingui/');

export async function resolve(specifier, context, next) {
  const shim = SHIMS[specifier];
  if (shim && isLingui(context.parentURL)) {
    return { url: new URL(shim, import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
}

const IS_MAIN = '(await import("node:url")).pathToFileURL((await import("node:fs")).realpathSync(process.argv[1] ?? ".")).href === import.meta.url';

export async function load(url, context, next) {
  const result = await next(url, context);
  if (isLingui(url) && url.includes('/cli/dist/') && result.source) {
    const source = String(result.source);
    if (source.includes('import.meta.main')) {
      return { ...result, source: source.replaceAll('import.meta.main', `(${IS_MAIN})`), shortCircuit: true };
    }
  }
  return result;
}
