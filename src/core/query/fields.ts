/**
 * Which fields a list query may touch, and how a raw query-string value becomes a typed filter value.
 * Shared by the parser (validation) and the server compiler (kinds, computed SQL).
 */
import { canSeeField, type Principal } from '../access';
import { isDateOnly, isDateValue, isSortable, KINDS, type Field, type FieldKind, type Resource } from '../resource';
import { getResource } from '../resources';
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
    return !!KINDS[qf.kind].dateBounds && (op === 'dateGte' || op === 'dateLte') ? null : notFilterable;
  }
  if (!qf.def?.filter && !qf.def?.unique) return notFilterable;
  switch (op) {
    case 'null': case 'notNull': return null;
    case 'eq': case 'in': return KINDS[qf.kind].noEquality ? notForKind : null;
    case 'like': return KINDS[qf.kind].like ? null : notForKind;
    case 'dateGte': case 'dateLte': return KINDS[qf.kind].dateBounds ? null : notForKind;
    case 'under': return qf.kind === 'relation' && !!getResource(qf.def?.relation?.resource ?? '')?.tree ? null : notForKind;
  }
}

/** Whether the query may order by this field. */
export const sortable = (qf: QueryField) => qf.builtin || (!!qf.def && isSortable(qf.def));

/** The query-string key of each operator (for messages and serialisation). */
export const OP_KEYS: Record<FilterOp, string> = {
  eq: 'where', in: 'whereIn', null: 'whereNull', notNull: 'whereNotNull', like: 'whereLike',
  dateGte: 'whereDategte', dateLte: 'whereDatelwe', under: 'whereUnder',
};

export { isDateOnly, isDateValue };

/** Typed value of `raw` for a filter on `qf` (eq/in), by the kind catalogue; throws QueryError when it does not fit. */
export function coerceValue(qf: QueryField, raw: string): FilterValue {
  const c = KINDS[qf.kind].query(qf.def, raw);
  if (!c.ok) throw new QueryError(`Valor no válido para '${qf.name}': '${show(raw)}' (se esperaba ${c.expected}).`);
  return c.value;
}

/** Value as it goes back into a URL. */
export const valueToString = (v: FilterValue) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
