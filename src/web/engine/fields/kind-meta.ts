// The web's field-kind catalogue, pure half: per kind, how it filters, its form value ⇄ API value and
// its export text (KIND_VALUES). The React half (cell, input, filter widget) is field-kinds.tsx and the
// storage/API half is src/core/resource/kinds.ts; all three are Record<FieldKind, …>, so a kind missing
// from any of them is a compile error and a new kind is one entry in each.
import { recordTitle } from '../../../core/resource/define';
import type { Field, FieldKind } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import {
  formatCurrency, formatDate, formatDatetime, formatDecimal, formatPhone, fromDatetimeLocal, parseDecimalInput,
  parseIntegerInput, toDatetimeLocal,
} from './format';
import { richTextExcerpt } from '../../../core/richtext/sanitize';
import { DEFINITION_DEFAULTS } from '../../../core/custom-fields/definition';
import { emptyItemRow, itemsText, toItemFormRows, toItemWireRows } from './items-values';
import { locationText } from '../../../core/resource/location';
import { toLocationApi, toLocationForm } from './location-values';
import { fileValues } from './file-values';
import {
  extraText, extraToApi, extraToForm, formatMonth, monthToApi, monthToForm, optionListToForm, tableText, tableToApi, tableToForm,
} from './structured-values';

/**
 * How a field filters the list: whereIn, where, where on a boolean, date range, whereLike, or
 * presence (Sí/No as whereNotNull/whereNull, the filter's `handler: 'presence'`).
 */
export type FilterKind = 'in' | 'eq' | 'bool' | 'dateRange' | 'like' | 'presence';

export const valueKind = (f: Field): FieldKind => (f.kind === 'computed' ? f.valueKind ?? 'text' : f.kind);

export const isNumericKind = (f: Field) => !!KIND_VALUES[valueKind(f)].numeric;

/**
 * How the field filters the list: by its value kind, unless its filter options say otherwise (a
 * select or relation with `multiple: false` takes one value; `searchLogic: 'exact'` makes a text
 * filter an equality; `handler: 'presence'` asks only whether the field has a value).
 */
export function filterKind(f: Field): FilterKind {
  const opts = typeof f.filter === 'object' ? f.filter : undefined;
  if (opts?.handler === 'presence') return 'presence';
  const k = KIND_VALUES[valueKind(f)].filter ?? 'like';
  if (k === 'like' && opts?.searchLogic === 'exact') return 'eq';
  return k === 'in' && opts?.multiple === false ? 'eq' : k;
}

/** A list column: listable kinds, and any field with a named cell of its own (FIELD_CELLS). */
export const isListable = (f: Field) => (!KIND_VALUES[f.kind].unlisted || !!f.cell) && !f.writeOnly;

/** Shown in the record viewer: what a list shows, plus kinds only a single record carries (lines). */
export const isViewable = (f: Field) => (isListable(f) || !!KIND_VALUES[f.kind].viewed) && !f.writeOnly;

/** Default column visibility (spec: field.list.visible, default true). */
export const defaultVisible = (f: Field) => isListable(f) && (f.list?.visible ?? true);

/** Label of a select value (untranslated source text). */
export function optionLabel(f: Field, value: unknown): string {
  const o = f.options?.find((opt) => String(opt.value) === String(value));
  return o ? o.label : value === null || value === undefined ? '' : String(value);
}

/** Title of an embedded related record: the field's `attribute` of it when set (spec 03 §3.1), else by the target resource's title rule. */
export function relatedTitle(f: Field, related: unknown): string {
  if (!related || typeof related !== 'object') return '';
  const own = f.attribute ? (related as Record<string, unknown>)[f.attribute] : undefined;
  if (own !== undefined && own !== null && own !== '') return String(own);
  return recordTitle(f.relation ? getResource(f.relation.resource) : undefined, related as Record<string, unknown>);
}

/** A related record's name in selectors and chips: its title, or '#id' when it has none. */
export const relatedLabel = (f: Field, related: { id: unknown }): string => relatedTitle(f, related) || `#${related.id}`;

/** Embedded related row(s) of a relation field (`cliente_id` → row.cliente). */
export const embedded = (f: Field, row: Record<string, unknown>) =>
  f.relation?.include ? row[f.relation.include] : undefined;

/** Plain-text value for exports and for text renderings (viewer, cards); a computed field as its value kind. */
export function exportValue(f: Field, key: string, row: Record<string, unknown>): ExportValue {
  const v = row[key];
  return v === null || v === undefined ? (KIND_VALUES[valueKind(f)].exportEmpty?.(f, key, row) ?? null)
    : KIND_VALUES[valueKind(f)].exportValue(f, v, row);
}

