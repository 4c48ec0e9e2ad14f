// Long lists (page size 'Todos', local mode: up to 10,000 rows) draw only the rows in view plus a
// margin, through TanStack Virtual; the table keeps its header, columns and keyboard focus. The drawn
// rows sit in a body as tall as the whole list (table.tsx), which keeps the scrollbar true; spacer
// rows above and below stand in for the rest while the column widths are measured.
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type Range, type VirtualizerOptions } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Up to this many rows a page is drawn whole (sizes 5–50 never virtualise). */
export const VIRTUAL_FROM = 100;
/** Rows drawn beyond each edge of the view (keeps fast wheel scrolling free of blank flashes). */
const OVERSCAN = 6;
/**
 * Rows come and go BLOCK at a time: the drawn slice starts and ends on multiples of BLOCK (at least
 * OVERSCAN rows beyond each edge of the view). A scroll frame that changes no row touches no DOM, so
 * Blink has no style, layout, paint or layerize to do for it; at a fast flick (~2 rows a frame) the
 * table changes every third frame instead of every frame (docs/design-notes.md "Long lists: rows in blocks").
 */
const BLOCK = 6;

/** TanStack Virtual's range → the indexes to draw, snapped outward to whole blocks. */
export function blockRange({ startIndex, endIndex, overscan, count }: Range): number[] {
  if (count === 0) return [];
  const start = Math.max(0, Math.floor((startIndex - overscan) / BLOCK) * BLOCK);
  const end = Math.min(count - 1, Math.ceil((endIndex + overscan + 1) / BLOCK) * BLOCK - 1);
  const out: number[] = [];
  for (let i = start; i <= end; i++) out.push(i);
  return out;
}

/** The slice of rows to draw, where they go and the heights the spacers stand in for. */
export interface RowWindow {
  start: number;
  end: number;
  before: number;
  after: number;
  /** Every row's height (rows are one line): row i sits at i × rowHeight in the body. */
  rowHeight: number;
  /** The height of all the rows, drawn or not (the body's height). */
  total: number;
  /** The list is being scrolled (rows under a still pointer need no hover state meanwhile). */
  scrolling: boolean;
  /**
   * The columns' widths (px, header cells in order), measured once from the table laid out as a plain
   * table; null while they are being measured (the table is drawn with spacer rows meanwhile).
   */
  widths: number[] | null;
}

