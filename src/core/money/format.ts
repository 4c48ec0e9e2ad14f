import { parseDecimal } from './decimal';
import { DISPLAY_DECIMALS } from './round';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * The currency display when a caller names none: spec 02 §9's '$' and 0 decimals, or what the device's
 * local settings chose (spec 02 'Local settings' symbol, decimals; the web sets it, the server never).
 */
const display = { symbol: '$', decimals: DISPLAY_DECIMALS };

export function setMoneyDisplay(next: { symbol?: string | null; decimals?: number | null }): void {
  display.symbol = typeof next.symbol === 'string' && next.symbol.trim() ? next.symbol.trim() : '$';
  const d = Number(next.decimals);
  display.decimals = Number.isInteger(d) && d >= 0 && d <= 4 ? d : DISPLAY_DECIMALS;
}

export const moneyDisplay = (): { symbol: string; decimals: number } => ({ ...display });

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
