// Lingui 6's CLI and Vite plugin import `globSync` from 'node:fs', which Node only has from 22.
// On older Node (20.x here) this preload (`--import ./scripts/node-compat.mjs`, set for npm in
// .npmrc) redirects their 'node:fs' to a shim that adds globSync. No effect on Node >= 22.
import fs from 'node:fs';
import { register } from 'node:module';

if (typeof fs.globSync !== 'function') {
  register('./node-compat-hooks.mjs', import.meta.url);
}
