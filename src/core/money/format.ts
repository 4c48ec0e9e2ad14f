import { parseDecimal } from './decimal';
import { display } from './display';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');


/**
 * Colombian money display (spec 02 §9): '$ 1.234.567' — symbol $, 0 decimals, dots for thousands,
 * comma for decimals; negatives as '-$ 1.235'. An amount that rounds to zero shows no sign. Values
 * that are not decimals are shown as given; empty values as ''.
 */
export function formatMoney(value: unknown, decimals = display.decimals, symbol = display.symbol): string {
  if (value === null || value === undefined || value === '') return '';
  const d = parseDecimal(value);
  if (!d) return String(value);
  const r = d.abs().toDecimalPlaces(decimals);
  const [int, frac] = r.toFixed(decimals).split('.');
  const sign = d.isNegative() && !r.isZero() ? '-' : '';
  return `${sign}${symbol} ${group(int)}${frac ? ',' + frac : ''}`;
}
