import { describe, expect, it } from 'vitest';
import { formatNit, isValidNit, nitCheckDigit, validateValue } from '../../src/core/rules';

describe('nitCheckDigit (DIAN verification digit)', () => {
  it.each([
    ['800197268', 4], // DIAN
    ['890903938', 8], // Bancolombia
    ['899999068', 1], // Ecopetrol
  ])('%s → %i (published pairs)', (base, dv) => expect(nitCheckDigit(base)).toBe(dv));

  it('ignores non-digits in the base', () => expect(nitCheckDigit('800.197.268')).toBe(4));
  it('throws without digits or with more than 15', () => {
    expect(() => nitCheckDigit('abc')).toThrow(/no digits/);
    expect(() => nitCheckDigit('1'.repeat(16))).toThrow(/15/);
  });
  it.each([
    ['4', 1], // 4·3 = 12, r = 1 → DV = r
    ['15', 0], // 5·3 + 1·7 = 22, r = 0 → DV = r
    ['22', 2], // 2·3 + 2·7 = 20, r = 9 → DV = 11 − 9
  ])('%s → %i (remainder below 2 is the DV itself, otherwise 11 − r)', (base, dv) => expect(nitCheckDigit(base)).toBe(dv));
  it('formats a NIT', () => expect(formatNit('890903938')).toBe('890903938-8'));
});

describe('nit rule', () => {
  const nit = (v: unknown) => validateValue('nit', v, { field: 'document', data: {} });
  it.each(['800197268-4', '890903938-8', '899999068-1', ' 899999068-1 '])('accepts %s', (v) => expect(nit(v)).toEqual([]));
  it.each([
    '800197268-5', // wrong verification digit
    '800197268', // no verification digit: cannot be checked
    '800.197.268-4', // dots are not part of the canonical form
    '800197268-44',
    '-4',
    'abc-4',
    800197268,
  ])('rejects %s', (v) => expect(nit(v)).toEqual(['No es un NIT válido']));
});

describe('nit_if', () => {
  const rules = 'nit_if:tipo_documento,31';
  const run = (v: unknown, tipo: unknown) => validateValue(rules, v, { field: 'document', data: { tipo_documento: tipo } });
  it('checks the NIT when the type is 31 (as string or number)', () => {
    expect(run('800197268-5', '31')).toEqual(['No es un NIT válido']);
    expect(run('800197268-5', 31)).toEqual(['No es un NIT válido']);
    expect(run('800197268-4', '31')).toEqual([]);
  });
  it('does not check other document types', () => expect(run('1020304050', '13')).toEqual([]));
  it('isValidNit is the same check', () => expect([isValidNit('800197268-4'), isValidNit('800197268-3')]).toEqual([true, false]));
});
