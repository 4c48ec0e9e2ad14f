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
  /** vencimiento has passed: an invoice that loses its payments goes back to vencida, not emitida. */
  overdue?: boolean;
}

export interface InvoiceBalance {
  estado: string;
  partially_paid: string;
  debt: string;
}

const amount = (v: unknown) => roundMoney(parseDecimal(v) ?? new D(0));

/**
 * An invoice's receivable state from its total and what its receipts paid (decimals, 2 places):
 * - anulada / rechazada stay as they are and owe nothing;
 * - with payments: pagada once they cover the total, else parcialmente pagada;
 * - without payments: an estado that only payments gave (parcialmente pagada, or pagada while receipts
 *   had paid something) goes back to emitida (vencida when overdue); a pagada set by hand stays;
 * - debt is 0 when pagada, anulada or rechazada, otherwise total − partially_paid.
 * The server stores the result on every write of the invoice and of its receipts.
 */
export function invoiceBalance(input: InvoiceBalanceInput): InvoiceBalance {
  const total = amount(input.total);
  const paid = amount(input.paid);
  let estado = input.estado;
  if (!INVOICE_VOID.includes(estado)) {
    if (paid.gt(0)) estado = paid.gte(total) ? 'pagada' : 'parcialmente pagada';
    else if (estado === 'parcialmente pagada' || (estado === 'pagada' && amount(input.previousPaid).gt(0))) {
      estado = input.overdue ? 'vencida' : 'emitida';
    }
  }
  const debt = INVOICE_NO_DEBT.includes(estado) ? new D(0) : D.max(total.minus(paid), 0);
  return { estado, partially_paid: moneyString(paid), debt: moneyString(debt) };
}
