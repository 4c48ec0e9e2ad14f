/**
 * Value coercers the field-kind catalogue (kinds.ts) is made of. Each one answers a clean value or
 * the message of a 422 on the field: whatever a client sends must be refused here, per field, and
 * never reach SQL, where it would be a 500 (issue 10 §5: 2147483648 in an integer column, NUL bytes
 * and lone surrogates PostgreSQL rejects in text and jsonb, numeric overflow, 5,000-deep JSON…).
 * Isomorphic: used by the server before validation and by the web's form payloads.
 */

/** A failed value may carry errors of its parts (child rows: '0.cantidad'), relative to the field. */
export type Coerced =
  | { ok: true; value: unknown }
  | { ok: false; message: string; errors?: Record<string, string[]> };

export const TYPE_MESSAGES = {
  integer: 'Debe ser un número entero.',
  number: 'Debe ser un número.',
  numberRange: 'El número es demasiado grande.',
  boolean: 'Debe ser verdadero o falso.',
  date: 'debe ser una fecha valida',
  option: 'El valor seleccionado no es válido.',
  json: 'Debe ser un JSON válido.',
  jsonSize: 'El JSON es demasiado grande o tiene demasiados niveles.',
  list: 'Debe ser una lista de identificadores.',
  text: 'Debe ser un texto.',
  textChars: 'Contiene caracteres no válidos.',
  textLength: 'El texto es demasiado largo.',
};

export const ok = (value: unknown): Coerced => ({ ok: true, value });
export const fail = (message: string): Coerced => ({ ok: false, message });

/** PostgreSQL `integer`, the type of integer columns and of every id. */
export const INT4_MAX = 2_147_483_647;
/** Every decimal column is numeric(18, scale). */
export const NUMERIC_PRECISION = 18;
/** Text longer than this is refused (no field of the spec needs more; a 10 MB name is an attack). */
export const MAX_TEXT_LENGTH = 100_000;
/** JSON fields: serialized size and nesting depth (a 9.7 MB `extra` made every later list 17 MB). */
export const MAX_JSON_CHARS = 64 * 1024;
export const MAX_JSON_DEPTH = 20;
/** Ids in one relation_multiple value. */
export const MAX_LIST_LENGTH = 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** NUL (PostgreSQL text and jsonb cannot hold it) or a UTF-16 surrogate without its pair. */
const UNSAFE_CHARS = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeChars = (s: string) => UNSAFE_CHARS.test(s);

/** An integer that fits an `integer` column; JSON numbers or digit strings, nothing else. */
export function toInt32(v: unknown): number | null {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\s*[+-]?\d{1,12}\s*$/.test(v)) n = Number(v.trim());
  else return null;
  return Number.isInteger(n) && Math.abs(n) <= INT4_MAX ? (n === 0 ? 0 : n) : null;
}

export function coerceInt32(raw: unknown): Coerced {
  const n = toInt32(raw);
  if (n !== null) return ok(n);
  const big = (typeof raw === 'number' && Number.isInteger(raw)) || (typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw));
  return fail(big ? TYPE_MESSAGES.numberRange : TYPE_MESSAGES.integer);
}

const DECIMAL_TEXT = /^([+-])?(\d+)(?:\.(\d*))?$/;

/**
 * A decimal string for a numeric(18, scale) column, rounded half away from zero to `scale` places as
 * PostgreSQL would, and refused when the rounded value has more integer digits than the column.
 * Never goes through a float (money is decimal); commas are thousands separators and are dropped.
 */
export function coerceDecimal(raw: unknown, scale: number): Coerced {
  let s: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return fail(TYPE_MESSAGES.number);
    if (Math.abs(raw) >= 1e21) return fail(TYPE_MESSAGES.numberRange);
    s = raw.toFixed(Math.min(20, scale + 2));
  } else if (typeof raw === 'string' && raw.length <= 64) {
    s = raw.trim().replace(/,/g, '');
  } else return fail(TYPE_MESSAGES.number);
  const m = DECIMAL_TEXT.exec(s);
  if (!m) return fail(TYPE_MESSAGES.number);
  const frac = (m[3] ?? '').padEnd(scale + 1, '0');
  let units = BigInt(m[2] + frac.slice(0, scale));
  if (frac.charCodeAt(scale) - 48 >= 5) units += 1n;
  if (units >= 10n ** BigInt(NUMERIC_PRECISION)) return fail(TYPE_MESSAGES.numberRange);
  const digits = units.toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const out = scale ? `${int}.${digits.slice(digits.length - scale)}` : int;
  return ok(m[1] === '-' && units !== 0n ? `-${out}` : out);
}

