// A resource form on the page instead of in a dialog (/profile): the same fields, rules, errors and
// save as FormDialog, in one grid, with Guardar (Ctrl+Enter) at its foot.
import { useLingui } from '@lingui/react/macro';
import { useFormState } from 'react-hook-form';
import type { Resource } from '../../../core/resource/types';
import { Button, Icon, Kbd } from '../../ui';
import type { Row } from '../data/queries';
import { FormScopeContext } from '../fields/form-scope';
import { FormField } from './form-field';
import { useResourceForm } from './use-resource-form';

export function FormPanel({ resource, id, onSaved }: { resource: Resource; id: number; onSaved?: (row: Row) => void }) {
  const { t } = useLingui();
  const f = useResourceForm(resource, { id, onSaved: (row) => onSaved?.(row) });
  const { errors, submitCount, isValid, isDirty } = useFormState({ control: f.form.control });
  const invalid = f.ready && (Object.keys(errors).length > 0 || (submitCount > 0 && !isValid));
  if (f.loadError) return <p className="p-6 text-center text-fg-muted">{t`No se pudo cargar el registro.`}</p>;
  return (
    <FormScopeContext value={{ resource, control: f.form.control }}>
      <form noValidate onSubmit={f.submit}
        onKeyDown={(e) => { if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) { e.preventDefault(); void f.submit(); } }}>
        {f.generalErrors.length > 0 && (
          <ul role="alert" className="mx-4 mt-4 list-disc rounded-md border border-danger/30 bg-danger-soft py-2 pl-7 pr-3 text-xs text-danger">
            {f.generalErrors.map((m) => <li key={m}>{m}</li>)}
          </ul>
        )}
        <div className="grid gap-x-4 gap-y-3.5 p-4 sm:grid-cols-2">
          {f.ready ? f.entries.map((e) => (
            <FormField key={e.name} control={f.form.control} name={e.name} field={e.field} readOnly={e.readOnly} record={f.record} confirm={f.confirms(e.field)} />
          )) : [0, 1, 2, 3].map((i) => <div key={i} className="skeleton h-14" aria-hidden />)}
        </div>
        <div className="flex items-center justify-end gap-2 border-t border-line px-4 py-3">
          <span className="mr-auto hidden items-center gap-1 text-xs text-fg-subtle sm:inline-flex"><Kbd size="sm">Ctrl</Kbd><Kbd size="sm">↵</Kbd>{t`para guardar`}</span>
          <Button type="submit" variant={invalid ? 'warning' : 'primary'} disabled={f.saving || !f.ready || !isDirty}
            aria-invalid={invalid || undefined} title={invalid ? t`Hay campos con errores` : undefined}>
            <Icon name={invalid ? 'ban' : 'check'} className="size-3.5" />
            {f.saving ? t`Guardando…` : t`Guardar`}
          </Button>
        </div>
      </form>
    </FormScopeContext>
  );
}
