import { describe, expect, it } from 'vitest';
import { dianTax, TRIBUTO_OF_TAX_TYPE } from '../../../src/core/dian/tributos';
import { dianTotals } from '../../../src/core/dian/totals';
import { documentTotals, lineAmounts, WITHHOLDING_TAX_TYPES, type TaxEntry } from '../../../src/core/money';

// Issue 15: a withholding (ReteFuente, ReteIVA, ReteICA) is not charged to the buyer: the invoice's
// stored total (core/money, what the pages, cartera, receipts and print show) is the DIAN's
// PayableAmount, which UBL computes without withholdings (they go to WithholdingTaxTotal).

const tax = (tax_type: string, tax_value: string): TaxEntry => ({
  tax_id: 1, tax_value, tax_type, tax_mode: 'percentage', tax_name: tax_type, tax_cuenta_id: null, tax_cuenta_compra_id: null,
});
const LINES = [
  { precio: '95000', cantidad: '3', descuento: '0', taxes: [tax('IVA', '19'), tax('RETEFUENTE', '2.5')] },
  { precio: '32000', cantidad: '24', descuento: '5', taxes: [tax('IVA', '19'), tax('RETEIVA', '15'), tax('RETEICA', '0.966')] },
  { precio: '60000.50', cantidad: '1', descuento: '0', taxes: [] },
];

describe('withholdings and the invoice total', () => {
  it("a line's withholdings are computed but not charged", () => {
    const a = lineAmounts(LINES[0]);
    expect(a).toEqual({ subtotal: '285000.00', impuestos: '54150.00', total: '339150.00', tax_amounts: ['54150.00', '7125.00'] });
  });

  it("the stored total equals the DIAN's PayableAmount with withholdings on the lines", () => {
    const money = documentTotals(LINES);
    const dian = dianTotals(LINES.map((l) => ({ quantity: l.cantidad, unitPrice: l.precio, discountPercent: l.descuento, taxes: l.taxes.map(dianTax) })));
    expect(dian.withholdingTotals.map((w) => w.tributo).sort()).toEqual(['05', '06', '07']);
    expect(money.total).toBe(dian.payable);
    expect(money.subtotal).toBe(dian.lineExtension);
    expect(money.impuestos).toBe(dian.taxInclusive === dian.lineExtension ? '0.00' : (Number(dian.taxInclusive) - Number(dian.lineExtension)).toFixed(2));
  });

  it("core/money's withholding types are the DIAN's withholding tributos", () => {
    const dian = Object.entries(TRIBUTO_OF_TAX_TYPE).filter(([, t]) => t.withholding).map(([type]) => type).sort();
    expect([...WITHHOLDING_TAX_TYPES].sort()).toEqual(dian);
  });
});