/** Text kinds: strings (numbers and booleans as their text), without NUL or lone surrogates. */
export function coerceText(raw: unknown, maxLength = MAX_TEXT_LENGTH): Coerced {
  const s = typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
  if (s === null) return fail(TYPE_MESSAGES.text);
  if (s.length > maxLength) return fail(TYPE_MESSAGES.textLength);
  return hasUnsafeChars(s) ? fail(TYPE_MESSAGES.textChars) : ok(s);
}

/**
 * A JSON value within MAX_JSON_DEPTH levels and about MAX_JSON_CHARS characters once serialized,
 * whose strings and keys PostgreSQL's jsonb accepts. Walked without recursion, so a 5,000-deep
 * value cannot overflow the stack here, and stopped as soon as a limit is passed.
 */
export function coerceJson(raw: unknown): Coerced {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_JSON_CHARS) return fail(TYPE_MESSAGES.jsonSize);
    try { value = JSON.parse(raw); } catch { return fail(TYPE_MESSAGES.json); }
  }
  if (value === null) return ok(null);
  if (typeof value !== 'object' && typeof value !== 'number' && typeof value !== 'boolean' && typeof value !== 'string') {
    return fail(TYPE_MESSAGES.json);
  }
  let chars = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return fail(TYPE_MESSAGES.jsonSize);
    if (typeof v === 'string') {
      chars += v.length + 2;
      if (hasUnsafeChars(v)) return fail(TYPE_MESSAGES.textChars);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return fail(TYPE_MESSAGES.json);
      chars += 24;
    } else if (v === null || typeof v === 'boolean') {
      chars += 5;
    } else if (Array.isArray(v)) {
      chars += 2 + v.length;
      for (const item of v) stack.push([item, depth + 1]);
    } else if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      for (const [k, item] of Object.entries(v)) {
        chars += k.length + 4;
        if (hasUnsafeChars(k)) return fail(TYPE_MESSAGES.textChars);
        stack.push([item, depth + 1]);
      }
    } else return fail(TYPE_MESSAGES.json);
    if (chars > MAX_JSON_CHARS) return fail(TYPE_MESSAGES.jsonSize);
  }
  return ok(value);
}

export function coerceBoolean(raw: unknown): Coerced {
  if (raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'on') return ok(true);
  if (raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === 'off') return ok(false);
  return fail(TYPE_MESSAGES.boolean);
}

export function coerceDate(raw: unknown): Coerced {
  const s = typeof raw === 'string' ? raw.trim().slice(0, 10) : '';
  return isValidDate(s) ? ok(s) : fail(TYPE_MESSAGES.date);
}

export function coerceDatetime(raw: unknown): Coerced {
  const d = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : raw instanceof Date ? raw : null;
  return d && !Number.isNaN(d.getTime()) && d.getUTCFullYear() > 0 && d.getUTCFullYear() < 10000
    ? ok(d.toISOString()) : fail(TYPE_MESSAGES.date);
}

/** Ids of a many-to-many: an array (of ids or of {id} rows) or a comma-separated string. */
export function coerceIdList(raw: unknown): Coerced {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.length <= 20_000 ? raw.split(',').filter(Boolean) : null;
  if (!list || list.length > MAX_LIST_LENGTH) return fail(TYPE_MESSAGES.list);
  const ids: number[] = [];
  for (const x of list) {
    const id = toInt32(x !== null && typeof x === 'object' && !Array.isArray(x) && 'id' in x ? (x as { id: unknown }).id : x);
    if (id === null) return fail(TYPE_MESSAGES.list);
    ids.push(id);
  }
  return ok([...new Set(ids)]);
}
