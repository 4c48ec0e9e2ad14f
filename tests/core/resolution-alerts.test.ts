// Spec 02 §8 / spec 03 §8–9: the billing resolution alerts, threshold by threshold.
import { describe, expect, it } from 'vitest';
import {
  RESOLUTION_CHECK_EVERY_MS, resolutionAlerts, resolutionCheckDue, remainingNumbers, type ResolutionForAlerts,
} from '../../src/core/billing/resolution-alerts';

const TODAY = '2026-03-10';
const EXPIRING = (d: string) => `La Resolución de facturación esta proxima a vencerse (${d}). Te recomendamos renovarla pronto`;
const EXPIRED = 'La Resolución de facturación esta vencida';
const RUNNING_OUT = 'esta proxima a agotar su rango de numeración';
const EXHAUSTED = 'ha agotado su rango de numeración';

/** A resolution ending `days` after TODAY with `left` numbers remaining (range 1..1000). */
const res = (endDate: string, left: number, extra: Partial<ResolutionForAlerts> = {}): ResolutionForAlerts =>
  ({ id: 7, number: '18764000001234', prefix: 'FE', end_date: endDate, end_range: 1000, next_number: 1000 - left + 1, ...extra });

const texts = (r: ResolutionForAlerts) => resolutionAlerts([r], TODAY).map((a) => [a.level, a.text]);

describe('resolution expiry', () => {
  it('16 days before the end: nothing; 15 days: the warning with the end date', () => {
    expect(texts(res('2026-03-26', 500))).toEqual([]);
    expect(texts(res('2026-03-25', 500))).toEqual([['warning', EXPIRING('2026-03-25')]]);
  });
  it('ending today (0 days) is still a warning, not expired', () => {
    expect(texts(res('2026-03-10', 500))).toEqual([['warning', EXPIRING('2026-03-10')]]);
  });
  it('ended yesterday: the error, no warning', () => {
    expect(texts(res('2026-03-09', 500))).toEqual([['error', EXPIRED]]);
  });
  it('counts calendar days across a month end and reads an ISO timestamp as its date', () => {
    expect(texts(res('2026-03-25T00:00:00.000Z', 500))).toEqual([['warning', EXPIRING('2026-03-25')]]);
    expect(resolutionAlerts([res('2026-04-01', 500)], '2026-03-17').map((a) => a.kind)).toEqual(['expiring']);
    expect(resolutionAlerts([res('2026-04-01', 500)], '2026-03-16')).toEqual([]);
  });
});

describe('resolution numbering', () => {
  it('16 numbers left: nothing; 15: the warning; 0: the error', () => {
    expect(texts(res('2027-01-01', 16))).toEqual([]);
    expect(texts(res('2027-01-01', 15))).toEqual([['warning', expect.stringContaining(RUNNING_OUT)]]);
    expect(texts(res('2027-01-01', 1))).toEqual([['warning', expect.stringContaining(RUNNING_OUT)]]);
    expect(texts(res('2027-01-01', 0))).toEqual([['error', expect.stringContaining(EXHAUSTED)]]);
  });
  it('remaining = end_range − next_number + 1, or the server\'s count when given; never below 0', () => {
    expect(remainingNumbers({ number: 1, end_date: null, end_range: 100, next_number: 86 })).toBe(15);
    expect(remainingNumbers({ number: 1, end_date: null, end_range: '100', next_number: '101' })).toBe(0);
    expect(remainingNumbers({ number: 1, end_date: null, end_range: 100, next_number: 150 })).toBe(0);
    expect(remainingNumbers({ number: 1, end_date: null, end_range: 100, next_number: 1, remaining: 3 })).toBe(3);
    expect(texts(res('2027-01-01', 500, { remaining: 15 }))).toEqual([['warning', expect.stringContaining(RUNNING_OUT)]]);
  });
  it('the running-out warning only while valid; an exhausted range is an error either way', () => {
    expect(texts(res('2026-03-01', 5))).toEqual([['error', EXPIRED]]);
    expect(texts(res('2026-03-01', 0))).toEqual([['error', EXPIRED], ['error', expect.stringContaining(EXHAUSTED)]]);
  });
  it('both warnings for one resolution, named by prefix and number; several resolutions in order', () => {
    const alerts = resolutionAlerts([res('2026-03-20', 10), res('2030-01-01', 900, { id: 8, prefix: null, number: '555' })], TODAY);
    expect(alerts.map((a) => [a.kind, a.resolution, a.id])).toEqual([['expiring', 'FE 18764000001234', 7], ['runningOut', 'FE 18764000001234', 7]]);
  });
});

describe('when the device checks', () => {
  const now = Date.UTC(2026, 2, 10, 15);
  it('never checked, or 7 days ago or more: due; within the week: not', () => {
    expect(resolutionCheckDue(null, now)).toBe(true);
    expect(resolutionCheckDue(now - 60_000, now)).toBe(false);
    expect(resolutionCheckDue(now - RESOLUTION_CHECK_EVERY_MS + 1, now)).toBe(false);
    expect(resolutionCheckDue(now - RESOLUTION_CHECK_EVERY_MS, now)).toBe(true);
  });
  it('a stored time in the future (clock changed) or garbage does not block the check for ever', () => {
    expect(resolutionCheckDue(now + 86_400_000, now)).toBe(true);
    expect(resolutionCheckDue(Number('x'), now)).toBe(true);
  });
});
