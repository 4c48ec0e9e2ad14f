// Pure display/parse helpers per field kind. No React, no i18n: unit-tested in tests/web.
import Decimal from 'decimal.js';
import { formatMoney } from '../../../core/money';

const DECIMAL_RE = /^\s*([+-])?(\d*)(?:[.,](\d*))?\s*$/;

/** Adds one to a string of digits ('0999' → '1000'), keeping arbitrary length. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else { out[i] = String(Number(out[i]) + 1); return out.join(''); }
  }
  return '1' + out.join('');
}

/** Groups an integer digit string with a separator: '1234567' → '1.234.567'. */
export const groupThousands = (digits: string, sep = '.') => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/**
 * Rounds a decimal string (half away from zero) to `decimals` places without going through a float.
 * Returns null when the text is not a decimal number.
 */
export function roundDecimalString(value: string, decimals: number): { negative: boolean; int: string; frac: string } | null {
  const m = DECIMAL_RE.exec(value);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  let int = (m[2] || '0').replace(/^0+(?=\d)/, '');
  let frac = m[3] ?? '';
  if (frac.length > decimals) {
    const roundUp = frac.charCodeAt(decimals) - 48 >= 5;
    frac = frac.slice(0, decimals);
    if (roundUp) {
      const bumped = incrementDigits(int + frac);
      int = bumped.slice(0, bumped.length - decimals) || '0';
      frac = bumped.slice(bumped.length - decimals);
    }
  }
  frac = frac.padEnd(decimals, '0');
  const isZero = /^0*$/.test(int) && /^0*$/.test(frac);
  return { negative: m[1] === '-' && !isZero, int, frac };
}

function numericText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value.toFixed(10) : null;
  if (typeof value === 'bigint') return value.toString();
  return String(value);
}

/**
 * Colombian money display (spec 02 §9, '$ 1.234.567'): the one formatter of src/core/money, shared with
 * the server. Without decimals or symbol, the device's (web/lib/device-settings.ts; default '$', 0).
 */
export const formatCurrency = (value: unknown, decimals?: number, symbol?: string): string => formatMoney(value, decimals, symbol);

/** Plain decimal in Colombian notation, trailing zeros trimmed: '1234.5000' → '1.234,5'. */
export function formatDecimal(value: unknown, maxDecimals = 4): string {
  const text = numericText(value);
  if (text === null) return '';
  const r = roundDecimalString(text, maxDecimals);
  if (!r) return String(value);
  const frac = r.frac.replace(/0+$/, '');
  return `${r.negative ? '-' : ''}${groupThousands(r.int)}${frac ? ',' + frac : ''}`;
}

/** Phone input keeps only digits and '+'. */
export const stripPhone = (value: string) => value.replace(/[^\d+]/g, '');

/** (XXX) XXX-XXXX for 10 digits; +CC (XXX) XXX-XXXX for an international number; otherwise as typed. */
export function formatPhone(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const clean = stripPhone(raw);
  const digits = clean.replace(/\+/g, '');
  const local = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length === 10 && !clean.startsWith('+')) return local(digits);
  if (digits.length > 10 && digits.length <= 13 && (clean.startsWith('+') || digits.length >= 11)) {
    return `+${digits.slice(0, digits.length - 10)} ${local(digits.slice(-10))}`;
  }
  return raw;
}

/** Cuts text to n characters with an ellipsis. */
export const truncate = (value: string, n: number) => (value.length > n ? value.slice(0, n - 1) + '…' : value);

