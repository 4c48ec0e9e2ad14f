import { type ParsedDate, compareDates, isDateKeyword, keywordDate, parseDateValue } from './dates';
import type { DateOperator } from './messages';
import type { RuleDef, RuleEnv } from './rule-def';
import { FIELD_NAME, labelOf } from './rule-def';
import { own } from './values';

/** The reference of before:/after: and how the message names it; null when there is none. */
function reference(arg: string, env: RuleEnv): { date: ParsedDate; word: string } | null {
  const tz = env.ctx.timeZone;
  if (isDateKeyword(arg)) {
    const date = keywordDate(arg, env.now, tz);
    return date && { date, word: env.m.dateKeyword(arg) };
  }
  const literal = parseDateValue(arg, tz);
  if (literal) return { date: literal, word: arg };
  // Another field: when it is empty or not a date, its own rules say so; nothing to compare here.
  const date = parseDateValue(own(env.ctx.data, arg), tz);
  return date && { date, word: labelOf(env, arg) };
}

const compare = (op: DateOperator): RuleDef => ({
  args: [1, 1],
  validateArgs: ([a]) =>
    isDateKeyword(a) || parseDateValue(a) || FIELD_NAME.test(a)
      ? null
      : 'expects now, today, tomorrow, yesterday, a date (YYYY-MM-DD) or a field name',
  check: (v, [arg], env) => {
    const value = parseDateValue(v, env.ctx.timeZone);
    if (!value) return env.m.date;
    const ref = reference(arg, env);
    if (!ref) return null;
    // Date fields (and values without a time) compare by calendar day; "now" then means today.
    const byDay = env.ctx.kind === 'date' || (env.ctx.kind !== 'datetime' && value.dateOnly);
    const c = compareDates(value, ref.date, byDay);
    const ok = op === 'before' ? c < 0 : op === 'before_or_equal' ? c <= 0 : op === 'after' ? c > 0 : c >= 0;
    return ok ? null : env.m.dateCompare(env.label, op, ref.word);
  },
});

export const DATE_RULES: Record<string, RuleDef> = {
  date: { check: (v, _a, env) => (parseDateValue(v, env.ctx.timeZone) ? null : env.m.date) },
  before: compare('before'),
  before_or_equal: compare('before_or_equal'),
  after: compare('after'),
  after_or_equal: compare('after_or_equal'),
};
