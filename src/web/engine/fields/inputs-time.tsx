// Month, time and the "simple" date-time inputs (spec 03 §3.2). Like the date input (date-text.tsx)
// they are masked text in the spec's formats (YYYY-MM, HH:mm) whatever the browser's locale; the
// month has the browser's own month picker behind a button for the mouse.
import { useLingui } from '@lingui/react/macro';
import { useRef, type Ref } from 'react';
import { Icon, inputClass } from '../../ui';
import type { InputProps } from './types';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Digits typed → 'YYYY-MM'. */
export function maskMonthInput(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 6);
  return d.length > 4 ? `${d.slice(0, 4)}-${d.slice(4)}` : d;
}

/** Digits typed → 'HH:mm' ('930' → '09:30' only once complete; '0930' → '09:30'). */
export function maskTimeInput(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}

/** On leaving: '9:5' style leftovers completed where unambiguous ('9' → '09:00', '930' → '09:30'). */
export function completeTime(text: string): string {
  const d = text.replace(/\D/g, '');
  if (d.length === 1 || d.length === 2) return `${d.padStart(2, '0')}:00`;
  if (d.length === 3) return `0${d[0]}:${d.slice(1)}`;
  return text;
}

const base = (p: InputProps) => ({
  id: p.id,
  name: p.name,
  disabled: p.disabled,
  'aria-invalid': p.invalid || undefined,
  'aria-describedby': p.describedBy,
});

export function MonthInput(p: InputProps) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const v = str(p.value);
  return (
    <div className="relative">
      <input {...base(p)} ref={p.inputRef as Ref<HTMLInputElement>} type="text" inputMode="numeric" autoComplete="off" maxLength={7}
        placeholder={p.field.placeholder ?? t`AAAA-MM`} className={inputClass(p.invalid, 'h-8 pr-9 tabular-nums')} value={v}
        onBlur={p.onBlur} onChange={(e) => p.onChange(maskMonthInput(e.target.value))} />
      <input ref={picker} type="month" tabIndex={-1} aria-hidden="true" className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
        value={/^\d{4}-\d{2}$/.test(v) ? v : ''} onChange={(e) => { p.onChange(e.target.value); p.onBlur(); }} />
      <button type="button" tabIndex={-1} disabled={p.disabled} aria-label={t`Elegir mes`}
        className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-fg-subtle hover:text-fg disabled:opacity-50"
        onClick={() => { try { picker.current?.showPicker(); } catch { picker.current?.focus(); } }}>
        <Icon name="calendar" className="size-4" />
      </button>
    </div>
  );
}

export function TimeInput(p: InputProps) {
  const { t } = useLingui();
  const v = str(p.value);
  return (
    <div className="relative">
      <input {...base(p)} ref={p.inputRef as Ref<HTMLInputElement>} type="text" inputMode="numeric" autoComplete="off" maxLength={5}
        placeholder={p.field.placeholder ?? t`hh:mm`} className={inputClass(p.invalid, 'h-8 pr-9 tabular-nums')} value={v}
        onChange={(e) => p.onChange(maskTimeInput(e.target.value))}
        onBlur={() => { const c = completeTime(v); if (c !== v) p.onChange(c); p.onBlur(); }} />
      <Icon name="calendar-clock" className="pointer-events-none absolute right-2.5 top-2 size-4 text-fg-subtle" />
    </div>
  );
}

/**
 * datetime with `simple` (spec 03 §3.2): the browser's own date-time control, for screens where a
 * picker is quicker than typing; the form value is still 'YYYY-MM-DDTHH:mm' and the body a full
 * ISO date-time (spec 03 §2.1).
 */
export function DatetimeSimpleInput(p: InputProps) {
  return (
    <input {...base(p)} ref={p.inputRef as Ref<HTMLInputElement>} type="datetime-local" onBlur={p.onBlur}
      className={inputClass(p.invalid, 'h-8 tabular-nums')} value={str(p.value)}
      onChange={(e) => p.onChange(e.target.value)} />
  );
}
