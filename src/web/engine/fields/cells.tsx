// List cells per field kind (the `cell` half of the catalogue).
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useLabel } from '../../lib/labels';
import { cx } from '../../ui';
import {
  EMAIL_TRUNCATE, TEXT_TRUNCATE, formatCurrency, formatDate, formatDatetime, formatDecimal, formatPhone, truncate,
} from './format';
import { embedded, optionLabel, relatedTitle } from './kind-meta';
import type { CellProps } from './types';

const empty = <span className="text-fg-subtle">—</span>;
const isBlank = (v: unknown) => v === null || v === undefined || v === '';

export function TextCell({ row, name, full }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  const s = String(v);
  return <span title={s.length > TEXT_TRUNCATE ? s : undefined} className={full ? 'whitespace-pre-wrap break-words' : undefined}>{full ? s : truncate(s, TEXT_TRUNCATE)}</span>;
}

export function EmailCell({ row, name, full }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  const s = String(v);
  return <span title={s.length > EMAIL_TRUNCATE ? s : undefined}>{full ? s : truncate(s, EMAIL_TRUNCATE)}</span>;
}

export function PhoneCell({ row, name }: CellProps) {
  const v = row[name];
  return isBlank(v) ? empty : <span className="tabular-nums">{formatPhone(v)}</span>;
}

export function ColorCell({ row, name }: CellProps) {
  const v = row[name];
  if (isBlank(v)) return empty;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="size-3.5 shrink-0 rounded-sm border border-line" style={{ background: String(v) }} />
      <span className="font-mono text-xs text-fg-muted">{String(v)}</span>
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

export function SelectCell({ row, name, field }: CellProps) {
  const tr = useLabel();
  const v = row[name];
  return isBlank(v) ? empty : <span>{tr(optionLabel(field, v))}</span>;
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
      <span className="truncate">{title}</span>
    </a>
  );
}

export function RelationCell({ row, name, field }: CellProps) {
  const rel = embedded(field, row) as Record<string, unknown> | undefined;
  const v = row[name];
  if (isBlank(v)) return empty;
  const title = relatedTitle(field, rel) || `#${v}`;
  return <RelationChip target={field.relation!.resource} id={v} title={truncate(title, 50)} />;
}

/** Related records as chips, up to 10, then '+N más' (spec 01 §2.6). */
export function RelationMultipleCell({ row, field, full }: CellProps) {
  const { t } = useLingui();
  const rows = embedded(field, row);
  if (!Array.isArray(rows) || rows.length === 0) return empty;
  const max = full ? rows.length : 10;
  const rest = rows.length - max;
  return (
    <span className={cx('inline-flex gap-1', full ? 'flex-wrap' : 'flex-nowrap')}>
      {rows.slice(0, max).map((r) => {
        const rec = r as Record<string, unknown>;
        return <RelationChip key={String(rec.id)} target={field.relation!.resource} id={rec.id} title={truncate(relatedTitle(field, rec), 50)} />;
      })}
      {rest > 0 && <span className="inline-flex items-center rounded-md bg-muted px-1.5 text-xs text-fg-muted">{t`+${rest} más`}</span>}
    </span>
  );
}

export function JsonCell({ row, name, full }: CellProps) {
  const v = row[name];
  if (!full || isBlank(v)) return null;
  return <pre className="max-h-48 overflow-auto rounded-md bg-subtle p-2 font-mono text-xs">{JSON.stringify(v, null, 2)}</pre>;
}

export const HiddenCell = () => null;
