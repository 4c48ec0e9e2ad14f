import { canWriteField, type Principal } from '../access';
import { coerceValue } from '../resource/kinds';
import { coerceLocation } from '../resource/location';
import type { Field, Resource } from '../resource/types';
import { isFieldVisible } from '../resource/visible';
import { fieldPropErrors } from './field-props';
import { RULE_MESSAGES } from './messages';
import { ruleDef } from './table';
import type { ParsedRule } from './types';
import { isDateKeyword, parseDateValue } from './dates';
import type { RuleMessages } from './messages';
import { validateItems } from './items';
import { cachedRules } from './parse';
import { hasOwn, isEmpty } from './values';
import { validateValue } from './validate';

export interface ValidateRecordOptions {
  /** Who writes; fields this principal may not write are not validated (the server ignores them). */
  principal?: Principal | null;
  /** 'create': every writable field is checked (missing = empty); 'update': only keys present. */
  mode: 'create' | 'update';
  /**
   * The stored row, on update. Rules that look at other fields (required_if, nit_if, after:field)
   * then see the row as it will be; a stored field whose rules look at a key being sent is checked
   * again (changing tipo_documento to 31 re-checks the stored document as a NIT). Pass the keys sent
   * as `data`, not the merged row, or untouched stored values are re-validated (an old
   * vencimiento would fail after:tomorrow).
   */
  existing?: Record<string, unknown> | null;
  /** Id of the record being updated (`parent`). */
  recordId?: number | string | null;
  now?: Date;
  /** IANA zone for "today" (e.g. the tenant's 'America/Bogota'); default: the runtime's. */
  timeZone?: string;
  /** Messages to speak (default Spanish); the web form passes its locale's. */
  messages?: RuleMessages;
  /**
   * Run each value through its kind's coercion first (the web form: its values are not coerced yet;
   * the server coerces before validating). A value its kind refuses gets the kind's message (parts of
   * a table at their path) and no rule messages, as the server answers.
   */
  coerce?: boolean;
}

/** field → messages; {} when the record is valid. */
export type RecordErrors = Record<string, string[]>;

/** Field → label, for messages that name a field. */
export const resourceLabels = (resource: Resource): Record<string, string> =>
  Object.fromEntries(Object.entries(resource.fields).map(([k, f]) => [k, f.label]));

const LABELS = new WeakMap<Resource, Record<string, string>>();
const VALUE_LABELS = new WeakMap<Resource, Record<string, Record<string, string>>>();
const valueLabelsOf = (resource: Resource) => Object.fromEntries(Object.entries(resource.fields)
  .filter(([, f]) => Array.isArray(f.options) && f.options.length)
  .map(([k, f]) => [k, Object.fromEntries(f.options!.map((o) => [String(o.value), String(o.label)]))]));

/**
 * Validates a record against its resource's rule strings, the same way on server and client.
 * Readonly and computed fields, and fields the principal cannot write (SuperAdmin-only, module,
 * permission), are skipped. In 'update' mode a PUT may send a subset: absent keys are not checked,
 * but a key sent empty still fails `required`. Callers apply defaults before validating a create.
 */