/** What the column widths and row height were measured from: when any of it changes they are measured again. */
interface Layout {
  deps: readonly unknown[];
  /** The scroller's inner width then (a narrower window or the side menu closing means new widths). */
  width: number;
  widths: number[];
  rowHeight: number;
  headHeight: number;
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * Virtual rows over `scrollRef` (the list body, which scrolls). Rows are one line (cells truncate),
 * so one height fits all. The table is first laid out as a plain table with the rows in view (auto
 * column widths, what a short list shows); its header cells' widths, the first row's height and the
 * header's height are read then, and the table switches to fixed columns (table.tsx), all before
 * the browser paints. They are measured again when `layoutDeps` (columns, rows, selection column),
 * the density or the scroller's width change.
 */
export function useVirtualRows(count: number, scrollRef: RefObject<HTMLElement | null>, compact: boolean, layoutDeps: readonly unknown[] = []) {
  const enabled = count > VIRTUAL_FROM;
  const [layout, setLayout] = useState<Layout | null>(null);
  const deps = [...layoutDeps, compact];
  const fresh = enabled && !!layout && same(layout.deps, deps);
  const rowHeight = layout?.rowHeight ?? (compact ? 29 : 37);
  const headHeight = layout?.headHeight ?? 32;
  const v = useBlockVirtualizer({
    count: enabled ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The rows start below the table's header, which is sticky inside the same scroller: a row
    // brought into view must clear it.
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
  });

  // Measured before the browser paints the plain table: the user only ever sees the fixed one.
  useLayoutEffect(() => {
    if (!enabled || fresh) return;
    const root = scrollRef.current;
    const tr = root?.querySelector<HTMLElement>('tbody tr[data-row-index]');
    const thead = root?.querySelector<HTMLElement>('thead');
    if (!root || !tr || !thead) return;
    setLayout({
      deps, width: root.clientWidth, rowHeight: tr.getBoundingClientRect().height, headHeight: thead.getBoundingClientRect().height,
      widths: [...thead.querySelectorAll<HTMLElement>('th')].map((th) => th.getBoundingClientRect().width),
    });
  });
  // The scroller changes width (window, side menu): measured again.
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  useEffect(() => {
    const el = scrollRef.current;
    if (!enabled || !el) return;
    const ro = new ResizeObserver(() => {
      const l = layoutRef.current;
      if (l && Math.abs(l.width - el.clientWidth) > 0.5) setLayout(null);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [enabled, scrollRef]);
  useLayoutEffect(() => { if (enabled) v.measure(); }, [enabled, rowHeight, headHeight, v]);

  const items = v.getVirtualItems();
  const total = v.getTotalSize();
  const widths = fresh && layout ? layout.widths : null;
  const window: RowWindow | null = enabled && items.length
    ? { start: items[0].index, end: items.at(-1)!.index + 1, before: items[0].start - headHeight, after: Math.max(0, total - (items.at(-1)!.end - headHeight)), rowHeight, total, scrolling: v.isScrolling, widths }
    : enabled ? { start: 0, end: 0, before: 0, after: total, rowHeight, total, scrolling: v.isScrolling, widths: null } : null;

  /** Brings row i into view (keyboard moves); a no-op when every row is drawn anyway. */
  const reveal = useCallback((i: number) => { if (enabled) v.scrollToIndex(i, { align: 'auto' }); }, [enabled, v]);
  return { window, reveal };
}

type BlockOptions = Pick<VirtualizerOptions<HTMLElement, Element>, 'count' | 'getScrollElement' | 'estimateSize' | 'overscan' | 'scrollMargin' | 'scrollPaddingStart'>;

/**
 * TanStack Virtual's core, re-rendering the table only when what it draws changes: the block slice
 * (`blockRange`) or the scrolling state. Its React adapter re-renders (synchronously, inside the
 * scroll event) on every change of the rows in view, about every frame of a fast scroll, though
 * with rows in blocks most of those renders draw the same slice (docs/design-notes.md "Long lists:
 * one render per block").
 */
function useBlockVirtualizer(options: BlockOptions): Virtualizer<HTMLElement, Element> {
  const rerender = useReducer((x: number) => x + 1, 0)[1];
  /** What was last asked of React: the slice, the scrolling state and the body's height. */
  const asked = useRef({ key: '', scrolling: false });
  const resolved: VirtualizerOptions<HTMLElement, Element> = {
    observeElementRect, observeElementOffset, scrollToFn: elementScroll, rangeExtractor: blockRange,
    // The scroll is over when the browser says so ('scrollend'), not 150 ms after its last step: the
    // body ignores the pointer while it scrolls, and a click once the rows stop must reach them.
    useScrollendEvent: true, ...options,
    onChange: (instance, sync) => {
      const slice = instance.getVirtualIndexes();
      const key = `${slice[0]} ${slice.at(-1)} ${instance.isScrolling} ${instance.getTotalSize()}`;
      if (key === asked.current.key) return;
      const ended = asked.current.scrolling && !instance.isScrolling;
      asked.current = { key, scrolling: instance.isScrolling };
      // While scrolling, the new rows must be in the DOM before this frame paints (no blank flash);
      // when the scroll ends, the rows take the pointer again before any click is handled.
      if (sync || ended) flushSync(rerender);
      else rerender();
    },
  };
  const [instance] = useState(() => new Virtualizer(resolved));
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => instance._willUpdate());
  return instance;
}
