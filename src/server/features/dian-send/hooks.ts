// When an invoice goes to the DIAN, and what may change once it went (issue 15).
import { todayDefault } from '../../../core/resource';
import { recordInvalid, registerRecordHooks } from '../../records';
import { fiscalLock } from './fiscal-lock';
import { enqueue } from './outbox';
import { kickDianQueues } from './worker';

/** Once sent (or on its way), an invoice is a fiscal document: these change only by a credit or debit note. */
export const FISCAL_FIELDS = ['number', 'cliente_id', 'fecha', 'type', 'forma_pago', 'pago', 'vencimiento', 'direccion', 'resolution_id', 'items', 'orden_compra'];
export const ISSUE_DATE_MESSAGE = 'Una factura electrónica se emite con la fecha del día en que se envía a la DIAN (regla FAD09e): usa la fecha de hoy.';
export const SENT_INVOICE_MESSAGE = 'La factura ya fue enviada a la DIAN: no se puede modificar. Corrígela con una nota crédito o débito.';
export const SENT_INVOICE_DELETE_MESSAGE = 'La factura ya fue enviada a la DIAN: no se puede eliminar. Anúlala con una nota crédito.';

/**
 * Electronic sales invoices go to the DIAN by themselves when their author can send (spec 01 §6
 * canSendToDian); a POS invoice (the POS electronic equivalent document) only when it asks (invoice_send, spec 02 §5).
 */
const sendsOnCreate = (data: Record<string, unknown>) => data.type === 'FE' || (data.type === 'POS' && data.invoice_send === true);

/** The form sends a sent invoice's lines back unchanged when only its note is edited: compared, not refused blindly. */
const locked = fiscalLock({ fields: FISCAL_FIELDS, items: { table: 'invoice_items', parentKey: 'invoice_id' }, message: SENT_INVOICE_MESSAGE, deleteMessage: SENT_INVOICE_DELETE_MESSAGE });

registerRecordHooks('invoices', {
  prepare(rec, change) {
    if (change.action !== 'created') return;
    if (sendsOnCreate(change.data) && rec.principal.canSendToDian) change.data.estado_dian = 'DIAN_PENDIENTE';
  },
  async beforeWrite(rec, change) {
    // Sent now, so issued today: the DIAN refuses any other issue date (FAD09e).
    if (change.action === 'created' && change.data.estado_dian === 'DIAN_PENDIENTE' && change.data.fecha !== todayDefault({ now: new Date() })) {
      throw recordInvalid({ fecha: [ISSUE_DATE_MESSAGE] });
    }
    await locked(rec, change);
  },
  async afterWrite(rec, change) {
    if (change.action !== 'created' || change.data.estado_dian !== 'DIAN_PENDIENTE' || change.id == null) return;
    if (await enqueue(rec, 'invoices', change.id)) rec.onCommit(kickDianQueues);
  },
});
