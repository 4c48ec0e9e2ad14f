import { documentTotals, lineAmounts, parseDecimal, type DocumentTotals, type TaxEntry } from '../money';
import type { Field, FieldOptions, ItemsSpec } from './types';
import { fail, INT4_MAX, MAX_LIST_LENGTH, ok, TYPE_MESSAGES, type Coerced } from './coerce';

type Row = Record<string, unknown>;

export const DEFAULT_MAX_ROWS = 500;

export const ITEMS_MESSAGES = {
  list: 'Debe ser una lista de líneas.',
  row: 'Cada línea debe ser un objeto.',
  tooMany: (n: number) => `No puede tener más de ${n} líneas.`,
};

/**
 * Has-many child rows (an order's lines), stored in `spec.table` with a parent key and a position.
 * Rules on the field itself apply to the list ('required|min:1': at least one line); each sub-field
 * has its own kind and rules, checked per row (errors at `items.0.cantidad`).
 */
export const lineItems = (opts: FieldOptions & ItemsSpec): Field => {
  const { table, parentKey, fields, maxRows, totals, taxes, productPrice, ...rest } = opts;
  return {
    list: { visible: false, sortable: false },
    fullWidth: true,
    ...rest,
    kind: 'items',
    items: { table, parentKey, fields, maxRows, totals, taxes, ...(productPrice ? { productPrice } : {}) },
  };
};

/** Sub-fields a client may send (readonly ones are computed, never taken from the body). */
export const writableItemFields = (spec: ItemsSpec): [string, Field][] =>
  Object.entries(spec.fields).filter(([, f]) => !f.readonly && f.kind !== 'computed');

const positiveInt = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= INT4_MAX ? v : null);

/** A row's tax ids from what a client sends: ids, or entries / tax rows carrying tax_id or id. */
function taxIds(raw: unknown): number[] | null {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw) || raw.length > MAX_LIST_LENGTH) return null;
  const ids: number[] = [];
  for (const t of raw) {
    const v = typeof t === 'object' && t ? ((t as Row).tax_id ?? (t as Row).id) : t;
    const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? positiveInt(Number(v)) : positiveInt(v);
    if (n === null) return null;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

/**
 * The `items` kind's coercion (kinds.ts passes its own per-kind coercer, so this module does not
 * import the catalogue): rows coerced sub-field by sub-field; errors keyed by the row's path relative
 * to the field ('0.cantidad'); a row keeps its `id` (updated in place); the taxes sub-field becomes
 * a list of tax ids (the server resolves them). Readonly sub-fields (amounts) are dropped.
 */
export function coerceRows(f: Field, raw: unknown, coerceSub: (f: Field, raw: unknown) => Coerced): Coerced {
  const spec = f.items;
  if (!spec || !Array.isArray(raw)) return fail(ITEMS_MESSAGES.list);
  const max = spec.maxRows ?? DEFAULT_MAX_ROWS;
  if (raw.length > max) return fail(ITEMS_MESSAGES.tooMany(max));
  const errors: Record<string, string[]> = {};
  const rows = raw.map((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors[String(i)] = [ITEMS_MESSAGES.row];
      return {};
    }
    const src = item as Row;
    const row: Row = {};
    const id = positiveInt(src.id);
    if (id) row.id = id;
    for (const [key, sub] of writableItemFields(spec)) {
      if (!Object.prototype.hasOwnProperty.call(src, key)) continue;
      if (key === spec.taxes) {
        const ids = taxIds(src[key]);
        if (ids) row[key] = ids;
        else errors[`${i}.${key}`] = [TYPE_MESSAGES.list];
        continue;
      }
      const c = coerceSub(sub, src[key]);
      if (c.ok) row[key] = c.value;
      else errors[`${i}.${key}`] = [c.message];
    }
    return row;
  });
  const first = Object.values(errors)[0];
  return first ? { ok: false, message: first[0], errors } : ok(rows);
}

/**
 * Priced lines: each row's amounts (subtotal, impuestos, total sub-fields, when declared) from its
 * price, quantity, discount and resolved tax entries; returns the document totals. The same function
 * runs in the form for the live totals, so what the user sees is what is stored.
 */
export function priceItems(spec: ItemsSpec, rows: Row[]): DocumentTotals {
  // Amounts are computed from the values as stored: decimals rounded to their column's scale first.
  for (const row of rows) {
    for (const [k, sub] of Object.entries(spec.fields)) {
      if ((sub.kind !== 'number' && sub.kind !== 'currency') || sub.readonly) continue;
      const d = parseDecimal(row[k]);
      if (d) row[k] = d.toDecimalPlaces(sub.scale ?? 2).toString();
    }
  }
  const lines = rows.map((row) => ({ ...row, taxes: spec.taxes ? (row[spec.taxes] as TaxEntry[] | undefined) ?? [] : [] }));
  for (const [i, line] of lines.entries()) {
    const a = lineAmounts(line);
    for (const k of ['subtotal', 'impuestos', 'total'] as const) if (spec.fields[k]) rows[i][k] = a[k];
  }
  return documentTotals(lines);
}

/** Sub-fields of a row that are stored columns, in declaration order. */
export const itemFieldEntries = (spec: ItemsSpec): [string, Field][] => Object.entries(spec.fields);

