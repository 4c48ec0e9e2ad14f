import { describe, expect, it } from 'vitest';
import { comboPrices, priceSetOf, unitPriceFor } from '../../src/core/money';

const product = {
  precio: '10000.00', precio2: '9000.00', precio3: null, precio20: '5000',
  extra: { 'combo 3-5': '8500', 'Combo 6 - 10': '8000.5', 'combo 4-4': '8200', color: 'rojo', 'combo 9-2': '1', 'combo 1-2': 'gratis' },
};

describe('unitPriceFor (spec 02 §3: price sets and combo N-M prices)', () => {
  it('uses precio for set 1 and below a combo range', () => {
    expect(unitPriceFor(product, 1, 1)).toBe('10000.00');
    expect(unitPriceFor(product, '2', 1)).toBe('10000.00');
  });

  it('uses precio{set} for a client price set, falling back to precio when that set is empty', () => {
    expect(unitPriceFor(product, 1, 2)).toBe('9000.00');
    expect(unitPriceFor(product, 1, 20)).toBe('5000.00');
    expect(unitPriceFor(product, 1, 3)).toBe('10000.00');
    expect(unitPriceFor(product, 1, 21)).toBe('10000.00'); // out of 1..20: set 1
  });

  it('takes the combo price when the quantity falls in N..M, inclusive, whatever the set', () => {
    expect(unitPriceFor(product, 3, 1)).toBe('8500.00');
    expect(unitPriceFor(product, 5, 2)).toBe('8500.00');
    expect(unitPriceFor(product, '10', 1)).toBe('8000.50');
    expect(unitPriceFor(product, 11, 2)).toBe('9000.00');
    expect(unitPriceFor(product, '5.5', 1)).toBe('10000.00'); // between ranges
  });

  it('prefers the narrowest range when ranges overlap', () => {
    expect(unitPriceFor(product, 4, 1)).toBe('8200.00');
  });

  it('ignores keys that are not combo ranges, reversed ranges and prices that are not numbers', () => {
    expect(comboPrices(product.extra).map((c) => `${c.from}-${c.to}`)).toEqual(['3-5', '6-10', '4-4']);
    expect(unitPriceFor(product, 2, 1)).toBe('10000.00');
    expect(comboPrices(null)).toEqual([]);
    expect(comboPrices(['combo 1-2'])).toEqual([]);
  });

  it('treats a missing quantity as 1 and a product without price as null', () => {
    expect(unitPriceFor({ precio: 100, extra: { 'combo 1-1': '90' } }, undefined)).toBe('90.00');
    expect(unitPriceFor({ name: 'x' }, 1)).toBeNull();
  });

  it('reads a client setPrecio as a set number', () => {
    expect(priceSetOf(7)).toBe(7);
    expect(priceSetOf('4')).toBe(4);
    expect(priceSetOf(null)).toBe(1);
    expect(priceSetOf(0)).toBe(1);
    expect(priceSetOf(2.5)).toBe(1);
  });
});
