import { canWriteField, type Principal } from '../access';
import type { Resource } from '../resource/types';
import { hasOwn } from './values';
import { validateValue } from './validate';

export interface ValidateRecordOptions {
  /** Who writes; fields this principal may not write are not validated (the server ignores them). */
  principal?: Principal | null;
  /** 'create': every writable field is checked (missing = empty); 'update': only keys present. */
  mode: 'create' | 'update';
  /** Id of the record being updated (`parent`). */
  recordId?: number | string | null;
  now?: Date;
  /** IANA zone for "today" (e.g. the tenant's 'America/Bogota'); default: the runtime's. */
  timeZone?: string;
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
  for (const [field, def] of Object.entries(resource.fields)) {
    if (!def.rules || def.kind === 'computed' || !canWriteField(opts.principal, def)) continue;
    const present = hasOwn(data, field);
    if (opts.mode === 'update' && !present) continue;
    const messages = validateValue(def.rules, present ? data[field] : undefined, {
      field,
      kind: def.kind,
      data,
      recordId: opts.recordId,
      now: opts.now,
      timeZone: opts.timeZone,
      labels,
    });
    if (messages.length) errors[field] = messages;
  }
  return errors;
}

/** The first message of an error map (the 422 answer's `message`), or undefined. */
export const firstError = (errors: RecordErrors): string | undefined => Object.values(errors)[0]?.[0];