/** Rich text in an export is cut at 500 characters (spec 01 §9). */
const RICH_TEXT_EXPORT_CHARS = 500;

export type ExportValue = string | number | boolean | null;
type Row = Record<string, unknown>;

export interface KindValues {
  /** How a filter on the kind reads (undefined: whereLike). */
  filter?: FilterKind;
  numeric?: boolean;
  /** Never a list column. */
  unlisted?: boolean;
  /** Shown in the record viewer even when never a list column (an order's lines). */
  viewed?: boolean;
  /** No value at all (divider, section, component): not in form values, payloads, lists or exports. */
  layout?: boolean;
  /** API value of the row → form value. */
  toForm(f: Field, v: unknown, row: Row): unknown;
  /** Form value → API value ('' means null for non-text kinds). */
  toApi(f: Field, v: unknown): unknown;
  /** Export text of a present (non-null) value. */
  exportValue(f: Field, v: unknown, row: Row): ExportValue;
  /** Export text when the column is empty (a relation may still have its embedded row). */
  exportEmpty?(f: Field, key: string, row: Row): ExportValue;
}

const blank = (v: unknown) => v === '' || v === undefined || v === null;
const asText = (_f: Field, v: unknown) => String(v);
const textValues: KindValues = {
  toForm: (_f, v) => (v === null || v === undefined ? '' : v),
  toApi: (_f, v) => (blank(v) ? (v ?? '') : v),
  exportValue: asText,
};
const decimalValues = (exportValue: KindValues['exportValue']): KindValues => ({
  filter: 'eq',
  numeric: true,
  // '59900.00' → '59900': the input shows it as the list does; trailing zeros are not an edit.
  toForm: (_f, v) => (blank(v) ? '' : parseDecimalInput(String(v)) ?? ''),
  toApi: (_f, v) => (blank(v) ? null : parseDecimalInput(String(v))),
  exportValue,
});
const layoutValues: KindValues = { layout: true, unlisted: true, toForm: () => undefined, toApi: () => undefined, exportValue: () => null };
const optionLabels = (f: Field, v: unknown) => optionListToForm(f, v).map((x) => optionLabel(f, x)).join(', ');
const relatedIds = (v: unknown): number[] => (Array.isArray(v) ? v : []).map((x) => Number(typeof x === 'object' && x ? (x as { id: unknown }).id : x));

