// A purchase order's approval (spec 02 §3 approved_at, approved_by; tab 'approval workflow'): both
// are the server's, written when an order becomes 'aprobado' — who approved it and when — so they
// cannot be forged by the client (they are read-only fields). Moving the order on (entregado,
// pagado…) keeps them; an order that leaves 'aprobado' and is approved again records the new approval.
import { registerRecordHooks } from '../../records';

export const APPROVED_STATUS = 'aprobado';

registerRecordHooks('purchase_orders', {
  prepare(rec, change) {
    if (change.action === 'deleted') return;
    const { data, before } = change;
    if (data.status !== APPROVED_STATUS || before?.status === APPROVED_STATUS) return;
    data.approved_at = new Date().toISOString();
    data.approved_by = rec.userId;
  },
});
