import { sql, type RawBuilder } from 'kysely';
import { canSeeField } from '../../core/access';
import type { Resource } from '../../core/resource/types';
import type { Tx } from '../db/tenant-scope';
import { readableFields, snapshotColumns, toJsonRow } from './columns';
import type { RecordContext } from './context';
import { recordNotFound } from './errors';
import { attachItems, itemsFields } from './items';

type Row = Record<string, unknown>;

/** Full stored state of one row (no secrets), or null when the tenant has no such row. */
export async function snapshot(ctx: { trx: Tx; tenantId: number }, r: Resource, id: number, where?: RawBuilder<unknown>): Promise<Row | null> {
  // `where` (the writer's base condition: row scope) narrows it further, so a write's existence
  // check and its before-state are one statement.
  // Links come in the same statement, as sorted id arrays (one round trip instead of one per link).
  const links = linkFields(r).map(([name, f]) => {
    const { pivot, ownerKey, targetKey } = f.relation!;
    return sql`array(select p.${sql.ref(targetKey!)} from ${sql.table(pivot!)} p
      where p.tenant_id = ${ctx.tenantId} and p.${sql.ref(ownerKey!)} = ${sql.ref(`${r.table}.id`)} order by 1) as ${sql.ref(name)}`;
  });
  const row = (await sql<Row>`select ${sql.join([snapshotColumns(r), ...links])} from ${sql.table(r.table)}
    where ${sql.ref(`${r.table}.tenant_id`)} = ${ctx.tenantId} and ${sql.ref(`${r.table}.id`)} = ${id}${where ? sql` and ${where}` : sql``}`.execute(ctx.trx)).rows[0];
  if (!row) return null;
  const out = toJsonRow(row);
  for (const [name] of linkFields(r)) out[name] = ((out[name] as unknown[] | null) ?? []).map(Number);
  // The links are in `out` already: only the lines are read.
  return withParts(ctx, r, id, out, (name) => r.fields[name]?.kind === 'relation_multiple', out);
}

/** Many-to-many links a snapshot holds (as sorted ids). */
const linkFields = (r: Resource) => Object.entries(r.fields).filter(([, f]) => f.kind === 'relation_multiple' && !f.writeOnly);

/**
 * The state after a write from the row the write itself returned (`returning snapshotColumns`): the
 * same as `snapshot` afterwards, without reading the row again. Lines and links the write did not
 * touch are the before-state's; those it wrote are read back.
 */
export function snapshotAfterWrite(ctx: { trx: Tx; tenantId: number }, r: Resource, id: number, returned: Row,
  before: Row | null, written: Row): Promise<Row> {
  const kept = (name: string) => before !== null && !(name in written) && name in before;
  return withParts(ctx, r, id, toJsonRow(returned), kept, before);
}

/** Lines and many-to-many links are part of the record: a revision holds them before and after. */
async function withParts(ctx: { trx: Tx; tenantId: number }, r: Resource, id: number, out: Row,
  kept: (name: string) => boolean = () => false, before: Row | null = null): Promise<Row> {
  const items = itemsFields(r).map(([name]) => name);
  const read = items.filter((name) => !kept(name));
  for (const name of items) if (kept(name)) out[name] = before![name];
  if (read.length) await attachItems(ctx, r, [out], null, read);
  // Links as sorted ids: who gained a role is part of the history.
  for (const [name, f] of linkFields(r)) {
    if (kept(name)) { out[name] = before![name]; continue; }
    const { pivot, ownerKey, targetKey } = f.relation!;
    out[name] = (await sql<{ t: number }>`select ${sql.ref(targetKey!)} as t from ${sql.table(pivot!)}
      where tenant_id = ${ctx.tenantId} and ${sql.ref(ownerKey!)} = ${id} order by 1`.execute(ctx.trx)).rows.map((x) => x.t);
  }
  return out;
}

/** Every write leaves who, when, what and the before/after state (for /{model}/{id}/revisions). */
export async function recordRevision(ctx: { trx: Tx; tenantId: number; userId: number | null }, r: Resource, id: number,
  action: 'created' | 'updated' | 'deleted', before: Row | null, after: Row | null) {
  await sql`insert into revisions (tenant_id, resource, record_id, user_id, action, before, after)
    values (${ctx.tenantId}, ${r.name}, ${id}, ${ctx.userId}, ${action},
      ${before ? JSON.stringify(before) : null}, ${after ? JSON.stringify(after) : null})`.execute(ctx.trx);
}

/**
 * Revisions of a record the user reaches (a deleted record's only for users without row scope), each
 * state cut to the fields the user may read — never more than a direct GET of the record shows.
 */
export async function listRevisions(rec: RecordContext, view: Resource, id: number) {
  if (rec.scope(view)) {
    const ok = (await sql`select 1 from ${sql.table(view.table)} where ${rec.base(view)} and ${sql.ref(`${view.table}.id`)} = ${id}`
      .execute(rec.trx)).rows.length;
    if (!ok) throw recordNotFound();
  }
  const keep = new Set(['id', 'created_at', 'updated_at', ...readableFields(view, rec.principal).map(([n]) => n),
    ...itemsFields(view).filter(([, f]) => canSeeField(rec.principal, f)).map(([n]) => n),
    ...Object.entries(view.fields).filter(([, f]) => f.kind === 'relation_multiple' && canSeeField(rec.principal, f)).map(([n]) => n)]);
  const cut = (state: unknown) => (state && typeof state === 'object'
    ? Object.fromEntries(Object.entries(state as Row).filter(([k]) => keep.has(k))) : state);
  const rows = (await sql<Row>`select v.id, v.action, v.before, v.after, v.created_at, v.user_id, u.full_name as user_name
    from revisions v left join users u on u.id = v.user_id and u.tenant_id = v.tenant_id
    where v.tenant_id = ${rec.tenantId} and v.resource = ${view.name} and v.record_id = ${id}
    order by v.id desc limit 500`.execute(rec.trx)).rows.map(toJsonRow);
  return rows.map((row) => ({ ...row, before: cut(row.before), after: cut(row.after) }));
}
