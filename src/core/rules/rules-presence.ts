import { htmlToText } from '../richtext/sanitize';
import type { RuleDef } from './rule-def';
import { fieldAndValues, labelOf, MANY, valuesOf } from './rule-def';
import { hasOwn, isEmpty, matchesAny, own, scalarKey } from './values';

const noop: RuleDef = { check: () => null };

/** Presence, conditional presence, markers, and rules about the record rather than the value. */
export const PRESENCE_RULES: Record<string, RuleDef> = {
  required: {
    implicit: true,
    // Rich text with no visible text ('<p></p>') is empty.
    check: (v, _a, env) => (isEmpty(v) || (env.ctx.kind === 'richtext' && typeof v === 'string' && !htmlToText(v))
      ? env.m.required(env.label) : null),
  },

  required_if: {
    args: [2, MANY],
    implicit: true,
    validateArgs: fieldAndValues,
    check: (v, [other, ...values], env) =>
      isEmpty(v) && matchesAny(own(env.ctx.data, other), values) ? env.m.requiredIf(env.label, labelOf(env, other), valuesOf(env, other, values)) : null,
  },

  required_unless: {
    args: [2, MANY],
    implicit: true,
    validateArgs: fieldAndValues,
    check: (v, [other, ...values], env) =>
      isEmpty(v) && !matchesAny(own(env.ctx.data, other), values)
        ? env.m.requiredUnless(env.label, labelOf(env, other), valuesOf(env, other, values))
        : null,
  },

  // Markers: `sometimes` is applied by the runner, `bail` stops at the first failure, `nullable`
  // is the default behaviour here (empty values skip non-implicit rules).
  sometimes: noop,
  nullable: noop,
  bail: noop,
  // Uniqueness needs the database: the server checks it (field option `unique`); a no-op here.
  unique: { args: [0, MANY], check: () => null },

  parent: {
    check: (v, _args, { ctx, m }) => {
      if (ctx.recordId === null || ctx.recordId === undefined) return null;
      const id = String(ctx.recordId);
      const values = Array.isArray(v) ? v : [v];
      return values.some((x) => scalarKey(x) === id) ? m.parent : null;
    },
  },

  confirmed: {
    args: [0, 1],
    check: (v, args, env) => {
      const key = args[0] ?? `${env.ctx.field}_confirmation`;
      const other = hasOwn(env.ctx.data, key) ? env.ctx.data[key] : undefined;
      if (other === v || (scalarKey(v) !== null && scalarKey(v) === scalarKey(other))) return null;
      const isPassword = env.ctx.kind === 'password' || /password/i.test(env.ctx.field);
      return isPassword ? env.m.passwordConfirmation : env.m.confirmed(env.label);
    },
  },

  in: {
    args: [1, MANY],
    check: (v, args, env) => (memberships(v, args) === 'all' ? null : env.m.in(env.label)),
  },

  not_in: {
    args: [1, MANY],
    check: (v, args, env) => (memberships(v, args) === 'none' ? null : env.m.in(env.label)),
  },
};

/** Compared as strings so 2 and '2' match; a list value is checked element by element. */
function memberships(v: unknown, allowed: readonly string[]): 'all' | 'none' | 'some' | 'invalid' {
  const values = Array.isArray(v) ? v : [v];
  let hits = 0;
  for (const x of values) {
    const key = scalarKey(x);
    if (key === null) return 'invalid';
    if (allowed.includes(key)) hits++;
  }
  return hits === values.length ? 'all' : hits === 0 ? 'none' : 'some';
}
