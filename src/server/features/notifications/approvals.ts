// "An approval requested" (issue 12 Notifications): a purchase order put in 'revisado' — reviewed,
// waiting for someone to approve it (spec 02 §4: generado → revisado → aprobado) — notifies the users
// who could approve it: active, allowed to change this order and its status (permission, module,
// author rule) and able to see it (row scope), exactly as the server would let them. Custom forms'
// approval arrives with its own resource (ROADMAP) and calls notify() the same way.
import { sql } from 'kysely';
import { canChangeRecord, canWriteField, SUPER_ADMIN } from '../../../core/access';
import { recordTitle } from '../../../core/resource';
import { proveedores, purchaseOrders } from '../../../core/resources';
import { loadAuthUser, permissionNamesSql, principalOf } from '../../auth/session';
import { Records, registerRecordHooks, type RecordChange, type RecordContext } from '../../records';
import { notify, systemReader, userName } from './notify';

export const APPROVAL_REQUESTED_STATUS = 'revisado';
/** Beyond this many possible approvers the tenant is not a small company: only the first are asked. */
const MAX_CANDIDATES = 500;

/** Users who may approve this stored purchase order, as the server would judge their own request. */
async function approversOf(rec: RecordContext, orderId: number, row: Record<string, unknown>): Promise<number[]> {
  // Candidates first, in SQL: SuperAdmins and holders (by role or directly) of the update check's names;
  // each is then judged in full below.
  const check = purchaseOrders.access.update;
  const names = [...(Array.isArray(check) ? check : check ? [check] : []), SUPER_ADMIN];
  const users = (await sql<{ id: number }>`select u.id from users u where u.tenant_id = ${rec.tenantId} and u.active is not false and (
      exists (select 1 from role_user ru join roles r on r.id = ru.role_id
        where ru.tenant_id = u.tenant_id and ru.user_id = u.id and r.name = any(${names}::text[]))
      or exists (select 1 from (${permissionNamesSql(rec.tenantId, sql.ref('u.id'))}) p where p.name = any(${names}::text[])))
    order by u.id limit ${MAX_CANDIDATES}`.execute(rec.trx)).rows;
  const status = purchaseOrders.fields.status;
  const out: number[] = [];
  for (const { id } of users) {
    if (id === rec.userId) continue;
    const user = await loadAuthUser(rec.trx, rec.tenantId, id);
    if (!user?.active) continue;
    const principal = principalOf(user, rec.principal.modules, false);
    if (!canChangeRecord(principal, purchaseOrders, 'update', row) || !canWriteField(principal, status)) continue;
    // Row scope: the order must be one this user can open (team, own, client-linked).
    const seen = await new Records(rec.trx, { tenantId: rec.tenantId, principal }).get(purchaseOrders, orderId).catch(() => null);
    if (seen) out.push(id);
  }
  return out;
}

async function purchaseOrderReviewed(rec: RecordContext, change: RecordChange) {
  if (change.action === 'deleted' || change.id == null) return;
  const before = change.before ?? {};
  const status = 'status' in change.data ? change.data.status : before.status;
  if (status !== APPROVAL_REQUESTED_STATUS || before.status === APPROVAL_REQUESTED_STATUS) return;
  const reader = systemReader(rec);
  const row = await reader.get(purchaseOrders, change.id);
  if (!row) return;
  const supplier = typeof row.proveedor_id === 'number' ? await reader.get(proveedores, row.proveedor_id) : null;
  const supplierName = supplier ? String(recordTitle(proveedores, supplier) ?? '').trim() : '';
  const who = await userName(rec, rec.userId);
  await notify(rec, await approversOf(rec, change.id, row), {
    titulo: `Aprobación pendiente: orden de compra ${row.number}`,
    mensaje: `${who} pidió aprobar la orden de compra ${row.number}${supplierName ? ` de ${supplierName}` : ''}.`,
    data: { purchase_order_id: change.id },
  });
}

registerRecordHooks('purchase_orders', { afterWrite: purchaseOrderReviewed, keepsRecord: true });
