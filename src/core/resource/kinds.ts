/**
 * THE field-kind catalogue, core half (DESIGN §9, issue 10 §8): what a kind means to storage and to
 * the API — SQL column type, coercion of body values and of query-string filter values, the filter
 * operators it takes, its OpenAPI schema. The web half (src/web/engine/fields/field-kinds.tsx: cell,
 * input, filter widget, form ⇄ API value, export) is keyed by the same FieldKind; both are typed
 * `Record<FieldKind, …>`, so a kind missing from either is a compile error. A new kind = one entry here
 * + one there. Isomorphic: no server or web imports.
 *
 * Kinds whose value is not a column (relation_multiple: a pivot; a child-rows kind such as `items`: a
 * table of its own) answer `sqlType: null`; the records layer stores them. Their `coerce` may answer
 * errors of parts (`{ '0.cantidad': [...] }`), which the caller reports under `<field>.<path>`.
 */
import {
  coerceBoolean, coerceDate, coerceDatetime, coerceDecimal, coerceIdList, coerceInt32, coerceJson, coerceText,
  fail, hasUnsafeChars, INT4_MAX, ok, TYPE_MESSAGES, type Coerced,
} from './coerce';
import {
  coerceAddress, coerceExtra, coerceMonth, coerceOptionList, coerceRating, coerceTable, coerceTime, ratingScale,
} from './coerce-form';
import { coerceRows } from './items';
import { coerceLocation } from './location';
import { fileKind } from '../files/kind';
import { sanitizeHtml } from '../richtext/sanitize';
import { coerceDefinition } from '../custom-fields/definition';
import { takesMultiple, typeEnabled } from '../custom-fields/derive';
import type { Field, FieldKind } from './types';

/** A query-string value as a typed filter value, or what was expected (the 400 says it). */
export type QueryCoerced = { ok: true; value: string | number | boolean } | { ok: false; expected: string };

export interface KindDef {
  /** Column type (migrations are generated from it); null when the value is not a column of the table. */
  sqlType(f: Field): string | null;
  /** A non-empty body value → the stored value, or the field's 422 message. */
  coerce(f: Field, raw: unknown): Coerced;
  /** A `where`/`whereIn` value → the typed value compared with the column. */
  query(f: Field | undefined, raw: string): QueryCoerced;
  /** Type a bound filter value is cast to, so a comparison never depends on inference (none: as sent). */
  cast?: 'bigint' | 'numeric' | 'boolean' | 'date' | 'timestamptz';
  /** OpenAPI 3.1 schema of the value (read and write). */
  openapi(f: Field): Record<string, unknown>;
  /** Operators besides eq/in/null: accent-insensitive contains, date bounds. eq/in unless `noEquality`. */
  like?: boolean;
  dateBounds?: boolean;
  noEquality?: boolean;
  /** Index (tenant_id, column): always, only when the field is filterable, or never. Default 'filtered'. */
  index?: 'always' | 'filtered' | 'never';
  /** Layout only (divider, section, component): no value, never read, written or validated. */
  layout?: boolean;
}

/** Text columns sort in Spanish (collation created by migration 0001). */
const TEXT_SQL = 'text collate mando_es';

const nullable = (type: string) => ({ type: [type, 'null'] });
const qOk = (value: string | number | boolean): QueryCoerced => ({ ok: true, value });
const qBad = (expected: string): QueryCoerced => ({ ok: false, expected });

const Q_INT = /^[+-]?\d{1,10}$/;
const Q_DECIMAL = /^[+-]?\d{1,30}(\.\d{1,20})?$/;

function queryInt(raw: string): QueryCoerced {
  const v = raw.trim();
  const n = Number(v);
  return Q_INT.test(v) && Math.abs(n) <= INT4_MAX ? qOk(n === 0 ? 0 : n) : qBad('un número entero');
}

const queryText = (raw: string): QueryCoerced => (hasUnsafeChars(raw) ? qBad('un texto sin caracteres de control') : qOk(raw));

/** YYYY-MM-DD, or an ISO 8601 date-time (seconds, fraction and zone optional) PostgreSQL accepts. */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

