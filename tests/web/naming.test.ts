import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One naming convention (DESIGN §9): kebab-case file and folder names under src/. Dots separate
// suffixes ('.test.ts', '.d.ts', '.tsx'). Lingui's catalogs (src/locales) are named by the tool.
const SRC = resolve(import.meta.dirname, '../../src');
const SKIP = new Set(['locales']);
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const KEBAB_DIR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Migrations keep the generator's sortable 'NNNN_name.sql' (src/server/db/generate-migration.ts).
const MIGRATION = /^\d{4}_[a-z0-9_]+\.sql$/;
const isMigration = (path: string) => path.startsWith('server/db/migrations/') && MIGRATION.test(path.split('/').pop()!);

function misnamed(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(root, path).split('\\').join('/');
    if (entry.isDirectory()) {
      if (dir === root && SKIP.has(entry.name)) continue;
      if (!KEBAB_DIR.test(entry.name)) out.push(`${rel}/`);
      out.push(...misnamed(root, path));
    } else if (!KEBAB_FILE.test(entry.name) && !isMigration(rel)) {
      out.push(rel);
    }
  }
  return out;
}

describe('file names under src/', () => {
  it('are kebab-case', () => {
    expect(misnamed(SRC)).toEqual([]);
  });

  it('the check accepts kebab-case and rejects the rest', () => {
    for (const ok of ['login-screen.tsx', 'po.d.ts', 'use-list-keyboard.ts', 'naming.test.ts', 'styles.css', 'i18n.ts']) {
      expect(KEBAB_FILE.test(ok), ok).toBe(true);
    }
    for (const bad of ['LoginScreen.tsx', 'topBar.ts', 'use_tenants.ts', 'Icon.tsx', '-x.ts', 'a--b.ts', 'a.B.ts', 'Readme']) {
      expect(KEBAB_FILE.test(bad), bad).toBe(false);
    }
    expect(KEBAB_DIR.test('screens')).toBe(true);
    expect(KEBAB_DIR.test('Screens')).toBe(false);
  });
});
