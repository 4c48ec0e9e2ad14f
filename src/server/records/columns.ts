import { sql, type RawBuilder } from 'kysely';
import { canSeeField, type Principal } from '../../core/access';
import type { Field, Resource } from '../../core/resource/types';
import { isColumn } from '../db/schema';
import { identText, raw, toRaw, type Sql } from '../db/sql-text';

/** Fields a principal reads from a resource: visible, not write-only, stored or computed. */
export function readableFields(r: Resource, p: Principal | null): [string, Field][] {
  return Object.entries(r.fields).filter(([, f]) =>
    !f.writeOnly && canSeeField(p, f) && (isColumn(f) || f.kind === 'computed' || !!f.stored));
}

/** Whether a field's visibility can depend on who asks (canSeeField looks at more than nothing). */
const restricted = (f: Field) => !canSeeField(null, f) || !!(f.superAdminOnly || f.dianOnly || f.modulo || (f.can !== undefined && f.can !== '' && !(Array.isArray(f.can) && !f.can.length)));

interface ColumnCache {
  /** Fields whose visibility depends on the principal (in definition order). */
  gated: Field[];
  /** SELECT list text per visibility of the gated fields and `fields=` selection. */
  lists: Map<string, string>;
}
const columnCaches = new WeakMap<Resource, ColumnCache>();
const MAX_LISTS = 200;

/**
 * The SELECT list for a principal: id, readable fields (computed ones as expressions), timestamps.
 * `only` (the list's `fields=`, already checked by the parser) narrows it to those names plus id.
 * The text is a pure function of the resource, which gated fields this principal may see and `only`,
 * so it is kept per resource under exactly that key (no values in it; nothing of one user's is reused
 * for another unless the two see the same fields).
 */
export function selectColumnsSql(r: Resource, p: Principal | null, only?: readonly string[]): Sql {
  let cache = columnCaches.get(r);
  if (!cache) columnCaches.set(r, (cache = { gated: Object.values(r.fields).filter(restricted), lists: new Map() }));
  let key = only ? only.join(',') : '*';
  key += '|';
  for (const f of cache.gated) key += canSeeField(p, f) ? '1' : '0';
  let text = cache.lists.get(key);
  if (text === undefined) {
    const wanted = (name: string) => !only || only.includes(name);
    const cols = [identText('id')];
    for (const [name, f] of readableFields(r, p)) {
      if (!wanted(name)) continue;
      if (f.stored) cols.push(`${storedJsonText(f)} as ${identText(name)}`);
      else cols.push(f.kind === 'computed' ? `(${f.sql!}) as ${identText(name)}` : identText(name));
    }
    for (const t of ['created_at', 'updated_at']) if (wanted(t)) cols.push(identText(t));
    text = cols.join(', ');
    if (cache.lists.size >= MAX_LISTS) cache.lists.clear();
    cache.lists.set(key, text);
  }
  return raw(text);
}

/** selectColumnsSql as a Kysely expression. */
export const selectColumns = (r: Resource, p: Principal | null, only?: readonly string[]): RawBuilder<unknown> =>
  toRaw(selectColumnsSql(r, p, only));

/**
 * A custom field's value as JSON (`custom->'key'`): numbers, booleans and texts come back as the kind
 * stores them, exactly like a column would (decimals are stored as strings, as numeric columns answer).
 */
const storedJsonText = (f: Field) => {
  const { column, key } = f.stored!;
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`stored field key '${key}' is not safe`);
  return `(${identText(column)}->'${key}')`;
};

/** Every stored column (for revisions: the full before/after state, minus secrets), custom values by field. */
export function snapshotColumns(r: Resource): RawBuilder<unknown> {
  const cols = Object.entries(r.fields).filter(([, f]) => (isColumn(f) || !!f.stored) && !f.writeOnly)
    .map(([n, f]) => (f.stored ? sql`${sql.raw(storedJsonText(f))} as ${sql.ref(n)}` : sql.ref(n)));
  return sql.join([sql.ref('id'), ...cols, sql.ref('created_at'), sql.ref('updated_at')]);
}

/**
 * JSON-ready row: dates as ISO strings (timestamps) and YYYY-MM-DD (date columns stay strings).
 * Converts in place (rows come fresh from the driver) and returns the same object.
 */
export function toJsonRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const k in row) {
    const v = row[k];
    if (v instanceof Date) row[k] = v.toISOString();
  }
  return row;
}
