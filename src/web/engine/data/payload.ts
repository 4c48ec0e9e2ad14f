// Form values ⇄ API body (contracts: values on the wire). Pure: unit-tested.
import { canSeeField, canWriteField, fixedValues, type Principal } from '../../../core/access';
import { resolveDefault } from '../../../core/resource/fields';
import type { Field, Resource } from '../../../core/resource/types';
import { isFileKind } from '../../../core/files/rules';
import { isFieldVisible } from '../../../core/resource/visible';
import { KIND_VALUES } from '../fields/kind-meta';

export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'update';

export const CONFIRMATION_SUFFIX = '_confirmation';

/** Rule names of a rule string ('required|min:3|confirmed' → ['required','min','confirmed']). */
export const ruleNames = (rules: string | undefined) => (rules ?? '').split('|').map((r) => r.split(':')[0].trim()).filter(Boolean);

export const needsConfirmation = (f: Field) => ruleNames(f.rules).includes('confirmed');

/** Fields the server sets itself for this user (a client-linked user's client): not shown in forms. */
const fixedFor = (resource: Resource, principal: Principal | null) => new Set(Object.keys(fixedValues(principal, resource)));

/** Fields shown as inputs: writable by the principal, not hidden from forms, not computed, not fixed. */
export function formFields(resource: Resource, principal: Principal | null): [string, Field][] {
  const fixed = fixedFor(resource, principal);
  return Object.entries(resource.fields).filter(([k, f]) =>
    !f.formHidden && f.kind !== 'computed' && !fixed.has(k) && canWriteField(principal, f));
}

/** Fields shown read-only in an edit form: readable but not writable (never on create). */
export function readOnlyFormFields(resource: Resource, principal: Principal | null): [string, Field][] {
  const fixed = fixedFor(resource, principal);
  return Object.entries(resource.fields).filter(([k, f]) =>
    !fixed.has(k) && !f.formHidden && !f.writeOnly && f.kind !== 'json' && canSeeField(principal, f) && !canWriteField(principal, f));
}

/** API value → form value of one field (by the kind catalogue). */
export const toFormValue = (f: Field, key: string, row: Record<string, unknown>): unknown =>
  KIND_VALUES[f.kind].toForm(f, row[key], row);

/** Initial form values: the record's (edit, duplicate) or the fields' defaults (create). */
export function initialValues(
  resource: Resource, principal: Principal | null, row: Record<string, unknown> | null, ctx: { userId?: number; now?: Date } = {},
): FormValues {
  const out: FormValues = {};
  for (const [key, f] of formFields(resource, principal)) {
    if (KIND_VALUES[f.kind].layout) continue;
    const source = row ?? { [key]: resolveDefault(f, ctx) ?? null };
    out[key] = toFormValue(f, key, source);
    if (f.kind === 'password' && needsConfirmation(f)) out[key + CONFIRMATION_SUFFIX] = '';
  }
  return out;
}

/** Form value → API value of one field ('' means null for non-text kinds), by the kind catalogue. */
export const toApiValue = (f: Field, v: unknown): unknown => KIND_VALUES[f.kind].toApi(f, v);

/**
 * The body of a save (spec 03 §2.1, spec 01 §5): only fields the principal may write, plus
 * `<field>_confirmation` for confirmed passwords. An empty password is left out (unchanged on update,
 * and the server's `required` decides on create).
 */
export function buildPayload(resource: Resource, principal: Principal | null, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = formFields(resource, principal);
  for (const [key, f] of fields) {
    if (!(key in values) || KIND_VALUES[f.kind].layout) continue;
    const v = values[key];
    if (f.kind === 'password') {
      if (!v) continue;
      out[key] = v;
      if (needsConfirmation(f)) out[key + CONFIRMATION_SUFFIX] = values[key + CONFIRMATION_SUFFIX] ?? '';
      continue;
    }
    // undefined = leave it out: the server keeps what it has (a stored file the user did not change).
    const wire = toApiValue(f, v);
    if (wire !== undefined) out[key] = wire;
  }
  // visibleIf (spec 03 §3.1): a field the form does not show is not sent (the server keeps what it has).
  for (const [key, f] of fields) if (f.visibleIf && key in out && !isFieldVisible(f, out)) delete out[key];
  return out;
}

/** Duplicate (spec 01 §4): the record without its id and server-managed columns. */
export function duplicateOf(row: Record<string, unknown>, resource?: Resource): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, tenant_id: _t, ...rest } = row;
  // A file belongs to one record (the server refuses another record's file): a copy starts without them.
  for (const [k, f] of Object.entries(resource?.fields ?? {})) if (isFileKind(f)) delete rest[k];
  return rest;
}
