// Form widgets per field kind (the `input` half of the catalogue). Each is controlled by the form.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type Ref } from 'react';
import { useLabel } from '../../lib/labels';
import { Icon, PasswordToggle, cx, inputClass } from '../../ui';
import { ruleNames } from '../data/payload';
import {
  clampDecimal, formatNumberInput, parseDecimalInput, parseIntegerInput, parseLocaleDecimal, stepDecimal, stripPhone,
} from './format';
import { DateText } from './date-text';
import type { InputProps } from './types';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const common = (p: InputProps) => ({
  id: p.id,
  name: p.name,
  disabled: p.disabled,
  onBlur: p.onBlur,
  'aria-invalid': p.invalid || undefined,
  'aria-describedby': p.describedBy,
  placeholder: p.field.placeholder,
});
/** The kit's input look, one line high unless `extra` says otherwise. */
const look = (p: InputProps, extra?: string) => inputClass(p.invalid, extra ?? 'h-8');
const asRef = (r: InputProps['inputRef']) => r as Ref<HTMLInputElement>;

/** A character counter under the input (field `counter`, spec 03 §3.1): red once past the limit. */
function Counter({ value, max }: { value: unknown; max: number }) {
  const n = [...str(value)].length;
  return <span aria-live="polite" className={cx('self-end text-[11px] tabular-nums', n > max ? 'text-danger' : 'text-fg-subtle')}>{n} / {max}</span>;
}

