import Decimal from 'decimal.js';
import type { RuleMessages } from './messages';
import type { RuleDef, RuleEnv, RuleResult } from './rule-def';
import { numberArgs } from './rule-def';
import type { ValueKind } from './types';
import { asText, charLength, fileSize, toDecimal } from './values';
import { htmlToText } from '../richtext/sanitize';

const NUMERIC_KINDS: readonly ValueKind[] = ['integer', 'number', 'currency'];
const FILE_KINDS: readonly ValueKind[] = ['file', 'image'];

type Unit = 'chars' | 'value' | 'items' | 'kb';

/**
 * What min:n / max:n measure, "by value kind" (spec 03 §5.1): uploads by size in KB (bytes / 1000,
 * as the spec says), lists by count, numeric kinds (or a rule list that also says numeric/integer)
 * by value, everything else by length in characters. 'nan': a numeric field without a number;
 * 'bad': something that has no length (an object, a boolean).
 */
function measure(v: unknown, env: RuleEnv): { unit: Unit; size: Decimal } | 'nan' | 'bad' | null {
  const kind = env.ctx.kind;
  if (kind && FILE_KINDS.includes(kind)) {
    const bytes = fileSize(v);
    // An already stored upload arrives as its URL: nothing to weigh.
    return bytes === null ? null : { unit: 'kb', size: new Decimal(bytes).div(1000) };
  }
  if (Array.isArray(v)) return { unit: 'items', size: new Decimal(v.length) };
  if ((kind && NUMERIC_KINDS.includes(kind)) || env.numeric) {
    const d = toDecimal(v);
    return d ? { unit: 'value', size: d } : 'nan';
  }
  const raw = asText(v);
  // Rich text is measured by what a reader sees, not by its markup.
  const text = raw !== null && kind === 'richtext' ? htmlToText(raw) : raw;
  return text === null ? 'bad' : { unit: 'chars', size: new Decimal(charLength(text)) };
}

const MIN_MESSAGES = (m: RuleMessages) => ({ chars: m.minLength, value: m.minValue, items: m.minItems, kb: m.minSize });
const MAX_MESSAGES = (m: RuleMessages) => ({ chars: m.maxLength, value: m.maxValue, items: m.maxItems, kb: m.maxSize });

const sized = (bound: 'min' | 'max'): RuleDef => ({
  args: [1, 1],
  validateArgs: numberArgs,
  check: (v, [n], env): RuleResult => {
    const m = measure(v, env);
    const messages = bound === 'min' ? MIN_MESSAGES(env.m) : MAX_MESSAGES(env.m);
    if (m === null) return null;
    if (m === 'nan') return env.m.numeric(env.label);
    if (m === 'bad') return messages.chars(env.label, n);
    const cmp = m.size.cmp(n);
    return (bound === 'min' ? cmp >= 0 : cmp <= 0) ? null : messages[m.unit](env.label, n);
  },
});

const value = (bound: 'min' | 'max'): RuleDef => ({
  args: [1, 1],
  validateArgs: numberArgs,
  check: (v, [n], env) => {
    const d = toDecimal(v);
    if (!d) return env.m.numeric(env.label);
    const cmp = d.cmp(n);
    // The original's minvalue message said "Maximum" (spec 03 §5.1 quirk); this one says what it checks.
    if (bound === 'min') return cmp >= 0 ? null : env.m.minValue(env.label, n);
    return cmp <= 0 ? null : env.m.maxValue(env.label, n);
  },
});

/** minN (spec): the length must exceed N. */
const minChars = (n: number): RuleDef => ({
  check: (v, _args, env) => {
    const text = asText(v);
    return text !== null && charLength(text) > n ? null : env.m.minChars(n);
  },
});

const maxChars = (n: number): RuleDef => ({
  check: (v, _args, env) => {
    const text = asText(v);
    return text !== null && charLength(text) <= n ? null : env.m.maxLength(env.label, String(n));
  },
});

export const SIZE_RULES: Record<string, RuleDef> = {
  min: sized('min'),
  max: sized('max'),
  minvalue: value('min'),
  maxvalue: value('max'),
  min3: minChars(3),
  min6: minChars(6),
  min8: minChars(8),
  min9: minChars(9),
  max50: maxChars(50),
  max255: maxChars(255),
};
