// Credit and debit notes (issue 15): a note corrects one invoice of its own client. Credit notes
// together never credit more than the invoice's total; an Anulación credits all that is left and
// marks the invoice anulada. What they add up to moves the invoice's debt: receivables/index.ts
// prices the invoice at total − credited + debited (`noteAdjustedTotal`). Every note written, moved or
// deleted rewrites its invoice through the pipeline in the same transaction (a trusted write, as
// receipts do). The invoice row is locked first, so two notes of one invoice serialise.
// A note the DIAN rejected (DIAN_RECHAZADO) corrects nothing and is left out of the sums.
import { sql } from 'kysely';
import { D, formatMoney, INVOICE_VOID, parseDecimal } from '../../../core/money';
import { invoices } from '../../../core/resources';
import { CREDIT_ANULACION } from '../../../core/resources/notes';
import { recordConflict, recordInvalid, registerRecordHooks, type RecordChange, type RecordContext } from '../../records';

type Row = Record<string, unknown>;
interface LockedInvoice { id: number; cliente_id: number | null; estado: string; total: string | null }

const money = (v: string) => formatMoney(v, new D(v).isInteger() ? 0 : 2);
const dec = (v: unknown) => parseDecimal(v) ?? new D(0);

export const NOTE_MESSAGES = {
  foreignInvoice: 'La factura no es del cliente de la nota.',
  voidInvoice: 'La factura está anulada o rechazada: no admite notas.',
  invoiceFixed: 'Una nota no cambia de factura: elimínela y cree otra.',
  overCredit: (open: string) => `La nota supera lo que queda por acreditar de la factura (${money(open)}).`,
  anulacion: (open: string) => `La anulación acredita todo lo que queda de la factura (${money(open)}).`,
  invoiceHasNotes: 'La factura tiene notas crédito o débito: elimínelas primero, o anule la factura.',
} as const;

const NOTE_TABLES = { credit_notes: 'credit_notes', debit_notes: 'debit_notes' } as const;

async function noteSum(rec: RecordContext, table: keyof typeof NOTE_TABLES, invoiceId: number, except: number | null): Promise<string> {
  return (await sql<{ s: string }>`select coalesce(sum(total), 0)::text as s from ${sql.table(NOTE_TABLES[table])}
    where tenant_id = ${rec.tenantId} and invoice_id = ${invoiceId} and estado_dian is distinct from 'DIAN_RECHAZADO'
    and id <> ${except ?? 0}`.execute(rec.trx)).rows[0].s;
}

/** What the invoice's credit notes credit (all of them, whoever may see them), leaving out `except`. */
export const creditedOn = (rec: RecordContext, invoiceId: number, except: number | null = null) => noteSum(rec, 'credit_notes', invoiceId, except);
/** What the invoice's debit notes add, leaving out `except`. */
export const debitedOn = (rec: RecordContext, invoiceId: number, except: number | null = null) => noteSum(rec, 'debit_notes', invoiceId, except);

/** What the invoice asks of its client once its notes count: total − credited + debited (never below 0). */
export async function noteAdjustedTotal(rec: RecordContext, invoiceId: number, total: unknown): Promise<string> {
  const t = dec(total).minus(dec(await creditedOn(rec, invoiceId))).plus(dec(await debitedOn(rec, invoiceId)));
  return D.max(t, 0).toFixed(2);
}

async function lockInvoice(rec: RecordContext, id: unknown): Promise<LockedInvoice | undefined> {
  if (typeof id !== 'number') return undefined;
  return (await sql<LockedInvoice>`select id, cliente_id, estado, total::text as total from invoices
    where tenant_id = ${rec.tenantId} and id = ${id} for update`.execute(rec.trx)).rows[0];
}

/** The invoice's lines as a note's lines (an Anulación sent without lines credits the invoice's). */
async function invoiceLines(rec: RecordContext, invoiceId: number): Promise<Row[]> {
  const rows = (await sql<Row>`select producto_id, nombre, cantidad::text as cantidad, precio::text as precio, descuento::text as descuento, taxes
    from invoice_items where tenant_id = ${rec.tenantId} and invoice_id = ${invoiceId} order by position, id`.execute(rec.trx)).rows;
  return rows.map((r) => ({
    ...r, taxes: (Array.isArray(r.taxes) ? r.taxes : []).map((t: { tax_id?: number }) => t.tax_id).filter((v) => typeof v === 'number'),
  }));
}

const movesMoney = (change: RecordChange) =>
  change.action !== 'updated' || ['invoice_id', 'cliente_id', 'total', 'items', 'concepto', 'estado_dian'].some((k) => k in change.data);

