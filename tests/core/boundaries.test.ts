import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules of DESIGN.md §1, checked on every import of every source file.
const SRC = resolve(__dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2]);
}

const area = (file: string) => relative(SRC, file).split('/')[0];

function violations(from: string, forbidden: (target: string, spec: string) => boolean): string[] {
  return files(join(SRC, from)).flatMap((f) => imports(f)
    .filter((spec) => forbidden(spec.startsWith('.') ? resolve(dirname(f), spec) : spec, spec))
    .map((spec) => `${relative(SRC, f)} imports ${spec}`));
}

describe('module boundaries', () => {
  it('core imports neither server nor web, nor Node or DOM-only modules', () => {
    expect(violations('core', (t, spec) => (t.startsWith(SRC) && area(t) !== 'core') || spec.startsWith('node:'))).toEqual([]);
  });

  it('server never imports web', () => {
    expect(violations('server', (t) => t.startsWith(SRC) && area(t) === 'web')).toEqual([]);
  });

  it('web never imports server, nor Node modules', () => {
    expect(violations('web', (t, spec) => (t.startsWith(SRC) && area(t) === 'server') || spec.startsWith('node:'))).toEqual([]);
  });
});
