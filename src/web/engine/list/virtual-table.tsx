// The list table for any number of rows: up to VIRTUAL_FROM it is the plain table; beyond, only the
// rows in view are drawn (use-virtual-rows.ts), in fixed columns (table.tsx). Its own component, so a
// scroll frame re-renders the table alone, never the list screen around it.
import { useImperativeHandle, type Ref, type RefObject } from 'react';
import { ListTable, type TableProps } from './table';
import { useVirtualRows } from './use-virtual-rows';

/** What the screen may ask of the table: bring row i into view (keyboard moves over virtual rows). */
export interface TableHandle {
  reveal(index: number): void;
}

export function VirtualListTable({ scrollRef, handle, ...p }: TableProps & { scrollRef: RefObject<HTMLElement | null>; handle?: Ref<TableHandle> }) {
  // Column widths are measured again when the columns, the rows (a search, a sort, a refresh) or the
  // selection column change.
  const columnKeys = p.columns.map((c) => c.key).join(' ');
  const { window, reveal } = useVirtualRows(p.loading ? 0 : p.rows.length, scrollRef, p.compact, [columnKeys, p.rows, p.selectable]);
  useImperativeHandle(handle, () => ({ reveal }), [reveal]);
  return <ListTable {...p} window={window} />;
}

/**
 * Focuses row i once it is drawn: after a reveal the virtualiser draws it on a later frame, so
 * this looks for it for a few frames (a plain table finds it at once).
 */
export function focusRowWhenDrawn(container: HTMLElement | null, index: number, frames = 6) {
  const el = container?.querySelector<HTMLElement>(`[data-row-index="${index}"],[data-card-index="${index}"]`);
  if (el) { el.focus({ preventScroll: false }); return; }
  if (frames > 0) requestAnimationFrame(() => focusRowWhenDrawn(container, index, frames - 1));
}
