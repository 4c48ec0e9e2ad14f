import type { ListQuery } from '../../core/query';
import type { Resource } from '../../core/resource/types';
import { runListQuery } from '../db/list-query';
import { selectColumnsSql, toJsonRow } from './columns';
import { attachIncludes, includeTree } from './includes';
import type { ListAnswer, RecordContext } from './context';
import { fetchVisible } from './fetch';
import { attachItems, itemsFields } from './items';

type Row = Record<string, unknown>;

/** `view` is the resource as the user reads it (Records.readable). */
export async function listRecords(rec: RecordContext, view: Resource, q: ListQuery): Promise<ListAnswer> {
  const res = await runListQuery(rec.trx, view, q, {
    tenantId: rec.tenantId, scope: rec.scope(view) ?? undefined, selectColumns: selectColumnsSql(view, rec.principal, q.fields),
  });
  const rows = res.rows.map(toJsonRow);
  // Most list reads ask for neither: no await (and no microtask turns) for nothing.
  if (q.include.length) await attachIncludes(rec, view, rows, includeTree(q.include));
  if (itemsFields(view).length) await attachItems(rec, view, rows, rec.principal, q.include);
  return { rows, total: res.total, total_is_estimate: res.total_is_estimate, sums: res.sums, counts: res.counts };
}

export async function getRecord(rec: RecordContext, view: Resource, id: number, include: string[] = []): Promise<Row | null> {
  const [row] = await fetchVisible(rec, view, [id]);
  if (!row) return null;
  await attachIncludes(rec, view, [row], includeTree(include));
  // A record's lines are part of it: always embedded in a GET of one record.
  await attachItems(rec, view, [row], rec.principal);
  return row;
}
