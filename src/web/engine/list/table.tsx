// The list table: sticky header, sortable headers, row selection, row focus, hover actions.
// Long lists (use-virtual-rows.ts) draw only the rows in view, in fixed columns: the <table> becomes
// a block and its rows grids on the measured column widths (the same elements, with their roles
// stated); the body is as tall as every row, contains its layout and paint, and its top padding
// stands for the rows above the drawn ones. A scroll frame lays out and paints only the rows that
// came in (an auto-layout table with spacer rows was laid out and painted whole).
import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, useRef, type CSSProperties, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { conditionsHold } from '../../../core/resource/visible';
import { useLabel } from '../../lib/labels';
import { EditingBadge, useEditedRecords } from '../../live';
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
  /** Long lists: only these rows are drawn (use-virtual-rows.ts); spacers stand in for the rest until the columns are measured. */
  window?: RowWindow | null;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' };
const checkbox = 'size-3.5 cursor-pointer rounded-sm accent-[var(--accent)] align-middle';
/** A row of fixed columns: a grid on the table's measured widths (`--cols`, set on the <table>). */
const COLS = 'grid grid-cols-[var(--cols)]';

export function ListTable(p: TableProps) {
  const pad = p.compact ? 'py-1' : 'py-2';
  // Once per rows/selection, not per scroll frame (10,000 rows in local mode).
  const { allChecked, someChecked } = useMemo(() => {
    const all = p.rows.length > 0 && p.selected.size > 0 && p.rows.every((r) => p.selected.has(r.id));
    return { allChecked: all, someChecked: !all && p.selected.size > 0 && p.rows.some((r) => p.selected.has(r.id)) };
  }, [p.rows, p.selected]);
  const colCount = p.columns.length + (p.selectable ? 1 : 0) + 1;
  const actions = useRef<RowHandlers>(p);
  actions.current = p;
  // Who is editing which row (soft locks): one subscription for the table, not one per row mounted.
  const edited = useEditedRecords();
  const editors = (id: number) => (p.resource ? edited.get(`${p.resource}.${id}`) : undefined);
  const win = p.window;
  const drawn = win ? p.rows.slice(win.start, win.end) : p.rows;
  const first = win?.start ?? 0;
  const spacer = (h: number, key: string) => (h > 0 ? <tr key={key} aria-hidden><td colSpan={colCount} className="p-0" style={{ height: h }} /></tr> : null);
  // Fixed columns: a long list whose widths are measured (and that has rows to draw).
  const widths = !p.loading && p.rows.length > 0 ? win?.widths ?? null : null;
  const fixed = !!widths;
  const role = (r: string) => (win ? r : undefined);
  // The widths go once on the table, as a grid template its rows share (an inline width on every
  // cell was measured to make the style recalc of each new element ~4× dearer: 13 → 64 µs).
  const tableStyle = useMemo(() => widths
    ? { width: widths.reduce((a, w) => a + w, 0), '--cols': widths.map((w) => `${w}px`).join(' ') } as CSSProperties
    : undefined, [widths]);

  return (
    <table className={cx('border-separate border-spacing-0 text-13', fixed ? 'block' : 'w-full')} role={role('table')}
      aria-rowcount={win ? p.rows.length + 1 : undefined} style={tableStyle}>
      <TableHead columns={p.columns} sortBy={p.sortBy} descending={p.descending} onSort={p.onSort} selectable={p.selectable}
        allChecked={allChecked} someChecked={someChecked} onToggleAll={p.onToggleAll} fixed={fixed} virtual={!!win} />
      {/* While a long list scrolls, rows passing under a still pointer would each take and drop the
          hover state (a style change, a transition and a repaint per frame): the pointer is ignored
          until the scroll settles. Fixed columns: the body has the height of every row and contains
          its layout and paint (`contain: strict`), so rows coming and going touch nothing outside;
          the drawn rows follow its top padding. (Rows placed one by one — a transform or a top per
          row, as in TanStack's example — measured 3× the style time per new row: an inline style
          that differs on every row seems to keep Blink from reusing its neighbours' computed styles,
          for the row and everything in it.) */}
      <tbody className={cx(win?.scrolling && 'pointer-events-none', fixed && 'block')} role={role('rowgroup')}
        style={fixed && win ? { height: win.total, paddingTop: win.start * win.rowHeight, contain: 'strict' } : undefined}>
        {p.loading ? Array.from({ length: p.skeletonRows }, (_, i) => (
          <tr key={i}>
            {Array.from({ length: colCount }, (__, j) => (
              <td key={j} className={cx('border-b border-line px-3', pad)}><div className="skeleton h-3.5" style={{ width: `${40 + ((i * 7 + j * 13) % 50)}%` }} /></td>
            ))}
          </tr>
        )) : p.rows.length === 0 ? (
          <tr><td colSpan={colCount} className="p-0">{p.empty}</td></tr>
        ) : widths ? drawn.map((row, j) => (
          <TableRow key={row.id} row={row} index={first + j} checked={p.selected.has(row.id)} focused={p.focusIndex === first + j}
            columns={p.columns} selectable={p.selectable} compact={p.compact} editors={editors(row.id)} rowActions={p.rowActions} actions={actions}
            virtual fixed rowHeight={win!.rowHeight} />
        )) : [spacer(win?.before ?? 0, 'before'), ...drawn.map((row, j) => (
          <TableRow key={row.id} row={row} index={first + j} checked={p.selected.has(row.id)} focused={p.focusIndex === first + j}
            columns={p.columns} selectable={p.selectable} compact={p.compact} editors={editors(row.id)} rowActions={p.rowActions} actions={actions}
            virtual={!!win} />
        )), spacer(win?.after ?? 0, 'after')]}
      </tbody>
    </table>
  );
}

