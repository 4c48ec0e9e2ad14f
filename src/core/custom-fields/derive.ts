/**
 * A tenant's custom field definitions → the engine's own Field objects (one source of truth: list
 * columns, filters, form inputs, validation, exports and the query language all read `fields`, so a
 * custom field needs no special case anywhere). Isomorphic: the server's records layer and the web's
 * resource hook derive the same resource from the same definitions.
 */
import type { Field, FieldKind, Resource } from '../resource/types';
import { optionsOf } from '../resource/fields';
import {
  DISABLED_BY_DEFAULT, splitList, type CustomFieldDefinition, type CustomFieldType,
} from './definition';

/** The jsonb column of a resource table that holds its custom values. */
export const CUSTOM_COLUMN = 'custom';
/** Field (and API, query and form) name of a custom field: `custom_<key>`; never a built-in field's name. */
export const CUSTOM_PREFIX = 'custom_';
export const customFieldName = (key: string) => `${CUSTOM_PREFIX}${key}`;
/** A definition's key: lower-case ASCII, digits and '_', starting with a letter. */
export const CUSTOM_KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** Most custom fields one resource may have in a tenant. */
export const MAX_CUSTOM_FIELDS = 100;

/** A stored definition as the API answers it (the `custom-fields` resource's row). */
export interface CustomFieldRecord {
  id?: number;
  key: string;
  definition: CustomFieldDefinition;
  searchable?: boolean | null;
  position?: number | null;
}

/**
 * The engine kind each builder type is stored and shown as; absent = the engine has no such kind yet,
 * so the builder offers the type disabled (and the server refuses it).
 */
export const TYPE_KINDS: Partial<Record<CustomFieldType, FieldKind>> = {
  text: 'text', textarea: 'textarea', number: 'number', select: 'select', date: 'date', datetime: 'datetime',
  boolean: 'boolean', currency: 'currency', phone: 'phone', color: 'color', richtext: 'richtext', location: 'location',
};

/**
 * The kind of a type with `multiple` on (several values); absent = the type holds one value for now
 * (a multi-select kind is in the making: issue 13 checkbox_multiple), so the builder hides the switch.
 */
export const MULTIPLE_TYPE_KINDS: Partial<Record<CustomFieldType, FieldKind>> = {};

export const takesMultiple = (t: CustomFieldType) => !!MULTIPLE_TYPE_KINDS[t];

/** Whether the builder offers a type: the engine has its kind and the spec does not disable it. */
export const typeEnabled = (t: CustomFieldType) => !!TYPE_KINDS[t] && !DISABLED_BY_DEFAULT.includes(t);

/** Rules a built-in field of the same kind carries (so custom values are held to the same checks). */
const KIND_RULES: Partial<Record<FieldKind, string>> = {
  text: 'max:255', textarea: 'max:5000', phone: 'phone', color: 'max:20',
};

/** One definition → [name, Field], or null when its type has no kind (a definition left from another version). */
export function customField(rec: CustomFieldRecord): [string, Field] | null {
  const d = rec.definition;
  const kind = d && ((d.multiple && MULTIPLE_TYPE_KINDS[d.type]) || TYPE_KINDS[d.type]);
  if (!kind || !CUSTOM_KEY.test(rec.key)) return null;
  const rules = [d.required ? 'required' : '', KIND_RULES[kind] ?? ''].filter(Boolean).join('|');
  const field: Field = {
    kind,
    label: d.label,
    tab: d.group || 'data',
    ...(rules ? { rules } : {}),
    filter: true,
    searchable: !!rec.searchable,
    stored: { column: CUSTOM_COLUMN, key: rec.key },
    ...(kind === 'select' ? { options: optionsOf(splitList(d.options)) } : {}),
    ...(kind === 'number' || kind === 'currency' ? { scale: 2 } : {}),
    ...(kind === 'textarea' || kind === 'richtext' || kind === 'location' ? { list: { visible: false } } : {}),
  };
  return [customFieldName(rec.key), field];
}

/**
 * The resource with a tenant's custom fields after its own (definitions of other resources and of
 * unknown types are skipped). The same resource object comes back when there is nothing to add, so
 * per-resource caches stay shared for tenants without custom fields; callers cache the derived object
 * per tenant (a derived resource must never serve another tenant).
 */
export function withCustomFields(r: Resource, records: readonly CustomFieldRecord[]): Resource {
  if (!r.customFields) return r;
  const mine = records.filter((c) => c.definition?.resource === r.name)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.id ?? 0) - (b.id ?? 0));
  const extra = mine.map(customField).filter((x): x is [string, Field] => !!x && !(x[0] in r.fields));
  if (!extra.length) return r;
  const fields = { ...r.fields, ...Object.fromEntries(extra) };
  const search = [...r.search, ...extra.filter(([, f]) => f.searchable).map(([n]) => n)];
  return { ...r, fields, search };
}
