// Resources with a reorder screen (views.reorder): a new record without a position goes last among
// its siblings (largest position + 1), so the order the screen saved is kept when records are added.
import { sql } from 'kysely';
import { RESOURCES } from '../../../core/resources';
import { registerRecordHooks } from '../../records';

export { reorderRoutes } from './routes';

for (const r of RESOURCES) {
  const view = r.views.reorder;
  if (!view) continue;
  const { order, parent } = view;
  registerRecordHooks(r.name, {
    async prepare(rec, change) {
      if (change.action !== 'created' || change.data[order] != null) return;
      const p = parent ? change.data[parent] ?? null : null;
      const max = (await sql<{ m: number | null }>`select max(${sql.ref(order)}) as m from ${sql.table(r.table)}
        where tenant_id = ${rec.tenantId}${parent ? sql` and ${sql.ref(parent)} is not distinct from ${p}` : sql``}`.execute(rec.trx)).rows[0]?.m;
      change.data[order] = Number(max ?? 0) + 1;
    },
  });
}
