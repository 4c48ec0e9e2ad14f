/**
 * Coercers of the form field kinds of spec 03 §3.2 (month, time, rating, radio/checkbox_multiple,
 * address, extra, table). Same contract as coerce.ts: a clean value or the 422 message of the field
 * (parts of a table by path, '0.desde'). Isomorphic: the server stores what these answer and the
 * web form runs them before its rules, so both say the same thing.
 */
import { ADDRESS_MESSAGE, addressComplete, joinAddress, parseAddress } from './address';
import { coerceDate, coerceDecimal, coerceText, fail, hasUnsafeChars, MAX_JSON_CHARS, ok, TYPE_MESSAGES, type Coerced } from './coerce';
import type { Field, TableColumn } from './types';

export const FORM_KIND_MESSAGES = {
  month: 'Debe ser un mes válido (AAAA-MM).',
  time: 'Debe ser una hora válida (HH:mm).',
  rating: (scale: number, step: number) => `Debe ser una calificación de 0 a ${scale} en pasos de ${String(step).replace('.', ',')}.`,
  options: 'Alguna opción seleccionada no es válida.',
  address: ADDRESS_MESSAGE,
  extra: 'Debe ser una lista de pares clave/valor.',
  extraKey: 'Cada valor necesita una clave.',
  extraDuplicate: 'Las claves no se pueden repetir.',
  table: 'Debe ser una tabla (una lista de filas).',
  tableRows: 'La tabla tiene demasiadas filas.',
};

/** Most rows a table field holds; most pairs an extra holds. */
export const MAX_TABLE_ROWS = 500;
export const MAX_EXTRA_PAIRS = 200;

const MONTH = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' (or a date / date-time in that month) → the month's first day 'YYYY-MM-01'. */
export function coerceMonth(raw: unknown): Coerced {
  if (typeof raw !== 'string') return fail(FORM_KIND_MESSAGES.month);
  const s = raw.trim();
  const m = MONTH.exec(s);
  if (m) return +m[1] >= 1 && +m[2] >= 1 && +m[2] <= 12 ? ok(`${s}-01`) : fail(FORM_KIND_MESSAGES.month);
  const d = coerceDate(s);
  return d.ok ? ok(`${String(d.value).slice(0, 7)}-01`) : fail(FORM_KIND_MESSAGES.month);
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' → 'HH:mm' (seconds are not part of a form time). */
export function coerceTime(raw: unknown): Coerced {
  const m = typeof raw === 'string' ? TIME.exec(raw.trim()) : null;
  if (!m || +m[1] > 23 || +m[2] > 59 || (m[3] !== undefined && +m[3] > 59)) return fail(FORM_KIND_MESSAGES.time);
  return ok(`${m[1].padStart(2, '0')}:${m[2]}`);
}

/** Stars of a rating field (spec: default 5, allowed 1 to 10). */
export const ratingScale = (f: Pick<Field, 'scale'>) => Math.min(10, Math.max(1, Math.round(f.scale ?? 5)));

/** Step of a rating: `step` within 0.1–1.0, else 0.5 with half steps (the default), else 1. */
export function ratingStep(f: Pick<Field, 'step' | 'halfIncrements'>): number {
  if (typeof f.step === 'number' && f.step >= 0.1 && f.step <= 1) return Math.round(f.step * 10) / 10;
  return f.halfIncrements === false ? 1 : 0.5;
}

/** A rating: a decimal between 0 and the scale that is a whole number of steps (counted in tenths, no floats). */
export function coerceRating(f: Field, raw: unknown): Coerced {
  const scale = ratingScale(f);
  const step = ratingStep(f);
  const msg = FORM_KIND_MESSAGES.rating(scale, step);
  const d = coerceDecimal(typeof raw === 'string' ? raw.trim().replace(',', '.') : raw, 4);
  if (!d.ok) return fail(msg);
  const [int, frac = ''] = String(d.value).split('.');
  if (int.startsWith('-') || int.length > 2 || /[1-9]/.test(frac.slice(1))) return fail(msg);
  const tenths = Number(int) * 10 + Number(frac[0] ?? 0);
  if (tenths > scale * 10 || tenths % Math.round(step * 10) !== 0) return fail(msg);
  return ok(`${Math.floor(tenths / 10)}.${tenths % 10}`);
}

/** Several option values (checkbox_multiple): a list, or a comma-separated string; kept in the options' order. */
export function coerceOptionList(f: Field, raw: unknown): Coerced {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : null;
  if (!list || list.length > 1000) return fail(FORM_KIND_MESSAGES.options);
  const chosen = new Set<string>();
  for (const v of list) {
    if (typeof v !== 'string' && typeof v !== 'number') return fail(FORM_KIND_MESSAGES.options);
    if (!f.options?.some((o) => String(o.value) === String(v))) return fail(FORM_KIND_MESSAGES.options);
    chosen.add(String(v));
  }
  return ok((f.options ?? []).filter((o) => chosen.has(String(o.value))).map((o) => o.value));
}

/** An address string whose street type, street and number are filled; stored in the canonical form. */
export function coerceAddress(raw: unknown): Coerced {
  const t = coerceText(raw, 255);
  if (!t.ok) return t;
  const parts = parseAddress(t.value);
  return addressComplete(parts) ? ok(joinAddress(parts)) : fail(FORM_KIND_MESSAGES.address);
}

export interface ExtraPair { key: string; value: string }

/** An extra value as pairs, in order: from the stored object, a list of {key, value} or a JSON string of either. */
export function extraPairs(raw: unknown): ExtraPair[] | null {
  let v = raw;
  if (typeof v === 'string') {
    if (v.length > MAX_JSON_CHARS) return null;
    try { v = JSON.parse(v); } catch { return null; }
  }
  if (v === null || v === undefined) return [];
  const text = (x: unknown) => (x === null || x === undefined ? '' : typeof x === 'object' ? null : String(x));
  if (Array.isArray(v)) {
    const out: ExtraPair[] = [];
    for (const item of v) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
      const { key, value } = item as Record<string, unknown>;
      const k = text(key); const val = text(value);
      if (k === null || val === null) return null;
      out.push({ key: k, value: val });
    }
    return out;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const out: ExtraPair[] = [];
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const val = text(x);
      if (val === null) return null;
      out.push({ key: k, value: val });
    }
    return out;
  }
  return null;
}

