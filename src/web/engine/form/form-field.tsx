// One labelled form control, rendered through the field-kind catalogue.
import { useLingui } from '@lingui/react/macro';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { Field } from '../../../core/resource/types';
import { isFieldVisible, visibleIfFields } from '../../../core/resource/visible';
import { isRequiredFor, requiredDependencies } from '../../../core/rules';
import { useLabel } from '../../lib/labels';
import { cx } from '../../ui';
import { ruleNames, CONFIRMATION_SUFFIX, type FormValues } from '../data/payload';
import { FieldCell, kindOf } from '../fields/field-kinds';
import { FIELD_WIDGETS } from '../fields/widgets';
import { PasswordInput, ReadOnlyInput } from '../fields/inputs';

interface Props {
  control: Control<FormValues>;
  name: string;
  field: Field;
  readOnly?: boolean;
  record: Record<string, unknown> | null;
  /** Also render `<name>_confirmation` (password with a `confirmed` rule). */
  confirm?: boolean;
}

function Wrapper({ id, label, required, error, hint, inline, wide, children }: {
  id: string; label: string; required?: boolean; error?: string; hint?: string; inline?: boolean; wide?: boolean; children: React.ReactNode;
}) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', wide && 'sm:col-span-2', inline && 'justify-end')}>
      {inline ? (
        <label htmlFor={id} className="flex h-8 cursor-pointer items-center gap-2 text-13 text-fg">
          {children}
          <span>{label}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id} className="text-xs font-medium text-fg-muted">
            {label}{required && <span className="ml-0.5 text-danger" aria-hidden="true">*</span>}
          </label>
          {children}
        </>
      )}
      {error ? (
        <p id={`${id}-msg`} role="alert" className="text-xs text-danger">{error}</p>
      ) : hint ? (
        <p id={`${id}-msg`} className="text-xs text-fg-subtle">{hint}</p>
      ) : null}
    </div>
  );
}

/** visibleIf (spec 03 §3.1): the field is drawn only while its condition holds on the form's values. */
function WhenVisible({ control, field, record, children }: { control: Control<FormValues>; field: Field; record: Record<string, unknown> | null; children: React.ReactNode }) {
  const deps = visibleIfFields(field);
  const values = useWatch({ control, name: deps });
  const data = { ...record, ...Object.fromEntries(deps.map((d, i) => [d, values[i]])) };
  return isFieldVisible(field, data) ? <>{children}</> : null;
}

/** required_if / required_unless: the field is marked required while its condition holds on the form's values. */
function WhenRequired(props: Props) {
  const deps = requiredDependencies(props.field.rules);
  const values = useWatch({ control: props.control, name: deps });
  const data = { ...props.record, ...Object.fromEntries(deps.map((d, i) => [d, values[i]])) };
  return <KindField {...props} required={isRequiredFor(props.field.rules, data)} />;
}

export function FormField(props: Props) {
  const inner = requiredDependencies(props.field.rules).length ? <WhenRequired {...props} /> : <KindField {...props} />;
  return props.field.visibleIf
    ? <WhenVisible control={props.control} field={props.field} record={props.record}>{inner}</WhenVisible>
    : inner;
}

function KindField({ control, name, field, readOnly, record, confirm, required: requiredNow }: Props & { required?: boolean }) {
  const { t } = useLingui();
  const tr = useLabel();
  const spec = kindOf(field);
  const id = `f-${name}`;
  const label = tr(field.label);
  const required = requiredNow ?? ruleNames(field.rules).includes('required');
  const wide = spec.wide || field.fullWidth;

  // Hidden values, dividers, sections and components: the input is all there is (no label or message).
  if (spec.bare) {
    const Bare = spec.input;
    const none = () => {};
    return (
      <div className={cx('min-w-0', spec.wide && 'sm:col-span-2', field.kind === 'hidden' && 'hidden')}>
        {field.kind === 'hidden' ? (
          <Controller control={control} name={name} render={({ field: f }) => (
            <Bare field={field} name={name} id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref} label={label} record={record} />
          )} />
        ) : <Bare field={field} name={name} id={id} value={null} onChange={none} onBlur={none} label={label} record={record} />}
      </div>
    );
  }

  if (readOnly) {
    return (
      <Wrapper id={id} label={label} wide={wide}>
        <ReadOnlyInput field={field} name={name} id={id} value={record?.[name]} label={label} onChange={() => {}} onBlur={() => {}}>
          {record ? <FieldCell field={field} name={name} row={record} full /> : null}
        </ReadOnlyInput>
      </Wrapper>
    );
  }

  const Input = (field.widget && FIELD_WIDGETS[field.widget]) || spec.input;
  return (
    <>
      <Controller control={control} name={name} render={({ field: f, fieldState }) => (
        <Wrapper id={id} label={label} required={required} error={fieldState.error?.message} hint={field.hint ? tr(field.hint) : undefined}
          inline={spec.inlineLabel} wide={wide}>
          <Input field={field} name={name} id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref}
            invalid={!!fieldState.error} error={fieldState.error} label={label} record={record} describedBy={fieldState.error || field.hint ? `${id}-msg` : undefined}
            disabled={f.disabled} />
        </Wrapper>
      )} />
      {confirm && (
        <Controller control={control} name={name + CONFIRMATION_SUFFIX} render={({ field: f, fieldState }) => (
          <Wrapper id={`${id}${CONFIRMATION_SUFFIX}`} label={t`Confirmar ${label.toLowerCase()}`} error={fieldState.error?.message}>
            <PasswordInput field={field} name={name + CONFIRMATION_SUFFIX} id={`${id}${CONFIRMATION_SUFFIX}`} value={f.value}
              onChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref} invalid={!!fieldState.error} label={label} />
          </Wrapper>
        )} />
      )}
    </>
  );
}
