// A date typed and shown as the spec writes it, YYYY-MM-DD (spec 01 §9), whatever the browser's
// locale would show in <input type="date"> (mm/dd/yyyy, dd/mm/aaaa…): a masked text input for the
// keyboard, and a button that opens the browser's own picker (a hidden native input, whose value is
// always ISO) for the mouse. With `time`, 'YYYY-MM-DD HH:mm' shown, 'YYYY-MM-DDTHH:mm' as the value.
import { useLingui } from '@lingui/react/macro';
import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import { Icon } from '../../ui';
import { maskDateInput } from './format';

export interface DateTextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  time?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** A date was chosen in the picker (the form treats it as leaving the field). */
  onPicked?: () => void;
}

const COMPLETE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COMPLETE_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/;

/** Whether the text is a whole date (or date-time): filters apply only those. */
export const isCompleteDate = (v: string, time = false) => (time ? COMPLETE_DATETIME : COMPLETE_DATE).test(v);

export function DateText({ value, onChange, time, inputRef, onPicked, placeholder, disabled, ...rest }: DateTextProps) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const shown = value.replace('T', ' ');
  const toValue = (text: string) => (time ? text.replace(' ', 'T') : text);
  return (
    <div className="relative">
      <input {...rest} ref={inputRef} type="text" inputMode="numeric" autoComplete="off" disabled={disabled}
        placeholder={placeholder ?? (time ? t`AAAA-MM-DD hh:mm` : t`AAAA-MM-DD`)} maxLength={time ? 16 : 10}
        value={shown} onChange={(e) => onChange(toValue(maskDateInput(e.target.value, time)))} />
      <input ref={picker} type={time ? 'datetime-local' : 'date'} tabIndex={-1} aria-hidden="true"
        className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
        value={isCompleteDate(shown, time) ? toValue(shown) : ''}
        onChange={(e) => { onChange(e.target.value); onPicked?.(); }} />
      <button type="button" tabIndex={-1} disabled={disabled} aria-label={t`Elegir fecha`}
        className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-fg-subtle hover:text-fg disabled:opacity-50"
        onClick={() => { try { picker.current?.showPicker(); } catch { picker.current?.focus(); } }}>
        <Icon name="calendar" className="size-4" />
      </button>
    </div>
  );
}