/**
 * Extra (spec 03 §3.2): key/value pairs stored as one JSON object { key: value }. Blank pairs are
 * dropped; a value needs a key; keys are trimmed and unique. The count bounds (min/max) are rules of
 * the record (validateRecord), said with the items messages.
 */
export function coerceExtra(raw: unknown): Coerced {
  const pairs = extraPairs(raw);
  if (!pairs || pairs.length > MAX_EXTRA_PAIRS) return fail(FORM_KIND_MESSAGES.extra);
  const out: Record<string, string> = {};
  let chars = 0;
  for (const p of pairs) {
    const key = p.key.trim();
    if (!key && !p.value.trim()) continue;
    if (!key) return fail(FORM_KIND_MESSAGES.extraKey);
    if (Object.prototype.hasOwnProperty.call(out, key)) return fail(FORM_KIND_MESSAGES.extraDuplicate);
    if (hasUnsafeChars(key) || hasUnsafeChars(p.value)) return fail(TYPE_MESSAGES.textChars);
    chars += key.length + p.value.length + 6;
    if (chars > MAX_JSON_CHARS) return fail(TYPE_MESSAGES.jsonSize);
    out[key] = p.value;
  }
  return ok(out);
}

/** A cell of a table by its column's kind ('' stays '', numbers are decimal strings). */
function tableCell(col: TableColumn, raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return ok('');
  if (col.kind === 'number') return coerceDecimal(typeof raw === 'string' ? raw.replace(/\s/g, '') : raw, 4);
  if (col.kind === 'time') return coerceTime(raw);
  if (col.kind === 'date') return coerceDate(raw);
  return coerceText(raw, 2000);
}

const blankRow = (row: Record<string, unknown>) => Object.values(row).every((v) => v === '' || v === null || v === undefined);

/**
 * Table (spec 03 §3.2): a list of rows, each an object keyed by the field's columns (other keys are
 * dropped), cells typed by their column; fully empty rows are dropped. A bad cell is reported at its
 * path ('1.desde') like the lines of an order.
 */
export function coerceTable(f: Field, raw: unknown): Coerced {
  let v = raw;
  if (typeof v === 'string') {
    if (v.length > MAX_JSON_CHARS) return fail(TYPE_MESSAGES.jsonSize);
    try { v = JSON.parse(v); } catch { return fail(FORM_KIND_MESSAGES.table); }
  }
  if (!Array.isArray(v)) return fail(FORM_KIND_MESSAGES.table);
  if (v.length > MAX_TABLE_ROWS) return fail(FORM_KIND_MESSAGES.tableRows);
  const cols = f.columns ?? [];
  const rows: Record<string, unknown>[] = [];
  const errors: Record<string, string[]> = {};
  for (const item of v) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return fail(FORM_KIND_MESSAGES.table);
    const row: Record<string, unknown> = {};
    for (const col of cols) {
      const c = tableCell(col, (item as Record<string, unknown>)[col.key]);
      if (c.ok) row[col.key] = c.value;
      else (errors[`${rows.length}.${col.key}`] ??= []).push(c.message);
    }
    if (!blankRow(row) || Object.keys(errors).some((k) => k.startsWith(`${rows.length}.`))) rows.push(row);
  }
  if (Object.keys(errors).length) return { ok: false, message: FORM_KIND_MESSAGES.table, errors };
  return ok(rows);
}
