import { D, parseDecimal, type Dec } from './decimal';
import { moneyString } from './round';

/** Price sets of a product (spec 02 §9: 1 to 20, for sale and purchase); a client's setPrecio picks one. */
export const PRICE_SET_COUNT = 20;

/** An extra key giving the unit price for a range of quantities (spec 02 §3): 'combo 2-5'. */
const COMBO_KEY = /^combo\s*(\d+)\s*-\s*(\d+)$/i;

export interface ComboPrice { from: number; to: number; price: string }

/** The 'combo N-M' prices of a product's extra pairs (keys that do not parse, or bad prices, are skipped). */
export function comboPrices(extra: unknown): ComboPrice[] {
  if (!extra || typeof extra !== 'object' || Array.isArray(extra)) return [];
  const out: ComboPrice[] = [];
  for (const [key, value] of Object.entries(extra as Record<string, unknown>)) {
    const m = COMBO_KEY.exec(key.trim());
    const price = parseDecimal(value);
    if (!m || !price || price.isNegative()) continue;
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (from > to) continue;
    out.push({ from, to, price: moneyString(price) });
  }
  return out;
}

/** Which price set a client buys at: its setPrecio when 1..20, else 1. */
export function priceSetOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= PRICE_SET_COUNT ? n : 1;
}

/**
 * The unit price of `quantity` of a product for a price set: the price of the 'combo N-M' extra key
 * whose range holds the quantity (the narrowest one when ranges overlap), else `precio{priceSet}`
 * (set 1 is `precio`; an empty set falls back to `precio`). A decimal string with 2 places, or null
 * when the product has no price at all.
 */
export function unitPriceFor(product: Record<string, unknown>, quantity: unknown, priceSet: unknown = 1): string | null {
  const qty: Dec = parseDecimal(quantity) ?? new D(1);
  const combos = comboPrices(product.extra)
    .filter((c) => qty.gte(c.from) && qty.lte(c.to))
    .sort((a, b) => (a.to - a.from) - (b.to - b.from) || a.from - b.from);
  if (combos.length) return combos[0].price;
  const set = priceSetOf(priceSet);
  const price = (set > 1 ? parseDecimal(product[`precio${set}`]) : null) ?? parseDecimal(product.precio);
  return price ? moneyString(price) : null;
}
