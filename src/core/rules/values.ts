import Decimal from 'decimal.js';

/** Own-property read, so hostile keys such as `__proto__` never reach the prototype. */
export const own = (data: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;

export const hasOwn = (data: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(data, key);

/**
 * Empty in the sense of `required` (Laravel): undefined, null, a blank string or an empty list.
 * `false` and `0` are values.
 */
export function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  // An empty key/value object (an `extra` without pairs), like PHP's empty array.
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.keys(v).length === 0;
  return false;
}

/** Text of a scalar for text rules; null for booleans, objects and anything else. */
export function asText(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v === 'bigint') return v.toString();
  return null;
}

/** Length in characters (code points), like PHP's mb_strlen. */
export function charLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

// Unambiguous on purpose (no nested or adjacent quantifiers over the same characters): linear time.
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
/** Longer strings are not numbers anyone types; refusing them keeps the work bounded. */
const MAX_NUMERIC_CHARS = 400;

/**
 * A number as the API accepts it: a finite JS number, a bigint, or a numeric string such as
 * "1234.50", "-3", ".5", "1e3" (blanks around are ignored). "12abc", "", "0x1A", "Infinity",
 * "1,5" are not numbers. Decimal, so money strings compare exactly.
 */
export function toDecimal(v: unknown): Decimal | null {
  let text: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    text = String(v);
  } else if (typeof v === 'bigint') text = v.toString();
  else if (typeof v === 'string') {
    text = v.trim();
    if (text.length > MAX_NUMERIC_CHARS || !NUMERIC.test(text)) return null;
  } else return null;
  try {
    const d = new Decimal(text);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Integer rule: integral numbers within the exactly representable range, or digit strings. */
export function isIntegerValue(v: unknown): boolean {
  if (typeof v === 'number') return Number.isSafeInteger(v);
  if (typeof v === 'bigint') return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER);
  if (typeof v !== 'string') return false;
  const t = v.trim();
  return t.length <= 20 && INTEGER.test(t) && Number.isSafeInteger(Number(t));
}

/** Boolean rule: true/false, 1/0, "1"/"0", "true"/"false" (forms and multipart send strings). */
export const isBooleanLike = (v: unknown) =>
  v === true || v === false || v === 0 || v === 1 || v === '0' || v === '1' || v === 'true' || v === 'false';

/** An uploaded file as the web hands it over (File/Blob) or a server's parsed upload: has a byte size. */
export const fileSize = (v: unknown): number | null =>
  typeof v === 'object' && v !== null && typeof (v as { size?: unknown }).size === 'number'
    ? (v as { size: number }).size
    : null;

/** Scalar as a string for membership and equality tests (`in:1,2` matches 2 and '2'). */
export function scalarKey(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  return null;
}

/**
 * Does another field's value match one of the listed values? Strings compared as strings; booleans
 * also match '1'/'0'. Used by required_if, required_unless and nit_if.
 */
export function matchesAny(other: unknown, values: readonly string[]): boolean {
  const key = scalarKey(other);
  if (key === null) return other === null ? values.includes('null') : false;
  if (values.includes(key)) return true;
  if (other === true) return values.includes('1');
  if (other === false) return values.includes('0');
  return false;
}
