import { D, parseDecimal } from './decimal';
import { moneyString, roundMoney } from './round';

/** Invoice estado list (spec 02 §4), emitida by default. */
export const INVOICE_ESTADOS = ['emitida', 'pagada', 'parcialmente pagada', 'anulada', 'vencida', 'rechazada'] as const;
export type InvoiceEstado = (typeof INVOICE_ESTADOS)[number];

/** Cancelled or voided: the invoice asks nothing more of the client and takes no payments. */
export const INVOICE_VOID: readonly string[] = ['anulada', 'rechazada'];
/** Spec 02 §4: "debt shows 0 when the invoice is paid, cancelled or voided". */
export const INVOICE_NO_DEBT: readonly string[] = ['pagada', ...INVOICE_VOID];

/** Receipt status list (spec 02 §4), emitido by default; an anulado receipt pays nothing. */
export const RECEIPT_STATUSES = ['emitido', 'recibido', 'anulado'] as const;
export const RECEIPT_VOID = 'anulado';

export interface InvoiceBalanceInput {
  /** The invoice total (sum of its priced lines). */
  total: unknown;
  /** What its non-annulled receipts add up to. */
  paid: unknown;
  /** The estado sent or stored. */
  estado: string;
  /** partially_paid as stored before this write: tells a 'pagada' that receipts made from one marked by hand. */
  previousPaid?: unknown;
  /** vencimiento has passed (before today): an open invoice that still owes is vencida. */
  overdue?: boolean;
}

export interface InvoiceBalance {
  estado: string;
  partially_paid: string;
  debt: string;
}

const amount = (v: unknown) => roundMoney(parseDecimal(v) ?? new D(0));

/**
 * An invoice's receivable state from its total and what paid it (decimals, 2 places). The one function
 * that turns "what paid it" into estado and debt — what reduces the debt (receipts today, credit notes
 * later) is summed by the caller into `paid`:
 * - anulada / rechazada stay as they are and owe nothing;
 * - a pagada set by hand (no payments, none before) stays and owes nothing;
 * - paid in full: pagada; still owing past its due date: vencida; partly paid: parcialmente pagada;
 *   otherwise emitida (so a vencida whose due date moved on, or that payments left, goes back);
 * - debt is 0 when pagada, anulada or rechazada, otherwise total − paid.
 * The server stores the result on every write of the invoice and of its receipts, and its overdue
 * sweep rewrites invoices whose due date passed (src/server/features/receivables).
 */
export function invoiceBalance(input: InvoiceBalanceInput): InvoiceBalance {
  const total = amount(input.total);
  const paid = amount(input.paid);
  let estado = input.estado;
  const byHand = estado === 'pagada' && paid.eq(0) && !amount(input.previousPaid).gt(0);
  if (!INVOICE_VOID.includes(estado) && !byHand) {
    const owes = total.minus(paid).gt(0);
    if (paid.gt(0) && !owes) estado = 'pagada';
    else if (owes && input.overdue) estado = 'vencida';
    else if (paid.gt(0)) estado = 'parcialmente pagada';
    else estado = 'emitida';
  }
  const debt = INVOICE_NO_DEBT.includes(estado) ? new D(0) : D.max(total.minus(paid), 0);
  return { estado, partially_paid: moneyString(paid), debt: moneyString(debt) };
}
