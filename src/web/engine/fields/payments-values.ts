// Live payment figures of a form (an order being edited): the same paymentSummary the server stores
// pagado/cambio/saldo with, fed from the form's values — the total from the priced lines as they are
// typed (else the record's stored total), the paid amount from the payment rows. Decimal strings only.
import { paymentSummary, type PaymentSummary } from '../../../core/money';
import type { Field } from '../../../core/resource/types';
import { liveItemAmounts, toItemWireRows } from './items-values';

/** The priced lines field (`items` with totals) whose document total an order's payments are against. */
export const pricedLinesOf = (fields: Record<string, Field>): [string, Field] | undefined =>
  Object.entries(fields).find(([, f]) => f.kind === 'items' && !!f.items?.totals);

export function livePayments(fields: Record<string, Field>, paymentsField: string, values: Record<string, unknown>): PaymentSummary & { total: string } {
  const priced = pricedLinesOf(fields);
  const total = priced ? liveItemAmounts(priced[1].items!, values[priced[0]]).totals.total : String(values.total ?? '0');
  const spec = fields[paymentsField]?.items;
  const rows = spec ? toItemWireRows(spec, values[paymentsField]) : [];
  return { ...paymentSummary(total, rows.map((r) => ({ valor: r.valor }))), total };
}
