// Long lists (page size 'Todos', local mode: up to 10,000 rows) draw only the rows in view plus a
// margin, through TanStack Virtual; the table keeps its header, columns and keyboard focus, and
// spacer rows above and below keep the scrollbar true to the whole list.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Up to this many rows a page is drawn whole (sizes 5–50 never virtualise). */
export const VIRTUAL_FROM = 100;
/** Rows drawn beyond each edge of the view (keeps fast wheel scrolling free of blank flashes). */
const OVERSCAN = 6;

/** The slice of rows to draw and the heights the spacers stand in for. */
export interface RowWindow {
  start: number;
  end: number;
  before: number;
  after: number;
  /** The list is being scrolled (rows under a still pointer need no hover state meanwhile). */
  scrolling: boolean;
}

/**
 * Virtual rows over `scrollRef` (the list body, which scrolls). Rows are one line (cells truncate),
 * so one height fits all: measured from the first drawn row once, and again when density changes.
 */
export function useVirtualRows(count: number, scrollRef: RefObject<HTMLElement | null>, compact: boolean) {
  const enabled = count > VIRTUAL_FROM;
  const [rowHeight, setRowHeight] = useState(compact ? 29 : 37);
  const [headHeight, setHeadHeight] = useState(32);
  const v = useVirtualizer({
    count: enabled ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The rows start below the table's header, which is sticky inside the same scroller: a row
    // brought into view must clear it.
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    const tr = scrollRef.current?.querySelector<HTMLElement>('tbody tr[data-row-index]');
    const h = tr?.getBoundingClientRect().height;
    if (h && Math.abs(h - rowHeight) > 0.5) setRowHeight(h);
    const head = scrollRef.current?.querySelector<HTMLElement>('thead')?.getBoundingClientRect().height;
    if (head && Math.abs(head - headHeight) > 0.5) setHeadHeight(head);
  }, [enabled, compact, rowHeight, headHeight, scrollRef]);
  useLayoutEffect(() => { if (enabled) v.measure(); }, [enabled, rowHeight, headHeight, v]);

  const items = v.getVirtualItems();
  const total = v.getTotalSize();
  const window: RowWindow | null = enabled && items.length
    ? { start: items[0].index, end: items.at(-1)!.index + 1, before: items[0].start - headHeight, after: Math.max(0, total - (items.at(-1)!.end - headHeight)), scrolling: v.isScrolling }
    : enabled ? { start: 0, end: 0, before: 0, after: total, scrolling: v.isScrolling } : null;

  /** Brings row i into view (keyboard moves); a no-op when every row is drawn anyway. */
  const reveal = useCallback((i: number) => { if (enabled) v.scrollToIndex(i, { align: 'auto' }); }, [enabled, v]);
  return { window, reveal };
}
