// Receivables (spec 02 §4 'debt'; issue 14): an invoice's partially_paid, debt and estado follow what
// its non-annulled receipts add up to. Every write of an invoice recomputes them from that sum (never
// incrementally, so nothing drifts), and every receipt written, moved, annulled or deleted rewrites its
// invoice(s) through the pipeline in the same transaction (a trusted write: revisions and realtime
// included). The invoice row is locked first by both paths, so concurrent receipts of one invoice
// serialise and each sees the others' amounts.
import { sql } from 'kysely';
import { D, formatMoney, INVOICE_VOID, invoiceBalance, parseDecimal, RECEIPT_VOID } from '../../../core/money';
import { todayDefault } from '../../../core/resource';
import { clientes, invoices } from '../../../core/resources';
import { recordConflict, recordInvalid, registerRecordHooks, type RecordChange, type RecordContext } from '../../records';
import { noteAdjustedTotal } from '../invoicing/notes';

type Row = Record<string, unknown>;
interface LockedInvoice { id: number; cliente_id: number | null; estado: string; total: string | null }

export const FOREIGN_INVOICE_MESSAGE = 'La factura no es del cliente del recibo.';
export const VOID_INVOICE_MESSAGE = 'La factura está anulada o rechazada: no recibe pagos.';
export const INVOICE_HAS_RECEIPTS_MESSAGE = 'La factura tiene recibos: elimínalos primero, o anula la factura.';
export const CLIENT_LOCKED_MESSAGE = 'La factura tiene recibos de su cliente: no puede cambiar de cliente.';
export const overpaidMessage = (open: string) => `El valor supera el saldo de la factura (${money(open)}).`;
export const belowPaidMessage = (paid: string) => `El total no puede ser menor que lo ya abonado (${money(paid)}).`;

const money = (v: string) => formatMoney(v, new D(v).isInteger() ? 0 : 2);
const dec = (v: unknown) => parseDecimal(v) ?? new D(0);
const ids = (...values: unknown[]) => [...new Set(values.filter((v): v is number => typeof v === 'number'))].sort((a, b) => a - b);

/** Locks the invoices (in id order, so two writers never wait on each other crosswise) and reads them. */
async function lockInvoices(rec: RecordContext, list: number[]): Promise<Map<number, LockedInvoice>> {
  if (!list.length) return new Map();
  const rows = (await sql<LockedInvoice>`select id, cliente_id, estado, total::text as total from invoices
    where tenant_id = ${rec.tenantId} and id = any(${list}::int[]) order by id for update`.execute(rec.trx)).rows;
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * What an invoice's receipts have paid: the sum of its receipts that are not annulled (all of them,
 * whoever may see them), leaving out `except` (the receipt being written). Issue 15's receipts that
 * pay several invoices will sum their allocation lines here.
 */
async function paidOn(rec: RecordContext, invoiceId: number, except: number | null = null): Promise<string> {
  const row = (await sql<{ paid: string }>`select coalesce(sum(amount), 0)::text as paid from receipts
    where tenant_id = ${rec.tenantId} and invoice_id = ${invoiceId} and status is distinct from ${RECEIPT_VOID}
    and id <> ${except ?? 0}`.execute(rec.trx)).rows[0];
  return row.paid;
}

