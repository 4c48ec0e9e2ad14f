import { sql } from 'kysely';
import type { Principal } from '../../core/access';
import type { Resource } from '../../core/resource/types';
import type { ListQuery } from '../../core/query';
import { runListQuery } from '../db/list-query';
import type { Tx } from '../db/tenant-scope';
import { selectColumns, toJsonRow } from './columns';
import { attachIncludes, includeTree } from './includes';

export interface ReadContext {
  trx: Tx;
  tenantId: number;
  principal: Principal | null;
}

type Row = Record<string, unknown>;

export interface ListAnswer {
  rows: Row[];
  total?: number;
  total_is_estimate?: boolean;
}

export async function listRecords(ctx: ReadContext, r: Resource, q: ListQuery): Promise<ListAnswer> {
  const res = await runListQuery(ctx.trx, r, q, { tenantId: ctx.tenantId, selectColumns: selectColumns(r, ctx.principal) });
  const rows = res.rows.map(toJsonRow);
  await attachIncludes(ctx.trx, r, rows, includeTree(q.include), ctx.tenantId, ctx.principal);
  return { rows, total: res.total, total_is_estimate: res.total_is_estimate };
}

export async function getRecord(ctx: ReadContext, r: Resource, id: number, include: string[] = []): Promise<Row | null> {
  const row = (await sql<Row>`select ${selectColumns(r, ctx.principal)} from ${sql.table(r.table)}
    where tenant_id = ${ctx.tenantId} and id = ${id}`.execute(ctx.trx)).rows[0];
  if (!row) return null;
  const out = toJsonRow(row);
  await attachIncludes(ctx.trx, r, [out], includeTree(include), ctx.tenantId, ctx.principal);
  return out;
}
