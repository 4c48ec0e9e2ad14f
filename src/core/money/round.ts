import { D, type Dec } from './decimal';

/**
 * Rounding rules, stated once (client and server both call these):
 * - Amounts are computed with full decimal precision and rounded only where stored: every stored
 *   money value (a line's subtotal, each tax amount, a line's tax and total, a document's total) has
 *   MONEY_SCALE = 2 places, matching the numeric(18,2) columns.
 * - Half rounds away from zero (ROUND_HALF_UP in decimal.js), like PostgreSQL's numeric round().
 * - A tax is computed on the unrounded line base, then rounded; a line total is its rounded subtotal
 *   plus its rounded taxes; a document total is the sum of its rounded line totals (so the lines shown
 *   always add up to the total shown).
 * - Display (spec 02 §9: 0 decimals) rounds the stored value again, half away from zero.
 */
export const MONEY_SCALE = 2;
export { DISPLAY_DECIMALS } from './display';

export const roundMoney = (d: Dec): Dec => d.toDecimalPlaces(MONEY_SCALE, D.ROUND_HALF_UP);

/** The wire form of a money amount: a decimal string with exactly MONEY_SCALE places ("1234.50"). */
export const moneyString = (d: Dec): string => roundMoney(d).toFixed(MONEY_SCALE);
