import type { Field } from './types';

/**
 * Turns a raw input value (JSON, form data or query string) into the value stored for a field,
 * by kind. Shared by the server (before validation and SQL) and the web (form payloads).
 * '' and undefined become null (as Laravel's ConvertEmptyStringsToNull does).
 */
export type Coerced = { ok: true; value: unknown } | { ok: false; message: string };

const DECIMAL = /^-?\d{1,16}(\.\d{1,8})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const TYPE_MESSAGES = {
  integer: 'Debe ser un número entero.',
  number: 'Debe ser un número.',
  boolean: 'Debe ser verdadero o falso.',
  date: 'debe ser una fecha valida',
  option: 'El valor seleccionado no es válido.',
  json: 'Debe ser un JSON válido.',
  list: 'Debe ser una lista de identificadores.',
  text: 'Debe ser un texto.',
};

export function isValidDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

const toInt = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return null;
};

export function coerceValue(f: Field, raw: unknown): Coerced {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: null };
  switch (f.kind) {
    case 'integer': case 'relation': {
      const n = toInt(raw);
      return n === null ? { ok: false, message: TYPE_MESSAGES.integer } : { ok: true, value: n };
    }
    case 'number': case 'currency': {
      const s = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim().replace(/,/g, '') : '';
      return DECIMAL.test(s) ? { ok: true, value: s } : { ok: false, message: TYPE_MESSAGES.number };
    }
    case 'boolean': {
      if (raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'on') return { ok: true, value: true };
      if (raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === 'off') return { ok: true, value: false };
      return { ok: false, message: TYPE_MESSAGES.boolean };
    }
    case 'date': {
      const s = typeof raw === 'string' ? raw.trim().slice(0, 10) : '';
      return isValidDate(s) ? { ok: true, value: s } : { ok: false, message: TYPE_MESSAGES.date };
    }
    case 'datetime': {
      const d = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : raw instanceof Date ? raw : null;
      return d && !Number.isNaN(d.getTime()) && d.getUTCFullYear() > 0 && d.getUTCFullYear() < 10000
        ? { ok: true, value: d.toISOString() } : { ok: false, message: TYPE_MESSAGES.date };
    }
    case 'select': {
      const opt = f.options?.find((o) => String(o.value) === String(raw));
      return opt ? { ok: true, value: opt.value } : { ok: false, message: TYPE_MESSAGES.option };
    }
    case 'json': {
      if (typeof raw === 'string') {
        try { return { ok: true, value: JSON.parse(raw) }; } catch { return { ok: false, message: TYPE_MESSAGES.json }; }
      }
      return typeof raw === 'object' ? { ok: true, value: raw } : { ok: false, message: TYPE_MESSAGES.json };
    }
    case 'relation_multiple': {
      const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').filter(Boolean) : null;
      if (!list) return { ok: false, message: TYPE_MESSAGES.list };
      const ids = list.map((x) => toInt(typeof x === 'object' && x && 'id' in x ? (x as { id: unknown }).id : x));
      return ids.some((x) => x === null) ? { ok: false, message: TYPE_MESSAGES.list } : { ok: true, value: [...new Set(ids as number[])] };
    }
    case 'computed': return { ok: true, value: null };
    default:
      if (typeof raw === 'string') return { ok: true, value: raw };
      if (typeof raw === 'number' || typeof raw === 'boolean') return { ok: true, value: String(raw) };
      return { ok: false, message: TYPE_MESSAGES.text };
  }
}
