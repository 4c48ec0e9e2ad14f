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
 * What an invoice's receipts have paid — THE one sum of what paid an invoice (credit notes would join
 * here): the non-annulled receipts (all of them, whoever may see them), leaving out `except` (the
 * receipt being written). A receipt with allocation lines (`receipts.invoices`) pays what its lines say
 * for this invoice; one without lines pays its `amount` to its `invoice_id`.
 */
export async function paidOn(rec: RecordContext, invoiceId: number, except: number | null = null): Promise<string> {
  const row = (await sql<{ paid: string }>`select coalesce(sum(p.amount), 0)::text as paid from (
      select l.amount from receipt_invoices l join receipts r on r.tenant_id = l.tenant_id and r.id = l.receipt_id
       where l.tenant_id = ${rec.tenantId} and l.invoice_id = ${invoiceId}
         and r.status is distinct from ${RECEIPT_VOID} and r.id <> ${except ?? 0}
      union all
      select r.amount from receipts r
       where r.tenant_id = ${rec.tenantId} and r.invoice_id = ${invoiceId} and r.status is distinct from ${RECEIPT_VOID}
         and r.id <> ${except ?? 0}
         and not exists (select 1 from receipt_invoices l where l.tenant_id = r.tenant_id and l.receipt_id = r.id)
    ) p`.execute(rec.trx)).rows[0];
  return row.paid;
}

