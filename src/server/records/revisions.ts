import { sql } from 'kysely';
import type { Resource } from '../../core/resource/types';
import type { Tx } from '../db/tenant-scope';
import { snapshotColumns, toJsonRow } from './columns';

type Row = Record<string, unknown>;

/** Full stored state of one row (no secrets), or null when the tenant has no such row. */
export async function snapshot(ctx: { trx: Tx; tenantId: number }, r: Resource, id: number): Promise<Row | null> {
  const row = (await sql<Row>`select ${snapshotColumns(r)} from ${sql.table(r.table)}
    where tenant_id = ${ctx.tenantId} and id = ${id}`.execute(ctx.trx)).rows[0];
  return row ? toJsonRow(row) : null;
}

/** Every write leaves who, when, what and the before/after state (for /{model}/{id}/revisions). */
export async function recordRevision(ctx: { trx: Tx; tenantId: number; userId: number | null }, r: Resource, id: number,
  action: 'created' | 'updated' | 'deleted', before: Row | null, after: Row | null) {
  await sql`insert into revisions (tenant_id, resource, record_id, user_id, action, before, after)
    values (${ctx.tenantId}, ${r.name}, ${id}, ${ctx.userId}, ${action},
      ${before ? JSON.stringify(before) : null}, ${after ? JSON.stringify(after) : null})`.execute(ctx.trx);
}

export async function listRevisions(ctx: { trx: Tx; tenantId: number }, r: Resource, id: number) {
  return (await sql<Row>`select v.id, v.action, v.before, v.after, v.created_at, v.user_id, u.full_name as user_name
    from revisions v left join users u on u.id = v.user_id and u.tenant_id = v.tenant_id
    where v.tenant_id = ${ctx.tenantId} and v.resource = ${r.name} and v.record_id = ${id}
    order by v.id desc limit 500`.execute(ctx.trx)).rows.map(toJsonRow);
}

/** Runs a write that bypasses the records layer (auth flows) and still leaves its revision. */
export async function withRevision<T>(ctx: { trx: Tx; tenantId: number; userId: number | null }, r: Resource, id: number,
  write: () => Promise<T>): Promise<T> {
  const before = await snapshot(ctx, r, id);
  const out = await write();
  const after = await snapshot(ctx, r, id);
  await recordRevision(ctx, r, id, before ? (after ? 'updated' : 'deleted') : 'created', before, after);
  return out;
}
