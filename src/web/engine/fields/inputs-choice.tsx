// Choice inputs (spec 03 §3.2): radio, checkbox_multiple and rating. Native radios and checkboxes
// (arrow keys move between radios, Space toggles a checkbox); the rating is a slider for the keyboard.
import { useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { ratingScale, ratingStep } from '../../../core/resource/coerce-form';
import { useLabel } from '../../lib/labels';
import { Icon, cx } from '../../ui';
import { ruleNames } from '../data/payload';
import type { InputProps } from './types';

const chip = 'inline-flex h-8 cursor-pointer items-center gap-2 rounded-md border px-2.5 text-13 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/30';
const chipState = (on: boolean, invalid?: boolean) =>
  on ? 'border-accent bg-accent-soft text-fg' : cx('bg-surface text-fg-muted hover:border-line-strong hover:text-fg', invalid ? 'border-danger' : 'border-line');

export function RadioInput(p: InputProps) {
  const tr = useLabel();
  const group = useId();
  const v = p.value === null || p.value === undefined ? '' : String(p.value);
  return (
    <div id={p.id} role="radiogroup" aria-label={p.label} aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy}
      className="flex flex-wrap gap-1.5">
      {(p.field.options ?? []).map((o, i) => {
        const on = String(o.value) === v;
        return (
          <label key={String(o.value)} className={cx(chip, chipState(on, p.invalid))}>
            <input type="radio" name={`${p.name}-${group}`} value={String(o.value)} checked={on} disabled={p.disabled}
              ref={i === 0 || on ? (p.inputRef as Ref<HTMLInputElement>) : undefined}
              onChange={() => p.onChange(o.value)} onBlur={p.onBlur} className="size-3.5 accent-[var(--accent)]" />
            {tr(o.label)}
          </label>
        );
      })}
    </div>
  );
}

export function CheckboxMultipleInput(p: InputProps) {
  const tr = useLabel();
  const chosen = new Set((Array.isArray(p.value) ? p.value : []).map(String));
  const options = p.field.options ?? [];
  const toggle = (value: string | number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(String(value)); else next.delete(String(value));
    p.onChange(options.filter((o) => next.has(String(o.value))).map((o) => o.value));
  };
  return (
    <div id={p.id} role="group" aria-label={p.label} aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy}
      className="flex flex-wrap gap-1.5">
      {options.map((o, i) => {
        const on = chosen.has(String(o.value));
        return (
          <label key={String(o.value)} className={cx(chip, chipState(on, p.invalid))}>
            <input type="checkbox" checked={on} disabled={p.disabled} ref={i === 0 ? (p.inputRef as Ref<HTMLInputElement>) : undefined}
              onChange={(e) => toggle(o.value, e.target.checked)} onBlur={p.onBlur} className="size-3.5 rounded accent-[var(--accent)]" />
            {tr(o.label)}
          </label>
        );
      })}
    </div>
  );
}

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/** One star filled to `fill` (0..1). */
function Star({ fill, size }: { fill: number; size: string }) {
  const clip = useId();
  return (
    <svg viewBox="0 0 24 24" className={cx(size, 'shrink-0')} aria-hidden="true">
      <defs><clipPath id={clip}><rect x="0" y="0" width={24 * fill} height="24" /></clipPath></defs>
      <path d={STAR} className="fill-muted stroke-line-strong" strokeWidth="1.2" strokeLinejoin="round" />
      {fill > 0 && <path d={STAR} clipPath={`url(#${clip})`} className="fill-amber-400 stroke-amber-500" strokeWidth="1.2" strokeLinejoin="round" />}
    </svg>
  );
}

/** Stars for a rating value (cells and the input); numbers in tenths so 3.7 fills 0.7 of the 4th star. */
export function Stars({ value, scale, size = 'size-4' }: { value: number; scale: number; size?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      {Array.from({ length: scale }, (_, i) => <Star key={i} size={size} fill={Math.max(0, Math.min(1, value - i))} />)}
    </span>
  );
}

/** Adds `delta` steps to a rating, within 0..scale, in tenths (no float drift: 0.1 + 0.2 is 0.3). */
export function stepRating(value: number | null, delta: number, step: number, scale: number): number {
  const tenths = Math.round((value ?? 0) * 10) + Math.round(step * 10) * delta;
  return Math.max(0, Math.min(scale * 10, tenths)) / 10;
}

/** Rating (spec 03 §3.2): 1–10 stars, half steps unless disabled, step 0.1–1.0; a slider for assistive tech. */
export function RatingInput(p: InputProps) {
  const { t } = useLingui();
  const scale = ratingScale(p.field);
  const step = ratingStep(p.field);
  const value = p.value === null || p.value === undefined || p.value === '' ? null : Number(p.value);
  const required = ruleNames(p.field.rules).includes('required');
  const set = (v: number | null) => { if (!p.disabled) p.onChange(v); };
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, () => number | null> = {
      ArrowRight: () => stepRating(value, 1, step, scale), ArrowUp: () => stepRating(value, 1, step, scale),
      ArrowLeft: () => stepRating(value, -1, step, scale), ArrowDown: () => stepRating(value, -1, step, scale),
      PageUp: () => stepRating(value, Math.round(1 / step), step, scale), PageDown: () => stepRating(value, -Math.round(1 / step), step, scale),
      Home: () => 0, End: () => scale,
    };
    if (keys[e.key]) { e.preventDefault(); set(keys[e.key]()); }
    else if (/^[0-9]$/.test(e.key) && Number(e.key) <= scale) { e.preventDefault(); set(Number(e.key)); }
    else if ((e.key === 'Delete' || e.key === 'Backspace') && !required) { e.preventDefault(); set(null); }
  };
  // A click on a star picks the step under the pointer (its left half is a half star with half steps).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const raw = ((e.clientX - box.left) / box.width) * scale;
    const steps = Math.ceil(raw / step - 1e-9);
    set(Math.max(step, Math.min(scale, Math.round(steps * step * 10) / 10)));
  };
  const shown = value === null ? t`Sin calificar` : `${String(value).replace('.', ',')} / ${scale}`;
  return (
    <div className="flex h-8 items-center gap-2">
      <div id={p.id} ref={p.inputRef as Ref<HTMLDivElement>} role="slider" tabIndex={p.disabled ? -1 : 0}
        aria-label={p.label} aria-valuemin={0} aria-valuemax={scale} aria-valuenow={value ?? 0} aria-valuetext={shown}
        aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy} aria-disabled={p.disabled || undefined}
        onKeyDown={onKey} onBlur={p.onBlur} onClick={onClick}
        className="cursor-pointer rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-accent/40">
        <Stars value={value ?? 0} scale={scale} size={scale > 7 ? 'size-5' : 'size-6'} />
      </div>
      <span className="min-w-14 text-xs tabular-nums text-fg-muted">{shown}</span>
      {value !== null && !required && !p.disabled && (
        <button type="button" tabIndex={-1} onClick={() => set(null)} aria-label={t`Quitar calificación`}
          className="flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-muted hover:text-fg">
          <Icon name="x" className="size-3.5" />
        </button>
      )}
    </div>
  );
}
