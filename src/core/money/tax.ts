import { D, decimalOr, parseDecimal, type Dec } from './decimal';

/** A tax as the taxes resource stores it (spec 02 §3 Tax; cuentas are not modelled yet). */
export interface TaxSource {
  id: number;
  name?: string | null;
  rate?: unknown;
  mode?: string | null;
  type?: string | null;
  cuenta_id?: number | null;
  cuenta_compra_id?: number | null;
}

/** A chosen tax on a line (spec 01 §3 'Tax selection'). tax_value is the rate, or the fixed amount. */
export interface TaxEntry {
  tax_id: number;
  tax_value: string;
  tax_type: string | null;
  tax_mode: 'percentage' | 'fixed';
  tax_name: string | null;
  tax_cuenta_id: number | null;
  tax_cuenta_compra_id: number | null;
}

/** The entry a chosen tax becomes; the values are copied so later rate changes do not alter old lines. */
export function taxEntry(t: TaxSource): TaxEntry {
  return {
    tax_id: t.id,
    tax_value: decimalOr(t.rate, 0).toString(),
    tax_type: t.type ?? null,
    tax_mode: t.mode === 'fixed' ? 'fixed' : 'percentage',
    tax_name: t.name ?? null,
    tax_cuenta_id: t.cuenta_id ?? null,
    tax_cuenta_compra_id: t.cuenta_compra_id ?? null,
  };
}

/**
 * Tax types that are withholdings (retenciones: ReteIVA, ReteRenta/ReteFuente, ReteICA), not taxes
 * charged: the buyer withholds them from what it pays and remits them to the DIAN. A document's total
 * never includes them (UBL: WithholdingTaxTotal changes no LegalMonetaryTotal amount, so the stored
 * total is the DIAN's PayableAmount); the line keeps their amounts (`tax_amounts`). Same list as
 * core/dian/tributos.ts `withholding: true`.
 */
export const WITHHOLDING_TAX_TYPES: readonly string[] = ['RETEIVA', 'RETEFUENTE', 'RETEICA'];

/** Whether a line tax is a withholding (by its type; a tax without a type is IVA). */
export const isWithholding = (entry: { tax_type?: string | null }): boolean =>
  WITHHOLDING_TAX_TYPES.includes(String(entry.tax_type ?? '').toUpperCase());

/** Price of a row: precio, price or valor_unitario (spec 01 §3), else 0. */
export const rowPrice = (row: Record<string, unknown>): Dec =>
  parseDecimal(row.precio) ?? parseDecimal(row.price) ?? parseDecimal(row.valor_unitario) ?? new D(0);

/** Quantity of a row: cantidad or quantity, default 1 (spec 01 §3). */
export const rowQuantity = (row: Record<string, unknown>): Dec =>
  parseDecimal(row.cantidad) ?? parseDecimal(row.quantity) ?? new D(1);

/**
 * Unrounded amount of one tax on a base: percentage → base × rate / 100; fixed → the fixed value,
 * added once per line (spec 01 §3). The base is price × quantity (after the line's discount).
 */
export function taxAmount(entry: Pick<TaxEntry, 'tax_mode' | 'tax_value'>, base: Dec): Dec {
  const value = decimalOr(entry.tax_value, 0);
  return entry.tax_mode === 'fixed' ? value : base.times(value).div(100);
}
