import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { FieldShell, firstError, inputClass } from './input';
import { Icon } from './icon';
import { listPanelClass, optionClass } from './menu';

export interface Option<T> {
  value: T;
  label: string;
  description?: string;
}

/** What a Select and a Combobox take besides their value. */
export interface ChoiceFieldProps<T> {
  label: ReactNode;
  options: Option<T>[];
  placeholder?: string;
  hint?: ReactNode;
  error?: string | string[] | null;
  disabled?: boolean;
  className?: string;
  name?: string;
}

export interface SelectProps<T> extends ChoiceFieldProps<T> {
  value: T;
  onChange: (value: T) => void;
}

/** An option's row in a listbox or combobox: check mark when selected, label, description. */
export function OptionBody({ option }: { option: Option<unknown> }) {
  return (
    <>
      <Icon name="check" className="invisible size-3.5 text-accent-text group-data-selected:visible" />
      <span className="min-w-0 flex-1">
        <span className="block truncate">{option.label}</span>
        {option.description ? <span className="block truncate text-xs text-fg-subtle">{option.description}</span> : null}
      </span>
    </>
  );
}

/** Options listbox styled as an input: arrow keys, type-ahead, Escape (Headless UI Listbox). */
export function Select<T>({ label, value, onChange, options, placeholder, hint, error, disabled, className, name }: SelectProps<T>) {
  const current = options.find((o) => Object.is(o.value, value) || o.value === value);
  const invalid = !!firstError(error);
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      <Listbox value={value} onChange={onChange} disabled={disabled} name={name} invalid={invalid}>
        <ListboxButton className={inputClass(invalid, 'relative flex h-8 items-center pr-8 text-left')}>
          <span className={cx('truncate', !current && 'text-fg-subtle')}>{current?.label ?? placeholder ?? '—'}</span>
          <Icon name="chevrons-up-down" className="pointer-events-none absolute right-2 size-3.5 text-fg-subtle" />
        </ListboxButton>
        <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} transition className={cx(listPanelClass, 'w-(--button-width)')}>
          {options.map((o, i) => (
            <ListboxOption key={i} value={o.value} className={optionClass}>
              <OptionBody option={o} />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </FieldShell>
  );
}
