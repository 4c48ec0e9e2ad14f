import { Checkbox as HCheckbox, Field, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icon';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Some rows selected (bulk selection header). */
  indeterminate?: boolean;
}

/** Checkbox with its label (role checkbox, toggled with Space). */
export function Checkbox({ checked, onChange, label, name, disabled, className, indeterminate }: CheckboxProps) {
  return (
    <Field disabled={disabled} className={cx('flex items-center gap-2', className)}>
      <HCheckbox
        checked={checked}
        onChange={onChange}
        name={name}
        indeterminate={indeterminate}
        className={cx(
          'group flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-line-strong bg-surface',
          'data-checked:border-accent data-checked:bg-accent data-indeterminate:border-accent data-indeterminate:bg-accent',
          'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-accent data-disabled:opacity-50',
        )}
      >
        <Icon name={indeterminate ? 'minus' : 'check'} strokeWidth={3} className="size-3 text-accent-fg opacity-0 group-data-checked:opacity-100 group-data-indeterminate:opacity-100" />
      </HCheckbox>
      <Label className="cursor-pointer select-none text-13 text-fg data-disabled:opacity-50">{label}</Label>
    </Field>
  );
}
