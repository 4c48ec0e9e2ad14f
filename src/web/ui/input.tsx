import { Description, Field, Input, Label, Textarea } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { Icon } from './icon';

/** Input look shared by text inputs, textareas, selects and comboboxes. */
export const inputClass = (invalid?: boolean, extra?: string) =>
  cx(
    'block w-full rounded-md border bg-surface px-2.5 text-13 text-fg placeholder:text-fg-subtle shadow-xs',
    'transition-colors focus:outline-none data-focus:border-accent data-focus:ring-2 data-focus:ring-accent/20',
    'focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/20 focus-visible:outline-none',
    'disabled:opacity-60 disabled:bg-muted data-disabled:opacity-60',
    invalid ? 'border-danger' : 'border-line hover:border-line-strong',
    extra,
  );

export const labelClass = 'block text-xs font-medium text-fg-muted mb-1';

export interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  /** First message shown; the control is marked aria-invalid. */
  error?: string | string[] | null;
  className?: string;
  /** Text next to the label (e.g. a link). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** The message a field shows (the first of several); null when valid. */
export const firstError = (e: FieldShellProps['error']): string | null => (Array.isArray(e) ? e[0] : e) || null;

/** Label + control + hint/error, wired for assistive tech (Headless UI Field). */
export function FieldShell({ label, hint, error, className, labelAside, children }: FieldShellProps) {
  const err = firstError(error);
  return (
    <Field className={cx('min-w-0', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label className={labelClass}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {err ? (
        <Description className="mt-1 text-xs text-danger">{err}</Description>
      ) : hint ? (
        <Description className="mt-1 text-xs text-fg-subtle">{hint}</Description>
      ) : null}
    </Field>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>, Omit<FieldShellProps, 'children'> {
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className, inputClassName, labelAside, ref, ...rest }: TextFieldProps) {
  const invalid = !!firstError(error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} labelAside={labelAside}>
      <Input ref={ref} invalid={invalid} aria-invalid={invalid || undefined} className={inputClass(invalid, cx('h-8', inputClassName))} {...rest} />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>, Omit<FieldShellProps, 'children' | 'labelAside'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, error, className, ref, rows = 3, ...rest }: TextAreaFieldProps) {
  const invalid = !!firstError(error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      <Textarea ref={ref} rows={rows} invalid={invalid} aria-invalid={invalid || undefined} className={inputClass(invalid, 'py-1.5 min-h-16')} {...rest} />
    </FieldShell>
  );
}

/** The eye button at the end of a password input: shows or hides what was typed. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={shown ? t`Ocultar contraseña` : t`Mostrar contraseña`}
      aria-pressed={shown}
      className="absolute inset-y-0 right-0 flex w-8 items-center justify-center rounded-r-md text-fg-subtle hover:text-fg focus-visible:outline-offset-[-2px]"
    >
      <Icon name={shown ? 'eye-off' : 'eye'} />
    </button>
  );
}

/** Password input with a show/hide toggle (spec 01 §5). */
export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<TextFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const invalid = !!firstError(props.error);
  const { label, hint, error, className, inputClassName, labelAside, ref, ...rest } = props;
  return (
    <FieldShell label={label} hint={hint} error={error} className={className} labelAside={labelAside}>
      <div className="relative">
        <Input
          ref={ref}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          invalid={invalid}
          aria-invalid={invalid || undefined}
          className={inputClass(invalid, cx('h-8 pr-9', inputClassName))}
          {...rest}
        />
        <PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />
      </div>
    </FieldShell>
  );
}

/** The repeated new password: says so while it differs from `password`, else shows `error`. */
export function ConfirmPasswordField({ password, value, error, ...rest }: Omit<TextFieldProps, 'type' | 'value'> & { password: string; value: string }) {
  const { t } = useLingui();
  const mismatch = value.length > 0 && password !== value;
  return (
    <PasswordField name="password_confirmation" autoComplete="new-password" value={value} error={mismatch ? t`Las contraseñas no coinciden` : error} {...rest} />
  );
}
