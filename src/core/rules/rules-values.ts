import type { RuleDef } from './rule-def';
import { FIELD_NAME, labelOf, NUMBER_ARG, numberArgs } from './rule-def';
import { asText, own, toDecimal } from './values';

/** http(s) address with a host (what a browser opens from a link). */
export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    return !!new URL(text).hostname;
  } catch {
    return false;
  }
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A day of a working-hours schedule: a list of {start, end} 'HH:mm' ranges, each starting before it
 * ends, in order and not overlapping (08:00-12:00, 14:00-18:00). An empty list is a day off.
 */
export function isTimeRanges(v: unknown): boolean {
  if (!Array.isArray(v) || v.length > 12) return false;
  let last = '';
  for (const r of v) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return false;
    const { start, end } = r as Record<string, unknown>;
    if (typeof start !== 'string' || typeof end !== 'string' || !HHMM.test(start) || !HHMM.test(end)) return false;
    if (start >= end || start < last) return false;
    last = end;
  }
  return true;
}

function compareWith(op: 'gte' | 'lte'): RuleDef {
  return {
    args: [1, 1],
    validateArgs: ([a]) => (NUMBER_ARG.test(a) || FIELD_NAME.test(a) ? null : 'expects a number or a field name'),
    check: (v, [arg], env) => {
      const d = toDecimal(v);
      if (!d) return env.m.numeric(env.label);
      const literal = NUMBER_ARG.test(arg);
      const ref = literal ? toDecimal(arg) : toDecimal(own(env.ctx.data, arg));
      if (!ref) return null;
      const reference = literal ? arg : labelOf(env, arg);
      if (op === 'gte') return d.cmp(ref) >= 0 ? null : env.m.greaterOrEqual(env.label, reference);
      return d.cmp(ref) <= 0 ? null : env.m.lessOrEqual(env.label, reference);
    },
  };
}

/** Value rules beyond min/max: strictly greater than, web address, time ranges. */
export const VALUE_RULES: Record<string, RuleDef> = {
  gt: {
    args: [1, 1],
    validateArgs: numberArgs,
    check: (v, [n], env) => {
      const d = toDecimal(v);
      if (!d) return env.m.numeric(env.label);
      return d.cmp(n) > 0 ? null : env.m.greaterThan(env.label, n);
    },
  },
  // gte:N / lte:N or gte:other_field / lte:other_field (Laravel): at least / at most the number, or the
  // other field's value when that one is a number (when it is empty or not a number, its own rules say
  // so). A purchase order line: cantidad_entregada lte:cantidad.
  gte: compareWith('gte'),
  lte: compareWith('lte'),
  url: {
    check: (v, _a, env) => {
      const text = asText(v);
      return text !== null && isWebUrl(text) ? null : env.m.url(env.label);
    },
  },
  time_ranges: { check: (v, _a, env) => (isTimeRanges(v) ? null : env.m.timeRanges(env.label)) },
};
