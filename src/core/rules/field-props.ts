/**
 * Checks that come from field properties rather than the rule string (spec 03 §3.1): `pattern`,
 * numeric `min`/`max`, and for list-like kinds (extra, table, checkbox_multiple) `min`/`max` as a
 * count. Spoken with the rule messages, so the form and the 422 say the same thing.
 */
import Decimal from 'decimal.js';
import type { Field } from '../resource/types';
import type { RuleMessages } from './messages';

const MAX_PATTERN_INPUT = 10_000;
const patterns = new Map<string, RegExp | null>();

/** A field's pattern, compiled once (an invalid pattern matches nothing rather than throwing). */
function compiled(source: string): RegExp | null {
  if (!patterns.has(source)) {
    let re: RegExp | null = null;
    try { re = new RegExp(source.startsWith('^') ? source : `^(?:${source})$`, 'u'); } catch { re = null; }
    patterns.set(source, re);
  }
  return patterns.get(source)!;
}

const COUNTED = new Set(['extra', 'table', 'checkbox_multiple']);
const NUMERIC = new Set(['integer', 'number', 'currency', 'rating']);

/** How many entries a list-like value has (extra: its keys). */
const countOf = (v: unknown) => (Array.isArray(v) ? v.length : v && typeof v === 'object' ? Object.keys(v).length : 0);

/** Messages for a present value from the field's properties; [] when it passes. */
export function fieldPropErrors(f: Field, value: unknown, label: string | undefined, m: RuleMessages): string[] {
  const out: string[] = [];
  if (f.pattern && typeof value === 'string' && value !== '') {
    const re = compiled(f.pattern);
    if (!re || value.length > MAX_PATTERN_INPUT || !re.test(value)) out.push(m.regex(label));
  }
  if (COUNTED.has(f.kind)) {
    const n = countOf(value);
    if (f.min !== undefined && n < f.min) out.push(m.minItems(label, String(f.min)));
    if (f.max !== undefined && n > f.max) out.push(m.maxItems(label, String(f.max)));
  } else if (NUMERIC.has(f.kind) && (typeof value === 'number' || typeof value === 'string')) {
    let d: Decimal | null = null;
    try { d = new Decimal(String(value).replace(/,/g, '')); } catch { d = null; }
    if (d && f.min !== undefined && d.lt(f.min)) out.push(m.minValue(label, String(f.min)));
    if (d && f.max !== undefined && d.gt(f.max)) out.push(m.maxValue(label, String(f.max)));
  }
  return out;
}
