// Form values ⇄ API body (contracts: values on the wire). Pure: unit-tested.
import { canSeeField, canWriteField, type Principal } from '../../../core/access';
import { resolveDefault } from '../../../core/resource/fields';
import type { Field, Resource } from '../../../core/resource/types';
import { fromDatetimeLocal, parseDecimalInput, parseIntegerInput, toDatetimeLocal } from '../fields/format';
import { embedded } from '../fields/kind-meta';

export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'update';

export const CONFIRMATION_SUFFIX = '_confirmation';

/** Rule names of a rule string ('required|min:3|confirmed' → ['required','min','confirmed']). */
export const ruleNames = (rules: string | undefined) => (rules ?? '').split('|').map((r) => r.split(':')[0].trim()).filter(Boolean);

export const needsConfirmation = (f: Field) => ruleNames(f.rules).includes('confirmed');

/** Fields shown as inputs: writable by the principal, not hidden from forms, not computed. */
export function formFields(resource: Resource, principal: Principal | null): [string, Field][] {
  return Object.entries(resource.fields).filter(([, f]) => !f.formHidden && f.kind !== 'computed' && canWriteField(principal, f));
}

/** Fields shown read-only in an edit form: readable but not writable (never on create). */
export function readOnlyFormFields(resource: Resource, principal: Principal | null): [string, Field][] {
  return Object.entries(resource.fields).filter(([, f]) =>
    !f.formHidden && !f.writeOnly && f.kind !== 'json' && canSeeField(principal, f) && !canWriteField(principal, f));
}

/** API value → form value of one field. */
export function toFormValue(f: Field, key: string, row: Record<string, unknown>): unknown {
  const v = row[key];
  switch (f.kind) {
    case 'boolean': return v === null || v === undefined ? false : !!v;
    case 'integer': return v === null || v === undefined || v === '' ? null : Number(v);
    case 'number': case 'currency': return v === null || v === undefined ? '' : String(v);
    case 'datetime': return toDatetimeLocal(v);
    case 'date': return typeof v === 'string' ? v.slice(0, 10) : '';
    case 'relation': return v === null || v === undefined || v === '' ? null : Number(v);
    case 'relation_multiple': {
      if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' && x ? Number((x as { id: unknown }).id) : Number(x)));
      const rows = embedded(f, row);
      return Array.isArray(rows) ? rows.map((r) => Number((r as { id: unknown }).id)) : [];
    }
    case 'json': return v === null || v === undefined ? '' : JSON.stringify(v, null, 2);
    case 'password': return '';
    default: return v === null || v === undefined ? '' : v;
  }
}

/** Initial form values: the record's (edit, duplicate) or the fields' defaults (create). */
export function initialValues(
  resource: Resource, principal: Principal | null, row: Record<string, unknown> | null, ctx: { userId?: number; now?: Date } = {},
): FormValues {
  const out: FormValues = {};
  for (const [key, f] of formFields(resource, principal)) {
    const source = row ?? { [key]: resolveDefault(f, ctx) ?? null };
    out[key] = toFormValue(f, key, source);
    if (f.kind === 'password' && needsConfirmation(f)) out[key + CONFIRMATION_SUFFIX] = '';
  }
  return out;
}

/** Form value → API value of one field ('' means null for non-text kinds). */
export function toApiValue(f: Field, v: unknown): unknown {
  const empty = v === '' || v === undefined || v === null;
  switch (f.kind) {
    case 'boolean': return !!v;
    case 'integer': return empty ? null : typeof v === 'number' ? v : parseIntegerInput(String(v));
    case 'number': case 'currency': return empty ? null : parseDecimalInput(String(v));
    case 'date': return empty ? null : String(v).slice(0, 10);
    case 'datetime': return empty ? null : fromDatetimeLocal(String(v));
    case 'select': {
      if (empty) return null;
      const o = f.options?.find((opt) => String(opt.value) === String(v));
      return o ? o.value : v;
    }
    case 'relation': return empty ? null : Number(v);
    case 'relation_multiple': return Array.isArray(v) ? v.map(Number) : [];
    case 'json': {
      if (empty) return null;
      if (typeof v !== 'string') return v;
      try { return JSON.parse(v); } catch { return v; }
    }
    default: return empty ? (v ?? '') : v;
  }
}

/**
 * The body of a save (spec 03 §2.1, spec 01 §5): only fields the principal may write, plus
 * `<field>_confirmation` for confirmed passwords. An empty password is left out (unchanged on update,
 * and the server's `required` decides on create).
 */
export function buildPayload(resource: Resource, principal: Principal | null, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, f] of formFields(resource, principal)) {
    if (!(key in values)) continue;
    const v = values[key];
    if (f.kind === 'password') {
      if (!v) continue;
      out[key] = v;
      if (needsConfirmation(f)) out[key + CONFIRMATION_SUFFIX] = values[key + CONFIRMATION_SUFFIX] ?? '';
      continue;
    }
    out[key] = toApiValue(f, v);
  }
  return out;
}

/** Duplicate (spec 01 §4): the record without its id and server-managed columns. */
export function duplicateOf(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, tenant_id: _t, ...rest } = row;
  return rest;
}
