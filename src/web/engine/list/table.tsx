// The list table: sticky header, sortable headers, row selection, row focus, hover actions.
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { conditionsHold } from '../../../core/resource/visible';
import { useLabel } from '../../lib/labels';
import { RecordEditingBadge } from '../../live';
import { Icon, cx } from '../../ui';
import type { Row } from '../data/queries';
import { FieldCell } from '../fields/field-kinds';
import { RowMenu, type RowAction } from './row-menu';
import type { Column } from './use-columns';
import type { RowWindow } from './use-virtual-rows';

export interface TableProps {
  columns: Column[];
  rows: Row[];
  sortBy: string;
  descending: boolean;
  onSort: (key: string) => void;
  selectable: boolean;
  selected: Set<number>;
  onToggle: (id: number, range?: boolean) => void;
  onToggleAll: () => void;
  focusIndex: number;
  onFocusRow: (index: number) => void;
  onOpen: (row: Row) => void;
  rowActions: (row: Row) => RowAction[];
  onContextMenu: (row: Row, x: number, y: number) => void;
  compact: boolean;
  /** First load: skeleton rows instead of a spinner. */
  loading: boolean;
  skeletonRows: number;
  empty?: ReactNode;
  /** The resource's name: rows show who is editing them (soft locks). */
  resource?: string;
  /** Long lists: only these rows are drawn, spacers stand in for the rest (use-virtual-rows.ts). */
  window?: RowWindow | null;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' };
const checkbox = 'size-3.5 cursor-pointer rounded-sm accent-[var(--accent)] align-middle';

export function ListTable(p: TableProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const pad = p.compact ? 'py-1' : 'py-2';
  // Once per rows/selection, not per scroll frame (10,000 rows in local mode).
  const { allChecked, someChecked } = useMemo(() => {
    const all = p.rows.length > 0 && p.selected.size > 0 && p.rows.every((r) => p.selected.has(r.id));
    return { allChecked: all, someChecked: !all && p.selected.size > 0 && p.rows.some((r) => p.selected.has(r.id)) };
  }, [p.rows, p.selected]);
  const colCount = p.columns.length + (p.selectable ? 1 : 0) + 1;
  const actions = useRef<RowHandlers>(p);
  actions.current = p;
  const win = p.window;
  const drawn = win ? p.rows.slice(win.start, win.end) : p.rows;
  const first = win?.start ?? 0;
  const spacer = (h: number, key: string) => (h > 0 ? <tr key={key} aria-hidden><td colSpan={colCount} className="p-0" style={{ height: h }} /></tr> : null);

  return (
    <table className="w-full border-separate border-spacing-0 text-13">
      <thead>
        <tr>
          {p.selectable && (
            <th scope="col" className="sticky top-0 z-10 w-9 border-b border-line bg-subtle pl-3 pr-1 text-left">
              <input type="checkbox" className={checkbox} checked={allChecked} aria-label={t`Seleccionar todos`}
                ref={(el) => { if (el) el.indeterminate = someChecked; }} onChange={p.onToggleAll} />
            </th>
          )}
          {p.columns.map((c) => {
            const active = p.sortBy === c.key;
            const label = tr(c.field.label);
            return (
              <th key={c.key} scope="col" aria-sort={active ? (p.descending ? 'descending' : 'ascending') : undefined}
                className={cx('sticky top-0 z-10 h-8 whitespace-nowrap border-b border-line bg-subtle px-3 text-xs font-medium text-fg-muted', ALIGN[c.align])}>
                {c.sortable ? (
                  <button type="button" onClick={() => p.onSort(c.key)} title={t`Ordenar por ${label}`}
                    className={cx('group inline-flex items-center gap-1 rounded hover:text-fg', c.align === 'right' && 'flex-row-reverse', active && 'text-fg')}>
                    {label}
                    <Icon name={active && p.descending ? 'chevron-down' : 'chevron-up'}
                      className={cx('size-3', active ? 'opacity-100' : 'opacity-0 group-hover:opacity-50')} />
                  </button>
                ) : label}
              </th>
            );
          })}
          <th scope="col" className="sticky right-0 top-0 z-20 w-10 border-b border-line bg-subtle"><span className="sr-only">{t`Acciones`}</span></th>
        </tr>
      </thead>
      {/* While a long list scrolls, rows passing under a still pointer would each take and drop the
          hover state (a style change, a transition and a repaint per frame): the pointer is ignored
          until the scroll settles. */}
      <tbody className={win?.scrolling ? 'pointer-events-none' : undefined}>
        {p.loading ? Array.from({ length: p.skeletonRows }, (_, i) => (
          <tr key={i}>
            {Array.from({ length: colCount }, (__, j) => (
              <td key={j} className={cx('border-b border-line px-3', pad)}><div className="skeleton h-3.5" style={{ width: `${40 + ((i * 7 + j * 13) % 50)}%` }} /></td>
            ))}
          </tr>
        )) : p.rows.length === 0 ? (
          <tr><td colSpan={colCount} className="p-0">{p.empty}</td></tr>
        ) : [spacer(win?.before ?? 0, 'before'), ...drawn.map((row, j) => (
          <TableRow key={row.id} row={row} index={first + j} checked={p.selected.has(row.id)} focused={p.focusIndex === first + j}
            columns={p.columns} selectable={p.selectable} compact={p.compact} resource={p.resource} rowActions={p.rowActions} actions={actions} />
        )), spacer(win?.after ?? 0, 'after')]}
      </tbody>
    </table>
  );
}

/** What a row calls back; read through a ref, so a row re-renders only when its own data changes. */
type RowHandlers = Pick<TableProps, 'onOpen' | 'onFocusRow' | 'onContextMenu' | 'onToggle'>;

interface RowProps {
  row: Row;
  index: number;
  checked: boolean;
  focused: boolean;
  columns: Column[];
  selectable: boolean;
  compact: boolean;
  resource?: string;
  /** A prop (not a handler): the menu's entries are drawn from it, so a new one redraws the rows. */
  rowActions: TableProps['rowActions'];
  actions: RefObject<RowHandlers>;
}

/**
 * One row, memoised: a scroll frame of a long list re-renders the table, and only the rows that
 * came into view are new (the rest keep their props and are skipped).
 */
const TableRow = memo(function TableRow({ row, index: i, checked, focused, columns, selectable, compact, resource, rowActions, actions }: RowProps) {
  const { t } = useLingui();
  const pad = compact ? 'py-1' : 'py-2';
  return (
    <tr data-row-index={i} tabIndex={focused ? 0 : -1} aria-selected={checked}
      onClick={() => actions.current!.onOpen(row)} onFocus={() => actions.current!.onFocusRow(i)}
      onContextMenu={(e: MouseEvent) => { e.preventDefault(); actions.current!.onFocusRow(i); actions.current!.onContextMenu(row, e.clientX, e.clientY); }}
      onKeyDown={(e) => { if (e.key === 'Enter' && e.target === e.currentTarget) { e.preventDefault(); actions.current!.onOpen(row); } }}
      className={cx('group cursor-default outline-none',
        checked ? 'bg-accent-soft' : 'hover:bg-subtle',
        'focus-visible:bg-muted focus-visible:shadow-[inset_2px_0_0_var(--accent)]')}>
      {selectable && (
        <td className={cx('w-9 border-b border-line pl-3 pr-1', pad)} onClick={(e) => e.stopPropagation()}>
          <input type="checkbox" className={checkbox} checked={checked} tabIndex={-1} aria-label={t`Seleccionar fila ${row.id}`}
            onChange={(e) => actions.current!.onToggle(row.id, (e.nativeEvent as globalThis.MouseEvent).shiftKey)} />
        </td>
      )}
      {columns.map((c, ci) => {
        const danger = !!c.field.list?.danger && conditionsHold(c.field.list.danger, row);
        return (
          <td key={c.key} className={cx('max-w-[28rem] truncate whitespace-nowrap border-b border-line px-3 text-fg', pad, ALIGN[c.align],
            c.align === 'right' && 'tabular-nums', c.key === 'id' && 'font-mono text-xs text-fg-subtle',
            danger && 'font-medium text-danger')}
            data-danger={danger ? '' : undefined}>
            <FieldCell field={c.field} name={c.key} row={row} />
            {ci === 0 && resource && <RecordEditingBadge resource={resource} id={row.id} className="ml-2 align-middle" />}
          </td>
        );
      })}
      {/* Sticky, so the row menu stays reachable when wide tables scroll sideways. */}
      <td className={cx('sticky right-0 w-10 border-b border-line pr-2 text-right', compact ? 'py-0.5' : 'py-1',
        checked ? 'bg-accent-soft' : 'bg-surface group-hover:bg-subtle group-focus-visible:bg-muted')} onClick={(e) => e.stopPropagation()}>
        <div className="opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 has-[[data-open]]:opacity-100">
          <RowMenu actions={rowActions(row)} />
        </div>
      </td>
    </tr>
  );
});
