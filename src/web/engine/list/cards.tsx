// Small screens (spec 01 §2.6): one card per row with at most 3 fields; a long press (500 ms) or the
// chevron expands it to every visible column.
import { conditionsHold } from '../../../core/resource/visible';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { recordTitle } from '../../../core/resource/define';
import type { Field, Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { Icon, cx } from '../../ui';
import type { Row } from '../data/queries';
import { FieldCell } from '../fields/field-kinds';
import { RowMenu, type RowAction } from './row-menu';
import type { Column } from './use-columns';
import { RecordEditingBadge } from '../../live';

const CARD_FIELDS = 3;

/**
 * A free-text value already part of the card's title (a client's Nombres under its full name). Only
 * text fields: a select's stored code is not what its cell shows ('combo' is shown 'Combo', and a
 * product named 'Kit de oficina (combo)' lost its Tipo).
 */
export const repeatsTitle = (field: Pick<Field, 'kind'>, value: unknown, title: string): boolean =>
  field.kind === 'text' && typeof value === 'string' && value.trim() !== '' && title.includes(value.trim());
const LONG_PRESS_MS = 500;

function Card({ resource, row, index, columns, focused, selected, selectable, onToggle, onOpen, onFocus, actions }: {
  resource: Resource; row: Row; index: number; columns: Column[]; focused: boolean; selected: boolean; selectable: boolean;
  onToggle: () => void; onOpen: () => void; onFocus: () => void; actions: RowAction[];
}) {
  const { t } = useLingui();
  const tr = useLabel();
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  // The title is the card's heading; the fields below are the next visible columns, minus those
  // whose text the title already shows (a client's Nombres and Apellidos under its full name).
  const title = recordTitle(resource, row);
  const rest = columns.filter((c) => c.key !== resource.title && !repeatsTitle(c.field, row[c.key], title));
  const shown = expanded ? rest : rest.slice(0, CARD_FIELDS);
  const start = () => {
    longPressed.current = false;
    timer.current = setTimeout(() => { longPressed.current = true; setExpanded((x) => !x); }, LONG_PRESS_MS);
  };
  const stop = () => { if (timer.current) clearTimeout(timer.current); };
  return (
    <li data-card-index={index} tabIndex={focused ? 0 : -1} aria-selected={selected} onFocus={onFocus}
      onPointerDown={start} onPointerUp={stop} onPointerLeave={stop} onPointerCancel={stop}
      onClick={() => { if (!longPressed.current) onOpen(); }}
      onContextMenu={(e) => e.preventDefault()}
      className={cx('select-none rounded-lg border bg-surface p-3 outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
        selected ? 'border-accent/60 bg-accent-soft/60' : 'border-line')}>
      <div className="flex items-start gap-2">
        {selectable && (
          <input type="checkbox" checked={selected} onClick={(e) => e.stopPropagation()} onChange={onToggle}
            aria-label={t`Seleccionar`} className="mt-0.5 size-4 accent-[var(--accent)]" />
        )}
        <p className="min-w-0 flex-1 truncate font-medium text-fg">{title}</p>
        <RecordEditingBadge resource={resource.name} id={row.id} className="shrink-0" />
        <div onClick={(e) => e.stopPropagation()} onPointerDown={(e) => e.stopPropagation()} className="-my-1 flex items-center">
          <RowMenu actions={actions} />
          {rest.length > CARD_FIELDS && (
            <button type="button" className="flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-muted"
              aria-expanded={expanded} aria-label={expanded ? t`Contraer` : t`Expandir`} onClick={() => setExpanded(!expanded)}>
              <Icon name={expanded ? 'chevron-up' : 'chevron-down'} className="size-3.5" />
            </button>
          )}
        </div>
      </div>
      <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-13">
        {shown.map((c) => (
          <div key={c.key} className="contents">
            <dt className="text-fg-subtle">{tr(c.field.label)}</dt>
            <dd className={cx('min-w-0 truncate text-right text-fg', c.field.list?.danger && conditionsHold(c.field.list.danger, row) && 'font-medium text-danger')}><FieldCell field={c.field} name={c.key} row={row} /></dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function ListCards(p: {
  resource: Resource; rows: Row[]; columns: Column[]; focusIndex: number; selected: Set<number>; selectable: boolean;
  onToggle: (id: number) => void; onOpen: (row: Row) => void; onFocusRow: (i: number) => void; rowActions: (row: Row) => RowAction[];
  loading: boolean; empty: React.ReactNode;
}) {
  if (p.loading) {
    return (
      <ul className="flex flex-col gap-2 p-3">
        {Array.from({ length: 5 }, (_, i) => <li key={i} className="h-24 rounded-lg border border-line p-3"><div className="skeleton mb-3 h-4 w-1/2" /><div className="skeleton h-3 w-3/4" /></li>)}
      </ul>
    );
  }
  if (!p.rows.length) return <>{p.empty}</>;
  return (
    <ul className="flex flex-col gap-2 p-3">
      {p.rows.map((row, i) => (
        <Card key={row.id} resource={p.resource} row={row} index={i} columns={p.columns} focused={p.focusIndex === i}
          selected={p.selected.has(row.id)} selectable={p.selectable} onToggle={() => p.onToggle(row.id)} onOpen={() => p.onOpen(row)}
          onFocus={() => p.onFocusRow(i)} actions={p.rowActions(row)} />
      ))}
    </ul>
  );
}
