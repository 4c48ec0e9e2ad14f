import { describe, expect, it } from 'vitest';
import {
  formatCurrency, formatDate, formatDatetime, formatDecimal, formatNumberInput, formatPhone, fromDatetimeLocal, maskDateInput,
  parseDecimalInput, parseLocaleDecimal,
  parseIntegerInput, stepDecimal, stripPhone, toDatetimeLocal, truncate,
} from '../../src/web/engine/fields/format';

describe('formatCurrency (Colombian, from decimal strings)', () => {
  it.each([
    ['0', '$ 0'],
    ['1234567', '$ 1.234.567'],
    ['1234567.00', '$ 1.234.567'],
    ['1234.49', '$ 1.234'],
    ['1234.50', '$ 1.235'],
    ['999.5', '$ 1.000'],
    ['-1234.50', '-$ 1.235'],
    ['-0.40', '$ 0'],
    ['12', '$ 12'],
    ['100', '$ 100'],
    ['1000', '$ 1.000'],
    // Beyond float precision: formatted digit by digit, never through a float.
    ['123456789012345678901.99', '$ 123.456.789.012.345.678.902'],
    ['9007199254740993', '$ 9.007.199.254.740.993'],
    ['-9999999999999999999.5', '-$ 10.000.000.000.000.000.000'],
  ])('%s → %s', (input, out) => expect(formatCurrency(input)).toBe(out));

  it('with decimals uses a comma', () => {
    expect(formatCurrency('1234567.891', 2)).toBe('$ 1.234.567,89');
    expect(formatCurrency('-0.005', 2)).toBe('-$ 0,01');
    expect(formatCurrency('5', 2)).toBe('$ 5,00');
  });

  it('empty values show nothing; numbers are accepted', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency(1500)).toBe('$ 1.500');
    expect(formatCurrency('abc')).toBe('abc');
  });
});

describe('formatDecimal', () => {
  it('trims trailing zeros', () => {
    expect(formatDecimal('19.0000')).toBe('19');
    expect(formatDecimal('1234.50')).toBe('1.234,5');
    expect(formatDecimal('-0.125', 2)).toBe('-0,13');
  });
});

describe('phone', () => {
  it.each([
    ['3001234567', '(300) 123-4567'],
    ['300 123 4567', '(300) 123-4567'],
    ['+573001234567', '+57 (300) 123-4567'],
    ['573001234567', '+57 (300) 123-4567'],
    ['+13055550000', '+1 (305) 555-0000'],
    ['12345', '12345'],
    ['', ''],
  ])('%s → %s', (input, out) => expect(formatPhone(input)).toBe(out));

  it('input keeps digits and +', () => {
    expect(stripPhone('+57 (300) 123-4567 ext')).toBe('+573001234567');
  });
});

describe('dates', () => {
  it('date stays YYYY-MM-DD', () => expect(formatDate('2024-02-29')).toBe('2024-02-29'));
  it('datetime as YYYY-MM-DD hh:mm:ss A in local time', () => {
    expect(formatDatetime(new Date(2024, 0, 5, 15, 4, 5).toISOString())).toBe('2024-01-05 03:04:05 PM');
    expect(formatDatetime(new Date(2024, 0, 5, 0, 0, 9).toISOString())).toBe('2024-01-05 12:00:09 AM');
    expect(formatDatetime(new Date(2024, 0, 5, 12, 30, 0).toISOString())).toBe('2024-01-05 12:30:00 PM');
  });
  it('datetime-local round trip', () => {
    const iso = new Date(2024, 6, 1, 9, 45).toISOString();
    expect(toDatetimeLocal(iso)).toBe('2024-07-01T09:45');
    expect(fromDatetimeLocal('2024-07-01T09:45')).toBe(iso);
    expect(fromDatetimeLocal('')).toBeNull();
  });
});

describe('number inputs', () => {
  it('integer: commas stripped, NaN → 0, empty → null', () => {
    expect(parseIntegerInput('1,234')).toBe(1234);
    expect(parseIntegerInput('abc')).toBe(0);
    expect(parseIntegerInput('')).toBeNull();
  });
  it('decimal: commas stripped, kept as a string, junk → "0"', () => {
    expect(parseDecimalInput('1,234.50')).toBe('1234.5');
    expect(parseDecimalInput('007.10')).toBe('7.1');
    expect(parseDecimalInput('-3')).toBe('-3');
    expect(parseDecimalInput('x1')).toBe('0');
    expect(parseDecimalInput(' ')).toBeNull();
  });
  it('plus/minus step decimals exactly', () => {
    expect(stepDecimal('0.1', 1)).toBe('1.1');
    expect(stepDecimal('0.5', -1)).toBe('-0.5');
    expect(stepDecimal(null, 1)).toBe('1');
    expect(stepDecimal('99999999999999999999', 1)).toBe('100000000000000000000');
  });
});

it('truncate', () => {
  expect(truncate('abcdef', 4)).toBe('abc…');
  expect(truncate('abc', 4)).toBe('abc');
});

describe('number and date inputs read like the list (issue 10 §7)', () => {
  it('shows money as $ 59.900 and numbers without padding zeros', () => {
    expect(formatNumberInput('59900.00', 'currency')).toBe('$ 59.900');
    expect(formatNumberInput('1234567.50', 'currency')).toBe('$ 1.234.567,5');
    expect(formatNumberInput('-1.00', 'currency')).toBe('-$ 1');
    expect(formatNumberInput('-1.0000', 'number', 4)).toBe('-1');
    expect(formatNumberInput('19.5000', 'number', 4)).toBe('19,5');
    expect(formatNumberInput(30, 'integer')).toBe('30');
    expect(formatNumberInput(null, 'currency')).toBe('');
  });

  it('reads what is typed in Colombian notation', () => {
    expect(parseLocaleDecimal('$ 59.900')).toBe('59900');
    expect(parseLocaleDecimal('1.234.567,50')).toBe('1234567.5');
    expect(parseLocaleDecimal('59900')).toBe('59900');
    expect(parseLocaleDecimal('1,5')).toBe('1.5');
    expect(parseLocaleDecimal('1.5')).toBe('1.5');
    expect(parseLocaleDecimal('-$ 1')).toBe('-1');
    expect(parseLocaleDecimal('')).toBeNull();
    expect(parseLocaleDecimal('12abc')).toBeUndefined();
    expect(parseLocaleDecimal('1,2,3')).toBeUndefined();
    // What the input shows reads back as the same number.
    for (const v of ['59900', '1234567.5', '-1', '0.25', '1.234']) {
      expect(parseLocaleDecimal(formatNumberInput(v, 'number', 4))).toBe(v);
      expect(parseLocaleDecimal(formatNumberInput(v, 'currency', 4))).toBe(v);
    }
  });

  it('masks typed dates to YYYY-MM-DD', () => {
    expect(maskDateInput('20240315')).toBe('2024-03-15');
    expect(maskDateInput('2024-03-1')).toBe('2024-03-1');
    expect(maskDateInput('2024/03/15 extra 9')).toBe('2024-03-15');
    expect(maskDateInput('2024')).toBe('2024');
    expect(maskDateInput('202403151830', true)).toBe('2024-03-15 18:30');
  });
});
