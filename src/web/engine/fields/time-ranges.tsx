// A day of a working-hours schedule (horarios: monday … sunday): a list of 'HH:mm' ranges, stored as
// [{ start, end }] in a json field (rule `time_ranges`). Widget 'time-ranges' (input) and cell
// 'time-ranges' (list and viewer), so the form never shows the raw JSON.
import { useLingui } from '@lingui/react/macro';
import { Button, Icon } from '../../ui';
import { TimeInput } from './inputs-time';
import type { CellProps, InputProps } from './types';

export interface TimeRange { start: string; end: string }

/** The field's value (an array, or the json form value: a JSON string) as ranges; anything else is none. */
export function timeRanges(value: unknown): TimeRange[] {
  let v = value;
  if (typeof v === 'string') {
    try { v = v.trim() ? JSON.parse(v) : []; } catch { return []; }
  }
  if (!Array.isArray(v)) return [];
  return v.filter((r) => r && typeof r === 'object').map((r) => ({ start: String(r.start ?? ''), end: String(r.end ?? '') }));
}

/** '08:00–12:00, 13:00–17:00'. */
export const timeRangesText = (ranges: TimeRange[]) => ranges.map((r) => `${r.start}–${r.end}`).join(', ');

/** A new range after the last one: an hour later, or the usual 08:00–17:00 for the first. */
function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges[ranges.length - 1];
  const h = last && /^\d{2}:\d{2}$/.test(last.end) ? Number(last.end.slice(0, 2)) : NaN;
  if (!last || Number.isNaN(h)) return { start: '08:00', end: '17:00' };
  const start = Math.min(h + 1, 22);
  return { start: `${String(start).padStart(2, '0')}:00`, end: `${String(start + 1).padStart(2, '0')}:00` };
}

export function TimeRangesInput(p: InputProps) {
  const { t } = useLingui();
  const ranges = timeRanges(p.value);
  const emit = (next: TimeRange[]) => p.onChange(JSON.stringify(next));
  const set = (i: number, key: keyof TimeRange, v: string) => emit(ranges.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <div id={p.id} role="group" aria-label={p.label} aria-describedby={p.describedBy} className="flex flex-wrap items-center gap-2">
      {ranges.length === 0 && <span className="text-sm text-fg-subtle">{t`Sin horario`}</span>}
      {ranges.map((r, i) => (
        <div key={i} className="flex items-center gap-1 rounded-md border border-line bg-subtle p-1" data-testid="time-range">
          {(['start', 'end'] as const).map((key) => (
            <div key={key} className="w-24">
              <label htmlFor={`${p.id}-${i}-${key}`} className="sr-only">{key === 'start' ? t`Desde` : t`Hasta`}</label>
              <TimeInput field={{ kind: 'time', label: key === 'start' ? t`Desde` : t`Hasta` }} name={`${p.name}.${i}.${key}`} id={`${p.id}-${i}-${key}`}
                label={key === 'start' ? t`Desde` : t`Hasta`} value={r[key]} invalid={p.invalid} disabled={p.disabled}
                onChange={(v) => set(i, key, String(v ?? ''))} onBlur={p.onBlur} />
            </div>
          ))}
          <button type="button" disabled={p.disabled} aria-label={t`Quitar franja ${timeRangesText([r])}`}
            className="flex size-7 items-center justify-center rounded text-fg-subtle hover:bg-muted hover:text-fg focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-50"
            onClick={() => emit(ranges.filter((_, j) => j !== i))}>
            <Icon name="x" className="size-3.5" />
          </button>
        </div>
      ))}
      {ranges.length < 12 && (
        <Button size="sm" disabled={p.disabled} onClick={() => emit([...ranges, nextRange(ranges)])}>
          <Icon name="plus" className="size-3.5" />{t`Agregar franja`}
        </Button>
      )}
    </div>
  );
}

export function TimeRangesCell({ row, name }: CellProps) {
  const { t } = useLingui();
  const ranges = timeRanges(row[name]);
  if (!ranges.length) return <span className="text-fg-subtle">{t`Sin horario`}</span>;
  return <span className="tabular-nums">{timeRangesText(ranges)}</span>;
}
