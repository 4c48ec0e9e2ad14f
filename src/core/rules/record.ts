import { canWriteField, type Principal } from '../access';
import { coerceLocation } from '../resource/location';
import type { Resource } from '../resource/types';
import { isDateKeyword, parseDateValue } from './dates';
import type { RuleMessages } from './messages';
import { validateItems } from './items';
import { cachedRules } from './parse';
import { hasOwn } from './values';
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
}

/** field → messages; {} when the record is valid. */
export type RecordErrors = Record<string, string[]>;

/** Field → label, for messages that name a field. */
export const resourceLabels = (resource: Resource): Record<string, string> =>
  Object.fromEntries(Object.entries(resource.fields).map(([k, f]) => [k, f.label]));

const LABELS = new WeakMap<Resource, Record<string, string>>();

/**
 * Validates a record against its resource's rule strings, the same way on server and client.
 * Readonly and computed fields, and fields the principal cannot write (SuperAdmin-only, module,
 * permission), are skipped. In 'update' mode a PUT may send a subset: absent keys are not checked,
 * but a key sent empty still fails `required`. Callers apply defaults before validating a create.
 */
export function validateRecord(resource: Resource, data: Record<string, unknown>, opts: ValidateRecordOptions): RecordErrors {
  let labels = LABELS.get(resource);
  if (!labels) LABELS.set(resource, (labels = resourceLabels(resource)));
  const errors: RecordErrors = {};
  const existing = opts.mode === 'update' ? opts.existing : null;
  const merged = existing ? { ...existing, ...data } : data;
  for (const [field, def] of Object.entries(resource.fields)) {
    if (def.kind === 'items' && hasOwn(data, field) && canWriteField(opts.principal, def)) {
      Object.assign(errors, validateItems(field, def, data[field], opts));
    }
    // A location's parts (lat/lng ranges) are checked where the form can show them, as the server's
    // coercion does (422 at location.lat); the server reaches here with the value already coerced.
    if (def.kind === 'location' && hasOwn(data, field) && data[field] != null && canWriteField(opts.principal, def)) {
      const c = coerceLocation(data[field]);
      if (!c.ok) Object.assign(errors, Object.fromEntries(Object.entries(c.errors ?? { '': [c.message] }).map(([k, m]) => [k ? `${field}.${k}` : field, m])));
    }
    if (!def.rules || def.kind === 'computed' || !canWriteField(opts.principal, def)) continue;
    if (opts.mode === 'update' && !hasOwn(data, field)) {
      if (!existing || !referencedFields(def.rules).some((k) => hasOwn(data, k))) continue;
    }
    const messages = validateValue(def.rules, hasOwn(merged, field) ? merged[field] : undefined, {
      field,
      kind: def.kind,
      data: merged,
      recordId: opts.recordId,
      now: opts.now,
      timeZone: opts.timeZone,
      labels,
      messages: opts.messages,
    });
    if (messages.length) errors[field] = messages;
  }
  return errors;
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
