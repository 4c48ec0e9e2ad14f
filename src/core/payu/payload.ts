import { D, parseDecimal, type Dec } from '../money/decimal';
import { lineAmounts, type LineInput } from '../money/lines';
import { roundMoney } from '../money/round';
import type { TaxEntry } from '../money/tax';
import { formAmount } from './signature';

/** The WebCheckout form (shared/reference/dian-payu.md §5), as GET pedidos/{id}/payu-payload answers it. */
export interface PayuPayload {
  merchantId: string;
  accountId: string;
  description: string;
  referenceCode: string;
  amount: string;
  tax: string;
  taxReturnBase: string;
  currency: string;
  signature: string;
  test: '1' | '0';
  buyerEmail: string;
  responseUrl: string;
  confirmationUrl: string;
}

type Line = Omit<LineInput, 'taxes'> & { taxes?: readonly Pick<TaxEntry, 'tax_mode' | 'tax_value' | 'tax_type'>[] | null };

/**
 * The IVA in the amount charged and the base it was computed on (PayU's `tax` and `taxReturnBase`):
 * from the order's lines, the IVA entries' amounts and the subtotals of the lines that carry IVA
 * above 0; for a partial charge both in proportion to the amount charged. An order without IVA sends
 * 0 and 0 (exempt: omitted, PayU would add 19 %). Always tax + taxReturnBase ≤ amount.
 */
export function payuTaxes(lines: readonly Line[], amount: unknown, total: unknown): { tax: string; taxReturnBase: string } {
  let tax = new D(0);
  let base = new D(0);
  for (const line of lines) {
    const a = lineAmounts(line);
    let iva = new D(0);
    (line.taxes ?? []).forEach((t, i) => { if (t.tax_type === 'IVA') iva = iva.plus(a.tax_amounts[i] ?? 0); });
    if (iva.gt(0)) { tax = tax.plus(iva); base = base.plus(a.subtotal); }
  }
  const charged = parseDecimal(amount) ?? new D(0);
  const whole = parseDecimal(total) ?? new D(0);
  if (whole.gt(0) && charged.lt(whole)) {
    const share = (d: Dec) => roundMoney(d.times(charged).div(whole));
    tax = share(tax);
    base = share(base);
  }
  if (tax.plus(base).gt(charged)) { tax = new D(0); base = new D(0); }
  return { tax: formAmount(tax) ?? '0', taxReturnBase: formAmount(base) ?? '0' };
}
