// One card: sortable with @dnd-kit (pointer and keyboard), focusable (roving focus of the board's
// shortcuts). Enter opens it, double-click too; the body is memoised so dragging re-renders little.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import type { Resource } from '../../../core/resource/types';
import { cx } from '../../ui';
import type { Card } from './board-model';
import { CardMeta } from './card-parts';

export interface CardBodyProps {
  resource: Resource;
  card: Card;
  fields: string[];
  done: boolean;
  overlay?: boolean;
}

export const CardBody = memo(function CardBody({ resource, card, fields, done, overlay }: CardBodyProps) {
  return (
    <div className={cx('rounded-lg border bg-surface px-3 py-2.5 text-left shadow-xs transition-shadow',
      overlay ? 'rotate-1 border-accent/40 shadow-lg' : 'border-line group-hover:border-line-strong group-hover:shadow-sm group-focus-visible:border-accent group-focus-visible:ring-2 group-focus-visible:ring-accent/25')}>
      <div className="flex items-start gap-2">
        <p className={cx('min-w-0 flex-1 text-13 font-medium leading-5 text-fg', done && 'text-fg-muted')}>{String(card[resource.title] ?? '')}</p>
        <span className="shrink-0 pt-0.5 font-mono text-[10px] text-fg-subtle">#{card.id}</span>
      </div>
      <CardMeta resource={resource} card={card} fields={fields} done={done} />
    </div>
  );
});

export interface BoardCardProps extends CardBodyProps {
  column: string;
  focused: boolean;
  onFocus: (id: number) => void;
  onOpen: (id: number) => void;
}

export const BoardCard = memo(function BoardCard({ column, focused, onFocus, onOpen, ...body }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: body.card.id, data: { column } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('group list-none outline-none', isDragging && 'opacity-40')}
      data-card-id={body.card.id}
      data-testid="board-card"
      {...attributes}
      {...listeners}
      tabIndex={focused ? 0 : -1}
      aria-roledescription={undefined}
      onFocus={() => onFocus(body.card.id)}
      onDoubleClick={() => onOpen(body.card.id)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.defaultPrevented) { e.preventDefault(); onOpen(body.card.id); return; }
        listeners?.onKeyDown?.(e);
      }}
    >
      <CardBody {...body} />
    </li>
  );
});
