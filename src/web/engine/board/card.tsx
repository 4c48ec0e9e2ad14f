// One card, drawn from the board view's `card` fields by field kind (one renderer for every board):
// the title with the money field (or the id) beside it; single relations on their own line (an
// order's client); a meta row with a numeric select as a scale mark (priority), other selects as a
// label, dates (overdue in red unless the column is done), integers as points, line items as a count,
// people as avatars on the right; a `{user, texto}` json as the last comment. Sortable within its
// column when the view has an order field, else only draggable between columns; focusable (the
// board's roving focus), click or Enter opens it. The face is memoised so dragging re-renders little.
import { useDraggable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { formatMoney } from '../../../core/money';
import { recordTitle } from '../../../core/resource/define';
import type { Field, Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { useLabel } from '../../lib/labels';
import { cx, Icon } from '../../ui';
import { FieldCell } from '../fields/field-kinds';
import { Avatars, DueDate, ScaleMark } from './card-parts';
import type { Card } from './model';
import { RecordEditingBadge } from '../../live';

const isScale = (f: Field) => (f.options ?? []).length > 1 && (f.options ?? []).every((o) => typeof o.value === 'number');

function MetaChip({ name, field, card, done }: { name: string; field: Field; card: Card; done: boolean }) {
  const tr = useLabel();
  const v = card[name];
  if (v === null || v === undefined || v === '') return null;
  switch (field.kind) {
    case 'select':
      return isScale(field) ? <ScaleMark field={field} value={v} />
        : <span className="rounded bg-muted px-1.5 text-[11px] font-medium text-fg-muted" title={tr(field.label)}>{tr(String(field.options?.find((o) => String(o.value) === String(v))?.label ?? v))}</span>;
    case 'date':
      return typeof v === 'string' ? <DueDate value={v} done={done} full title={tr(field.label)} /> : null;
    case 'integer':
      return typeof v === 'number' && v > 0
        ? <span title={tr(field.label)} className="inline-flex h-4 min-w-4 items-center justify-center rounded bg-muted px-1 text-[10px] font-semibold tabular-nums text-fg-muted">{v}</span>
        : null;
    case 'items': {
      const n = Array.isArray(v) ? v.length : 0;
      return <span className="inline-flex items-center gap-1 text-[11px] text-fg-muted" title={tr(field.label)}><Icon name="box" className="size-3" />{plural(n, { one: '# ítem', other: '# ítems' })}</span>;
    }
    case 'currency':
      return <span className="text-[11px] font-medium tabular-nums text-fg-muted" title={tr(field.label)}>{formatMoney(v)}</span>;
    default:
      return <span className="truncate text-[11px] text-fg-muted" title={tr(field.label)}><FieldCell field={field} name={name} row={card} /></span>;
  }
}

export interface CardFaceProps {
  resource: Resource;
  card: Card;
  /** The column is a finished one (the view's `done`): no overdue mark, muted title. */
  done: boolean;
  /** Drawn under the pointer while dragging. */
  lifted?: boolean;
}

export const CardFace = memo(function CardFace({ resource, card, done, lifted }: CardFaceProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const names = (resource.views.board?.card ?? []).filter((f) => f in resource.fields);
  const money = names.find((f) => resource.fields[f].kind === 'currency');
  const lines: ReactNode[] = [];
  const chips: ReactNode[] = [];
  let people: ReactNode = null;
  let comment: ReactNode = null;
  for (const name of names) {
    const f = resource.fields[name];
    if (name === money) continue;
    if (f.kind === 'relation') {
      const rel = card[f.relation!.include] as Record<string, unknown> | null | undefined;
      const title = rel ? recordTitle(getResource(f.relation!.resource), rel) : card[name] ? `#${String(card[name])}` : '';
      if (title) lines.push(<p key={name} className="mt-1 truncate text-xs text-fg-muted" title={`${tr(f.label)}: ${title}`}>{title}</p>);
    } else if (f.kind === 'relation_multiple') {
      people = <Avatars key={name} field={f} rows={card[f.relation?.include ?? name]} />;
    } else if (f.kind === 'json') {
      const c = card[name];
      if (c && typeof c === 'object' && 'texto' in c) {
        const { texto, user } = c as { texto?: string; user?: string | null };
        comment = (
          <p key={name} className="mt-2 line-clamp-2 border-t border-line pt-1.5 text-[11px] leading-4 text-fg-muted" title={t`Último comentario`}>
            <Icon name="message-square" className="mr-1 inline size-3 align-[-2px] text-fg-subtle" />
            {user ? <span className="font-medium text-fg">{user}: </span> : null}{texto}
          </p>
        );
      }
    } else chips.push(<MetaChip key={name} name={name} field={f} card={card} done={done} />);
  }
  return (
    <div className={cx('rounded-lg border bg-surface px-3 py-2.5 text-left shadow-xs transition-shadow',
      lifted ? 'rotate-1 border-accent/40 shadow-lg' : 'border-line group-hover:border-line-strong group-hover:shadow-sm group-focus-visible:border-accent group-focus-visible:ring-2 group-focus-visible:ring-accent/25')}>
      <div className="flex items-start gap-2">
        <p className={cx('min-w-0 flex-1 text-13 font-medium leading-5 text-fg', done && 'text-fg-muted')}>{recordTitle(resource, card) || `#${card.id}`}</p>
        {money
          ? <span className="shrink-0 text-13 font-semibold tabular-nums leading-5 text-fg" title={tr(resource.fields[money].label)}>{formatMoney(card[money])}</span>
          : <span className="shrink-0 pt-0.5 font-mono text-[10px] text-fg-subtle">#{card.id}</span>}
      </div>
      <RecordEditingBadge resource={resource.name} id={card.id} className="mt-1.5" />
      {lines}
      {(chips.length > 0 || people) && (
        <div className="mt-2 flex items-center gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">{chips}</div>
          {people}
        </div>
      )}
      {comment}
    </div>
  );
});

export interface BoardCardProps {
  resource: Resource;
  card: Card;
  column: string;
  done: boolean;
  /** The board's roving tab stop. */
  tabStop: boolean;
  /** The user may not move cards: the card does not drag. */
  disabled?: boolean;
  onFocus: (id: number) => void;
  onOpen: (id: number) => void;
}

type DragBits = Pick<ReturnType<typeof useDraggable>, 'attributes' | 'listeners' | 'setNodeRef' | 'isDragging'> & { style?: React.CSSProperties };

function CardShell({ drag, ...p }: BoardCardProps & { drag: DragBits }) {
  const title = recordTitle(p.resource, p.card) || `#${p.card.id}`;
  return (
    <li ref={drag.setNodeRef} style={drag.style} {...drag.attributes} {...drag.listeners}
      className={cx('group list-none rounded-lg outline-none touch-manipulation', !p.disabled && 'cursor-grab active:cursor-grabbing', drag.isDragging && 'opacity-40')}
      data-card-id={p.card.id} data-testid="board-card" aria-label={title} aria-roledescription={undefined}
      tabIndex={p.tabStop ? 0 : -1}
      onFocus={() => p.onFocus(p.card.id)}
      onClick={() => p.onOpen(p.card.id)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.defaultPrevented && !e.shiftKey && !drag.isDragging) { e.preventDefault(); p.onOpen(p.card.id); return; }
        drag.listeners?.onKeyDown?.(e);
      }}>
      <CardFace resource={p.resource} card={p.card} done={p.done} />
    </li>
  );
}

/** A card that also takes a place inside its column (boards with an order field). */
export const SortableCard = memo(function SortableCard(p: BoardCardProps) {
  const s = useSortable({ id: p.card.id, data: { column: p.column }, disabled: p.disabled });
  return <CardShell {...p} drag={{ ...s, style: { transform: CSS.Translate.toString(s.transform), transition: s.transition } }} />;
});

/** A card that only changes column (boards without an order field). */
export const DraggableCard = memo(function DraggableCard(p: BoardCardProps) {
  const d = useDraggable({ id: p.card.id, data: { column: p.column }, disabled: p.disabled });
  return <CardShell {...p} drag={d} />;
});