interface HeadProps extends Pick<TableProps, 'columns' | 'sortBy' | 'descending' | 'onSort' | 'selectable' | 'onToggleAll'> {
  allChecked: boolean;
  someChecked: boolean;
  fixed: boolean;
  virtual: boolean;
}

/** The header row, memoised: a long list's scroll frames redraw rows, not the header. */
const TableHead = memo(function TableHead({ columns, sortBy, descending, onSort, selectable, allChecked, someChecked, onToggleAll, fixed, virtual }: HeadProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const role = (r: string) => (virtual ? r : undefined);
  const head = (align: Column['align'] = 'left') =>
    fixed ? cx('flex items-center', align === 'right' ? 'justify-end' : align === 'center' ? 'justify-center' : 'justify-start') : undefined;
  return (
    <thead className={fixed ? 'sticky top-0 z-10 block' : undefined} role={role('rowgroup')}>
      <tr className={fixed ? COLS : undefined} role={role('row')} aria-rowindex={virtual ? 1 : undefined}>
        {selectable && (
          <th scope="col" role={role('columnheader')} className={cx('sticky top-0 z-10 border-b border-line bg-subtle pl-3 pr-1 text-left', fixed ? head() : 'w-9')}>
            <input type="checkbox" className={checkbox} checked={allChecked} aria-label={t`Seleccionar todos`}
              ref={(el) => { if (el) el.indeterminate = someChecked; }} onChange={onToggleAll} />
          </th>
        )}
        {columns.map((c) => {
          const active = sortBy === c.key;
          const label = tr(c.field.label);
          return (
            <th key={c.key} scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined} role={role('columnheader')}
              className={cx('sticky top-0 z-10 h-8 whitespace-nowrap border-b border-line bg-subtle px-3 text-xs font-medium text-fg-muted', ALIGN[c.align], head(c.align))}>
              {c.sortable ? (
                <button type="button" onClick={() => onSort(c.key)} title={t`Ordenar por ${label}`}
                  className={cx('group inline-flex items-center gap-1 rounded hover:text-fg', c.align === 'right' && 'flex-row-reverse', active && 'text-fg')}>
                  {label}
                  <Icon name={active && descending ? 'chevron-down' : 'chevron-up'}
                    className={cx('size-3', active ? 'opacity-100' : 'opacity-0 group-hover:opacity-50')} />
                </button>
              ) : label}
            </th>
          );
        })}
        <th scope="col" role={role('columnheader')} className={cx('sticky right-0 top-0 z-20 border-b border-line bg-subtle', fixed ? head() : 'w-10')}><span className="sr-only">{t`Acciones`}</span></th>
      </tr>
    </thead>
  );
});

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
  /** Other users editing this record now (shown by its first cell). */
  editors?: readonly string[];
  /** A prop (not a handler): the menu's entries are drawn from it, so a new one redraws the rows. */
  rowActions: TableProps['rowActions'];
  actions: RefObject<RowHandlers>;
  /** A long list's row: its roles and position stated (aria-rowindex). */
  virtual?: boolean;
  /** Fixed columns (the table's grid template) and every row's height. */
  fixed?: boolean;
  rowHeight?: number;
}

