// Pure per-kind facts (alignment, filter operator, export text). The React half of the catalogue is
// field-kinds.tsx; both are keyed by FieldKind so a new kind is added in one place per concern.
import { recordTitle } from '../../../core/resource/define';
import type { Field, FieldKind } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { formatCurrency, formatDate, formatDatetime, formatDecimal, formatPhone } from './format';

/** How a field filters the list: whereIn, where, where on a boolean, date range, whereLike. */
export type FilterKind = 'in' | 'eq' | 'bool' | 'dateRange' | 'like';

export const valueKind = (f: Field): FieldKind => (f.kind === 'computed' ? f.valueKind ?? 'text' : f.kind);

const NUMERIC: FieldKind[] = ['integer', 'number', 'currency'];

export const isNumericKind = (f: Field) => NUMERIC.includes(valueKind(f));

export function filterKind(f: Field): FilterKind {
  const k = valueKind(f);
  const multiple = typeof f.filter === 'object' ? f.filter.multiple : undefined;
  if (k === 'select' || k === 'relation' || k === 'relation_multiple') return multiple === false ? 'eq' : 'in';
  if (k === 'boolean') return 'bool';
  if (k === 'date' || k === 'datetime') return 'dateRange';
  if (NUMERIC.includes(k)) return 'eq';
  return 'like';
}

/** Kinds never rendered as a list column. */
export const NEVER_LISTED: FieldKind[] = ['password', 'json'];

export const isListable = (f: Field) => !NEVER_LISTED.includes(f.kind) && !f.writeOnly;

/** Default column visibility (spec: field.list.visible, default true). */
export const defaultVisible = (f: Field) => isListable(f) && (f.list?.visible ?? true);

/** Label of a select value (untranslated source text). */
export function optionLabel(f: Field, value: unknown): string {
  const o = f.options?.find((opt) => String(opt.value) === String(value));
  return o ? o.label : value === null || value === undefined ? '' : String(value);
}

/** Title of an embedded related record, by the target resource's title rule. */
export function relatedTitle(f: Field, related: unknown): string {
  if (!related || typeof related !== 'object') return '';
  return recordTitle(f.relation ? getResource(f.relation.resource) : undefined, related as Record<string, unknown>);
}

/** A related record's name in selectors and chips: its title, or '#id' when it has none. */
export const relatedLabel = (f: Field, related: { id: unknown }): string => relatedTitle(f, related) || `#${related.id}`;

/** Embedded related row(s) of a relation field (`cliente_id` → row.cliente). */
export const embedded = (f: Field, row: Record<string, unknown>) =>
  f.relation?.include ? row[f.relation.include] : undefined;

/** Plain-text value for exports and for text renderings (viewer, cards). */
export function exportValue(f: Field, key: string, row: Record<string, unknown>): string | number | boolean | null {
  const v = row[key];
  switch (valueKind(f)) {
    case 'currency': return v === null || v === undefined ? null : formatCurrency(v);
    case 'number': return v === null || v === undefined ? null : formatDecimal(v, f.scale ?? 4);
    case 'integer': return typeof v === 'number' ? v : v === null || v === undefined ? null : Number(v);
    case 'boolean': return v === null || v === undefined ? null : !!v;
    case 'date': return formatDate(v) || null;
    case 'datetime': return formatDatetime(v) || null;
    case 'phone': return formatPhone(v) || null;
    case 'select': return optionLabel(f, v) || null;
    case 'relation': return relatedTitle(f, embedded(f, row)) || (v === null || v === undefined ? null : String(v));
    case 'relation_multiple': {
      const rows = embedded(f, row);
      return Array.isArray(rows) ? rows.map((r) => relatedTitle(f, r)).join(', ') : null;
    }
    case 'json': return v === null || v === undefined ? null : JSON.stringify(v);
    case 'password': return null;
    default: return v === null || v === undefined ? null : String(v);
  }
}
