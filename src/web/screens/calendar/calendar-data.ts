// Pure half of the calendars: what to ask the API for a visible range, and how records become
// FullCalendar events and events become writes. Generic over a resource's `views.calendar`.
import { recordTitle } from '../../../core/resource/define';
import type { CalendarView, Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { DEFAULT_BOOKING_MINUTES } from '../../../core/resources/bookings';

type Row = Record<string, unknown> & { id: number };

/** Most records one layer loads for one visible range (a month of a busy agenda fits). */
export const RANGE_LIMIT = 2000;

export function calendarOf(r: Resource): CalendarView {
  const c = r.views.calendar;
  if (!c) throw new Error(`${r.name} has no calendar view`);
  return c;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the local calendar day 'YYYY-MM-DD' (FullCalendar works in the browser's zone). */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 'YYYY-MM-DD' → local midnight. */
export const dayStart = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Relation includes the events need: the title's relations and the colour's. */
export function calendarIncludes(r: Resource): string[] {
  const c = calendarOf(r);
  const names = [...(c.title ?? []), ...(c.color ? [c.color] : [])];
  return [...new Set(names.map((n) => r.fields[n]?.relation?.include).filter((x): x is string => !!x))];
}

/**
 * The list query of the records visible in [from, to) (to exclusive, as FullCalendar gives it):
 * with an end field, every record that starts before `to` and ends after `from`; with only a start,
 * the records whose start falls in the range (date fields by day).
 */
export function rangeParams(r: Resource, from: Date, to: Date, extra: [string, string][] = []): [string, string][] {
  const c = calendarOf(r);
  const kind = r.fields[c.start]?.kind;
  const out: [string, string][] = [];
  if (c.end) {
    out.push([`whereDatelwe[${c.start}]`, to.toISOString()], [`whereDategte[${c.end}]`, from.toISOString()]);
  } else if (kind === 'date') {
    out.push([`whereDategte[${c.start}]`, localDay(from)], [`whereDatelwe[${c.start}]`, localDay(new Date(to.getTime() - 1))]);
  } else {
    out.push([`whereDategte[${c.start}]`, from.toISOString()], [`whereDatelwe[${c.start}]`, to.toISOString()]);
  }
  const include = calendarIncludes(r);
  if (include.length) out.push(['include', include.join(',')]);
  out.push(['order', c.start], ['limit', String(RANGE_LIMIT)], ...extra);
  return out;
}

/** Title of a related value (an embedded record or a list of them) or of a plain value. */
function valueTitle(r: Resource, field: string, row: Row): string {
  const f = r.fields[field];
  if (!f) return '';
  if (f.relation) {
    const target = getResource(f.relation.resource);
    const v = row[f.relation.include];
    const titles = (Array.isArray(v) ? v : v ? [v] : []).map((x) => recordTitle(target, x as Record<string, unknown>));
    return titles.filter(Boolean).join(', ');
  }
  const v = row[field];
  return v === null || v === undefined ? '' : String(v);
}

/** The event's title: the view's title fields joined with ' · ', else the record's title. */
export function eventTitle(r: Resource, row: Row): string {
  const c = calendarOf(r);
  const parts = (c.title ?? []).map((f) => valueTitle(r, f, row)).filter(Boolean);
  return parts.length ? parts.join(' · ') : recordTitle(r, row) || `#${row.id}`;
}

/** Colour of a row: its colour relation's `color`, else the layer's. */
export function eventColor(r: Resource, row: Row, fallback: string): string {
  const c = calendarOf(r);
  if (!c.color) return fallback;
  const rel = r.fields[c.color]?.relation;
  const related = rel ? (row[rel.include] as Record<string, unknown> | null | undefined) : null;
  const color = related?.color;
  return typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : fallback;
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  editable: boolean;
  durationEditable: boolean;
  color: string;
  layer: string;
  resource?: string;
  recordId?: number;
  /** Dimmed (a cancelled booking). */
  muted?: boolean;
  row?: Row;
}

/** A record → an event of `layer`, draggable when `editable`. Rows without a start are left out. */
export function toEvent(r: Resource, row: Row, layer: string, color: string, editable: boolean): CalendarEvent | null {
  const c = calendarOf(r);
  const start = row[c.start];
  if (typeof start !== 'string' || !start) return null;
  const allDay = r.fields[c.start]?.kind === 'date';
  const end = c.end && typeof row[c.end] === 'string' ? (row[c.end] as string) : undefined;
  return {
    id: `${r.name}:${row.id}`,
    title: eventTitle(r, row),
    start: allDay ? start.slice(0, 10) : start,
    end: allDay ? undefined : end,
    allDay,
    editable,
    durationEditable: editable && !!c.end,
    color: eventColor(r, row, color),
    layer,
    resource: r.name,
    recordId: row.id,
    muted: row.status === 'cancelled',
    row,
  };
}

/**
 * The write for an event dropped or resized: the start (a date field takes the local day) and, when
 * the view has an end, the end (a dropped event without an end keeps its length).
 */
export function moveBody(r: Resource, start: Date, end: Date | null): Record<string, unknown> {
  const c = calendarOf(r);
  const body: Record<string, unknown> = {};
  body[c.start] = r.fields[c.start]?.kind === 'date' ? localDay(start) : start.toISOString();
  if (c.end) body[c.end] = (end ?? start).toISOString();
  return body;
}

/** An event shifted by `ms` (keyboard moves): its new start and end. */
export function shifted(ev: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>, ms: number): { start: Date; end: Date | null } {
  const start = ev.allDay ? dayStart(ev.start) : new Date(ev.start);
  const end = ev.end ? new Date(ev.end) : null;
  return { start: new Date(start.getTime() + ms), end: end ? new Date(end.getTime() + ms) : null };
}

/**
 * A dropped all-day event moves by whole days; DST-free Colombia makes 24 h a day, but the local
 * calendar arithmetic keeps it right elsewhere too.
 */
export function addDays(d: Date, days: number): Date {
  const x = new Date(d);
  x.setDate(x.getDate() + days);
  return x;
}

/** A booking's default end: its products' durations added up, or DEFAULT_BOOKING_MINUTES. */
export function defaultEnd(start: Date, durations: (number | null | undefined)[]): Date {
  const minutes = durations.reduce<number>((sum, d) => sum + (typeof d === 'number' && d > 0 ? d : 0), 0) || DEFAULT_BOOKING_MINUTES;
  return new Date(start.getTime() + minutes * 60_000);
}

/** People's birthdays in [from, to): one all-day event per person and year in range. */
export function birthdayEvents(rows: Row[], field: string, r: Resource, from: Date, to: Date, color: string, label: (name: string) => string): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  for (const row of rows) {
    const born = row[field];
    if (typeof born !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(born)) continue;
    const name = recordTitle(r, row);
    for (let y = from.getFullYear(); y <= to.getFullYear(); y++) {
      let md = born.slice(5, 10);
      if (md === '02-29' && new Date(y, 1, 29).getMonth() !== 1) md = '02-28';
      const day = dayStart(`${y}-${md}`);
      if (day < dayStart(localDay(from)) || day >= to) continue;
      out.push({
        id: `birthday:${r.name}:${row.id}:${y}`, title: label(name), start: localDay(day), allDay: true,
        editable: false, durationEditable: false, color, layer: 'birthdays',
      });
    }
  }
  return out;
}
