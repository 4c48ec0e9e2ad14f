/**
 * A tenant's custom field definition (spec 03 §2.3, the custom form-field builder): the value of a
 * `field_creator` field. Pure and isomorphic: the server validates bodies with it, the builder input
 * offers its choices, and derive.ts turns a definition into the engine's own Field.
 */
import { fail, hasUnsafeChars, ok, type Coerced } from '../resource/coerce';

/** The builder's types, in the spec's order. */
export const CUSTOM_FIELD_TYPES = [
  'text', 'textarea', 'number', 'select', 'date', 'datetime', 'time', 'boolean', 'currency', 'phone', 'resource',
  'table', 'address', 'location', 'color', 'rating', 'radio', 'signature', 'file', 'richtext', 'image', 'section',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Spec 03 §2.3: "The types file, richtext, image and signature are disabled by default." */
export const DISABLED_BY_DEFAULT: readonly CustomFieldType[] = ['file', 'richtext', 'image', 'signature'];

/** Spec 03 §2.3: "The required switch is not offered for section or boolean." */
export const offersRequired = (type: CustomFieldType) => type !== 'section' && type !== 'boolean';

/** Types that use options (comma-separated) / columns (comma-separated) / scale and step / multiple. */
export const USES_OPTIONS: readonly CustomFieldType[] = ['select', 'radio'];
export const USES_COLUMNS: readonly CustomFieldType[] = ['table'];
export const USES_SCALE: readonly CustomFieldType[] = ['rating'];
export const USES_MULTIPLE: readonly CustomFieldType[] = ['select', 'resource', 'file', 'image'];

export interface CustomFieldDefinition {
  type: CustomFieldType;
  label: string;
  /** Form tab the field goes to (spec default 'data'). */
  group: string;
  /** The resource whose records carry the field (spec default 'users'). */
  resource: string;
  multiple: boolean;
  /** Rating scale, 1–10 (default 5). */
  scale: number;
  /** Rating step, 0.1–1 (default 1). */
  step: number;
  /** Comma-separated option texts (select, radio). */
  options: string;
  /** Comma-separated column names (table). */
  columns: string;
  required: boolean;
}

export const DEFINITION_DEFAULTS: Omit<CustomFieldDefinition, 'type' | 'label'> = {
  group: 'data', resource: 'users', multiple: false, scale: 5, step: 1, options: '', columns: '', required: false,
};

/** Most options (or table columns) one definition may list. */
export const MAX_CHOICES = 100;

/** 'a, b,,c ' → ['a', 'b', 'c'] (duplicates dropped). */
export const splitList = (s: string) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))];

export const DEFINITION_MESSAGES = {
  object: 'Debe ser la definición de un campo.',
  type: 'Tipo de campo no válido.',
  disabled: 'Este tipo de campo no está disponible.',
  label: 'La etiqueta es obligatoria (máximo 100 caracteres).',
  text: 'Máximo 100 caracteres, sin caracteres de control.',
  resource: 'Recurso no válido.',
  boolean: 'Debe ser verdadero o falso.',
  scale: 'La escala debe ser un número entero entre 1 y 10.',
  step: 'El paso debe estar entre 0.1 y 1.',
  options: 'Indique al menos una opción, separadas por comas.',
  columns: 'Indique al menos una columna, separadas por comas.',
  choices: `Máximo ${MAX_CHOICES} elementos.`,
  list: 'Máximo 2000 caracteres.',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function shortText(v: unknown, max: number): string | null {
  if (typeof v !== 'string' || hasUnsafeChars(v)) return null;
  const t = v.trim();
  return t.length <= max ? t : null;
}

function bool(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return null;
}

function num(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * A body value → a complete definition (defaults filled), or the errors of its parts keyed by
 * sub-field ('label', 'options'), reported by the records layer as `<field>.label`.
 * `enabled` says whether a type can be chosen and `takesMultiple` whether it can hold several values
 * (the engine's kinds decide; derive.ts).
 */
export function coerceDefinition(
  raw: unknown, enabled: (t: CustomFieldType) => boolean, takesMultiple: (t: CustomFieldType) => boolean = () => true,
): Coerced {
  if (!isObject(raw)) return fail(DEFINITION_MESSAGES.object);
  const errors: Record<string, string[]> = {};
  const err = (k: string, m: string) => { errors[k] = [m]; };
  const d: CustomFieldDefinition = { type: 'text', label: '', ...DEFINITION_DEFAULTS };
  const pick = (k: keyof CustomFieldDefinition) => (raw[k] === undefined || raw[k] === null ? undefined : raw[k]);

  const type = pick('type');
  if (typeof type !== 'string' || !(CUSTOM_FIELD_TYPES as readonly string[]).includes(type)) err('type', DEFINITION_MESSAGES.type);
  else if (!enabled(type as CustomFieldType)) err('type', DEFINITION_MESSAGES.disabled);
  else d.type = type as CustomFieldType;

  const label = shortText(pick('label') ?? '', 100);
  if (!label) err('label', DEFINITION_MESSAGES.label);
  else d.label = label;

  for (const k of ['group', 'resource'] as const) {
    const v = pick(k);
    if (v === undefined || v === '') continue;
    const t = shortText(v, 100);
    if (t === null || (k === 'resource' && !/^[a-z][a-z0-9_-]{0,49}$/.test(t))) err(k, k === 'resource' ? DEFINITION_MESSAGES.resource : DEFINITION_MESSAGES.text);
    else if (t) d[k] = t;
  }
  for (const k of ['multiple', 'required'] as const) {
    const v = pick(k);
    if (v === undefined) continue;
    const b = bool(v);
    if (b === null) err(k, DEFINITION_MESSAGES.boolean);
    else d[k] = b;
  }
  const scale = pick('scale');
  if (scale !== undefined && scale !== '') {
    const n = num(scale);
    if (n === null || !Number.isInteger(n) || n < 1 || n > 10) err('scale', DEFINITION_MESSAGES.scale);
    else d.scale = n;
  }
  const step = pick('step');
  if (step !== undefined && step !== '') {
    const n = num(step);
    if (n === null || n < 0.1 || n > 1) err('step', DEFINITION_MESSAGES.step);
    else d.step = n;
  }
  for (const k of ['options', 'columns'] as const) {
    const v = pick(k);
    if (v === undefined) continue;
    const t = shortText(v, 2000);
    if (t === null) { err(k, DEFINITION_MESSAGES.list); continue; }
    const items = splitList(t);
    if (items.length > MAX_CHOICES) err(k, DEFINITION_MESSAGES.choices);
    else d[k] = items.join(', ');
  }
  // What the type needs, and what it does not take (a boolean is never required: unchecked is an answer).
  if (!errors.type) {
    if (USES_OPTIONS.includes(d.type) && !errors.options && !splitList(d.options).length) err('options', DEFINITION_MESSAGES.options);
    if (USES_COLUMNS.includes(d.type) && !errors.columns && !splitList(d.columns).length) err('columns', DEFINITION_MESSAGES.columns);
    if (!offersRequired(d.type)) d.required = false;
    if (!USES_MULTIPLE.includes(d.type) || !takesMultiple(d.type)) d.multiple = false;
  }
  if (Object.keys(errors).length) return { ok: false, message: Object.values(errors)[0][0], errors };
  return ok(d);
}
