import { RULE_MESSAGES } from './messages';
import { cachedRules } from './parse';
import type { RuleEnv } from './rule-def';
import { ruleDef } from './table';
import type { ParsedRule, RuleContext } from './types';
import { hasOwn, isEmpty } from './values';

/**
 * Messages for one field's value; [] when it passes. Laravel semantics: an empty value (undefined,
 * null, blank string, empty list) is checked only by the implicit rules (required, required_if,
 * required_unless); `sometimes` skips the field when its key is absent from ctx.data; `bail` stops
 * at the first failing rule. Every failing rule adds its message(s), without repeats.
 */
export function validateValue(rules: string | readonly ParsedRule[], value: unknown, ctx: RuleContext): string[] {
  const parsed = typeof rules === 'string' ? cachedRules(rules) : rules;
  if (parsed.length === 0) return [];
  const has = (name: string) => parsed.some((r) => r.name === name);
  if (value === undefined && has('sometimes') && !hasOwn(ctx.data, ctx.field)) return [];
  const env: RuleEnv = {
    ctx,
    label: ctx.labels?.[ctx.field],
    numeric: has('numeric') || has('integer'),
    now: ctx.now ?? new Date(),
    m: ctx.messages ?? RULE_MESSAGES,
  };
  const empty = isEmpty(value);
  const bail = has('bail');
  const out: string[] = [];
  for (const rule of parsed) {
    const def = ruleDef(rule.name);
    if (!def) throw new Error(`unknown rule "${rule.name}"`);
    if (empty && !def.implicit) continue;
    const result = def.check(value, rule.args, env, rule);
    if (result === null) continue;
    const own = ctx.overrides?.[rule.name];
    for (const message of own !== undefined ? [env.m.custom(own)] : typeof result === 'string' ? [result] : result) {
      if (!out.includes(message)) out.push(message);
    }
    if (bail) break;
  }
  return out;
}
