/**
 * Billing resolution alerts (spec 02 §8, spec 03 §8 and §9): from the tenant's resolutions
 * (`GET proxy_resolutions?scope[active]=1`: end_date, end_range, number, and the server's
 * next_number / remaining) and today's date, the notices to show. Pure: the web shell decides when
 * (7 s after sign-in, at most once per 7 days on the device) and how (warning or error notices).
 *
 * - expires in 0 to 15 days (today counts as 0): warning
 *   'La Resolución de facturación esta proxima a vencerse (YYYY-MM-DD). Te recomendamos renovarla pronto'
 * - expired (end_date before today): error 'La Resolución de facturación esta vencida'
 * - 1 to 15 numbers remaining while not expired: warning '… esta proxima a agotar su rango de numeración'
 * - no number remaining: error '… ha agotado su rango de numeración'
 * The numbering texts are the spec's fragments after the same subject as the expiry texts.
 */

/** Days before the end date, and numbers before the end of the range, from which a warning shows. */
export const RESOLUTION_WARNING_DAYS = 15;
export const RESOLUTION_WARNING_NUMBERS = 15;
/** How often the browser checks (spec 03 §9): 7 s after start, at most once per 7 days. */
export const RESOLUTION_CHECK_DELAY_MS = 7_000;
export const RESOLUTION_CHECK_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

const SUBJECT = 'La Resolución de facturación';
export const RESOLUTION_TEXTS = {
  expiring: (endDate: string) => `${SUBJECT} esta proxima a vencerse (${endDate}). Te recomendamos renovarla pronto`,
  expired: `${SUBJECT} esta vencida`,
  runningOut: `${SUBJECT} esta proxima a agotar su rango de numeración`,
  exhausted: `${SUBJECT} ha agotado su rango de numeración`,
} as const;

export interface ResolutionForAlerts {
  id?: number;
  /** The DIAN resolution number. */
  number: string | number | null;
  prefix?: string | null;
  /** Last day of validity, 'YYYY-MM-DD' (a longer ISO text is cut to its date). */
  end_date: string | null;
  end_range: number | string | null;
  /** The next consecutive number the server will give; remaining = end_range − next_number + 1. */
  next_number?: number | string | null;
  /** The server's count of numbers left, used when given (it wins over next_number). */
  remaining?: number | string | null;
}

export type ResolutionAlertKind = 'expiring' | 'expired' | 'runningOut' | 'exhausted';

export interface ResolutionAlert {
  level: 'warning' | 'error';
  kind: ResolutionAlertKind;
  /** The spec's text, exactly. */
  text: string;
  /** Which resolution: 'SETP 18760000001' (prefix and number). */
  resolution: string;
  id?: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS : null;
};

const toInt = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

/** Numbers left in the range: the server's `remaining`, else end_range − next_number + 1 (never below 0). */
export function remainingNumbers(r: ResolutionForAlerts): number | null {
  const given = toInt(r.remaining);
  if (given !== null) return Math.max(given, 0);
  const end = toInt(r.end_range);
  const next = toInt(r.next_number);
  return end === null || next === null ? null : Math.max(end - next + 1, 0);
}

/** Whole days from today to the end date (0 = it ends today, negative = expired). */
export function daysUntil(endDate: string, today: string): number | null {
  const a = dayNumber(endDate);
  const b = dayNumber(today);
  return a === null || b === null ? null : a - b;
}

/** The alerts for these resolutions on `today` ('YYYY-MM-DD', the business day), in their order. */
export function resolutionAlerts(resolutions: readonly ResolutionForAlerts[], today: string): ResolutionAlert[] {
  const out: ResolutionAlert[] = [];
  for (const r of resolutions) {
    const name = [r.prefix, r.number].filter((x) => x !== null && x !== undefined && String(x).trim() !== '').join(' ');
    const push = (level: ResolutionAlert['level'], kind: ResolutionAlertKind, text: string) =>
      out.push({ level, kind, text, resolution: name, ...(r.id !== undefined ? { id: r.id } : {}) });
    const endDate = r.end_date ? r.end_date.slice(0, 10) : null;
    const days = endDate ? daysUntil(endDate, today) : null;
    const expired = days !== null && days < 0;
    if (expired) push('error', 'expired', RESOLUTION_TEXTS.expired);
    else if (days !== null && days <= RESOLUTION_WARNING_DAYS) push('warning', 'expiring', RESOLUTION_TEXTS.expiring(endDate!));
    const left = remainingNumbers(r);
    if (left === null) continue;
    if (left <= 0) push('error', 'exhausted', RESOLUTION_TEXTS.exhausted);
    else if (left <= RESOLUTION_WARNING_NUMBERS && !expired) push('warning', 'runningOut', RESOLUTION_TEXTS.runningOut);
  }
  return out;
}

/** Whether the device should check again: never checked, or the last check is 7 days old or more. */
export const resolutionCheckDue = (lastCheckedMs: number | null, nowMs: number): boolean =>
  lastCheckedMs === null || !Number.isFinite(lastCheckedMs) || nowMs - lastCheckedMs >= RESOLUTION_CHECK_EVERY_MS || lastCheckedMs > nowMs;
