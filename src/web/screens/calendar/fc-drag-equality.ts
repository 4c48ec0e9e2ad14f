// FullCalendar redraws every day column on each step of a drag: its time grid hands each column
// fresh objects on every render even when nothing changed for it — its share of the drag state
// ({affectedInstances, isEvent, segs}) and the now-indicator segments (`sliceNowDate` is not
// memoised) — so each column's shallow props check fails and all its events are laid out and diffed
// again: 7 columns × ~140 events per mouse move with 1,000 bookings in a week
// (scripts/bench/calendar.ts). Equal-content checks for those two props let a column the mirror is
// not in skip the redraw. Installed on the prop-equality table FullCalendar's components inherit
// (core's PureComponent), once, at import; no component of FullCalendar v6 declares its own for
// these props.
import { BaseComponent } from '@fullcalendar/core/internal';

interface ColumnInteraction { affectedInstances?: object; isEvent?: boolean; segs?: readonly unknown[] }

/** Same object, or both a column's share of a drag/resize with no segments and the same hidden events. */
export function sameColumnInteraction(a: ColumnInteraction | null | undefined, b: ColumnInteraction | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || !Array.isArray(a.segs) || !Array.isArray(b.segs)) return false;
  return a.segs.length === 0 && b.segs.length === 0 && a.affectedInstances !== undefined
    && a.affectedInstances === b.affectedInstances && a.isEvent === b.isEvent;
}

interface NowSeg { start?: Date; col?: number }

/**
 * The now-indicator segments of a column: equal when they are as many with the same start and column
 * (all the time grid draws from them: a line at `start`; each slice is new and carries a fresh
 * `eventRange`, so a shallow check would never hold).
 */
export function sameNowSegs(a: readonly NowSeg[] | null | undefined, b: readonly NowSeg[] | null | undefined): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => x.col === b[i]!.col && x.start?.getTime() === b[i]!.start?.getTime());
}

const table = (BaseComponent.prototype as unknown as { propEquality: Record<string, unknown> }).propEquality;
table.eventDrag ??= sameColumnInteraction;
table.eventResize ??= sameColumnInteraction;
table.nowIndicatorSegs ??= sameNowSegs;
