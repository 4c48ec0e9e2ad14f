import { sql, type RawBuilder } from 'kysely';
import { canSeeField, type Principal } from '../../core/access';
import type { Field, Resource } from '../../core/resource/types';
import { isColumn } from '../db/schema';

/** Fields a principal reads from a resource: visible, not write-only, stored or computed. */
export function readableFields(r: Resource, p: Principal | null): [string, Field][] {
  return Object.entries(r.fields).filter(([, f]) =>
    !f.writeOnly && canSeeField(p, f) && (isColumn(f) || f.kind === 'computed'));
}

/**
 * The SELECT list for a principal: id, readable fields (computed ones as expressions), timestamps.
 * `only` (the list's `fields=`, already checked by the parser) narrows it to those names plus id.
 */
export function selectColumns(r: Resource, p: Principal | null, only?: readonly string[]): RawBuilder<unknown> {
  const wanted = (name: string) => !only || only.includes(name);
  const cols: RawBuilder<unknown>[] = [sql.ref('id')];
  for (const [name, f] of readableFields(r, p)) {
    if (!wanted(name)) continue;
    cols.push(f.kind === 'computed' ? sql`(${sql.raw(f.sql!)}) as ${sql.id(name)}` : sql.ref(name));
  }
  for (const t of ['created_at', 'updated_at']) if (wanted(t)) cols.push(sql.ref(t));
  return sql.join(cols);
}

/** Every stored column (for revisions: the full before/after state, minus secrets). */
export function snapshotColumns(r: Resource): RawBuilder<unknown> {
  const cols = Object.entries(r.fields).filter(([, f]) => isColumn(f) && !f.writeOnly).map(([n]) => sql.ref(n));
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
