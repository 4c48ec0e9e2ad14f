// One card of a status board: the record's title, then the board view's card fields rendered by kind
// (money right-aligned, related records by title, dates, a lines count). Draggable with the pointer
// and with dnd-kit's keyboard sensor (Space picks it up); j/k/arrows and Shift+arrows come from the
// board's shortcuts.
import { useDraggable } from '@dnd-kit/core';
import { plural } from '@lingui/core/macro';
import { memo } from 'react';
import { formatMoney } from '../../../core/money';
import { recordTitle } from '../../../core/resource/define';
import type { Field, Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { FieldCell, formatDate } from '../../engine';
import { useLabel } from '../../lib/labels';
import { Icon, cx } from '../../ui';
import type { Card } from './board-model';

function CardField({ name, field, card }: { name: string; field: Field; card: Card }) {
  const tr = useLabel();
  const v = card[name];
  if (field.kind === 'relation') {
    const target = getResource(field.relation!.resource);
    const rel = card[field.relation!.include] as Record<string, unknown> | null | undefined;
    const title = rel ? recordTitle(target, rel) : v ? `#${v}` : '';
    return title ? <span className="truncate text-fg" title={`${tr(field.label)}: ${title}`}>{title}</span> : null;
  }
  if (field.kind === 'items') {
    const n = Array.isArray(v) ? v.length : 0;
    return (
      <span className="inline-flex items-center gap-1" title={tr(field.label)}>
        <Icon name="box" className="size-3" />{plural(n, { one: '# ítem', other: '# ítems' })}
      </span>
    );
  }
  if (field.kind === 'date') {
    if (!v) return null;
    return (
      <span className="inline-flex items-center gap-1 tabular-nums" title={tr(field.label)}>
        <Icon name="calendar" className="size-3" />{formatDate(v)}
      </span>
    );
  }
  return <span title={tr(field.label)}><FieldCell field={field} name={name} row={card} /></span>;
}

export interface BoardCardProps {
  resource: Resource;
  card: Card;
  column: string;
  focused: boolean;
  tabStop: boolean;
  /** The user may not change the column: the card does not drag. */
  disabled?: boolean;
  onOpen: (card: Card) => void;
  onFocusCard: (card: Card) => void;
}

/** The card's face (also drawn in the drag overlay). */
export function CardFace({ resource, card, lifted }: { resource: Resource; card: Card; lifted?: boolean }) {
  const fields = (resource.views.board?.card ?? []).filter((f) => f in resource.fields);
  const money = fields.find((f) => resource.fields[f].kind === 'currency');
  const related = fields.filter((f) => resource.fields[f].kind === 'relation');
  const meta = fields.filter((f) => f !== money && !related.includes(f));
  return (
    <div className={cx('rounded-lg border bg-surface p-2.5 text-13 shadow-xs transition-shadow',
      lifted ? 'rotate-1 border-line-strong shadow-lg' : 'border-line group-hover:border-line-strong')}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium text-fg">{recordTitle(resource, card) || `#${card.id}`}</span>
        {money && <span className="shrink-0 font-semibold tabular-nums text-fg">{formatMoney(card[money])}</span>}
      </div>
      {related.map((f) => (
        <div key={f} className="mt-1 flex min-w-0 text-fg-muted"><CardField name={f} field={resource.fields[f]} card={card} /></div>
      ))}
      {meta.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-subtle">
          {meta.map((f) => <CardField key={f} name={f} field={resource.fields[f]} card={card} />)}
        </div>
      )}
    </div>
  );
}

export const BoardCard = memo(function BoardCard({ resource, card, column, focused, tabStop, disabled, onOpen, onFocusCard }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: card.id, data: { column }, disabled });
  return (
    <div ref={setNodeRef} {...attributes} {...listeners} tabIndex={tabStop ? 0 : -1}
      data-card-id={card.id} data-focused={focused || undefined} aria-label={recordTitle(resource, card) || `#${card.id}`}
      onClick={() => onOpen(card)} onFocus={() => onFocusCard(card)}
      className={cx('group block w-full cursor-grab touch-manipulation rounded-lg text-left outline-none active:cursor-grabbing',
        'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-1 focus-visible:ring-offset-subtle',
        isDragging && 'opacity-40')}>
      <CardFace resource={resource} card={card} />
    </div>
  );
});