export function TextInput(p: InputProps & { type?: string; autoComplete?: string }) {
  const { prefix, counter } = p.field;
  const input = <input {...common(p)} ref={asRef(p.inputRef)} type={p.type ?? 'text'} autoComplete={p.autoComplete ?? 'off'}
    className={look(p, prefix ? 'h-8 rounded-l-none' : undefined)} value={str(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
  if (!prefix && !counter) return input;
  return (
    <div className="flex flex-col gap-0.5">
      {prefix ? (
        <div className="flex">
          <span className="inline-flex h-8 shrink-0 items-center rounded-l-md border border-r-0 border-line bg-subtle px-2 text-13 text-fg-muted">{prefix}</span>
          {input}
        </div>
      ) : input}
      {counter ? <Counter value={p.value} max={counter} /> : null}
    </div>
  );
}

export const EmailInput = (p: InputProps) => <TextInput {...p} type="email" autoComplete="email" />;

export function PhoneInput(p: InputProps) {
  return <input {...common(p)} ref={asRef(p.inputRef)} type="tel" inputMode="tel" autoComplete="tel"
    className={look(p, 'h-8 tabular-nums')} value={str(p.value)} onChange={(e) => p.onChange(stripPhone(e.target.value))} />;
}

export function TextareaInput(p: InputProps) {
  const area = <textarea {...common(p)} ref={p.inputRef as Ref<HTMLTextAreaElement>} rows={2}
    className={look(p, 'min-h-16 py-1.5 leading-5')} value={str(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
  return p.field.counter ? <div className="flex flex-col gap-0.5">{area}<Counter value={p.value} max={p.field.counter} /></div> : area;
}

export function JsonInput(p: InputProps) {
  return <textarea {...common(p)} ref={p.inputRef as Ref<HTMLTextAreaElement>} rows={5} spellCheck={false}
    className={look(p, 'py-1.5 font-mono text-xs')} value={str(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
}

export function PasswordInput(p: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...common(p)} ref={asRef(p.inputRef)} type={shown ? 'text' : 'password'} autoComplete="new-password"
        className={look(p, 'h-8 pr-9')} value={str(p.value)} onChange={(e) => p.onChange(e.target.value)} />
      <PasswordToggle shown={shown} onToggle={() => setShown(!shown)} />
    </div>
  );
}

/** A colour as '#RRGGBB' beside its picker; an empty (or unreadable) value shows a struck-through swatch, not black. */
export function ColorInput(p: InputProps) {
  const { t } = useLingui();
  const v = str(p.value);
  const picked = /^#[0-9a-f]{6}$/i.test(v);
  return (
    <div className="flex items-center gap-2">
      <input type="color" aria-label={picked ? p.label : t`${p.label} (sin color)`} disabled={p.disabled} value={picked ? v : '#000000'}
        data-empty={picked ? undefined : ''} onChange={(e) => p.onChange(e.target.value)}
        className={cx('h-8 w-10 shrink-0 cursor-pointer rounded-md border border-line bg-surface p-0.5', !picked && 'color-empty')} />
      <input {...common(p)} ref={asRef(p.inputRef)} className={look(p, 'h-8 font-mono')} value={v} onChange={(e) => p.onChange(e.target.value)} />
    </div>
  );
}

type NumericKind = 'integer' | 'number' | 'currency';

/**
 * Integer/number/currency (spec 03 §3.2, spec 02 §9): shows the value as the list does ('$ 59.900',
 * '-1'), accepts Colombian typing ('59.900', '1.234,5', '$ 60.000'), NaN → 0 on blur, plus/minus
 * buttons and arrow keys. The form value stays a canonical decimal string (integer: a number).
 */
export function NumberInput(p: InputProps) {
  const { t } = useLingui();
  const kind = (p.field.kind === 'computed' ? p.field.valueKind : p.field.kind) as NumericKind;
  // A number field with the integer flag parses whole numbers (spec 03 §3.2), as the integer kind does.
  const integer = kind === 'integer' || !!p.field.integer;
  const scale = p.field.scale ?? 2;
  const show = (v: unknown) => formatNumberInput(v, kind, scale);
  const [text, setText] = useState(show(p.value));
  const [focused, setFocused] = useState(false);
  useEffect(() => { if (!focused) setText(show(p.value)); }, [p.value, focused]); // eslint-disable-line react-hooks/exhaustive-deps
  /** Typed text → form value: a canonical number, or the text itself when it is not one (the rules say so). */
  const valueOf = (raw: string): unknown => {
    const v = parseLocaleDecimal(raw);
    if (v === undefined || v === null) return v === null ? null : raw;
    return integer ? parseIntegerInput(v) : v;
  };
  const same = (a: unknown, b: unknown) => String(parseDecimalInput(String(a ?? '')) ?? '') === String(parseDecimalInput(String(b ?? '')) ?? '');
  const set = (v: unknown) => {
    setText(show(v));
    if (!same(v, p.value)) p.onChange(v);
  };
  const commit = (raw: string) => {
    const v = parseLocaleDecimal(raw);
    set(v === undefined ? (integer ? 0 : '0') : v === null ? null : integer ? parseIntegerInput(v) : v);
  };
  const step = (d: number) => {
    const base = parseLocaleDecimal(text) ?? null;
    const next = integer ? (base ? parseIntegerInput(base) ?? 0 : 0) + d * Math.max(1, Math.round(p.field.step ?? 1)) : stepDecimal(base, d, p.field.step);
    set(clampDecimal(next, p.field.min, p.field.max));
  };
  const stepBtn = 'flex w-7 shrink-0 items-center justify-center text-fg-subtle hover:bg-muted hover:text-fg disabled:opacity-50';
  return (
    <div className={cx('flex h-8 overflow-hidden rounded-md border bg-surface shadow-xs focus-within:ring-2',
      p.invalid ? 'border-danger focus-within:ring-danger/20' : 'border-line focus-within:border-accent focus-within:ring-accent/20')}>
      <button type="button" tabIndex={-1} className={cx(stepBtn, 'border-r border-line')} disabled={p.disabled} onClick={() => step(-1)} aria-label={t`Restar uno`}>
        <Icon name="minus" className="size-3.5" />
      </button>
      <input {...common(p)} ref={asRef(p.inputRef)} inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off"
        className="min-w-0 flex-1 bg-transparent px-2 text-right text-13 tabular-nums text-fg outline-none"
        value={text}
        onFocus={() => setFocused(true)}
        onChange={(e) => { setText(e.target.value); p.onChange(valueOf(e.target.value)); }}
        onBlur={() => { setFocused(false); commit(text); p.onBlur(); }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp') { e.preventDefault(); step(1); }
          if (e.key === 'ArrowDown') { e.preventDefault(); step(-1); }
        }} />
      <button type="button" tabIndex={-1} className={cx(stepBtn, 'border-l border-line')} disabled={p.disabled} onClick={() => step(1)} aria-label={t`Sumar uno`}>
        <Icon name="plus" className="size-3.5" />
      </button>
    </div>
  );
}

export function BooleanInput(p: InputProps) {
  return (
    <input ref={asRef(p.inputRef)} id={p.id} name={p.name} type="checkbox" disabled={p.disabled} checked={!!p.value}
      aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy}
      onChange={(e) => p.onChange(e.target.checked)} onBlur={p.onBlur}
      className="size-4 shrink-0 cursor-pointer rounded border-line accent-[var(--accent)]" />
  );
}

/** Date and date-time: YYYY-MM-DD text with a picker button, whatever the browser's locale (date-text.tsx). */
function MaskedDateInput(p: InputProps & { time?: boolean }) {
  return <DateText {...common(p)} inputRef={asRef(p.inputRef)} time={p.time} value={str(p.value)}
    onChange={p.onChange} onPicked={p.onBlur} className={look(p, 'h-8 pr-9 tabular-nums')} />;
}

export const DateInput = (p: InputProps) => <MaskedDateInput {...p} />;

export const DatetimeInput = (p: InputProps) => <MaskedDateInput {...p} time />;

export function SelectInput(p: InputProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const options = p.field.options ?? [];
  const required = ruleNames(p.field.rules).includes('required');
  const v = str(p.value);
  return (
    <select {...common(p)} ref={p.inputRef as Ref<HTMLSelectElement>} value={v}
      className={look(p, cx('h-8 pr-8', v === '' && 'text-fg-subtle'))}
      onChange={(e) => {
        const o = options.find((opt) => String(opt.value) === e.target.value);
        p.onChange(o ? o.value : null);
      }}>
      {(!required || v === '') && <option value="">{t`Seleccionar…`}</option>}
      {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{tr(o.label)}</option>)}
    </select>
  );
}

/** Read-only display inside a form (computed, readonly or not writable by this user). */
export function ReadOnlyInput(p: InputProps & { children?: React.ReactNode }) {
  return <div id={p.id} className="flex min-h-8 items-center rounded-md border border-dashed border-line bg-subtle px-2.5 text-13 text-fg-muted">{p.children}</div>;
}
