// The currency display when a caller names none, in a module of its own (no decimal.js): the web's
// first screen sets it from the device's settings without loading the money code (issue 13 "Speed").
/** Decimals shown for money (spec 02 §9: 0); stored values keep MONEY_SCALE (round.ts). */
export const DISPLAY_DECIMALS = 0;

/**
 * The currency display when a caller names none: spec 02 §9's '$' and 0 decimals, or what the device's
 * local settings chose (spec 02 'Local settings' symbol, decimals; the web sets it, the server never).
 */
export const display = { symbol: '$', decimals: DISPLAY_DECIMALS };

export function setMoneyDisplay(next: { symbol?: string | null; decimals?: number | null }): void {
  display.symbol = typeof next.symbol === 'string' && next.symbol.trim() ? next.symbol.trim() : '$';
  const d = Number(next.decimals);
  display.decimals = Number.isInteger(d) && d >= 0 && d <= 4 ? d : DISPLAY_DECIMALS;
}

export const moneyDisplay = (): { symbol: string; decimals: number } => ({ ...display });
