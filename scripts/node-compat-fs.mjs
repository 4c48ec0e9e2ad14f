// node:fs plus a globSync with the Node 22 signature, built on tinyglobby (Vite's own glob).
import fs from 'node:fs';
import path from 'node:path';
import { globSync as tinyGlobSync } from 'tinyglobby';

export * from 'node:fs';
export default fs;

export function globSync(patterns, options = {}) {
  const list = Array.isArray(patterns) ? patterns : [patterns];
  const cwd = options.cwd ? String(options.cwd) : process.cwd();
  const absolute = list.every((p) => path.isAbsolute(p));
  const exclude = options.exclude;
  const found = tinyGlobSync(list, {
    cwd,
    absolute,
    onlyFiles: false,
    dot: true,
    expandDirectories: false,
    ignore: Array.isArray(exclude) ? exclude : [],
  });
  return typeof exclude === 'function' ? found.filter((p) => !exclude(p)) : found;
}