export const TEXT_TRUNCATE = 70;
export const EMAIL_TRUNCATE = 40;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (date kind values already are; datetimes are shown in local time). */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) return s;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DD hh:mm:ss A' in local time (spec 01 §9). */
export function formatDatetime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  const h = d.getHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(h12)}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** ISO string → value of an <input type="datetime-local"> ('YYYY-MM-DDTHH:mm', local time). */
export function toDatetimeLocal(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local value → full ISO string for the API (spec 03 §2.1: full date-time before saving). */
export function fromDatetimeLocal(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Number input (spec 03 §3.2): commas stripped; integer → parseInt, NaN → 0. Empty stays empty (null). */
export function parseIntegerInput(text: string): number | null {
  const s = text.replace(/,/g, '').trim();
  if (s === '') return null;
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** Decimal input: commas stripped, kept as a decimal string (never a float); junk → '0'. */
export function parseDecimalInput(text: string): string | null {
  const s = text.replace(/,/g, '').trim();
  if (s === '') return null;
  const m = /^([+-])?(\d+)?(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === undefined && !m[3])) return '0';
  const int = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const out = frac ? `${int}.${frac}` : int;
  return m[1] === '-' && out !== '0' ? '-' + out : out;
}

/**
 * Adds `step` to a decimal string by integer arithmetic on its digits (plus/minus buttons); with a
 * field `step` (0.5, 0.25) `step` counts those, still in decimal arithmetic.
 */
export function stepDecimal(value: string | null, step: number, size?: number): string {
  if (size !== undefined && size !== 1) {
    const d = new Decimal(value || '0').plus(new Decimal(String(size)).times(step));
    return d.toFixed();
  }
  const base = roundDecimalString(value || '0', Math.max(0, (value?.split('.')[1] ?? '').length));
  if (!base) return String(step);
  const scale = base.frac.length;
  const units = BigInt((base.negative ? '-' : '') + base.int + base.frac) + BigInt(step) * 10n ** BigInt(scale);
  const neg = units < 0n;
  const digits = (neg ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${neg ? '-' : ''}${int}${scale ? '.' + frac : ''}`;
}

/** A number (integer or decimal string) kept within a field's min/max (spec 03 §3.1). */
export function clampDecimal<T extends number | string>(value: T, min?: number, max?: number): T {
  const d = new Decimal(String(value));
  if (min !== undefined && d.lt(min)) return (typeof value === 'number' ? min : String(min)) as T;
  if (max !== undefined && d.gt(max)) return (typeof value === 'number' ? max : String(max)) as T;
  return value;
}

/**
 * A number as a form input shows it, read like the list (spec 02 §9): '$ 59.900' for money, '-1' not
 * '-1.00', dots for thousands and a comma for decimals. Decimals are shown only when there are any, so
 * cents typed into a money field are not hidden by the list's 0-decimal rule.
 */
export function formatNumberInput(value: unknown, kind: 'integer' | 'number' | 'currency', scale = 2): string {
  const text = numericText(value);
  if (text === null) return '';
  const r = roundDecimalString(text, kind === 'integer' ? 0 : scale);
  if (!r) return String(value);
  const decimals = r.frac.replace(/0+$/, '').length;
  return kind === 'currency' ? formatCurrency(text, decimals) : formatDecimal(text, decimals);
}

/**
 * What a user typed into a number input, in Colombian notation, as a canonical decimal string
 * ('$ 1.234,5' → '1234.5'); null when empty, undefined when it is not a number. A comma is the
 * decimal mark and dots group thousands; without a comma, dots in groups of three ('59.900') are
 * thousands and a single other dot ('1.5') is taken as a decimal point, as people also type it.
 */
export function parseLocaleDecimal(text: string): string | null | undefined {
  let s = text.replace(/[$\s\u00a0]/g, '');
  if (s === '') return null;
  const sign = /^[+-]/.test(s) ? s[0] : '';
  s = s.replace(/^[+-]/, '');
  if (s.includes(',')) {
    if (s.indexOf(',') !== s.lastIndexOf(',') || /\..*,.*\./.test(s)) return undefined;
    s = s.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s)) return undefined;
  return parseDecimalInput(sign + s);
}

/**
 * Keeps what is typed into a date input in the spec's YYYY-MM-DD (spec 01 §9) whatever the browser
 * locale: digits only, dashes inserted after the year and the month; with `time`, 'YYYY-MM-DD HH:mm'.
 */
export function maskDateInput(text: string, time = false): string {
  const d = text.replace(/\D/g, '').slice(0, time ? 12 : 8);
  let out = d.slice(0, 4);
  if (d.length > 4) out += `-${d.slice(4, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (time && d.length > 8) out += ` ${d.slice(8, 10)}`;
  if (time && d.length > 10) out += `:${d.slice(10, 12)}`;
  return out;
}
