// The prop checks that let FullCalendar's day columns skip a redraw during a drag
// (src/web/screens/calendar/fc-drag-equality.ts): equal only when the column would draw the same.
import { BaseComponent } from '@fullcalendar/core/internal';
import { describe, expect, it } from 'vitest';
import { sameColumnInteraction, sameNowSegs } from '../../src/web/screens/calendar/fc-drag-equality';

describe('calendar drag prop equality', () => {
  const hidden = { a: {} };
  it('a column without mirror segments hiding the same events is unchanged', () => {
    expect(sameColumnInteraction({ affectedInstances: hidden, isEvent: true, segs: [] }, { affectedInstances: hidden, isEvent: true, segs: [] })).toBe(true);
    expect(sameColumnInteraction(null, null)).toBe(true);
  });
  it('a mirror entering or leaving, other hidden events, the drag starting or ending: redraw', () => {
    const seg = { start: new Date(0) };
    expect(sameColumnInteraction({ affectedInstances: hidden, isEvent: true, segs: [] }, { affectedInstances: hidden, isEvent: true, segs: [seg] })).toBe(false);
    expect(sameColumnInteraction({ affectedInstances: hidden, isEvent: true, segs: [seg] }, { affectedInstances: hidden, isEvent: true, segs: [seg] })).toBe(false);
    expect(sameColumnInteraction({ affectedInstances: hidden, isEvent: true, segs: [] }, { affectedInstances: { b: {} }, isEvent: true, segs: [] })).toBe(false);
    expect(sameColumnInteraction({ affectedInstances: hidden, isEvent: true, segs: [] }, { affectedInstances: hidden, isEvent: false, segs: [] })).toBe(false);
    expect(sameColumnInteraction(null, { affectedInstances: hidden, isEvent: true, segs: [] })).toBe(false);
    // The view-level drag state has no per-column segments: only the same object is equal.
    expect(sameColumnInteraction({ isEvent: true }, { isEvent: true })).toBe(false);
  });
  it('now-indicator segments: same start and column only', () => {
    expect(sameNowSegs([], [])).toBe(true);
    expect(sameNowSegs([{ start: new Date(60_000), col: 3 }], [{ start: new Date(60_000), col: 3 }])).toBe(true);
    expect(sameNowSegs([{ start: new Date(60_000), col: 3 }], [{ start: new Date(120_000), col: 3 }])).toBe(false);
    expect(sameNowSegs([{ start: new Date(60_000), col: 3 }], [{ start: new Date(60_000), col: 4 }])).toBe(false);
    expect(sameNowSegs([], [{ start: new Date(60_000), col: 3 }])).toBe(false);
  });
  it('is installed on the table FullCalendar components inherit', () => {
    const table = (BaseComponent.prototype as unknown as { propEquality: Record<string, unknown> }).propEquality;
    expect(table.eventDrag).toBe(sameColumnInteraction);
    expect(table.eventResize).toBe(sameColumnInteraction);
    expect(table.nowIndicatorSegs).toBe(sameNowSegs);
  });
});