for (const resource of ['credit_notes', 'debit_notes'] as const) {
  const credit = resource === 'credit_notes';
  registerRecordHooks(resource, {
    async prepare(rec, change) {
      if (change.action !== 'created') return;
      const { data } = change;
      if (typeof data.invoice_id !== 'number') return;
      // Only an invoice the writer reaches (tenant and row scope) lends its client and lines.
      const inv = (await sql<{ cliente_id: number | null }>`select ${sql.ref('invoices.cliente_id')} as cliente_id from invoices
        where ${rec.base(invoices)} and ${sql.ref('invoices.id')} = ${data.invoice_id}`.execute(rec.trx)).rows[0];
      if (!inv) return;
      // A note that names its invoice but no client is the invoice's client's.
      if (data.cliente_id == null && inv.cliente_id != null) data.cliente_id = inv.cliente_id;
      if (credit && String(data.concepto) === CREDIT_ANULACION && (!Array.isArray(data.items) || data.items.length === 0)) {
        data.items = await invoiceLines(rec, data.invoice_id);
      }
    },
    async beforeWrite(rec, change) {
      const before = change.before ?? {};
      if (change.action === 'updated' && 'invoice_id' in change.data && change.data.invoice_id !== before.invoice_id) {
        throw recordInvalid({ invoice_id: [NOTE_MESSAGES.invoiceFixed] });
      }
      if (!movesMoney(change)) return;
      const note: Row = { ...before, ...change.data };
      const invoice = await lockInvoice(rec, note.invoice_id);
      if (change.action === 'deleted' || !invoice) return;
      if (note.cliente_id !== invoice.cliente_id) throw recordInvalid({ invoice_id: [NOTE_MESSAGES.foreignInvoice] });
      if (note.estado_dian === 'DIAN_RECHAZADO') return;
      const anulacion = credit && String(note.concepto) === CREDIT_ANULACION;
      // A void invoice takes no new notes (its own Anulación, being edited, excepted).
      if (INVOICE_VOID.includes(invoice.estado) && !(anulacion && change.action === 'updated')) {
        throw recordInvalid({ invoice_id: [NOTE_MESSAGES.voidInvoice] });
      }
      if (!credit) return;
      const open = D.max(dec(invoice.total).minus(dec(await creditedOn(rec, invoice.id, change.id))), 0);
      const total = dec(note.total);
      if (anulacion && !total.eq(open)) throw recordInvalid({ items: [NOTE_MESSAGES.anulacion(open.toFixed(2))] });
      if (total.gt(open)) throw recordInvalid({ items: [NOTE_MESSAGES.overCredit(open.toFixed(2))] });
    },
    async afterWrite(rec, change) {
      if (!movesMoney(change)) return;
      const before = change.before ?? {};
      const id = (change.action === 'deleted' ? before.invoice_id : change.data.invoice_id ?? before.invoice_id);
      if (typeof id !== 'number') return;
      const concepto = String(change.action === 'deleted' ? before.concepto : change.data.concepto ?? before.concepto);
      const dianRejected = (change.action === 'deleted' ? before.estado_dian : change.data.estado_dian ?? before.estado_dian) === 'DIAN_RECHAZADO';
      const wasAnulacion = credit && String(before.concepto) === CREDIT_ANULACION && before.estado_dian !== 'DIAN_RECHAZADO';
      const isAnulacion = credit && change.action !== 'deleted' && concepto === CREDIT_ANULACION && !dianRejected;
      // The invoice's balance is recomputed from its notes; an Anulación voids it, and undoing one
      // (deleted, changed concept, rejected by the DIAN) gives it back its receivable estado.
      const patch: Row = isAnulacion ? { estado: 'anulada' } : wasAnulacion ? { estado: 'emitida' } : {};
      await rec.update(invoices, id, patch, { trusted: true });
    },
  });
}

// An invoice with notes is not deleted (the notes would point at nothing).
registerRecordHooks('invoices', {
  async beforeWrite(rec, change) {
    if (change.action !== 'deleted') return;
    const n = (await sql<{ n: number }>`select (select count(*) from credit_notes where tenant_id = ${rec.tenantId} and invoice_id = ${change.id})
      + (select count(*) from debit_notes where tenant_id = ${rec.tenantId} and invoice_id = ${change.id}) as n`.execute(rec.trx)).rows[0];
    if (Number(n.n)) throw recordConflict(NOTE_MESSAGES.invoiceHasNotes);
  },
});
