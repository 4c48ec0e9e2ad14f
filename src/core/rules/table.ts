import type { RuleDef } from './rule-def';
import { DATE_RULES } from './rules-date';
import { FORMAT_RULES } from './rules-format';
import { PRESENCE_RULES } from './rules-presence';
import { SIZE_RULES } from './rules-size';
import { VALUE_RULES } from './rules-values';

/** Every rule the engine knows (spec 03 §5.1), by name. Names are case-sensitive. */
export const RULES: Readonly<Record<string, RuleDef>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, RuleDef>, PRESENCE_RULES, FORMAT_RULES, SIZE_RULES, VALUE_RULES, DATE_RULES),
);

export const RULE_NAMES: readonly string[] = Object.freeze(Object.keys(RULES).sort());

export const ruleDef = (name: string): RuleDef | undefined =>
  Object.prototype.hasOwnProperty.call(RULES, name) ? RULES[name] : undefined;
