// What a card shows besides its title, per field kind of the board view's `card` list: a numeric
// select as a priority mark, users as avatars, a date as a due date (overdue in red), an integer as
// points, a last-comment object as its text. No ticket knowledge beyond the declaration.
import { useLingui } from '@lingui/react/macro';
import type { Field, Resource } from '../../../core/resource/types';
import { recordTitle } from '../../../core/resource/define';
import { getResource } from '../../../core/resources';
import { useLabel } from '../../lib/labels';
import { cx, Icon } from '../../ui';
import type { Card } from './board-model';

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

export function DueDate({ value, done }: { value: string; done?: boolean }) {
  const { i18n } = useLingui();
  const ymd = value.slice(0, 10);
  const overdue = !done && ymd < todayYmd();
  const [y, m, d] = ymd.split('-').map(Number);
  const text = new Date(y, m - 1, d).toLocaleDateString(i18n.locale === 'en' ? 'en-US' : 'es-CO', { day: 'numeric', month: 'short' });
  return (
    <span data-overdue={overdue || undefined} className={cx('inline-flex items-center gap-1 rounded px-1 text-[11px] font-medium', overdue ? 'bg-danger-soft text-danger' : 'text-fg-muted')}>
      <Icon name="calendar" className="size-3" />{text}
    </span>
  );
}

function Avatars({ field, rows }: { field: Field; rows: unknown }) {
  const target = field.relation ? getResource(field.relation.resource) : undefined;
  const list = Array.isArray(rows) ? rows.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];
  if (!list.length) return null;
  return (
    <span className="flex -space-x-1.5">
      {list.slice(0, 3).map((u) => <Avatar key={String(u.id)} id={Number(u.id)} name={recordTitle(target, u)} />)}
      {list.length > 3 ? <span className="inline-flex size-5 items-center justify-center rounded-full bg-muted text-[10px] font-medium text-fg-muted ring-2 ring-surface">+{list.length - 3}</span> : null}
    </span>
  );
}

/** The card's meta row (priority, due date, points, people) and its last comment line. */
export function CardMeta({ resource, card, fields, done }: { resource: Resource; card: Card; fields: string[]; done: boolean }) {
  const { t } = useLingui();
  const tr = useLabel();
  const chips: React.ReactNode[] = [];
  let people: React.ReactNode = null;
  let comment: React.ReactNode = null;
  for (const name of fields) {
    const f = resource.fields[name];
    if (!f) continue;
    const v = f.kind === 'relation_multiple' ? card[f.relation?.include ?? name] : card[name];
    if (f.kind === 'select' && v !== null && v !== undefined) chips.push(<ScaleMark key={name} field={f} value={v} />);
    else if (f.kind === 'date' && typeof v === 'string' && v) chips.push(<DueDate key={name} value={v} done={done} />);
    else if (f.kind === 'integer' && typeof v === 'number' && v > 0) {
      chips.push(<span key={name} title={tr(f.label)} className="inline-flex h-4 min-w-4 items-center justify-center rounded bg-muted px-1 text-[10px] font-semibold tabular-nums text-fg-muted">{v}</span>);
    } else if (f.kind === 'relation_multiple') people = <Avatars key={name} field={f} rows={v} />;
    else if (f.kind === 'json' && v && typeof v === 'object' && 'texto' in v) {
      const c = v as { texto?: string; user?: string | null };
      comment = (
        <p className="mt-2 line-clamp-2 border-t border-line pt-1.5 text-[11px] leading-4 text-fg-muted" title={t`Último comentario`}>
          <Icon name="message-square" className="mr-1 inline size-3 align-[-2px] text-fg-subtle" />
          {c.user ? <span className="font-medium text-fg">{c.user}: </span> : null}{c.texto}
        </p>
      );
    }
  }
  return (
    <>
      {(chips.length > 0 || people) && (
        <div className="mt-2 flex items-center gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">{chips}</div>
          {people}
        </div>
      )}
      {comment}
    </>
  );
}