/** Receipts naming the invoice, directly or in an allocation line. */
async function receiptCount(rec: RecordContext, invoiceId: number): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from receipts r where r.tenant_id = ${rec.tenantId}
    and (r.invoice_id = ${invoiceId} or exists (select 1 from receipt_invoices l where l.tenant_id = r.tenant_id
      and l.receipt_id = r.id and l.invoice_id = ${invoiceId}))`.execute(rec.trx)).rows[0].n;
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

export const LINES_SUM_MESSAGE = (sum: string) => `El valor debe ser la suma de lo aplicado a las facturas (${money(sum)}).`;
export const MAIN_INVOICE_MESSAGE = 'La factura debe ser una de las facturas aplicadas.';
export const REPEATED_INVOICE_MESSAGE = 'La factura está repetida en el recibo.';

/** A receipt write that can change what its invoice(s) were paid. */
const movesMoney = (change: RecordChange) =>
  change.action !== 'updated' || ['invoice_id', 'cliente_id', 'amount', 'status', 'invoices'].some((k) => k in change.data);

interface Allocation { invoiceId: number; amount: unknown; path: string }
type Line = { invoice_id?: unknown; amount?: unknown };

/**
 * What a receipt pays, invoice by invoice: its allocation lines when it has any (`path` names the line
 * for errors), else its amount to its invoice_id.
 */
function allocationsOf(receipt: Row): Allocation[] {
  const lines = Array.isArray(receipt.invoices) ? receipt.invoices as Line[] : [];
  if (lines.length) {
    return lines.flatMap((l, i) => (typeof l.invoice_id === 'number' ? [{ invoiceId: l.invoice_id, amount: l.amount, path: `invoices.${i}` }] : []));
  }
  return typeof receipt.invoice_id === 'number' ? [{ invoiceId: receipt.invoice_id, amount: receipt.amount, path: '' }] : [];
}

const lineInvoices = (receipt: Row | null | undefined) =>
  (Array.isArray(receipt?.invoices) ? receipt!.invoices as Line[] : []).map((l) => l.invoice_id);

registerRecordHooks('receipts', {
  async prepare(rec, change) {
    if (change.action === 'deleted') return;
    if (rec.userId != null) change.data.updated_by = rec.userId;
    const { data } = change;
    // Allocation lines: the receipt's invoice is one of them and its amount their sum.
    const lines = Array.isArray(data.invoices) ? data.invoices as Line[] : null;
    if (lines?.length) {
      const first = lines.find((l) => typeof l.invoice_id === 'number');
      if (data.invoice_id == null && !(change.before?.invoice_id != null && lines.some((l) => l.invoice_id === change.before!.invoice_id)) && first) {
        data.invoice_id = first.invoice_id;
      }
      const parsed = lines.map((l) => parseDecimal(l.amount));
      if (parsed.every((d) => d)) {
        const sum = parsed.reduce((a: InstanceType<typeof D>, d) => a.plus(d!), new D(0)).toFixed(2);
        if (data.amount == null || data.amount === '') data.amount = sum;
        else if (!dec(data.amount).eq(sum)) throw recordInvalid({ amount: [LINES_SUM_MESSAGE(sum)] });
      }
    } else if (change.action === 'updated' && 'amount' in data && !lines && lineInvoices(change.before).length) {
      // A receipt with lines keeps its amount their sum: change the lines instead.
      const stored = change.before!.invoices as Line[];
      const sum = stored.reduce((a: InstanceType<typeof D>, l) => a.plus(dec(l.amount)), new D(0)).toFixed(2);
      if (!dec(data.amount).eq(sum)) throw recordInvalid({ amount: [LINES_SUM_MESSAGE(sum)] });
    }
    // A receipt that names its invoice but no client is the invoice's client's.
    const invoiceId = data.invoice_id;
    if (change.action === 'created' && data.cliente_id == null && typeof invoiceId === 'number') {
      const row = (await sql<{ cliente_id: number | null }>`select ${sql.ref('invoices.cliente_id')} as cliente_id from invoices
        where ${rec.base(invoices)} and ${sql.ref('invoices.id')} = ${invoiceId}`.execute(rec.trx)).rows[0];
      if (row?.cliente_id != null) data.cliente_id = row.cliente_id;
    }
  },
  async beforeWrite(rec, change) {
    if (!movesMoney(change)) return;
    const before = change.before ?? {};
    const receipt: Row = { ...before, ...change.data };
    const locked = await lockInvoices(rec, ids(before.invoice_id, receipt.invoice_id, ...lineInvoices(before), ...lineInvoices(receipt)));
    if (change.action === 'deleted') return;
    const lines = lineInvoices(receipt);
    if (lines.length && !lines.includes(receipt.invoice_id)) throw recordInvalid({ invoice_id: [MAIN_INVOICE_MESSAGE] });
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    for (const a of allocationsOf(receipt)) {
      const at = (field: string) => (a.path ? `${a.path}.${field}` : field);
      const invoice = locked.get(a.invoiceId);
      // A missing or unreachable invoice was already refused by the reference checks.
      if (!invoice) continue;
      if (seen.has(a.invoiceId)) { errors[at('invoice_id')] = [REPEATED_INVOICE_MESSAGE]; continue; }
      seen.add(a.invoiceId);
      if (receipt.cliente_id !== invoice.cliente_id) { errors[at('invoice_id')] = [FOREIGN_INVOICE_MESSAGE]; continue; }
      if (receipt.status === RECEIPT_VOID) continue;
      if (INVOICE_VOID.includes(invoice.estado)) { errors[at('invoice_id')] = [VOID_INVOICE_MESSAGE]; continue; }
      const open = dec(await noteAdjustedTotal(rec, invoice.id, invoice.total)).minus(dec(await paidOn(rec, invoice.id, change.id)));
      if (dec(a.amount).gt(open)) errors[at('amount')] = [overpaidMessage(D.max(open, 0).toFixed(2))];
    }
    if (Object.keys(errors).length) throw recordInvalid(errors);
  },
  async afterWrite(rec, change) {
    if (!movesMoney(change)) return;
    const after = change.action === 'deleted' ? null : { ...change.before, ...change.data };
    for (const id of ids(change.before?.invoice_id, ...lineInvoices(change.before), after?.invoice_id, ...lineInvoices(after))) {
      await rec.update(invoices, id, {}, { trusted: true });
    }
  },
});

export { startOverdueSweep, sweepOverdueInvoices, sweepTenantOverdue } from './overdue';
export { carteraRoutes, carteraSummary, carteraOfClient } from './cartera';
