import { describe, expect, it } from 'vitest';
import { paymentSummary, paymentsText } from '../../src/core/money';
import { PAYMENT_VECTORS } from './payment-vectors';

describe('core/money paymentSummary (spec 02 §9: method:amount pairs summed, change when paid exceeds the total)', () => {
  for (const v of PAYMENT_VECTORS) {
    it(v.name, () => {
      const s = paymentSummary(v.total, v.pagos);
      expect(s.pairs.map((p) => [p.method, p.amount])).toEqual(v.pairs);
      expect([s.paid, s.change, s.balance]).toEqual([v.paid, v.change, v.balance]);
      expect(paymentsText(s)).toBe(v.text);
    });
  }

  it('never reads a float: a number amount is taken by its decimal text, junk counts as 0', () => {
    const s = paymentSummary('0.3', [{ metodo: 'Efectivo', valor: 0.1 }, { metodo: 'Efectivo', valor: 0.2 }, { metodo: 'Nequi', valor: 'abc' }]);
    expect([s.paid, s.change, s.balance]).toEqual(['0.30', '0.00', '0.00']);
  });

  it('a payment without a method name is shown as a dash; the change word can be translated', () => {
    const s = paymentSummary('10', [{ valor: '20' }]);
    expect(paymentsText(s, 'change')).toBe('—: $ 20, change $ 10');
  });
});
