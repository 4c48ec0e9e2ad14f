// Lines of an `items` field in the form ⇄ on the wire, and their live amounts. Pure: unit-tested.
// The amounts come from the same core function the server stores with (priceItems → src/core/money).
import type { DocumentTotals, LineAmounts, TaxEntry, TaxSource } from '../../../core/money';
import { lineAmounts, parseDecimal, taxEntry, unitPriceFor } from '../../../core/money';
import { priceItems } from '../../../core/resource/items';
import type { Field, ItemsSpec } from '../../../core/resource/types';
import { resolveDefault } from '../../../core/resource/fields';
import { formatDecimal, parseDecimalInput } from './format';

/** One line as the form holds it: decimals as the text typed, relations as ids, taxes as entries. */
export type ItemFormRow = Record<string, unknown>;

const isDecimalKind = (f: Field) => f.kind === 'number' || f.kind === 'currency';

/** Wire rows (GET) → form rows. Readonly amounts are kept for display until recomputed. */
export function toItemFormRows(spec: ItemsSpec, value: unknown): ItemFormRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const src = (raw ?? {}) as Record<string, unknown>;
    const row: ItemFormRow = {};
    if (typeof src.id === 'number') row.id = src.id;
    for (const [k, f] of Object.entries(spec.fields)) {
      const v = src[k];
      if (k === spec.taxes) row[k] = Array.isArray(v) ? v : [];
      // '2.0000' from the numeric column reads as '2' (what the user would have typed).
      else if (isDecimalKind(f)) row[k] = v === null || v === undefined || v === '' ? '' : parseDecimalInput(String(v)) ?? '';
      else if (f.kind === 'relation' || f.kind === 'integer') row[k] = v === null || v === undefined || v === '' ? null : Number(v);
      else row[k] = v ?? '';
    }
    return row;
  });
}

/** A new line with the sub-fields' defaults (quantity 1, price 0 …). */
export function emptyItemRow(spec: ItemsSpec): ItemFormRow {
  const defaults: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(spec.fields)) if (!f.readonly) defaults[k] = resolveDefault(f, {}) ?? null;
  return toItemFormRows(spec, [defaults])[0];
}

/** Form rows → the body's rows: writable sub-fields only (the server computes amounts), the id kept. */
export function toItemWireRows(spec: ItemsSpec, rows: unknown): Record<string, unknown>[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((raw) => {
    const src = (raw ?? {}) as ItemFormRow;
    const out: Record<string, unknown> = {};
    if (typeof src.id === 'number') out.id = src.id;
    for (const [k, f] of Object.entries(spec.fields)) {
      if (f.readonly || f.kind === 'computed') continue;
      const v = src[k];
      const empty = v === '' || v === undefined || v === null;
      if (k === spec.taxes) out[k] = Array.isArray(v) ? v : [];
      else if (isDecimalKind(f)) out[k] = empty ? null : parseDecimalInput(String(v));
      else if (f.kind === 'relation' || f.kind === 'integer') out[k] = empty ? null : Number(v);
      else out[k] = empty ? (f.kind === 'text' || f.kind === 'textarea' ? '' : null) : v;
    }
    return out;
  });
}

/** Is a line still blank (nothing chosen or typed beyond the defaults)? Delete removes such a row. */
export function isBlankRow(spec: ItemsSpec, row: ItemFormRow): boolean {
  const blank = emptyItemRow(spec);
  return Object.entries(spec.fields).every(([k, f]) => {
    if (f.readonly) return true;
    const v = row[k];
    if (Array.isArray(v)) return v.length === 0;
    return v === null || v === undefined || v === '' || String(v) === String(blank[k] ?? '');
  });
}

export interface LiveAmounts { lines: LineAmounts[]; totals: DocumentTotals }

/** The amounts the server will store for these form rows (identical: same core code, same rounding). */
export function liveItemAmounts(spec: ItemsSpec, rows: unknown): LiveAmounts {
  const wire = toItemWireRows(spec, rows).map((row) => ({ ...row }));
  const totals = priceItems(spec, wire);
  const lines = wire.map((row) => lineAmounts({ ...row, taxes: spec.taxes ? (row[spec.taxes] as TaxEntry[]) : [] }));
  return { lines, totals };
}

/** A line's quantity sub-field (cantidad, else quantity), if it has one. */
const quantityKey = (spec: ItemsSpec) => ('cantidad' in spec.fields ? 'cantidad' : 'quantity' in spec.fields ? 'quantity' : null);

/**
 * A picked product fills the line: its id, name (the line's `nombre` or `name`), unit price and taxes
 * (as entries); quantity is kept. The price is the spec's `productPrice` field when it names one (the
 * purchase price), else the sale price `unitPriceFor` gives (core/money): the 'combo N-M' price when the
 * line's quantity is in that range, else the price set the client buys at (setPrecio 1..20; 1 = precio).
 */
export function fillFromProduct(spec: ItemsSpec, row: ItemFormRow, product: Record<string, unknown>, priceSet: unknown = 1): ItemFormRow {
  const next: ItemFormRow = { ...row };
  const set = (k: string, v: unknown) => { if (k in spec.fields && v !== undefined) next[k] = v; };
  set('producto_id', product.id);
  const name = product.name ?? product.nombre ?? product.item;
  set('nombre', name);
  set('name', name);
  const qty = quantityKey(spec);
  const price = spec.productPrice ? product[spec.productPrice]
    : 'precio' in product ? unitPriceFor(product, qty ? row[qty] : 1, priceSet) : (product.price ?? product.valor_unitario);
  if (price !== undefined && price !== null) set('precio', parseDecimalInput(String(price)) ?? '');
  if (spec.taxes && Array.isArray(product.taxes)) {
    next[spec.taxes] = (product.taxes as TaxSource[]).filter((t) => typeof t === 'object' && t).map(taxEntry);
  }
  return next;
}

/**
 * A line's quantity changed: when its price is still the one its product gave for the old quantity
 * (not typed over), it becomes the product's price for the new one (a combo range may start or end).
 * Null when the price stays.
 */
export function repriceForQuantity(spec: ItemsSpec, row: ItemFormRow, product: Record<string, unknown>, priceSet: unknown, quantity: unknown): string | null {
  const qty = quantityKey(spec);
  if (!qty || spec.productPrice || !('precio' in spec.fields) || !('precio' in product)) return null;
  const was = parseDecimal(unitPriceFor(product, row[qty], priceSet));
  const current = parseDecimal(row.precio);
  if (!was || !current || !was.eq(current)) return null;
  const next = unitPriceFor(product, quantity, priceSet);
  return next === null || parseDecimal(next)!.eq(current) ? null : parseDecimalInput(next);
}

/** Plain text of stored lines for exports and text renderings: '2 × Monitor 24"; 1 × Mouse'. */
export function itemsText(lines: unknown): string | null {
  if (!Array.isArray(lines) || !lines.length) return null;
  return lines.map((l: Record<string, unknown>) => `${formatDecimal(l.cantidad ?? l.quantity ?? 1)} × ${String(l.nombre ?? l.name ?? '')}`).join('; ');
}
