// Create/edit dialog (spec 03 §2.1, spec 01 §4): tabs by field.tab, Cancel/Save, Save in warning
// colour with a cancel icon while the form is invalid, Ctrl/⌘+Enter saves.
import { FormChecks } from './form-checks';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { isSuperAdmin } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { lowerFirst } from '../../lib/text';
import { useNewRecordLabel } from '../../lib/use-new-record-label';
import { EditingBadge, useEditLock, useEditors, type Member } from '../../live';
import { Button, Dialog, DialogBody, DialogFooter, Icon, Kbd, cx } from '../../ui';
import { CONFIRMATION_SUFFIX } from '../data/payload';
import type { Row } from '../data/queries';
import { useLiveResource } from '../data/use-live-resource';
import { FormScopeContext } from '../fields/form-scope';
import { FormField } from './form-field';
import { IdBadge } from './id-badge';
import { useResourceForm, type ResourceFormOptions } from './use-resource-form';
import { useTabLabel } from './use-tab-label';
import { provideRecordEditor } from '../fields/record-editor';

export interface FormDialogProps {
  resource: Resource;
  id: number | null;
  copyFrom?: number | null;
  onClose: () => void;
  onSaved?: (row: Row) => void;
  /** A new record's starting values (API values), over the defaults. */
  initial?: Record<string, unknown>;
  /** Called when the user changes a field (screen-specific derivations). */
  onFieldChange?: ResourceFormOptions['onFieldChange'];
}

export function useFormTitle(resource: Resource, editing: boolean) {
  const { t } = useLingui();
  const tr = useLabel();
  const newLabel = useNewRecordLabel();
  if (!editing) return newLabel(resource);
  const label = lowerFirst(tr(resource.label.one));
  return t`Editar ${label}`;
}

function SkeletonFields() {
  return (
    <div className="grid gap-x-4 gap-y-4 p-4 sm:grid-cols-2">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex flex-col gap-1.5"><div className="skeleton h-3 w-24" /><div className="skeleton h-8" /></div>
      ))}
    </div>
  );
}

export function FormDialog({ resource, id, copyFrom = null, onClose, onSaved, initial, onFieldChange }: FormDialogProps) {
  const { t } = useLingui();
  const principal = usePrincipal();
  const tabLabel = useTabLabel();
  const f = useResourceForm(resource, { id, copyFrom, initial, onFieldChange, onSaved: (row) => { onSaved?.(row); onClose(); } });
  const { isValid, errors, submitCount } = useFormState({ control: f.form.control });
  const title = useFormTitle(resource, !!id);
  // Soft lock: announce this form to others and show who else edits the record (live/editing.ts).
  const [others, setOthers] = useState<Member[]>([]);
  useLiveResource(id ? resource.name : null);
  useEditLock(resource.name, id, setOthers);
  const whispered = useEditors(resource.name, id);
  const editors = [...new Set([...others.map((m) => m.name), ...whispered])];
  // Warning colour only once the user can see why (spec 03 §2.1): a field shows an error, or a save
  // was tried while invalid. A pristine form with empty required fields keeps the normal Save.
  const invalid = f.ready && (Object.keys(errors).length > 0 || (submitCount > 0 && !isValid));

  const grid = (entries: typeof f.entries) => (
    <div className="grid gap-x-4 gap-y-3.5 p-4 sm:grid-cols-2">
      {entries.map((e) => (
        <FormField key={e.name} control={f.form.control} name={e.name} field={e.field} readOnly={e.readOnly}
          record={f.record} confirm={f.confirms(e.field)} />
      ))}
    </div>
  );

  return (
    <Dialog onClose={onClose} title={title} size={Object.values(resource.fields).some((x) => x.kind === 'items') ? '2xl' : undefined} badge={id && isSuperAdmin(principal) ? <IdBadge id={id} /> : undefined}>
      <FormScopeContext value={{ resource, control: f.form.control, setValue: f.form.setValue }}>
      <form noValidate onSubmit={f.submit} className="flex min-h-0 flex-1 flex-col"
        onKeyDown={(e) => { if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) { e.preventDefault(); void f.submit(); } }}>
        <DialogBody>
          {editors.length > 0 && <div className="mx-4 mt-3"><EditingBadge names={editors} /></div>}
          {f.loadError ? (
            <p className="p-6 text-center text-fg-muted">{t`No se pudo cargar el registro.`}</p>
          ) : !f.ready ? <SkeletonFields /> : (
            <>
              {f.generalErrors.length > 0 && (
                <ul role="alert" className="mx-4 mt-4 list-disc rounded-md border border-danger/30 bg-danger-soft py-2 pl-7 pr-3 text-xs text-danger">
                  {f.generalErrors.map((m) => <li key={m}>{m}</li>)}
                </ul>
              )}
              {f.tabs.length > 1 ? (
                <TabGroup selectedIndex={f.tabIndex} onChange={f.setTabIndex}>
                  <TabList className="sticky top-0 z-10 flex gap-1 overflow-x-auto border-b border-line bg-surface px-3">
                    {f.tabs.map((tab) => {
                      const errs = tab.entries.some((e) => errors[e.name] || errors[e.name + CONFIRMATION_SUFFIX]);
                      return (
                        <Tab key={tab.name} className={cx('relative -mb-px flex h-10 items-center gap-1.5 whitespace-nowrap border-b-2 border-transparent px-2 text-13 text-fg-muted outline-none',
                          'hover:text-fg data-focus-visible:text-fg data-selected:border-accent data-selected:font-medium data-selected:text-fg')}>
                          {tabLabel(tab.name)}
                          {errs && <span className="size-1.5 rounded-full bg-danger" aria-label={t`Con errores`} />}
                        </Tab>
                      );
                    })}
                  </TabList>
                  <TabPanels>
                    {f.tabs.map((tab) => <TabPanel key={tab.name} unmount={false} tabIndex={-1}>{grid(tab.entries)}</TabPanel>)}
                  </TabPanels>
                </TabGroup>
              ) : grid(f.entries)}
              <FormChecks resource={resource} control={f.form.control} id={id ?? null} />
            </>
          )}
        </DialogBody>
        <DialogFooter start={<span className="hidden items-center gap-1 sm:inline-flex"><Kbd size="sm">Ctrl</Kbd><Kbd size="sm">↵</Kbd>{t`para guardar`}</span>}>
          <Button onClick={onClose}>{t`Cancelar`}</Button>
          <Button type="submit" variant={invalid ? 'warning' : 'primary'} disabled={f.saving || !f.ready}
            aria-invalid={invalid || undefined} title={invalid ? t`Hay campos con errores` : undefined}>
            <Icon name={invalid ? 'ban' : 'check'} className="size-3.5" />
            {f.saving ? t`Guardando…` : t`Guardar`}
          </Button>
        </DialogFooter>
      </form>
      </FormScopeContext>
    </Dialog>
  );
}

// Item selectors open a selected record in this dialog (SuperAdmin; fields/record-editor.tsx).
provideRecordEditor(FormDialog);
