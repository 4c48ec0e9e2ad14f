import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The boundaries of DESIGN.md §1/§9 are enforced by dependency-cruiser on src/ (.dependency-cruiser.cjs,
// `npm run lint:boundaries`, the first step of `npm test`). Here each rule must fail on a planted
// violation and let the allowed imports through — a rule that matched nothing would pass anything.
// (One cruise over one planted tree: depcruise takes a few seconds on a busy machine.)
const ROOT = resolve(__dirname, '../..');
const BIN = join(ROOT, 'node_modules', '.bin', 'depcruise');

interface Violation { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }

function cruise(cwd: string, configPath: string): Violation[] {
  let out: string;
  try {
    out = execFileSync(BIN, ['src', '--config', configPath, '--output-type', 'json'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    // depcruise exits non-zero when it finds errors; the JSON report is still on stdout.
    out = (e as { stdout?: string }).stdout ?? '';
    if (!out) throw e;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

const tmp = mkdtempSync(join(tmpdir(), 'mando-boundaries-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmp, 'case-'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' } }));
  copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const broken = (dir: string) => cruise(dir, '.dependency-cruiser.cjs').map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();

describe('module boundaries (dependency-cruiser)', () => {
  it('each rule fails on a planted violation, and allowed imports pass', () => {
    const dir = plant({
      'src/core/a.ts': "import { s } from '../server/s';\nimport { readFileSync } from 'node:fs';\nexport const a = [s, readFileSync];\n",
      'src/core/b.ts': "import { w } from '../web/lib/w';\nexport const b = w;\n",
      'src/server/s.ts': "import { w } from '../web/lib/w';\nexport const s = w;\n",
      'src/web/lib/w.ts': "import { t } from '../../server/t';\nimport { join } from 'node:path';\nexport const w = [t, join];\n",
      'src/server/t.ts': 'export const t = 1;\n',
      'src/web/screens/login/inner.ts': 'export const inner = 1;\n',
      'src/web/screens/login/index.ts': "export { inner } from './inner';\n",
      'src/web/screens/outbox/o.ts': "import { inner } from '../login/inner';\nimport { inner as ok } from '../login';\nexport const o = [inner, ok];\n",
      'src/web/lib/x.ts': "import { y } from './y';\nexport const x = () => y;\n",
      'src/web/lib/y.ts': "import { x } from './x';\nexport const y = () => x;\n",
      // Allowed: core from anywhere, shared web code and a screen's own files from a screen.
      'src/core/c.ts': 'export const c = 1;\n',
      'src/server/u.ts': "import { c } from '../core/c';\nexport const u = c;\n",
      'src/web/lib/shared.ts': "import { c } from '../../core/c';\nexport const shared = c;\n",
      'src/web/screens/login/a.ts': "import { shared } from '../../lib/shared';\nimport { inner } from './inner';\nexport const a = [shared, inner];\n",
    });
    expect(broken(dir)).toEqual([
      'core-is-shared: src/core/a.ts → src/server/s.ts',
      'core-is-shared: src/core/b.ts → src/web/lib/w.ts',
      'core-no-node: src/core/a.ts → fs',
      'no-cycles: src/web/lib/x.ts → src/web/lib/y.ts',
      'screens-stay-apart: src/web/screens/outbox/o.ts → src/web/screens/login/inner.ts',
      'server-not-web: src/server/s.ts → src/web/lib/w.ts',
      'web-no-node: src/web/lib/w.ts → path',
      'web-not-server: src/web/lib/w.ts → src/server/t.ts',
    ]);
  });
});