export const KIND_VALUES: Record<FieldKind, KindValues> = {
  text: textValues,
  textarea: textValues,
  richtext: { ...textValues, exportValue: (_f, v) => richTextExcerpt(String(v), RICH_TEXT_EXPORT_CHARS) },
  email: textValues,
  phone: { ...textValues, exportValue: (_f, v) => formatPhone(v) || null },
  password: { ...textValues, unlisted: true, toForm: () => '', exportValue: () => null },
  color: textValues,
  integer: {
    filter: 'eq',
    numeric: true,
    toForm: (_f, v) => (blank(v) ? null : Number(v)),
    toApi: (_f, v) => (blank(v) ? null : typeof v === 'number' ? v : parseIntegerInput(String(v))),
    exportValue: (_f, v) => (typeof v === 'number' ? v : Number(v)),
  },
  number: decimalValues((f, v) => formatDecimal(v, f.scale ?? 4)),
  currency: decimalValues((f, v) => formatCurrency(v, f.decimals)),
  boolean: {
    filter: 'bool',
    toForm: (_f, v) => !!v,
    toApi: (_f, v) => !!v,
    exportValue: (_f, v) => !!v,
  },
  date: {
    filter: 'dateRange',
    toForm: (_f, v) => (typeof v === 'string' ? v.slice(0, 10) : ''),
    toApi: (_f, v) => (blank(v) ? null : String(v).slice(0, 10)),
    exportValue: (_f, v) => formatDate(v) || null,
  },
  datetime: {
    filter: 'dateRange',
    toForm: (_f, v) => toDatetimeLocal(v),
    toApi: (_f, v) => (blank(v) ? null : fromDatetimeLocal(String(v))),
    exportValue: (_f, v) => formatDatetime(v) || null,
  },
  select: {
    filter: 'in',
    toForm: textValues.toForm,
    toApi: (f, v) => {
      if (blank(v)) return null;
      const o = f.options?.find((opt) => String(opt.value) === String(v));
      return o ? o.value : v;
    },
    exportValue: (f, v) => optionLabel(f, v) || null,
  },
  relation: {
    filter: 'in',
    toForm: (_f, v) => (blank(v) ? null : Number(v)),
    toApi: (_f, v) => (blank(v) ? null : Number(v)),
    exportValue: (f, v, row) => relatedTitle(f, embedded(f, row)) || String(v),
  },
  relation_multiple: {
    filter: 'in',
    toForm: (f, v, row) => relatedIds(Array.isArray(v) ? v : embedded(f, row)),
    toApi: (_f, v) => (Array.isArray(v) ? v.map(Number) : []),
    exportValue: (f, _v, row) => relatedTitles(f, row),
    exportEmpty: (f, _k, row) => relatedTitles(f, row),
  },
  json: {
    unlisted: true,
    toForm: (_f, v) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2)),
    toApi: (_f, v) => {
      if (blank(v)) return null;
      if (typeof v !== 'string') return v;
      try { return JSON.parse(v); } catch { return v; }
    },
    exportValue: (_f, v) => JSON.stringify(v),
  },
  // Form value: the typed texts { lat, lng, address, name }; the API value: the stored point (or null).
  location: {
    toForm: (_f, v) => toLocationForm(v),
    toApi: (_f, v) => toLocationApi(v),
    exportValue: (_f, v) => locationText(v),
  },
  items: {
    unlisted: true,
    viewed: true,
    // A stored record always has its list; none means a new record, which starts with one blank line
    // when lines are required (an order's products) and with none otherwise (its payments).
    toForm: (f, v) => (Array.isArray(v) ? toItemFormRows(f.items!, v) : /(^|\|)(required|min:)/.test(f.rules ?? '') ? [emptyItemRow(f.items!)] : []),
    toApi: (f, v) => toItemWireRows(f.items!, v),
    exportValue: (_f, v) => itemsText(v),
  },
  // A custom field definition (the builder): the form holds the whole object, defaults filled.
  field_creator: {
    unlisted: true,
    viewed: true,
    toForm: (_f, v) => ({ type: 'text', label: '', ...DEFINITION_DEFAULTS, ...(v && typeof v === 'object' ? v : {}) }),
    toApi: (_f, v) => (v && typeof v === 'object' ? v : null),
    exportValue: (_f, v) => (v && typeof v === 'object' ? `${(v as { label?: string }).label ?? ''} (${(v as { type?: string }).type ?? ''})` : null),
  },
  file: fileValues,
  image: fileValues,
  signature: fileValues,
  month: {
    filter: 'dateRange',
    toForm: (_f, v) => monthToForm(v),
    toApi: (_f, v) => monthToApi(v),
    exportValue: (_f, v) => formatMonth(v) || null,
  },
  time: { ...textValues, filter: 'eq', toApi: (_f, v) => (blank(v) ? null : v) },
  rating: {
    filter: 'eq',
    numeric: true,
    toForm: (_f, v) => (blank(v) ? null : Number(v)),
    toApi: (_f, v) => (blank(v) ? null : String(v)),
    exportValue: (_f, v) => Number(v),
  },
  radio: {
    filter: 'in',
    toForm: textValues.toForm,
    toApi: (f, v) => KIND_VALUES.select.toApi(f, v),
    exportValue: (f, v) => optionLabel(f, v) || null,
  },
  checkbox_multiple: {
    toForm: (f, v) => optionListToForm(f, v),
    toApi: (f, v) => (Array.isArray(v) && v.length ? optionListToForm(f, v) : null),
    exportValue: (f, v) => optionLabels(f, v) || null,
  },
  address: { ...textValues, toApi: (_f, v) => (blank(v) ? null : v) },
  extra: {
    toForm: (_f, v) => extraToForm(v),
    toApi: (_f, v) => extraToApi(v),
    exportValue: (_f, v) => extraText(v) || null,
  },
  table: {
    toForm: (f, v) => tableToForm(f, v),
    toApi: (f, v) => tableToApi(f, v),
    exportValue: (f, v) => tableText(f, v) || null,
  },
  hidden: textValues,
  component: layoutValues,
  divider: layoutValues,
  section: layoutValues,
  computed: textValues,
};

/** Titles of the embedded rows of a many-to-many, comma-separated (null when not embedded). */
function relatedTitles(f: Field, row: Row): string | null {
  const rows = embedded(f, row);
  return Array.isArray(rows) ? rows.map((r) => relatedTitle(f, r)).join(', ') : null;
}