export function validateRecord(resource: Resource, data: Record<string, unknown>, opts: ValidateRecordOptions): RecordErrors {
  let labels = LABELS.get(resource);
  if (!labels) LABELS.set(resource, (labels = resourceLabels(resource)));
  let valueLabels = VALUE_LABELS.get(resource);
  if (!valueLabels) VALUE_LABELS.set(resource, (valueLabels = valueLabelsOf(resource)));
  const errors: RecordErrors = {};
  const existing = opts.mode === 'update' ? opts.existing : null;
  const refused = new Set<string>();
  if (opts.coerce) data = coerced(resource, data, opts, errors, refused);
  const merged = existing ? { ...existing, ...data } : data;
  for (const [field, def] of Object.entries(resource.fields)) {
    if (def.kind === 'computed' || refused.has(field) || !canWriteField(opts.principal, def)) continue;
    if (def.kind === 'items' && hasOwn(data, field)) Object.assign(errors, validateItems(field, def, data[field], opts));
    // A location's parts (lat/lng ranges) are checked where the form can show them, as the server's
    // coercion does (422 at location.lat); the server reaches here with the value already coerced.
    if (def.kind === 'location' && hasOwn(data, field) && data[field] != null) {
      const c = coerceLocation(data[field]);
      if (!c.ok) Object.assign(errors, Object.fromEntries(Object.entries(c.errors ?? { '': [c.message] }).map(([k, m]) => [k ? `${field}.${k}` : field, m])));
    }
    if (!def.rules && !hasProps(def)) continue;
    if (opts.mode === 'update' && !hasOwn(data, field)) {
      if (!existing || !def.rules || !referencedFields(def.rules).some((k) => hasOwn(data, k))) continue;
    }
    const value = hasOwn(merged, field) ? merged[field] : undefined;
    // visibleIf (spec 03 §3.1): a field the form does not show cannot be required.
    const rules = isFieldVisible(def, merged) ? def.rules ?? '' : withoutPresence(def.rules ?? '');
    const messages = validateValue(rules, value, {
      field,
      kind: def.kind,
      data: merged,
      recordId: opts.recordId,
      now: opts.now,
      timeZone: opts.timeZone,
      labels,
      valueLabels,
      messages: opts.messages,
      overrides: def.messages,
    });
    if (!isEmpty(value)) {
      for (const m of fieldPropErrors(def, value, labels[field], opts.messages ?? RULE_MESSAGES)) if (!messages.includes(m)) messages.push(m);
    }
    if (messages.length) errors[field] = messages;
  }
  return errors;
}

/**
 * The values as the server will hold them after its kind coercion; a refused value gets the kind's
 * message (a table's cells at their path). Lines (`items`) keep their own per-row validation.
 */
/** Kinds the form does not coerce: lines keep their per-row checks; new files are browser Files until uploaded. */
const SKIP_COERCE = new Set(['items', 'computed', 'file', 'image', 'signature']);

function coerced(resource: Resource, data: Record<string, unknown>, opts: ValidateRecordOptions, errors: RecordErrors, refused: Set<string>) {
  const out = { ...data };
  for (const [field, def] of Object.entries(resource.fields)) {
    if (!hasOwn(data, field) || SKIP_COERCE.has(def.kind) || !canWriteField(opts.principal, def)) continue;
    const c = coerceValue(def, data[field]);
    if (c.ok) { out[field] = c.value; continue; }
    refused.add(field);
    if (c.errors) for (const [path, msgs] of Object.entries(c.errors)) errors[`${field}.${path}`] = msgs;
    else errors[field] = [c.message];
  }
  return out;
}

const hasProps = (f: Field) => !!f.pattern || f.min !== undefined || f.max !== undefined;

/** The rules of a field that is not shown: all but the presence ones (required, required_if…). */
function withoutPresence(rules: string): readonly ParsedRule[] {
  return cachedRules(rules).filter((r) => !ruleDef(r.name)?.implicit);
}

const FIELD_REFERENCES = ['required_if', 'required_unless', 'nit_if', 'before', 'before_or_equal', 'after', 'after_or_equal'];

/** Other fields a rule string looks at (not `confirmed`: a confirmation alone changes nothing). */
function referencedFields(rules: string): string[] {
  return cachedRules(rules)
    .filter((r) => FIELD_REFERENCES.includes(r.name) && !isDateKeyword(r.args[0]) && !parseDateValue(r.args[0]))
    .map((r) => r.args[0]);
}

/** The first message of an error map (the 422 answer's `message`), or undefined. */
export const firstError = (errors: RecordErrors): string | undefined => Object.values(errors)[0]?.[0];
