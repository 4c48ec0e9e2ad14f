/**
 * visibleIf (spec 03 §3.1): whether a field is shown for the record's current values. One function
 * for the form (what it renders and sends) and the server's validation (a field that is not visible
 * does not get its presence rules), so both agree on every record. Isomorphic.
 */
import type { Field, VisibleCondition } from './types';

type Scalar = string | number | boolean;
const filled = (v: unknown) => !(v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length));
const list = (x: Scalar | Scalar[]) => (Array.isArray(x) ? x : [x]);
/** Values compare as text, so a select's '31' and 31 are the same, and true matches 'true'/'1'. */
const same = (v: unknown, x: Scalar) => (typeof x === 'boolean' ? (v === x || String(v) === String(x) || String(v) === (x ? '1' : '0')) : String(v) === String(x));
const matches = (v: unknown, xs: Scalar[]) => (Array.isArray(v) ? v.some((e) => xs.some((x) => same(e, x))) : xs.some((x) => same(v, x)));

function holds(c: VisibleCondition, data: Record<string, unknown>): boolean {
  const v = Object.prototype.hasOwnProperty.call(data, c.field) ? data[c.field] : undefined;
  if (c.is !== undefined && !matches(v, list(c.is))) return false;
  if (c.not !== undefined && matches(v, list(c.not))) return false;
  if (c.filled !== undefined && filled(v) !== c.filled) return false;
  return true;
}

/** Whether the field is visible for these values (no visibleIf: always). */
export function isFieldVisible(f: Pick<Field, 'visibleIf'>, data: Record<string, unknown>): boolean {
  if (!f.visibleIf) return true;
  return (Array.isArray(f.visibleIf) ? f.visibleIf : [f.visibleIf]).every((c) => holds(c, data));
}

/** Fields a visibleIf looks at (the form re-renders the dependants when one changes). */
export const visibleIfFields = (f: Pick<Field, 'visibleIf'>): string[] =>
  !f.visibleIf ? [] : (Array.isArray(f.visibleIf) ? f.visibleIf : [f.visibleIf]).map((c) => c.field);

/** Whether every condition holds on these values (a list cell's `list.danger`). */
export function conditionsHold(conds: VisibleCondition | VisibleCondition[], data: Record<string, unknown>): boolean {
  return (Array.isArray(conds) ? conds : [conds]).every((c) => holds(c, data));
}