async function receiptCount(rec: RecordContext, invoiceId: number): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from receipts where tenant_id = ${rec.tenantId}
    and invoice_id = ${invoiceId}`.execute(rec.trx)).rows[0].n;
}

registerRecordHooks('invoices', {
  async beforeWrite(rec, change) {
    const { data, before } = change;
    if (change.action === 'deleted') {
      // Its receipts would be left pointing at nothing (their invoice is required).
      if (await receiptCount(rec, change.id!)) throw recordConflict(INVOICE_HAS_RECEIPTS_MESSAGE);
      return;
    }
    let paid = '0';
    if (change.id != null) {
      await lockInvoices(rec, [change.id]);
      paid = await paidOn(rec, change.id);
      if ('cliente_id' in data && data.cliente_id !== before?.cliente_id && await receiptCount(rec, change.id)) {
        throw recordInvalid({ cliente_id: [CLIENT_LOCKED_MESSAGE] });
      }
    }
    const estado = String(data.estado ?? before?.estado ?? 'emitida');
    const total = 'total' in data ? data.total : before?.total;
    if ('total' in data && !INVOICE_VOID.includes(estado) && dec(paid).gt(dec(total))) throw recordInvalid({ items: [belowPaidMessage(paid)] });
    const vencimiento = 'vencimiento' in data ? data.vencimiento : before?.vencimiento;
    const overdue = typeof vencimiento === 'string' && vencimiento < todayDefault({ now: new Date() });
    // Credit and debit notes move what the invoice asks of its client (invoicing/notes.ts).
    const owed = change.id != null ? await noteAdjustedTotal(rec, change.id, total) : total;
    const b = invoiceBalance({ total: owed, paid, estado, previousPaid: before?.partially_paid, overdue });
    data.estado = b.estado;
    data.partially_paid = b.partially_paid;
    data.debt = b.debt;
  },
  async afterWrite(rec, change) {
    const after = change.action === 'deleted' ? null : change.data.cliente_id ?? change.before?.cliente_id;
    await syncClientBalances(rec, ids(change.before?.cliente_id, after));
  },
});

/**
 * A client's `balance` (spec 02 §3, SuperAdmin-only) is what its invoices still owe: the sum of their
 * debt, rewritten whenever one of its invoices is (receipts reach here through their invoice's write).
 * A trusted write, as stock sums are: whoever invoices may not edit clients.
 */
async function syncClientBalances(rec: RecordContext, clientIds: number[]): Promise<void> {
  for (const id of clientIds) {
    const row = (await sql<{ total: string; changed: boolean }>`
      select s.total, c.balance is distinct from s.total as changed
        from clientes c,
             (select coalesce(sum(debt), 0) as total from invoices where tenant_id = ${rec.tenantId} and cliente_id = ${id}) s
       where c.tenant_id = ${rec.tenantId} and c.id = ${id} for update of c`.execute(rec.trx)).rows[0];
    if (row?.changed) await rec.update(clientes, id, { balance: row.total }, { trusted: true });
  }
}

/** A receipt write that can change what its invoice(s) were paid. */
const movesMoney = (change: RecordChange) =>
  change.action !== 'updated' || ['invoice_id', 'cliente_id', 'amount', 'status'].some((k) => k in change.data);

registerRecordHooks('receipts', {
  async prepare(rec, change) {
    if (change.action === 'deleted') return;
    if (rec.userId != null) change.data.updated_by = rec.userId;
    // A receipt that names its invoice but no client is the invoice's client's.
    const invoiceId = change.data.invoice_id;
    if (change.action === 'created' && change.data.cliente_id == null && typeof invoiceId === 'number') {
      const row = (await sql<{ cliente_id: number | null }>`select ${sql.ref('invoices.cliente_id')} as cliente_id from invoices
        where ${rec.base(invoices)} and ${sql.ref('invoices.id')} = ${invoiceId}`.execute(rec.trx)).rows[0];
      if (row?.cliente_id != null) change.data.cliente_id = row.cliente_id;
    }
  },
  async beforeWrite(rec, change) {
    if (!movesMoney(change)) return;
    const before = change.before ?? {};
    const receipt: Row = { ...before, ...change.data };
    const locked = await lockInvoices(rec, ids(before.invoice_id, receipt.invoice_id));
    if (change.action === 'deleted') return;
    const invoice = typeof receipt.invoice_id === 'number' ? locked.get(receipt.invoice_id) : undefined;
    // A missing or unreachable invoice was already refused by the reference check.
    if (!invoice) return;
    if (receipt.cliente_id !== invoice.cliente_id) throw recordInvalid({ invoice_id: [FOREIGN_INVOICE_MESSAGE] });
    if (receipt.status === RECEIPT_VOID) return;
    if (INVOICE_VOID.includes(invoice.estado)) throw recordInvalid({ invoice_id: [VOID_INVOICE_MESSAGE] });
    const open = dec(await noteAdjustedTotal(rec, invoice.id, invoice.total)).minus(dec(await paidOn(rec, invoice.id, change.id)));
    if (dec(receipt.amount).gt(open)) throw recordInvalid({ amount: [overpaidMessage(D.max(open, 0).toFixed(2))] });
  },
  async afterWrite(rec, change) {
    if (!movesMoney(change)) return;
    for (const id of ids(change.before?.invoice_id, change.action === 'deleted' ? null : change.data.invoice_id ?? change.before?.invoice_id)) {
      await rec.update(invoices, id, {}, { trusted: true });
    }
  },
});
