import { sql } from 'kysely';
import { RESOURCES } from '../../../core/resources';
import { registerRecordHooks } from '../../records';

/** Gap between consecutive card positions, so a card dropped between two rarely renumbers others. */
export const ORDER_STEP = 1024;

/**
 * A resource with a board view whose cards keep a position (`views.board.order`): a new record
 * without one goes to the end of its column (largest position + ORDER_STEP).
 */
for (const r of RESOURCES) {
  const board = r.views.board;
  const orderField = board?.order;
  if (!board || !orderField) continue;
  registerRecordHooks(r.name, {
    async prepare(rec, change) {
      if (change.action !== 'created' || change.data[orderField] != null) return;
      const column = change.data[board.column];
      const max = (await sql<{ m: number | null }>`select max(${sql.ref(orderField)}) as m from ${sql.table(r.table)}
        where tenant_id = ${rec.tenantId} and ${sql.ref(board.column)} is not distinct from ${column ?? null}`.execute(rec.trx)).rows[0]?.m;
      change.data[orderField] = (max ?? 0) + ORDER_STEP;
    },
  });
}
