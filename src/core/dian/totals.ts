import { D, decimalOr, type Dec } from '../money/decimal';
import { moneyString, roundMoney } from '../money/round';
import { tributoByCode, type DianTax } from './tributos';

/**
 * The UBL totals of a DIAN document (Anexo Técnico 1.9 FAU/FAS rules; reference dian-payu.md §3),
 * computed with the same rounding as core/money (a tax on the unrounded line base, rounded half up to
 * 2 places per line; sums of rounded amounts), so a document's PayableAmount equals the stored
 * invoice total when it has no withholdings.
 * - LineExtension: Σ line (price × quantity − line discount).
 * - TaxTotal per charged tributo (01 IVA, 03 ICA, 04 INC, …): Σ line tax amounts, one subtotal per
 *   percent (or fixed amount). Withholdings (05/06/07) are grouped the same way into WithholdingTaxTotal
 *   and change no other total (the buyer withholds them).
 * - TaxExclusive: Σ line extension of the lines that carry a charged tax (each line once).
 * - TaxInclusive: LineExtension + Σ charged taxes.
 * - Allowance / Charge: Σ document-level allowances / charges (line discounts are already out of the
 *   line extension, so they are not counted again).
 * - Payable: TaxInclusive − Allowance + Charge.
 */
export interface DianTotalsLine {
  quantity: unknown;
  unitPrice: unknown;
  /** Discount in percent of price × quantity (0–100), as core/money's `descuento`. */
  discountPercent?: unknown;
  taxes?: readonly DianTax[];
}

export interface TaxSubtotalAmounts {
  taxable: string;
  amount: string;
  /** Percent with 2 places ('19.00'), when a percentage. */
  percent?: string;
  /** The fixed amount, when a fixed tax. */
  fixed?: string;
}

export interface TaxGroup {
  tributo: string;
  name: string;
  amount: string;
  subtotals: TaxSubtotalAmounts[];
}

export interface LineTotals {
  gross: string;
  discount: string;
  lineExtension: string;
  /** The line's charged taxes and its withholdings, grouped per tributo. */
  taxTotals: TaxGroup[];
  withholdingTotals: TaxGroup[];
}

export interface DianTotals {
  lines: LineTotals[];
  taxTotals: TaxGroup[];
  withholdingTotals: TaxGroup[];
  lineExtension: string;
  taxExclusive: string;
  taxInclusive: string;
  allowance: string;
  charge: string;
  payable: string;
  /** The CUFE's three slots: TaxTotal amounts of 01, 04 and 03 ('0.00' when absent). */
  iva: string;
  inc: string;
  ica: string;
}

export interface DocumentAllowanceCharge {
  /** true: a charge (cargo); false: an allowance (descuento). */
  charge: boolean;
  reason: string;
  amount: unknown;
}

const pct = (v: unknown) => decimalOr(v, 0).toFixed(2);

interface Acc { tributo: string; subs: Map<string, { taxable: Dec; amount: Dec; percent?: string; fixed?: string }> }

function addTo(groups: Map<string, Acc>, tax: DianTax, taxable: Dec, amount: Dec) {
  let g = groups.get(tax.tributo);
  if (!g) groups.set(tax.tributo, (g = { tributo: tax.tributo, subs: new Map() }));
  const key = tax.fixed !== undefined ? `f${decimalOr(tax.fixed, 0).toFixed(2)}` : `p${pct(tax.percent)}`;
  const s = g.subs.get(key);
  if (s) { s.taxable = s.taxable.plus(taxable); s.amount = s.amount.plus(amount); return; }
  g.subs.set(key, tax.fixed !== undefined
    ? { taxable, amount, fixed: decimalOr(tax.fixed, 0).toFixed(2) }
    : { taxable, amount, percent: pct(tax.percent) });
}

const groupsOut = (groups: Map<string, Acc>): TaxGroup[] => [...groups.values()]
  .sort((a, b) => a.tributo.localeCompare(b.tributo))
  .map((g) => {
    const subtotals = [...g.subs.values()].map((s) => ({
      taxable: moneyString(s.taxable), amount: moneyString(s.amount),
      ...(s.percent !== undefined ? { percent: s.percent } : {}), ...(s.fixed !== undefined ? { fixed: s.fixed } : {}),
    }));
    const amount = [...g.subs.values()].reduce((a, s) => a.plus(s.amount), new D(0));
    return { tributo: g.tributo, name: tributoByCode(g.tributo).name, amount: moneyString(amount), subtotals };
  });

/** A tax's rounded amount on a line base (core/money: percentage on the unrounded base; fixed once per line). */
const taxOn = (tax: DianTax, base: Dec): Dec => roundMoney(tax.fixed !== undefined ? decimalOr(tax.fixed, 0) : base.times(decimalOr(tax.percent, 0)).div(100));

export function dianTotals(lines: readonly DianTotalsLine[], allowanceCharges: readonly DocumentAllowanceCharge[] = []): DianTotals {
  const docTaxes = new Map<string, Acc>();
  const docWithholdings = new Map<string, Acc>();
  let lineExtension = new D(0);
  let taxExclusive = new D(0);
  let charged = new D(0);
  const out: LineTotals[] = lines.map((line) => {
    const gross = decimalOr(line.unitPrice, 0).times(decimalOr(line.quantity, 1));
    const base = gross.minus(gross.times(decimalOr(line.discountPercent, 0)).div(100));
    const ext = roundMoney(base);
    const lineTaxes = new Map<string, Acc>();
    const lineWithholdings = new Map<string, Acc>();
    let taxed = false;
    for (const tax of line.taxes ?? []) {
      const amount = taxOn(tax, base);
      const withholding = tributoByCode(tax.tributo).withholding;
      addTo(withholding ? lineWithholdings : lineTaxes, tax, ext, amount);
      addTo(withholding ? docWithholdings : docTaxes, tax, ext, amount);
      if (!withholding) { charged = charged.plus(amount); taxed = true; }
    }
    lineExtension = lineExtension.plus(ext);
    if (taxed) taxExclusive = taxExclusive.plus(ext);
    return {
      gross: moneyString(gross), discount: moneyString(roundMoney(gross).minus(ext)), lineExtension: moneyString(ext),
      taxTotals: groupsOut(lineTaxes), withholdingTotals: groupsOut(lineWithholdings),
    };
  });
  const sumOf = (charge: boolean) => allowanceCharges.filter((a) => a.charge === charge)
    .reduce((a, x) => a.plus(roundMoney(decimalOr(x.amount, 0))), new D(0));
  const allowance = sumOf(false);
  const charge = sumOf(true);
  const taxInclusive = lineExtension.plus(charged);
  const taxTotals = groupsOut(docTaxes);
  const slot = (code: string) => taxTotals.find((g) => g.tributo === code)?.amount ?? '0.00';
  return {
    lines: out,
    taxTotals,
    withholdingTotals: groupsOut(docWithholdings),
    lineExtension: moneyString(lineExtension),
    taxExclusive: moneyString(taxExclusive),
    taxInclusive: moneyString(taxInclusive),
    allowance: moneyString(allowance),
    charge: moneyString(charge),
    payable: moneyString(taxInclusive.minus(allowance).plus(charge)),
    iva: slot('01'), inc: slot('04'), ica: slot('03'),
  };
}
