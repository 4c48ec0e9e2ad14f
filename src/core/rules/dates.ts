/**
 * Dates for the `date` and before/after rules. Every point in time is turned into a wall-clock
 * string 'YYYY-MM-DDTHH:mm:ss.sss' in one time zone (ctx.timeZone, or the runtime's), so date-only
 * values compare by calendar day and datetimes by instant, with plain string comparison, and
 * "today" means the same day on the server and in the browser when both are given the same zone.
 */

/** Wall-clock time, fixed width, so that string order is time order. */
export type Wall = string;

export interface ParsedDate {
  wall: Wall;
  /** The value had no time part ('2024-06-15'). */
  dateOnly: boolean;
}

// Anchored, every group a fixed width or a single optional unit: linear time on any input.
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const MAX_DATE_CHARS = 40;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function utcDate(y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date;
}

const FORMATS = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = FORMATS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    FORMATS.set(timeZone, f);
  }
  return f;
}

/** Wall clock of an instant in a zone; null for invalid dates or years outside 0000–9999. */
export function wallOf(d: Date, timeZone?: string): Wall | null {
  if (Number.isNaN(d.getTime())) return null;
  let y: number, mo: number, da: number, h: number, mi: number, s: number;
  if (timeZone) {
    const p: Record<string, number> = {};
    for (const part of formatFor(timeZone).formatToParts(d)) if (part.type !== 'literal') p[part.type] = Number(part.value);
    ({ year: y, month: mo, day: da, hour: h, minute: mi, second: s } = p);
  } else {
    y = d.getFullYear(); mo = d.getMonth() + 1; da = d.getDate();
    h = d.getHours(); mi = d.getMinutes(); s = d.getSeconds();
  }
  if (!(y >= 0 && y <= 9999)) return null;
  return `${pad(y, 4)}-${pad(mo)}-${pad(da)}T${pad(h)}:${pad(mi)}:${pad(s)}.${pad(d.getUTCMilliseconds(), 3)}`;
}

/**
 * A date value as the API carries it: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss[.fff]]', ISO 8601 with
 * 'T' and an optional 'Z' or offset, or a Date. Impossible calendar dates (2023-02-30, 25:00) are
 * rejected. Values without offset are taken as wall-clock time; with one, converted into the zone.
 */
export function parseDateValue(v: unknown, timeZone?: string): ParsedDate | null {
  if (v instanceof Date) {
    const wall = wallOf(v, timeZone);
    return wall ? { wall, dateOnly: false } : null;
  }
  if (typeof v !== 'string') return null;
  const text = v.trim();
  if (text.length > MAX_DATE_CHARS) return null;
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  if (h > 23 || mi > 59 || s > 59) return null;
  const utc = utcDate(y, mo, d, h, mi, s, ms);
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d) return null;
  const dateOnly = m[4] === undefined;
  const zone = m[8];
  if (!zone) {
    return { wall: `${m[1]}-${m[2]}-${m[3]}T${pad(h)}:${pad(mi)}:${pad(s)}.${pad(ms, 3)}`, dateOnly };
  }
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2) || 0);
    if (oh > 23 || om > 59) return null;
    offsetMinutes = sign * (oh * 60 + om);
  }
  const wall = wallOf(new Date(utc.getTime() - offsetMinutes * 60_000), timeZone);
  return wall ? { wall, dateOnly: false } : null;
}

/** The calendar day `days` after a 'YYYY-MM-DD' day. */
export function shiftDay(day: string, days: number): string {
  const d = utcDate(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)) + days);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export const DATE_KEYWORDS = ['now', 'today', 'tomorrow', 'yesterday'] as const;
export type DateKeyword = (typeof DATE_KEYWORDS)[number];
export const isDateKeyword = (s: string): s is DateKeyword => (DATE_KEYWORDS as readonly string[]).includes(s);

/** Point in time named by a keyword: now, or midnight of today/tomorrow/yesterday. */
export function keywordDate(k: DateKeyword, now: Date, timeZone?: string): ParsedDate | null {
  const wall = wallOf(now, timeZone);
  if (!wall) return null;
  if (k === 'now') return { wall, dateOnly: false };
  const day = shiftDay(wall.slice(0, 10), k === 'today' ? 0 : k === 'tomorrow' ? 1 : -1);
  return { wall: `${day}T00:00:00.000`, dateOnly: true };
}

/**
 * Compare a value with a reference: -1, 0 or 1. By calendar day when `byDay` (date fields, or a
 * value without time), otherwise by wall-clock instant.
 */
export function compareDates(value: ParsedDate, reference: ParsedDate, byDay: boolean): number {
  const a = byDay ? value.wall.slice(0, 10) : value.wall;
  const b = byDay ? reference.wall.slice(0, 10) : reference.wall;
  return a < b ? -1 : a > b ? 1 : 0;
}
