import { describe, expect, it } from 'vitest';
import { documentTotals, formatMoney, lineAmounts, parseDecimal, rowQuantity, taxEntry } from '../../src/core/money';
import { DOCUMENT_VECTORS, FORMAT_VECTORS, LINE_VECTORS } from './money-vectors';

describe('core/money: the shared vectors', () => {
  it.each(LINE_VECTORS)('line: $name', (v) => {
    expect(lineAmounts(v.line)).toEqual({ subtotal: v.subtotal, impuestos: v.impuestos, total: v.total, tax_amounts: v.tax_amounts });
  });
  it.each(DOCUMENT_VECTORS)('document: $name', (v) => {
    expect(documentTotals(v.lines)).toEqual({ subtotal: v.subtotal, impuestos: v.impuestos, total: v.total });
  });
  it.each(FORMAT_VECTORS)('formatMoney(%j, %i) → %s', (value, decimals, out) => expect(formatMoney(value, decimals)).toBe(out));
});

describe('core/money: parsing and tax entries', () => {
  it('parses decimals from strings and finite numbers only', () => {
    expect(parseDecimal('1,234.50')?.toString()).toBe('1234.5');
    expect(parseDecimal(12.5)?.toString()).toBe('12.5');
    expect(parseDecimal(' -3 ')?.toString()).toBe('-3');
    for (const bad of ['', 'abc', '1e5', '1.2.3', NaN, Infinity, null, undefined, {}, true]) expect(parseDecimal(bad)).toBeNull();
  });

  it('a missing or unreadable quantity counts as 1 (spec 01 §3)', () => {
    expect(rowQuantity({}).toString()).toBe('1');
    expect(rowQuantity({ cantidad: '' }).toString()).toBe('1');
    expect(rowQuantity({ quantity: 4 }).toString()).toBe('4');
  });

  it('a chosen tax becomes the entry of spec 01 §3', () => {
    expect(taxEntry({ id: 7, name: 'IVA 19%', rate: '19.0000', mode: 'percentage', type: 'IVA' })).toEqual({
      tax_id: 7, tax_value: '19', tax_type: 'IVA', tax_mode: 'percentage', tax_name: 'IVA 19%', tax_cuenta_id: null, tax_cuenta_compra_id: null,
    });
    expect(taxEntry({ id: 8, rate: '66', mode: 'fixed' }).tax_mode).toBe('fixed');
  });

  it('never goes through a float: 0.1 + 0.2 of a peso is 0.30', () => {
    expect(documentTotals([{ precio: '0.1' }, { precio: '0.2' }]).total).toBe('0.30');
  });
});
