/**
 * Which fields a list query may touch, and how a raw query-string value becomes a typed filter value.
 * Shared by the parser (validation) and the server compiler (kinds, computed SQL).
 */
import { canSeeField, type Principal } from '../access';
import { isSortable, type Field, type FieldKind, type Resource } from '../resource';
import { QueryError, type FilterOp, type FilterValue } from './types';

/** A field as the query language sees it. `kind` is the effective kind (a computed field's valueKind). */
export interface QueryField {
  name: string;
  kind: FieldKind;
  /** The resource's definition; undefined for the built-in columns id, created_at, updated_at. */
  def?: Field;
  builtin: boolean;
}

const BUILTINS: Record<string, FieldKind> = { id: 'integer', created_at: 'datetime', updated_at: 'datetime' };

export const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Lower-cased plural label, for messages: "en clientes". */
export const resourceWord = (r: Resource) => r.label.many.toLowerCase();

/** Cut user text echoed in messages. */
export const show = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/**
 * The field `name` of `resource` as visible to `principal` (when one is given), or undefined when it
 * does not exist, is write-only, or the principal may not read it. Built-ins win over definitions.
 */
export function queryField(
  resource: Resource, name: string, principal?: Principal | null, checkPrincipal = principal !== undefined,
): QueryField | undefined {
  if (hasOwn(BUILTINS, name)) return { name, kind: BUILTINS[name], builtin: true };
  if (!hasOwn(resource.fields, name)) return undefined;
  const def = resource.fields[name];
  if (def.writeOnly || def.kind === 'password') return undefined;
  if (checkPrincipal && !canSeeField(principal, def)) return undefined;
  const kind = def.kind === 'computed' ? (def.valueKind ?? 'text') : def.kind;
  return { name, kind, def, builtin: false };
}

const LIKE_KINDS = new Set<FieldKind>(['text', 'textarea', 'email', 'phone', 'color', 'select', 'integer', 'number', 'currency', 'relation']);
const DATE_KINDS = new Set<FieldKind>(['date', 'datetime']);

/**
 * Why `op` may not be used on this field, or null when it may. A field is filterable when it says
 * `filter`, or when it is `unique` (a natural lookup key such as email or referencia, backed by the
 * (tenant_id, field) unique index). `id` takes eq/in/null; created_at/updated_at take date bounds.
 */
export function filterRefusal(resource: Resource, qf: QueryField, op: FilterOp): string | null {
  const notFilterable = `El campo '${qf.name}' no se puede filtrar en ${resourceWord(resource)}.`;
  const notForKind = `El filtro ${OP_KEYS[op]} no aplica al campo '${qf.name}'.`;
  if (qf.builtin) {
    if (qf.name === 'id') return op === 'eq' || op === 'in' || op === 'null' || op === 'notNull' ? null : notForKind;
    return DATE_KINDS.has(qf.kind) && (op === 'dateGte' || op === 'dateLte') ? null : notFilterable;
  }
  if (!qf.def?.filter && !qf.def?.unique) return notFilterable;
  switch (op) {
    case 'null': case 'notNull': return null;
    case 'eq': case 'in': return qf.kind === 'json' ? notForKind : null;
    case 'like': return LIKE_KINDS.has(qf.kind) ? null : notForKind;
    case 'dateGte': case 'dateLte': return DATE_KINDS.has(qf.kind) ? null : notForKind;
  }
}

/** Whether the query may order by this field. */
export const sortable = (qf: QueryField) => qf.builtin || (!!qf.def && isSortable(qf.def));

/** The query-string key of each operator (for messages and serialisation). */
export const OP_KEYS: Record<FilterOp, string> = {
  eq: 'where', in: 'whereIn', null: 'whereNull', notNull: 'whereNotNull', like: 'whereLike',
  dateGte: 'whereDategte', dateLte: 'whereDatelwe',
};

const INT_RE = /^[+-]?\d{1,16}$/;
const DECIMAL_RE = /^[+-]?\d{1,30}(\.\d{1,20})?$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

function validYmd(y: number, m: number, d: number) {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

/** YYYY-MM-DD with a real calendar day. */
export const isDateOnly = (s: string) => {
  const m = DATE_RE.exec(s);
  return !!m && validYmd(+m[1], +m[2], +m[3]);
};

/** YYYY-MM-DD, or an ISO 8601 date-time (seconds, fraction and zone optional) PostgreSQL accepts. */
export function isDateValue(s: string): boolean {
  if (isDateOnly(s)) return true;
  const m = ISO_RE.exec(s);
  if (!m || !validYmd(+m[1], +m[2], +m[3])) return false;
  if (+m[4] > 23 || +m[5] > 59 || (m[6] !== undefined && +m[6] > 59)) return false;
  if (m[8] !== undefined && (+m[8] > 15 || (m[9] !== undefined && +m[9] > 59))) return false;
  return true;
}

const numericSelect = (f?: Field) => !!f?.options?.length && f.options.every((o) => typeof o.value === 'number');

/** Typed value of `raw` for a filter on `qf` (eq/in); throws QueryError when it does not fit the kind. */
export function coerceValue(qf: QueryField, raw: string): FilterValue {
  const bad = (what: string) => new QueryError(`Valor no válido para '${qf.name}': '${show(raw)}' (se esperaba ${what}).`);
  const v = raw.trim();
  switch (qf.kind) {
    case 'integer': case 'relation': case 'relation_multiple': {
      if (!INT_RE.test(v)) throw bad('un número entero');
      const n = Number(v);
      if (!Number.isSafeInteger(n)) throw bad('un número entero');
      return n === 0 ? 0 : n;
    }
    case 'select': {
      if (!numericSelect(qf.def)) return raw;
      if (!INT_RE.test(v) || Math.abs(Number(v)) > 2_147_483_647) throw bad('un número entero');
      return Number(v) === 0 ? 0 : Number(v);
    }
    case 'number': case 'currency':
      if (!DECIMAL_RE.test(v)) throw bad('un número');
      return v;
    case 'boolean': {
      const b = v.toLowerCase();
      if (b === '1' || b === 'true') return true;
      if (b === '0' || b === 'false') return false;
      throw bad('1, 0, true o false');
    }
    case 'date': case 'datetime':
      if (!isDateValue(v)) throw bad('una fecha AAAA-MM-DD');
      return v;
    default:
      return raw;
  }
}

/** Value as it goes back into a URL. */
export const valueToString = (v: FilterValue) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
