// When an invoice goes to the DIAN, and what may change once it went (issue 15).
import { sql } from 'kysely';
import { D, parseDecimal } from '../../../core/money';
import { todayDefault } from '../../../core/resource';
import { recordInvalid, registerRecordHooks, type RecordContext } from '../../records';
import { enqueue } from './outbox';
import { kickDianQueues } from './worker';

/** Once sent (or on its way), an invoice is a fiscal document: these change only by a credit or debit note. */
export const FISCAL_FIELDS = ['number', 'cliente_id', 'fecha', 'type', 'forma_pago', 'pago', 'vencimiento', 'direccion', 'resolution_id', 'items', 'orden_compra'];
export const ISSUE_DATE_MESSAGE = 'Una factura electrónica se emite con la fecha del día en que se envía a la DIAN (regla FAD09e): usa la fecha de hoy.';
export const SENT_INVOICE_MESSAGE = 'La factura ya fue enviada a la DIAN: no se puede modificar. Corrígela con una nota crédito o débito.';
const LOCKED = ['DIAN_PENDIENTE', 'DIAN_ENVIADO', 'DIAN_ACEPTADO'];

/**
 * Electronic sales invoices go to the DIAN by themselves when their author can send (spec 01 §6
 * canSendToDian); a POS invoice (the POS electronic equivalent document) only when it asks (invoice_send, spec 02 §5).
 */
const sendsOnCreate = (data: Record<string, unknown>) => data.type === 'FE' || (data.type === 'POS' && data.invoice_send === true);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Row = Record<string, unknown>;
const num = (v: unknown) => (parseDecimal(v) ?? new D(0)).toFixed(4);
/** What makes two lines the same fiscally: product, description, quantity, price, discount, tax rates. */
const lineKey = (l: Row) => JSON.stringify([l.producto_id ?? null, String(l.nombre ?? ''), num(l.cantidad), num(l.precio), num(l.descuento),
  (Array.isArray(l.taxes) ? l.taxes : []).map((t: Row) => [t.tax_id, num(t.tax_value), t.tax_mode])]);

/** The form sends a sent invoice's lines back unchanged when only its note is edited: compare, don't refuse blindly. */
async function linesChanged(rec: RecordContext, id: number, sent: unknown): Promise<boolean> {
  if (!Array.isArray(sent)) return false;
  const stored = (await sql<Row>`select producto_id, nombre, cantidad, precio, descuento, taxes from invoice_items
    where tenant_id = ${rec.tenantId} and invoice_id = ${id} order by position, id`.execute(rec.trx)).rows;
  return JSON.stringify(stored.map(lineKey)) !== JSON.stringify((sent as Row[]).map(lineKey));
}

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
    if (change.action !== 'updated' || !change.before || !LOCKED.includes(String(change.before.estado_dian))) return;
    const touched = FISCAL_FIELDS.filter((f) => f in change.data && f !== 'items' && !same(change.data[f], change.before![f]));
    if ('items' in change.data && await linesChanged(rec, change.id!, change.data.items)) touched.push('items');
    if (touched.length) throw recordInvalid(Object.fromEntries(touched.map((f) => [f, [SENT_INVOICE_MESSAGE]])));
  },
  async afterWrite(rec, change) {
    if (change.action !== 'created' || change.data.estado_dian !== 'DIAN_PENDIENTE' || change.id == null) return;
    if (await enqueue(rec, 'invoices', change.id)) rec.onCommit(kickDianQueues);
  },
});
