// Stock per warehouse (bodega_inventario): a product's `stock` is the sum of its stock rows over the
// warehouses, rewritten in the transaction of every write to those rows, through the pipeline (a
// trusted write: whoever moves stock may not edit products; the product's revision and realtime event
// say its stock changed). Deleting a warehouse or a product deletes its stock rows first, so the sums
// never count rows whose warehouse is gone. A row carries its product's reference and name (search,
// sort), copied on write and rewritten when the product is renamed (derived columns: no revisions).
import { sql } from 'kysely';
import { bodegaInventario, bodegas, productos } from '../../../core/resources';
import { registerRecordHooks, type RecordChange, type RecordContext } from '../../records';

/** Products whose sum a change of stock rows may move: the row's product before and after. */
function productsOf(change: RecordChange): number[] {
  const ids = new Set<number>();
  for (const row of [change.before, change.data]) {
    const id = row?.item_id;
    if (typeof id === 'number') ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Sets each product's stock to the sum of its rows. The product row is locked first, and the sum read
 * in a statement after the lock: under READ COMMITTED a concurrent writer of another row of the same
 * product waits for this transaction and then sums what it committed, so no sum is lost.
 */
export async function syncProductStock(rec: RecordContext, productIds: number[]): Promise<void> {
  for (const id of productIds) {
    const locked = (await sql`select id from productos where tenant_id = ${rec.tenantId} and id = ${id} for update`.execute(rec.trx)).rows.length;
    if (!locked) continue;
    const row = (await sql<{ total: string; changed: boolean }>`
      select s.total, p.stock is distinct from s.total as changed
        from productos p,
             (select coalesce(sum(stock), 0) as total from bodega_inventario
               where tenant_id = ${rec.tenantId} and item_id = ${id} and bodega_id is not null) s
       where p.tenant_id = ${rec.tenantId} and p.id = ${id}`.execute(rec.trx)).rows[0];
    if (row?.changed) await rec.update(productos, id, { stock: row.total }, { trusted: true });
  }
}

/** Deletes the stock rows whose `column` is `id` (their products' sums follow through the hook above). */
async function removeRows(rec: RecordContext, column: 'item_id' | 'bodega_id', id: number): Promise<void> {
  const ids = (await sql<{ id: number }>`select id from bodega_inventario where tenant_id = ${rec.tenantId} and ${sql.ref(column)} = ${id}`
    .execute(rec.trx)).rows.map((r) => r.id);
  if (ids.length) await rec.remove(bodegaInventario, ids, { trusted: true });
}

registerRecordHooks('bodega_inventario', {
  async prepare(rec, change) {
    const id = change.data.item_id;
    if (typeof id !== 'number') return;
    const p = (await sql<{ name: string | null; referencia: string | null }>`select name, referencia from productos
      where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx)).rows[0];
    // An unknown product is left to the reference check (422 on item_id).
    if (p) Object.assign(change.data, { producto: p.name, referencia: p.referencia });
  },
  async afterWrite(rec, change) {
    await syncProductStock(rec, productsOf(change));
    // A warehouse's counts (computed fields) changed: its readers get an 'updated' event, like the
    // product's, so /storage follows without a reload. No revision: nothing of the warehouse was written.
    const ids = new Set([change.before?.bodega_id, change.data.bodega_id].filter((id): id is number => typeof id === 'number'));
    for (const id of ids) {
      rec.noteCommitted({ resource: bodegas, action: 'updated', id, before: null, after: null, tenantId: rec.tenantId, userId: rec.userId });
    }
  },
});

registerRecordHooks('bodegas', {
  async beforeWrite(rec, change) {
    if (change.action === 'deleted' && change.id !== null) await removeRows(rec, 'bodega_id', change.id);
  },
});

registerRecordHooks('productos', {
  async beforeWrite(rec, change) {
    if (change.action === 'deleted' && change.id !== null) await removeRows(rec, 'item_id', change.id);
  },
  async afterWrite(rec, change) {
    if (change.action !== 'updated' || change.id === null || !('name' in change.data || 'referencia' in change.data)) return;
    await sql`update bodega_inventario s set producto = p.name, referencia = p.referencia from productos p
      where s.tenant_id = ${rec.tenantId} and s.item_id = ${change.id} and p.tenant_id = s.tenant_id and p.id = s.item_id
        and (s.producto, s.referencia) is distinct from (p.name, p.referencia)`.execute(rec.trx);
  },
});
