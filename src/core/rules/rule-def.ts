import type { RuleMessages } from './messages';
import type { ParsedRule, RuleContext } from './types';

/** What a rule's check gets besides the value. */
export interface RuleEnv {
  ctx: RuleContext;
  /** Label of the field being validated, when known. */
  label: string | undefined;
  /** The rule list also says numeric/integer: min/max then compare values (Laravel). */
  numeric: boolean;
  now: Date;
  /** The messages of this run (ctx.messages, default Spanish). */
  m: RuleMessages;
}

/** A failure message, several (password), or null when the value passes. */
export type RuleResult = string | readonly string[] | null;

export interface RuleDef {
  /** Allowed argument count [min, max]; default none. */
  args?: readonly [number, number];
  /** Runs on empty values too (required, required_if …); other rules skip empty values. */
  implicit?: boolean;
  /** Checks the arguments when the rule string is parsed; returns what is wrong, or null. */
  validateArgs?: (args: readonly string[]) => string | null;
  check: (value: unknown, args: readonly string[], env: RuleEnv, rule: ParsedRule) => RuleResult;
}

export const NUMBER_ARG = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

export const numberArgs = (args: readonly string[]) =>
  args.every((a) => NUMBER_ARG.test(a)) ? null : 'expects a number';

export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** First argument a field name, the rest the values it is compared with. */
export const fieldAndValues = (args: readonly string[]) =>
  FIELD_NAME.test(args[0] ?? '') ? null : 'expects a field name and values';

/** How a field is named in another field's message. */
export const labelOf = (env: RuleEnv, field: string) => env.ctx.labels?.[field] ?? field;
/** The values of another field as its options name them (a select's '2' → 'Anulación'). */
export const valuesOf = (env: RuleEnv, field: string, values: readonly string[]) =>
  values.map((v) => env.ctx.valueLabels?.[field]?.[v] ?? v);

export const MANY = Number.POSITIVE_INFINITY;
