// Headless form logic (DESIGN §9): values, client validation with the core rules engine (the same
// messages as the server), the save call and the server's 422 on the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { Field, Resource } from '../../../core/resource/types';
import { resourceFormSchema } from '../../../core/rules';
import { reportApiError } from '../../lib/api';
import { deviceDefaultsFor } from '../../lib/device-settings';
import { WEB_RULE_MESSAGES } from '../../lib/rule-messages';
import { usePrincipal, useSessionUser } from '../../lib/session';
import {
  buildPayload, CONFIRMATION_SUFFIX, duplicateOf, formFields, initialValues, needsConfirmation, readOnlyFormFields, toFormValue,
  type FormValues,
} from '../data/payload';
import type { Row } from '../data/queries';
import { useResourceRecord } from '../data/use-resource-list';
import { useResourceMutations } from '../data/use-resource-mutations';
import { firstErrorPath } from './error-paths';
import { groupByTab } from './tabs';

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export interface ResourceFormOptions {
  /** Record to edit; null creates. */
  id: number | null;
  /** Create from a copy of this record (duplicate). */
  copyFrom?: number | null;
  onSaved?: (row: Row) => void;
  /** A new record's starting values (API values, e.g. a calendar slot's start_time/end_time); over the defaults. */
  initial?: Record<string, unknown>;
  /** Called when the user changes a field (a screen's own derivations, e.g. a booking's end from its products). */
  onFieldChange?: (name: string, form: UseFormReturn<FormValues>) => void;
}

export interface FormFieldEntry {
  name: string;
  field: Field;
  readOnly: boolean;
}

