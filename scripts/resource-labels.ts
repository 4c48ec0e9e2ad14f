/**
 * Every Spanish label the resource registry shows to users (resource names, menu groups, field
 * labels, hints, placeholders, select options). The web translates them at runtime with
 * i18n._(label); this script feeds them to `lingui extract` (see lingui.config.ts) and checks that
 * the English catalog translates each one.
 *
 *   npx tsx scripts/resource-labels.ts          # list labels lacking English, exit 1 if any
 *   npx tsx scripts/resource-labels.ts --list   # print every label
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import type { ExtractorType } from '@lingui/conf';
import { RESOURCES } from '../src/core/resources/index';
import { SCREENS } from '../src/core/resources/screens';
import { SETTINGS } from '../src/core/resources/settings';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REGISTRY_FILE = 'src/core/resources/index.ts';

export interface LabelUse {
  label: string;
  /** Where it comes from, e.g. 'clientes.fields.estado.options' (used as translator comment). */
  where: string;
}

/**
 * Columns every row has besides its declared fields (docs/contracts.md); the list shows them with
 * these labels (src/web/engine/list/use-columns.ts).
 */
export const ROW_COLUMN_LABELS: Record<string, string> = { id: 'ID', created_at: 'Creado', updated_at: 'Actualizado' };

/** All distinct labels with the first place each one is used. */
export function resourceLabels(): LabelUse[] {
  const seen = new Map<string, string>();
  const add = (label: string | undefined, where: string) => {
    if (label && label.trim() && !seen.has(label)) seen.set(label, where);
  };
  for (const [key, label] of Object.entries(ROW_COLUMN_LABELS)) add(label, `*.${key}`);
  for (const r of RESOURCES) {
    add(r.label.one, `${r.name}.label.one`);
    add(r.label.many, `${r.name}.label.many`);
    add(r.menu?.group, `${r.name}.menu.group`);
    for (const [key, f] of Object.entries(r.fields)) {
      add(f.label, `${r.name}.fields.${key}`);
      add(f.hint, `${r.name}.fields.${key}.hint`);
      add(f.placeholder, `${r.name}.fields.${key}.placeholder`);
      for (const [rule, text] of Object.entries(f.messages ?? {})) add(text, `${r.name}.fields.${key}.messages.${rule}`);
      for (const o of f.options ?? []) add(o.label, `${r.name}.fields.${key}.options`);
      // Sub-fields of child rows (an order's lines and payments) are columns of the lines table.
      for (const [sub, sf] of Object.entries(f.items?.fields ?? {})) {
        add(sf.label, `${r.name}.fields.${key}.${sub}`);
        add(sf.hint, `${r.name}.fields.${key}.${sub}.hint`);
        for (const o of sf.options ?? []) add(o.label, `${r.name}.fields.${key}.${sub}.options`);
      }
    }
  }
  for (const r of RESOURCES) {
    for (const c of r.formChecks) add(c.label, `${r.name}.formChecks.${c.key}`);
    for (const a of r.actions) {
      add(a.label, `${r.name}.actions.${a.key}`);
      add(a.confirm, `${r.name}.actions.${a.key}.confirm`);
      add(a.done, `${r.name}.actions.${a.key}.done`);
    }
  }
  // The tenant settings (/admin/settings is the engine's form over them): their labels are the `key`
  // select's options above; their hints and options are shown too. Their placeholders are examples
  // of a value (a NIT, a URL with {q}), not text: they stay as written.
  for (const d of SETTINGS) {
    add(d.field.label, `settings.${d.key}`);
    add(d.field.hint, `settings.${d.key}.hint`);
    for (const o of d.field.options ?? []) add(o.label, `settings.${d.key}.options`);
  }
  for (const s of SCREENS) {
    add(s.label, `screens.${s.key}`);
    add(s.menu.group, `screens.${s.key}.group`);
  }
  return [...seen].map(([label, where]) => ({ label, where }));
}

/** Lingui extractor: the registry file yields every label with the label itself as explicit id. */
export const resourceLabelsExtractor: ExtractorType = {
  match: (filename) => filename.replace(/\\/g, '/').endsWith(REGISTRY_FILE),
  extract(filename, _code, onMessageExtracted) {
    for (const { label, where } of resourceLabels()) {
      onMessageExtracted({ id: label, message: label, comment: where, origin: [filename, 1] });
    }
  },
};

/** Reads msgid → msgstr pairs of a .po file (enough of the format for Lingui's output). */
export function readPo(path: string): Map<string, string> {
  const out = new Map<string, string>();
  const text = readFileSync(path, 'utf8');
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const block of text.split(/\r?\n\r?\n/)) {
    if (/^#~/m.test(block)) continue; // obsolete
    let id = '';
    let str = '';
    let cur: 'id' | 'str' | null = null;
    for (const line of block.split(/\r?\n/)) {
      const m = /^(msgid|msgstr)\s+(".*")$/.exec(line);
      if (m) {
        cur = m[1] === 'msgid' ? 'id' : 'str';
        if (cur === 'id') id = unquote(m[2]); else str = unquote(m[2]);
      } else if (/^".*"$/.test(line) && cur) {
        if (cur === 'id') id += unquote(line); else str += unquote(line);
      }
    }
    if (id) out.set(id, str);
  }
  return out;
}

/** Labels the catalog of `locale` does not translate. */
export function missingLabels(locale = 'en'): string[] {
  const catalog = readPo(resolve(ROOT, `src/locales/${locale}/messages.po`));
  return resourceLabels().map((l) => l.label).filter((l) => !catalog.get(l));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--list')) {
    for (const l of resourceLabels()) console.log(`${l.label}\t${l.where}`);
  } else {
    const missing = missingLabels('en');
    for (const l of missing) console.log(`missing English: ${JSON.stringify(l)}`);
    console.log(missing.length ? `${missing.length} label(s) lack English` : 'every label has English');
    process.exitCode = missing.length ? 1 : 0;
  }
}