function validYmd(y: number, m: number, d: number) {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** YYYY-MM-DD with a real calendar day. */
export const isDateOnly = (s: string) => {
  const m = DATE_RE.exec(s);
  return !!m && validYmd(+m[1], +m[2], +m[3]);
};

export function isDateValue(s: string): boolean {
  if (isDateOnly(s)) return true;
  const m = ISO_RE.exec(s);
  if (!m || !validYmd(+m[1], +m[2], +m[3])) return false;
  if (+m[4] > 23 || +m[5] > 59 || (m[6] !== undefined && +m[6] > 59)) return false;
  if (m[8] !== undefined && (+m[8] > 15 || (m[9] !== undefined && +m[9] > 59))) return false;
  return true;
}

const queryDate = (raw: string): QueryCoerced => (isDateValue(raw.trim()) ? qOk(raw.trim()) : qBad('una fecha AAAA-MM-DD'));

/** A select stored as integer when every option value is a number. */
export const numericOptions = (f?: Field) => !!f?.options?.length && f.options.every((o) => typeof o.value === 'number');

const textKind = (extra: Record<string, unknown> = {}): KindDef => ({
  sqlType: () => TEXT_SQL,
  coerce: (_f, raw) => coerceText(raw),
  query: (_f, raw) => queryText(raw),
  openapi: () => ({ ...nullable('string'), ...extra }),
  like: true,
});

const decimalKind: KindDef = {
  sqlType: (f) => `numeric(18,${f.scale ?? 2})`,
  coerce: (f, raw) => {
    const c = coerceDecimal(raw, f.scale ?? 2);
    // A number with the integer flag (spec 03 §3.2) holds whole numbers only.
    return c.ok && f.integer && /\.\d*[1-9]/.test(String(c.value)) ? fail(TYPE_MESSAGES.integer) : c;
  },
  query: (_f, raw) => (Q_DECIMAL.test(raw.trim()) ? qOk(raw.trim()) : qBad('un número')),
  openapi: () => ({ ...nullable('string'), pattern: '^-?\\d+(\\.\\d+)?$' }),
  cast: 'numeric',
  like: true,
};

/** A kind without a value (divider, section, component): whatever is sent is ignored. */
const layoutKind: KindDef = {
  sqlType: () => null,
  coerce: () => ok(undefined),
  query: () => qBad('un campo filtrable'),
  openapi: () => ({ readOnly: true }),
  noEquality: true,
  index: 'never',
  layout: true,
};

/** A jsonb value whose shape the kind's coercer guarantees (checkbox_multiple, extra, table). */
const jsonbKind = (coerce: KindDef['coerce'], openapi: KindDef['openapi']): KindDef => ({
  sqlType: () => 'jsonb',
  coerce,
  query: (_f, raw) => queryText(raw),
  openapi,
  noEquality: true,
  index: 'never',
});

const optionQuery = (f: Field | undefined, raw: string) => (numericOptions(f) ? queryInt(raw) : queryText(raw));

const int32Schema = { ...nullable('integer'), minimum: -INT4_MAX, maximum: INT4_MAX };

export const KINDS: Record<FieldKind, KindDef> = {
  text: textKind(),
  textarea: textKind(),
  // HTML from the editor, kept to an allow-list of tags and attributes (core/richtext) before it is stored.
  richtext: {
    ...textKind({ contentMediaType: 'text/html' }),
    coerce: (_f, raw) => {
      const c = coerceText(raw);
      return c.ok && typeof c.value === 'string' ? ok(sanitizeHtml(c.value)) : c;
    },
  },
  email: textKind({ format: 'email' }),
  phone: textKind(),
  password: { ...textKind({ writeOnly: true }), like: false, index: 'never' },
  color: textKind(),
  integer: {
    sqlType: () => 'integer',
    coerce: (_f, raw) => coerceInt32(raw),
    query: (_f, raw) => queryInt(raw),
    openapi: () => int32Schema,
    cast: 'bigint',
    like: true,
  },
  number: decimalKind,
  currency: decimalKind,
  boolean: {
    sqlType: () => 'boolean',
    coerce: (_f, raw) => coerceBoolean(raw),
    query: (_f, raw) => {
      const b = raw.trim().toLowerCase();
      return b === '1' || b === 'true' ? qOk(true) : b === '0' || b === 'false' ? qOk(false) : qBad('1, 0, true o false');
    },
    openapi: () => nullable('boolean'),
    cast: 'boolean',
    index: 'always',
  },
  date: {
    sqlType: () => 'date',
    coerce: (_f, raw) => coerceDate(raw),
    query: (_f, raw) => queryDate(raw),
    openapi: () => ({ ...nullable('string'), format: 'date' }),
    cast: 'date',
    dateBounds: true,
  },
  datetime: {
    sqlType: () => 'timestamptz',
    coerce: (_f, raw) => coerceDatetime(raw),
    query: (_f, raw) => queryDate(raw),
    openapi: () => ({ ...nullable('string'), format: 'date-time' }),
    cast: 'timestamptz',
    dateBounds: true,
  },
  select: {
    sqlType: (f) => (numericOptions(f) ? 'integer' : TEXT_SQL),
    coerce: (f, raw) => {
      if (typeof raw !== 'string' && typeof raw !== 'number') return fail(TYPE_MESSAGES.option);
      const opt = f.options?.find((o) => String(o.value) === String(raw));
      return opt ? ok(opt.value) : fail(TYPE_MESSAGES.option);
    },
    query: (f, raw) => (numericOptions(f) ? queryInt(raw) : queryText(raw)),
    openapi: (f) => ({ enum: [...(f.options ?? []).map((o) => o.value), null] }),
    like: true,
    index: 'always',
  },
  relation: {
    sqlType: () => 'integer',
    coerce: (_f, raw) => coerceInt32(raw),
    query: (_f, raw) => queryInt(raw),
    openapi: () => int32Schema,
    cast: 'bigint',
    like: true,
    index: 'always',
  },
  relation_multiple: {
    sqlType: () => null,
    coerce: (_f, raw) => coerceIdList(raw),
    query: (_f, raw) => queryInt(raw),
    openapi: () => ({ type: 'array', items: { type: 'integer', minimum: 1, maximum: INT4_MAX } }),
    cast: 'bigint',
  },
  json: {
    sqlType: () => 'jsonb',
    coerce: (_f, raw) => coerceJson(raw),
    query: (_f, raw) => queryText(raw),
    openapi: () => ({}),
    noEquality: true,
    index: 'never',
  },
  // A point on the map: lat −90..90 and lng −180..180 required, address and name optional (422 per part).
  location: {
    sqlType: () => 'jsonb',
    coerce: (_f, raw) => coerceLocation(raw),
    query: () => qBad('un campo filtrable'),
    openapi: () => ({
      type: ['object', 'null'],
      required: ['lat', 'lng'],
      properties: {
        lat: { type: 'number', minimum: -90, maximum: 90 },
        lng: { type: 'number', minimum: -180, maximum: 180 },
        address: { type: 'string', maxLength: 255 },
        name: { type: 'string', maxLength: 255 },
      },
    }),
    noEquality: true,
    index: 'never',
  },
  items: {
    sqlType: () => null,
    coerce: (f, raw) => coerceRows(f, raw, coerceValue),
    query: () => qBad('un campo filtrable'),
    openapi: (f) => ({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
          ...Object.fromEntries(Object.entries(f.items?.fields ?? {}).map(([k, sub]) => [k, { ...KINDS[sub.kind].openapi(sub), ...(sub.readonly ? { readOnly: true } : {}) }])),
        },
      },
    }),
    noEquality: true,
    index: 'never',
  },
  // A custom field definition (spec 03 §2.3): validated whole, its parts' errors by sub-path (field.label).
  field_creator: {
    sqlType: () => 'jsonb',
    coerce: (_f, raw) => coerceDefinition(raw, typeEnabled, takesMultiple),
    query: (_f, raw) => queryText(raw),
    openapi: () => ({
      type: ['object', 'null'],
      properties: {
        type: { type: 'string' }, label: { type: 'string' }, group: { type: 'string' }, resource: { type: 'string' },
        multiple: { type: 'boolean' }, scale: { type: 'integer' }, step: { type: 'number' },
        options: { type: 'string' }, columns: { type: 'string' }, required: { type: 'boolean' },
      },
    }),
    noEquality: true,
    index: 'never',
  },
  // One stored file each (core/files): jsonb {id,name,mime,size}; the bytes arrive as multipart parts.
  file: fileKind,
  image: fileKind,
  signature: fileKind,
  month: {
    sqlType: () => 'date',
    coerce: (_f, raw) => coerceMonth(raw),
    query: (_f, raw) => (/^\d{4}-\d{2}$/.test(raw.trim()) ? qOk(`${raw.trim()}-01`) : queryDate(raw)),
    openapi: () => ({ ...nullable('string'), format: 'date', description: 'First day of the month (YYYY-MM-01); YYYY-MM accepted' }),
    cast: 'date',
    dateBounds: true,
  },
  time: {
    ...textKind({ pattern: '^\\d{2}:\\d{2}$' }),
    coerce: (_f, raw) => coerceTime(raw),
    like: false,
  },
  rating: {
    sqlType: () => 'numeric(3,1)',
    coerce: (f, raw) => coerceRating(f, raw),
    query: (_f, raw) => (Q_DECIMAL.test(raw.trim()) ? qOk(raw.trim()) : qBad('un número')),
    openapi: (f) => ({ ...nullable('string'), pattern: '^\\d{1,2}(\\.\\d)?$', description: `0 to ${ratingScale(f)}` }),
    cast: 'numeric',
  },
  radio: {
    sqlType: (f) => (numericOptions(f) ? 'integer' : TEXT_SQL),
    coerce: (f, raw) => KINDS.select.coerce(f, raw),
    query: optionQuery,
    openapi: (f) => KINDS.select.openapi(f),
    index: 'always',
  },
  checkbox_multiple: jsonbKind((f, raw) => coerceOptionList(f, raw), (f) => ({
    type: ['array', 'null'], items: { enum: (f.options ?? []).map((o) => o.value) },
  })),
  address: { ...textKind(), coerce: (_f, raw) => coerceAddress(raw) },
  extra: jsonbKind((_f, raw) => coerceExtra(raw), () => ({ type: ['object', 'null'], additionalProperties: { type: 'string' } })),
  table: jsonbKind((f, raw) => coerceTable(f, raw), (f) => ({
    type: ['array', 'null'],
    items: { type: 'object', properties: Object.fromEntries((f.columns ?? []).map((c) => [c.key, { type: 'string' }])) },
  })),
  hidden: textKind(),
  component: layoutKind,
  divider: layoutKind,
  section: layoutKind,
  computed: {
    sqlType: () => null,
    coerce: () => ok(null),
    query: (f, raw) => KINDS[f?.valueKind ?? 'text'].query(f, raw),
    openapi: (f) => (f.valueKind && f.valueKind !== 'computed' ? KINDS[f.valueKind].openapi(f) : nullable('string')),
  },
};

/** The catalogue entry a field behaves as: a computed field as its value kind (except storage). */
export const kindDef = (f: Field): KindDef => KINDS[f.kind];
export const valueKindOf = (f: Field): FieldKind => (f.kind === 'computed' ? f.valueKind ?? 'text' : f.kind);

/** SQL type of a stored field; null for fields that are not columns of the resource's table. */
export const columnType = (f: Field): string | null => (f.stored ? null : KINDS[f.kind].sqlType(f));

/**
 * A raw input value (JSON, form data) → the value stored for the field. '' and undefined become null
 * (as Laravel's ConvertEmptyStringsToNull does); anything else goes through the kind's coercer.
 */
export function coerceValue(f: Field, raw: unknown): Coerced {
  if (KINDS[f.kind].layout) return ok(undefined);
  if (raw === undefined || raw === null || raw === '') return ok(null);
  return KINDS[f.kind].coerce(f, raw);
}
