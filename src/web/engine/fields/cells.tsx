// List cells per field kind (the `cell` half of the catalogue).
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useLabel } from '../../lib/labels';
import { Badge, cx } from '../../ui';
import { RELATED_MAX, SELECTOR_TRUNCATE, cellText, overflow, textLimit, truncate } from './display-rules';
import { formatCurrency, formatDate, formatDatetime, formatDecimal, formatPhone } from './format';
import { embedded, optionLabel, relatedLabel, relatedTitle } from './kind-meta';
import type { CellProps } from './types';

const empty = <span className="text-fg-subtle">—</span>;
const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Text cut to `max` characters with the whole value on hover (title) and for screen readers (the cut
 * text is hidden from them, the full one is read instead).
 */
export function Truncated({ value, max }: { value: string; max: number }) {
  const { text, cut } = cellText(value, max);
  // Plain text needs no element of its own (a long list draws dozens of cells per scroll frame).
  if (!cut) return <>{value}</>;
  return (
    <span title={value}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{value}</span>
    </span>
  );
}

/** Text and e-mail cells: cut at 70 / 40 characters (spec 01 §9); the viewer shows everything. */
export function TextCell({ row, name, full, field }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  const s = String(v);
  return full ? <span className="whitespace-pre-wrap break-words">{s}</span> : <Truncated value={s} max={textLimit(field.kind)} />;
}

export const EmailCell = TextCell;

export function PhoneCell({ row, name }: CellProps) {
  const v = row[name];
  return isBlank(v) ? empty : <span className="tabular-nums">{formatPhone(v)}</span>;
}

export function ColorCell({ row, name }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  return (
    <span className="inline-flex items-center gap-1.5 align-middle font-mono text-xs text-fg-muted">
      <span className="size-3.5 shrink-0 rounded-sm border border-line" style={{ background: String(v) }} />
      {String(v)}
    </span>
  );
}

export function IntegerCell({ row, name }: CellProps) {
  const v = row[name];
  return isBlank(v) ? empty : <span className="tabular-nums">{formatDecimal(v, 0)}</span>;
}

export function NumberCell({ row, name, field }: CellProps) {
  const v = row[name];
  return isBlank(v) ? empty : <span className="tabular-nums">{formatDecimal(v, field.scale ?? 4)}</span>;
}

export function CurrencyCell({ row, name }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  const text = formatCurrency(v);
  return <span className={cx('tabular-nums', text.startsWith('-') && 'text-danger')}>{text}</span>;
}

export function BooleanCell({ row, name }: CellProps) {
  const { t } = useLingui();
  return row[name]
    ? <span className="text-success" aria-label={t`Sí`}>✓</span>
    : <span className="text-fg-subtle" aria-label={t`No`}>—</span>;
}

export function DateCell({ row, name }: CellProps) {
  const v = formatDate(row[name]);
  return v ? <span className="tabular-nums">{v}</span> : empty;
}

export function DatetimeCell({ row, name }: CellProps) {
  const v = formatDatetime(row[name]);
  return v ? <span className="tabular-nums whitespace-nowrap">{v}</span> : empty;
}

/** A select's label (translated unless `list.translate` is false); a coloured badge with `list.chip`. */
export function SelectCell({ row, name, field }: CellProps) {
  const tr = useLabel();
  const v = row[name];
  if (isBlank(v)) return empty;
  const label = optionLabel(field, v);
  const text = field.list?.translate === false ? label : tr(label);
  if (!field.list?.chip) return <span>{text}</span>;
  const tone = field.options?.find((o) => String(o.value) === String(v))?.tone;
  return <Badge tone={tone}>{text}</Badge>;
}

/** Opens the related record's viewer on its own list (`/{target}?dialog=view&id=N`). */
function RelationChip({ target, id, title }: { target: string; id: unknown; title: string }) {
  const router = useRouter({ warn: false });
  const href = `/${target}?dialog=view&id=${id}`;
  const open = (e: MouseEvent) => {
    e.stopPropagation();
    if (e.metaKey || e.ctrlKey || !router) return;
    e.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} onClick={open} title={title}
      className="inline-flex max-w-48 items-center truncate rounded-md border border-line bg-subtle px-1.5 py-px text-xs text-fg hover:border-line-strong hover:bg-muted">
      <span className="truncate">{truncate(title, SELECTOR_TRUNCATE)}</span>
    </a>
  );
}

export function RelationCell({ row, name, field }: CellProps) {
  const rel = embedded(field, row) as Record<string, unknown> | undefined;
  const v = row[name];
  if (isBlank(v)) return empty;
  const title = relatedTitle(field, rel) || `#${v}`;
  return <RelationChip target={field.relation!.resource} id={v} title={title} />;
}

/** Related records as buttons, up to 10, then '+N más' naming the rest on hover (spec 01 §2.6). */
export function RelationMultipleCell({ row, field, full }: CellProps) {
  const { t } = useLingui();
  const rows = embedded(field, row);
  if (!Array.isArray(rows) || rows.length === 0) return empty;
  const records = rows as Record<string, unknown>[];
  const { shown, rest } = full ? { shown: records, rest: 0 } : overflow(records, RELATED_MAX);
  const others = records.slice(shown.length).map((r) => relatedLabel(field, r as { id: unknown })).join(', ');
  return (
    <span className={cx('inline-flex gap-1', full ? 'flex-wrap' : 'flex-nowrap')}>
      {shown.map((rec) => (
        <RelationChip key={String(rec.id)} target={field.relation!.resource} id={rec.id} title={relatedLabel(field, rec as { id: unknown })} />
      ))}
      {rest > 0 && <span title={others} className="inline-flex items-center rounded-md bg-muted px-1.5 text-xs text-fg-muted">{t`+${rest} más`}</span>}
    </span>
  );
}

export function JsonCell({ row, name, full }: CellProps) {
  const v = row[name];
  if (!full || isBlank(v)) return null;
  return <pre className="max-h-48 overflow-auto rounded-md bg-subtle p-2 font-mono text-xs">{JSON.stringify(v, null, 2)}</pre>;
}

export const HiddenCell = () => null;
