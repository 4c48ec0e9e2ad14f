import Decimal from 'decimal.js';

/**
 * The one Decimal constructor money code uses: its own precision and rounding, so no other module's
 * `Decimal.set` can change what a total is. 40 significant digits hold numeric(18,2) products exactly.
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
export type Dec = InstanceType<typeof D>;

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A decimal from wire or form input: a finite number, or a string written with '.' as the decimal
 * point (',' is a thousands separator and is dropped, as the API's coercion does). Anything else,
 * including '', NaN, Infinity and '1e5', is null: money never comes from a float's text.
 */
export function parseDecimal(value: unknown): Dec | null {
  if (value instanceof D) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new D(String(value)) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/,/g, '');
  return DECIMAL_TEXT.test(s) ? new D(s) : null;
}

/** parseDecimal with a fallback (a missing quantity is 1, a missing price 0). */
export const decimalOr = (value: unknown, fallback: number | string): Dec => parseDecimal(value) ?? new D(fallback);
