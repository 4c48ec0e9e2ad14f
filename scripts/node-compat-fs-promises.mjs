// node:fs/promises plus the Node 22 async `glob` (used by `lingui extract --watch`).
import fsp from 'node:fs/promises';
import { globSync } from './node-compat-fs.mjs';

export * from 'node:fs/promises';
export default fsp;

export async function* glob(patterns, options) {
  yield* globSync(patterns, options);
}
