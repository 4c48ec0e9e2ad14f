import { Combobox as HCombobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { cx } from './cx';
import { FieldShell, firstError, inputClass } from './input';
import { Icon } from './icon';
import { listPanelClass, optionClass } from './menu';
import { OptionBody, type ChoiceFieldProps } from './select';

/** Lower case without accents: 'José' and 'jose' match (spec 01 §5 selectors). */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export interface ComboboxProps<T> extends ChoiceFieldProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** Text when nothing matches. */
  emptyText?: string;
}

/** Searchable select: type to filter (accent-insensitive), arrows to move, Enter to pick. */
export function Combobox<T>({ label, value, onChange, options, placeholder, hint, error, disabled, className, name, emptyText }: ComboboxProps<T>) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => {
    const q = fold(query.trim());
    return q ? options.filter((o) => fold(`${o.label} ${o.description ?? ''}`).includes(q)) : options;
  }, [options, query]);
  const invalid = !!firstError(error);
  const labelOf = (v: T | null) => (v === null ? '' : options.find((o) => o.value === v)?.label ?? String(v));
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      <HCombobox value={value} onChange={onChange} onClose={() => setQuery('')} disabled={disabled} name={name} invalid={invalid} immediate>
        <div className="relative">
          <ComboboxInput
            className={inputClass(invalid, 'h-8 pr-8')}
            displayValue={labelOf}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={invalid || undefined}
          />
          <ComboboxButton aria-label={t`Mostrar opciones`} className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-fg-subtle hover:text-fg">
            <Icon name="chevrons-up-down" className="size-3.5" />
          </ComboboxButton>
        </div>
        <ComboboxOptions anchor={{ to: 'bottom start', gap: 4 }} transition className={cx(listPanelClass, 'w-(--input-width) empty:invisible')}>
          {filtered.length === 0 ? (
            <div className="px-2 py-1.5 text-fg-subtle">{emptyText ?? t`Sin resultados`}</div>
          ) : (
            filtered.map((o, i) => (
              <ComboboxOption key={i} value={o.value} className={optionClass}>
                <OptionBody option={o} />
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </HCombobox>
    </FieldShell>
  );
}
