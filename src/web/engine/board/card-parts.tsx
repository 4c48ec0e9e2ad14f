// Small pieces a board card (and the ticket page) draws: a person's avatar, a scale mark for a
// numeric select (priority), a due date (overdue in red), people as stacked avatars.
import { useLingui } from '@lingui/react/macro';
import type { Field } from '../../../core/resource/types';
import { recordTitle } from '../../../core/resource/define';
import { getResource } from '../../../core/resources';
import { useLabel } from '../../lib/labels';
import { cx, Icon } from '../../ui';
import { formatDate } from '../fields/format';

/** Priority-like scale colours, lowest to highest (0 none … 5 overdue). */
const SCALE = ['text-fg-subtle', 'text-sky-600 dark:text-sky-400', 'text-amber-600 dark:text-amber-400', 'text-orange-600 dark:text-orange-400', 'text-red-600 dark:text-red-400', 'text-fuchsia-700 dark:text-fuchsia-400'];

const AVATAR_COLORS = ['bg-sky-600', 'bg-emerald-600', 'bg-violet-600', 'bg-amber-600', 'bg-rose-600', 'bg-teal-600', 'bg-indigo-600'];

export const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';

export function Avatar({ name, id, className }: { name: string; id: number; className?: string }) {
  return (
    <span title={name} className={cx('inline-flex size-5 items-center justify-center rounded-full text-[10px] font-semibold text-white ring-2 ring-surface', AVATAR_COLORS[id % AVATAR_COLORS.length], className)}>
      {initials(name)}
    </span>
  );
}

/** Bars icon whose filled bars and colour follow the value's position in the option list. */
export function ScaleMark({ field, value }: { field: Field; value: unknown }) {
  const tr = useLabel();
  const options = field.options ?? [];
  const i = Math.max(0, options.findIndex((o) => String(o.value) === String(value)));
  const label = options[i] ? tr(options[i].label) : '';
  const bars = Math.min(3, Math.ceil((i / Math.max(1, options.length - 1)) * 3));
  return (
    <span title={`${tr(field.label)}: ${label}`} className={cx('inline-flex items-center gap-1', SCALE[Math.min(i, SCALE.length - 1)])}>
      {i >= options.length - 2 && i > 0 ? <Icon name="alert-triangle" className="size-3.5" /> : (
        <svg viewBox="0 0 12 12" className="size-3.5" aria-hidden>
          {[0, 1, 2].map((b) => <rect key={b} x={1 + b * 4} y={8 - b * 3} width="2.5" height={3 + b * 3} rx="0.6" fill="currentColor" opacity={b < bars ? 1 : 0.25} />)}
        </svg>
      )}
      <span className="text-[11px] font-medium">{label}</span>
    </span>
  );
}

const todayYmd = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A date, red when past (unless `done`); `full` writes it as lists do, else day and month. */
export function DueDate({ value, done, full, title }: { value: string; done?: boolean; full?: boolean; title?: string }) {
  const { i18n } = useLingui();
  const ymd = value.slice(0, 10);
  const overdue = !done && ymd < todayYmd();
  const [y, m, d] = ymd.split('-').map(Number);
  const text = full ? formatDate(ymd) : new Date(y, m - 1, d).toLocaleDateString(i18n.locale === 'en' ? 'en-US' : 'es-CO', { day: 'numeric', month: 'short' });
  return (
    <span data-overdue={overdue || undefined} title={title} className={cx('inline-flex items-center gap-1 rounded text-[11px] font-medium tabular-nums', overdue ? '-mx-1 bg-danger-soft px-1 text-danger' : 'text-fg-muted')}>
      <Icon name="calendar" className="size-3" />{text}
    </span>
  );
}

/** Up to three people as overlapping avatars, then "+n". */
export function Avatars({ field, rows }: { field: Field; rows: unknown }) {
  const target = field.relation ? getResource(field.relation.resource) : undefined;
  const list = Array.isArray(rows) ? rows.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];
  if (!list.length) return null;
  return (
    <span className="flex shrink-0 -space-x-1.5">
      {list.slice(0, 3).map((u) => <Avatar key={String(u.id)} id={Number(u.id)} name={recordTitle(target, u)} />)}
      {list.length > 3 ? <span className="inline-flex size-5 items-center justify-center rounded-full bg-muted text-[10px] font-medium text-fg-muted ring-2 ring-surface">+{list.length - 3}</span> : null}
    </span>
  );
}
