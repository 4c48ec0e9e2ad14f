import { isValidNit } from './nit';
import type { RuleDef, RuleEnv, RuleResult } from './rule-def';
import { fieldAndValues, MANY } from './rule-def';
import { asText, charLength, isBooleanLike, isIntegerValue, matchesAny, own, toDecimal } from './values';

const SPECIAL = /[<>|*$%&@#!'{}`~]/;

/** Text rules see strings and numbers; anything else fails them. */
const onText = (fail: (env: RuleEnv) => string, ok: (text: string) => boolean) =>
  (v: unknown, _args: readonly string[], env: RuleEnv): RuleResult => {
    const text = asText(v);
    return text !== null && ok(text) ? null : fail(env);
  };

const nitCheck = (v: unknown, env: RuleEnv) => {
  const text = asText(v);
  return text !== null && isValidNit(text) ? null : env.m.nit;
};

/** Formats and types: nit, e-mail, phone, password, regex, numeric … */
export const FORMAT_RULES: Record<string, RuleDef> = {
  nospecialchar: { check: onText((e) => e.m.nospecialchar(e.label), (t) => !SPECIAL.test(t)) },
  nit: { check: (v, _a, env) => nitCheck(v, env) },
  nit_if: {
    args: [2, MANY],
    validateArgs: fieldAndValues,
    check: (v, [other, ...values], env) => (matchesAny(own(env.ctx.data, other), values) ? nitCheck(v, env) : null),
  },
  email: { check: onText((e) => e.m.email(e.label), isEmail) },
  emails: {
    check: onText((e) => e.m.emails(e.label), (t) => {
      const parts = t.split(';').map((p) => p.trim()).filter((p) => p !== '');
      return parts.length > 0 && parts.every(isEmail);
    }),
  },
  phone: { check: onText((e) => e.m.phone, isPhone) },
  array: { check: (v, _a, env) => (Array.isArray(v) ? null : env.m.array(env.label)) },
  numeric: { check: (v, _a, env) => (toDecimal(v) ? null : env.m.numeric(env.label)) },
  integer: { check: (v, _a, env) => (isIntegerValue(v) ? null : env.m.integer(env.label)) },
  boolean: { check: (v, _a, env) => (isBooleanLike(v) ? null : env.m.boolean(env.label)) },
  string: { check: (v, _a, env) => (typeof v === 'string' ? null : env.m.string(env.label)) },
  password: { check: (v, _a, env) => passwordProblems(v, false, env) },
  complexityAdvance: { check: (v, _a, env) => passwordProblems(v, true, env) },
  regex: {
    args: [1, 1],
    check: (v, _args, env, rule) => {
      if (!rule.pattern) throw new Error('regex rule without a compiled pattern (use parseRules)');
      const text = asText(v);
      // JavaScript cannot interrupt a running match, so the input a pattern sees is bounded.
      return text !== null && text.length <= MAX_REGEX_INPUT && rule.pattern.test(text) ? null : env.m.regex(env.label);
    },
  },
};

/** Longest value a `regex` rule will test; longer values fail it. */
export const MAX_REGEX_INPUT = 10_000;

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 50;

/** Each unmet requirement its own message, in a stable order. */
function passwordProblems(v: unknown, special: boolean, { m: M }: RuleEnv): string[] | null {
  const text = typeof v === 'string' ? v : '';
  const out: string[] = [];
  const len = charLength(text);
  if (len < PASSWORD_MIN || len > PASSWORD_MAX) out.push(M.passwordLength(PASSWORD_MIN, PASSWORD_MAX));
  if (!/\p{Ll}/u.test(text)) out.push(M.passwordLower);
  if (!/\p{Lu}/u.test(text)) out.push(M.passwordUpper);
  if (!/\p{Nd}/u.test(text)) out.push(M.passwordDigit);
  if (special && !/[^\p{L}\p{N}\s]/u.test(text)) out.push(M.passwordSpecial);
  return out.length ? out : null;
}

/**
 * Phone (spec: optional +, 3 digits, 4 digits, 3 to 9 digits). The phone widget keeps only digits
 * and '+'; here the usual separators (blanks, - . / and parentheses) are ignored too, so a number
 * pasted as "(300) 123-4567" passes, but letters or other symbols do not.
 */
export function isPhone(text: string): boolean {
  if (text.length > 64) return false;
  return /^\+?\d{10,16}$/.test(text.replace(/[\s().\-/]/g, ''));
}

const LOCAL_FORBIDDEN = /[\s@,;:<>()[\]\\"\u0000-\u001f\u007f]/;
const LABEL = /^[\p{L}\p{N}-]+$/u;
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * Practical e-mail check (what a person types): one '@', a local part without blanks or separators
 * and no leading, trailing or doubled dot, a domain of at least two dot-separated labels (letters
 * incl. accented, digits, inner hyphens) and an alphabetic top-level label. No regular expression
 * over the whole address, so no catastrophic backtracking.
 */
export function isEmail(text: string): boolean {
  const s = text.trim();
  if (s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (LOCAL_FORBIDDEN.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  const ok = labels.every((l) => l.length > 0 && l.length <= 63 && LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-'));
  return ok && TLD.test(labels[labels.length - 1]);
}