export function useResourceForm(resource: Resource, { id, copyFrom = null, onSaved, initial, onFieldChange }: ResourceFormOptions) {
  const principal = usePrincipal();
  const user = useSessionUser();
  const mode = id ? 'update' : 'create';

  const writable = useMemo(() => formFields(resource, principal), [resource, principal]);
  const readOnly = useMemo(() => (mode === 'update' ? readOnlyFormFields(resource, principal) : []), [resource, principal, mode]);
  const include = useMemo(
    () => [...writable, ...readOnly].map(([, f]) => f.relation?.include).filter((x): x is string => !!x),
    [writable, readOnly],
  );
  const sourceId = id ?? copyFrom;
  const source = useResourceRecord(resource, sourceId, include);
  const record = useMemo<Record<string, unknown> | null>(() => {
    if (!sourceId || !source.data) return null;
    return id ? source.data : duplicateOf(source.data, resource);
  }, [id, sourceId, source.data, resource]);
  const ready = !sourceId || !!source.data;

  // Read-only fields are shown only when they hold something (an empty 'Creado por' is noise).
  const entries = useMemo<FormFieldEntry[]>(() => {
    const w = new Set(writable.map(([k]) => k));
    const r = new Set(readOnly.filter(([k]) => !isBlank(record?.[k])).map(([k]) => k));
    return Object.entries(resource.fields).filter(([k]) => w.has(k) || r.has(k)).map(([name, field]) => ({ name, field, readOnly: !w.has(name) }));
  }, [resource, writable, readOnly, record]);
  const tabs = useMemo(() => groupByTab(entries.map((e) => [e.name, e.field])).map((tab) => ({
    name: tab.name,
    entries: tab.fields.map(([name]) => entries.find((e) => e.name === name)!),
  })), [entries]);

  const userId = user?.id;
  const tenantId = user?.tenant_id;
  const initialRef = useRef(initial);
  const defaultsFor = useCallback(
    (rec: Record<string, unknown> | null) => {
      const values = initialValues(resource, principal, rec, { userId });
      const start = rec ? undefined : initialRef.current;
      for (const key of Object.keys(start ?? {})) {
        const f = resource.fields[key];
        if (f && key in values) values[key] = toFormValue(f, key, start!);
      }
      // A new record (not a copy) starts with this device's puesto, entidad and client where it has
      // such a field the user may set and nothing else chose one (spec 02 'Local settings').
      if (!rec && !copyFrom) {
        for (const [key, id] of Object.entries(deviceDefaultsFor(resource, tenantId))) {
          if (key in values && isBlank(values[key]) && !(start && key in start)) values[key] = id;
        }
      }
      return values;
    },
    [resource, principal, userId, tenantId, copyFrom],
  );

  // Messages in the UI's language (Spanish as the server says them, or the English catalog's).
  const schema = useMemo(
    () => resourceFormSchema(resource, principal, { mode, recordId: id, messages: WEB_RULE_MESSAGES }),
    [resource, principal, mode, id],
  );
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const zr = zodResolver(schema as never) as unknown as Resolver<FormValues>;
    // Validate what will be sent (wire values), the way the server will.
    return async (values, ctx, options) => {
      const r = await zr(buildPayload(resource, principal, values), ctx, options);
      return Object.keys(r.errors).length ? { values: {}, errors: r.errors } : { values, errors: {} };
    };
  }, [schema, resource, principal]);

  const form = useForm<FormValues>({ defaultValues: defaultsFor(record), resolver, mode: 'onTouched', shouldFocusError: false });
  const { reset } = form;
  // Reset once when the record arrives (or the dialog switches record); a background refetch never
  // overwrites what the user is typing.
  const loadedFor = useRef<string | null>(null);
  // The version the user is editing: sent with the save so the server refuses (409) to overwrite a
  // newer change made by someone else meanwhile (a background refetch must not move it forward).
  const editedVersion = useRef<unknown>(null);
  useEffect(() => {
    const key = `${id ?? ''}:${copyFrom ?? ''}`;
    if (!ready || loadedFor.current === key) return;
    loadedFor.current = key;
    editedVersion.current = id ? record?.updated_at ?? null : null;
    reset(defaultsFor(record));
  }, [ready, record, id, copyFrom]); // eslint-disable-line react-hooks/exhaustive-deps

  // A rule may look at another field (nit_if:tipo_documento, required_if, after:fecha): a change
  // re-checks the fields that show a client error, so a message (and its tab's dot) goes away when
  // the change fixed it. Server errors (unique …) stay until their own field changes.
  const fieldChange = useRef(onFieldChange);
  fieldChange.current = onFieldChange;
  useEffect(() => {
    const sub = form.watch((_values, { name, type }) => {
      if (type !== 'change') return;
      if (name) fieldChange.current?.(name, form);
      const errors = form.formState.errors as Record<string, { type?: string } | undefined>;
      const stale = Object.keys(errors).filter((k) => k !== name && errors[k] && errors[k]!.type !== 'server');
      if (stale.length) void form.trigger(stale);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const [tabIndex, setTabIndex] = useState(0);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  /** Shows the tab of the first failing field and focuses it. */
  const focusFirstError = useCallback((names: string[]) => {
    const order = entries.flatMap((e) => [e.name, e.name + CONFIRMATION_SUFFIX]);
    // A line's error is keyed by path (items.0.cantidad): its field is the first segment.
    const first = order.find((n) => names.some((x) => x === n || x.split('.')[0] === n));
    if (!first) return;
    const base = first.endsWith(CONFIRMATION_SUFFIX) ? first.slice(0, -CONFIRMATION_SUFFIX.length) : first;
    const tab = tabs.findIndex((tb) => tb.entries.some((e) => e.name === base));
    if (tab >= 0) setTabIndex(tab);
    const path = names.find((x) => x.startsWith(`${first}.`)) ?? firstErrorPath(first, form.formState.errors[first]);
    setTimeout(() => {
      const cell = path !== first ? document.getElementById(`f-${path}`) : null;
      if (cell) cell.focus();
      else form.setFocus(first);
    }, 30);
  }, [entries, tabs, form]);

  const { save } = useResourceMutations(resource);

  const submit = form.handleSubmit(
    async (values) => {
      setGeneralErrors([]);
      try {
        const body = buildPayload(resource, principal, values);
        if (id && typeof editedVersion.current === 'string') body.updated_at = editedVersion.current;
        const row = await save.mutateAsync({ id, body });
        // The form may stay open (save and keep editing): what was saved is now the edited version.
        const saved = (row as Record<string, unknown> | undefined)?.updated_at;
        if (typeof saved === 'string') editedVersion.current = saved;
        onSaved?.(row);
      } catch (err) {
        const failure = await reportApiError(err);
        const known = new Set(entries.filter((e) => !e.readOnly).flatMap((e) => [e.name, e.name + CONFIRMATION_SUFFIX]));
        const other: string[] = [];
        for (const [name, messages] of Object.entries(failure.fieldErrors)) {
          if (known.has(name) || known.has(name.split('.')[0])) form.setError(name, { type: 'server', message: messages.join(' ') });
          else other.push(...messages);
        }
        // 409: someone saved a newer version; the form keeps the user's values and says so.
        if (failure.status === 409 && failure.message) other.push(failure.message);
        setGeneralErrors(other);
        focusFirstError(Object.keys(failure.fieldErrors));
      }
    },
    (errors: FieldErrors<FormValues>) => focusFirstError(Object.keys(errors)),
  );

  return {
    form,
    mode,
    /** The record being edited (or the copy being duplicated); null on a plain create. */
    record,
    entries,
    tabs,
    tabIndex,
    setTabIndex,
    submit,
    saving: save.isPending,
    ready,
    loadError: source.error,
    generalErrors,
    /** Password fields that render a confirmation input. */
    confirms: (f: Field) => f.kind === 'password' && needsConfirmation(f),
  };
}
