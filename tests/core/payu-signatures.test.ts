import { describe, expect, it } from 'vitest';
import {
  confirmationSign, confirmationValue, formAmount, payuTaxes, requestSignature, responseSignature, responseValue, sameSignature, PAYU_SANDBOX,
} from '../../src/core/payu';

// The VERIFIED vectors of shared/reference/dian-payu.md §5 (PayU's official docs), reproduced exactly.
const apiKey = PAYU_SANDBOX.apiKey;

describe('PayU request signature', () => {
  it('4Vj8eK4rloUd272L48hsrarnUA~508029~TestPayU~20000~COP', () => {
    expect(requestSignature({ apiKey, merchantId: '508029', referenceCode: 'TestPayU', amount: '20000', currency: 'COP' }))
      .toBe('7ee7cf808ce6a39b17481c54f2c57acc');
  });
  it('changes with any field, and with the optional paymentMethods~iin~pseBanks', () => {
    const base = { apiKey, merchantId: '508029', referenceCode: 'TestPayU', amount: '20000', currency: 'COP' };
    expect(requestSignature({ ...base, amount: '20000.00' })).not.toBe('7ee7cf808ce6a39b17481c54f2c57acc');
    expect(requestSignature({ ...base, paymentMethods: 'VISA' })).not.toBe('7ee7cf808ce6a39b17481c54f2c57acc');
  });
  it('the form amount has at most 2 decimals and no trailing zeros', () => {
    expect(['20000', '20000.00', '150.5', '150.25', '150.255', 0, '-1', 'x'].map(formAmount))
      .toEqual(['20000', '20000', '150.5', '150.25', '150.26', '0', null, null]);
  });
});

describe('PayU response page signature (TX_VALUE to 1 decimal, half even)', () => {
  const vectors: [string, string, string][] = [
    ['150.25', '150.2', '00286dc735bd9eaa8ae3a3a4cbb40688'],
    ['150.35', '150.4', '9df2bb60e2838170009040982967923f'],
    ['150.34', '150.3', '779f163be9347a691bcdb25064644795'],
  ];
  for (const [tx, rounded, md5] of vectors) {
    it(`${tx} → ${rounded} → ${md5}`, () => {
      expect(responseValue(tx)).toBe(rounded);
      const sig = responseSignature({ apiKey, merchantId: '508029', referenceCode: 'TestPayU04', value: tx, currency: 'USD', state: '6' });
      expect(sig).toBe(md5);
      expect(sameSignature(sig, md5.toUpperCase())).toBe(true);
    });
  }
  it('a tampered value or state does not verify', () => {
    const good = '00286dc735bd9eaa8ae3a3a4cbb40688';
    expect(sameSignature(responseSignature({ apiKey, merchantId: '508029', referenceCode: 'TestPayU04', value: '150.25', currency: 'USD', state: '4' }), good)).toBe(false);
    expect(sameSignature(responseSignature({ apiKey, merchantId: '508029', referenceCode: 'TestPayU04', value: '151.25', currency: 'USD', state: '6' }), good)).toBe(false);
    expect(sameSignature(null, good)).toBe(false);
    expect(sameSignature(good, undefined)).toBe(false);
  });
});

describe('PayU confirmation sign (2nd decimal 0 → 1 decimal)', () => {
  it('…~508029~TestPayU05~150.26~USD~4 → 1d95778a651e11a0ab93c2169a519cd6', () => {
    expect(confirmationSign({ apiKey, merchantId: '508029', referenceCode: 'TestPayU05', value: '150.26', currency: 'USD', state: '4' }))
      .toBe('1d95778a651e11a0ab93c2169a519cd6');
  });
  it('value rounding: 150.00 → 150.0, 150.26 stays, 150.10 → 150.1, 20000.00 → 20000.0', () => {
    expect(['150.00', '150.26', '150.10', '20000.00', '150'].map(confirmationValue)).toEqual(['150.0', '150.26', '150.1', '20000.0', '150.0']);
  });
  it('the Spanish doc’s other example does not reproduce (reference §5): our MD5 of that string is df67936f…', () => {
    const sign = confirmationSign({ apiKey, merchantId: '508029', referenceCode: 'TestPayU04', value: '150.00', currency: 'USD', state: '6' });
    expect(sign).toBe('df67936f918887b2aa31688a77a10fe1');
    expect(sign?.startsWith('b607a2c2')).toBe(false);
  });
});

describe('tax and taxReturnBase of an order', () => {
  const iva = (rate: string) => ({ tax_id: 1, tax_value: rate, tax_type: 'IVA', tax_mode: 'percentage' as const, tax_name: `IVA ${rate}`, tax_cuenta_id: null, tax_cuenta_compra_id: null });
  it('IVA lines give their tax and base; untaxed lines add neither', () => {
    const lines = [{ precio: '100000', cantidad: '1', taxes: [iva('19')] }, { precio: '5000', cantidad: '2', taxes: [] }];
    expect(payuTaxes(lines, '129000', '129000')).toEqual({ tax: '19000', taxReturnBase: '100000' });
  });
  it('exempt orders send 0 and 0; a partial charge is in proportion', () => {
    expect(payuTaxes([{ precio: '1000', taxes: [] }], '1000', '1000')).toEqual({ tax: '0', taxReturnBase: '0' });
    expect(payuTaxes([{ precio: '100000', cantidad: '1', taxes: [iva('19')] }], '59500', '119000')).toEqual({ tax: '9500', taxReturnBase: '50000' });
  });
});
