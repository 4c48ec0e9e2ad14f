import { sql } from 'kysely';
import type { Resource } from '../../core/resource/types';
import { selectColumns, toJsonRow } from './columns';
import type { RecordContext } from './context';

type Row = Record<string, unknown>;

/** Rows of `view` among ids that the user reaches (tenant + row scope), readable fields only. */
export async function fetchVisible(rec: RecordContext, view: Resource, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = (await sql<Row>`select ${selectColumns(view, rec.principal)} from ${sql.table(view.table)}
    where ${rec.base(view)} and ${sql.ref(`${view.table}.id`)} = any(${ids}::int[])`.execute(rec.trx)).rows;
  return rows.map(toJsonRow);
}