/**
 * One row, memoised: a scroll frame of a long list re-renders the table, and only the rows that
 * came into view are new (the rest keep their props and are skipped).
 */
/**
 * A cell cut by its column's width ('…') shows its whole text on hover: the title is set when the
 * pointer enters, from what the cell shows now (and dropped when it fits), so it never goes stale.
 */
function showCutText(e: PointerEvent) {
  const td = e.target instanceof Element ? e.target.closest('td') : null;
  if (!td || td.querySelector('[title]')) return; // text cut to its character limit has its own
  if (td.scrollWidth > td.clientWidth + 1) td.title = td.textContent?.trim() ?? '';
  else if (td.hasAttribute('title')) td.removeAttribute('title');
}

const TableRow = memo(function TableRow({ row, index: i, checked, focused, columns, selectable, compact, editors, rowActions, actions, virtual, fixed, rowHeight = 0 }: RowProps) {
  const { t } = useLingui();
  const pad = compact ? 'py-1' : 'py-2';
  const role = (r: string) => (virtual ? r : undefined);
  // Fixed columns: the row is a grid line of the table's columns with its own border (each cell's
  // in a table); its cells are blocks as wide as their column. Each row contains its layout and
  // paint, so the body's repaint when rows come and go replays the others from cache.
  return (
    <tr data-row-index={i} tabIndex={focused ? 0 : -1} aria-selected={checked} role={role('row')} aria-rowindex={virtual ? i + 2 : undefined}
      style={fixed ? { height: rowHeight } : undefined}
      onClick={() => actions.current!.onOpen(row)} onFocus={() => actions.current!.onFocusRow(i)}
      onContextMenu={(e: MouseEvent) => { e.preventDefault(); actions.current!.onFocusRow(i); actions.current!.onContextMenu(row, e.clientX, e.clientY); }}
      onKeyDown={(e) => { if (e.key === 'Enter' && e.target === e.currentTarget) { e.preventDefault(); actions.current!.onOpen(row); } }}
      onPointerOver={showCutText}
      className={cx('group cursor-default outline-none',
        checked ? 'bg-accent-soft' : 'hover:bg-subtle',
        'focus-visible:bg-muted focus-visible:shadow-[inset_2px_0_0_var(--accent)]',
        fixed && cx(COLS, 'items-center border-b border-line [contain:strict]'))}>
      {selectable && (
        <td role={role('cell')} className={cx('pl-3 pr-1', fixed ? 'block' : 'w-9 border-b border-line', pad)} onClick={(e) => e.stopPropagation()}>
          <input type="checkbox" className={checkbox} checked={checked} tabIndex={-1} aria-label={t`Seleccionar fila ${row.id}`}
            onChange={(e) => actions.current!.onToggle(row.id, (e.nativeEvent as globalThis.MouseEvent).shiftKey)} />
        </td>
      )}
      {columns.map((c, ci) => {
        const danger = !!c.field.list?.danger && conditionsHold(c.field.list.danger, row);
        return (
          <td key={c.key} role={role('cell')}
            className={cx('truncate whitespace-nowrap px-3 text-fg', fixed ? 'block' : 'max-w-[28rem] border-b border-line', pad, ALIGN[c.align],
            c.align === 'right' && 'tabular-nums', c.key === 'id' && 'font-mono text-xs text-fg-subtle',
            danger && 'font-medium text-danger')}
            data-danger={danger ? '' : undefined}>
            <FieldCell field={c.field} name={c.key} row={row} />
            {ci === 0 && editors && <EditingBadge names={editors} className="ml-2 align-middle" />}
          </td>
        );
      })}
      {/* Sticky, so the row menu stays reachable when wide tables scroll sideways. Opaque only while its
          row is hovered or focused: at rest the cell under it stays whole (a table a few pixels
          too wide for the window otherwise lost the end of its last column under an empty cell). */}
      <td role={role('cell')}
        className={cx('sticky right-0 pr-2 text-right', fixed ? 'flex items-center justify-end self-stretch' : 'w-10 border-b border-line', compact ? 'py-0.5' : 'py-1',
        checked ? 'group-hover:bg-accent-soft group-focus-visible:bg-accent-soft' : 'group-hover:bg-subtle group-focus-visible:bg-muted')} onClick={(e) => e.stopPropagation()}>
        <RowMenu actions={rowActions(row)}
          className="opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 focus-visible:opacity-100 data-open:opacity-100" />
      </td>
    </tr>
  );
});
