// List and viewer cells of the form field kinds of issue 13 (month, rating, checkbox_multiple)
// and the currency cell with its configurable decimals. Extra and table cells: structured-cells.tsx.
import { ratingScale } from '../../../core/resource/coerce-form';
import { useLabel } from '../../lib/labels';
import { cx } from '../../ui';
import { formatCurrency } from './format';
import { optionLabel } from './kind-meta';
import { Stars } from './inputs-choice';
import { formatMonth, optionListToForm } from './structured-values';
import type { CellProps } from './types';

const empty = <span className="text-fg-subtle">—</span>;
const isBlank = (v: unknown) => v === null || v === undefined || v === '';

export function MonthCell({ row, name }: CellProps) {
  const v = formatMonth(row[name]);
  return v ? <span className="tabular-nums">{v}</span> : empty;
}

export function RatingCell({ row, name, field }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  const n = Number(v);
  const scale = ratingScale(field);
  return (
    <span className="inline-flex items-center gap-1.5" title={`${n} / ${scale}`}>
      <Stars value={n} scale={scale} size="size-3.5" />
      <span className="sr-only">{`${n} / ${scale}`}</span>
    </span>
  );
}

/** Currency with the field's decimals (spec 03 §9: '$ 1.234.567', default 0). */
export function CurrencyDecimalsCell({ row, name, field }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  const text = formatCurrency(v, field.decimals);
  return <span className={cx('tabular-nums', text.startsWith('-') && 'text-danger')}>{text}</span>;
}

export function OptionListCell({ row, name, field, full }: CellProps) {
  const tr = useLabel();
  const values = optionListToForm(field, row[name]);
  if (!values.length) return empty;
  return (
    <span className={cx('inline-flex gap-1', full ? 'flex-wrap' : 'flex-nowrap')}>
      {values.map((v) => <span key={String(v)} className="rounded-md bg-muted px-1.5 py-px text-xs text-fg">{tr(optionLabel(field, v))}</span>)}
    </span>
  );
}
