import { D, decimalOr, type Dec } from './decimal';
import { moneyString, roundMoney } from './round';
import { isWithholding, rowPrice, rowQuantity, taxAmount, type TaxEntry } from './tax';

/** What a line carries that its amounts depend on. Values are wire values (decimal strings or numbers). */
export interface LineInput {
  precio?: unknown;
  price?: unknown;
  valor_unitario?: unknown;
  cantidad?: unknown;
  quantity?: unknown;
  /** Discount in percent of price × quantity (0–100). */
  descuento?: unknown;
  /** A withholding (tax_type RETEFUENTE, RETEIVA, RETEICA) is computed but never charged (./tax.ts). */
  taxes?: readonly (Pick<TaxEntry, 'tax_mode' | 'tax_value'> & { tax_type?: string | null })[] | null;
}

/** A line's stored amounts, as decimal strings with 2 places. */
export interface LineAmounts {
  /** price × quantity − discount. */
  subtotal: string;
  /** Sum of the line's charged taxes (withholdings are not charged). */
  impuestos: string;
  /** subtotal + impuestos. */
  total: string;
  /** Each tax's amount, withholdings included, in the order of `taxes`. */
  tax_amounts: string[];
}

export interface DocumentTotals {
  subtotal: string;
  impuestos: string;
  total: string;
}

const sum = (xs: Dec[]) => xs.reduce((a, b) => a.plus(b), new D(0));

/** Amounts of one line (rounding rules: ./round.ts). */
export function lineAmounts(line: LineInput): LineAmounts {
  const row = line as Record<string, unknown>;
  const gross = rowPrice(row).times(rowQuantity(row));
  const base = gross.minus(gross.times(decimalOr(line.descuento, 0)).div(100));
  const entries = line.taxes ?? [];
  const taxes = entries.map((t) => roundMoney(taxAmount(t, base)));
  const subtotal = roundMoney(base);
  const impuestos = sum(taxes.filter((_, i) => !isWithholding(entries[i])));
  return {
    subtotal: moneyString(subtotal),
    impuestos: moneyString(impuestos),
    total: moneyString(subtotal.plus(impuestos)),
    tax_amounts: taxes.map(moneyString),
  };
}

/** Document totals: sums of the lines' rounded amounts. */
export function documentTotals(lines: readonly LineInput[]): DocumentTotals {
  const amounts = lines.map(lineAmounts);
  const total = (k: 'subtotal' | 'impuestos' | 'total') => moneyString(sum(amounts.map((a) => new D(a[k]))));
  return { subtotal: total('subtotal'), impuestos: total('impuestos'), total: total('total') };
}
