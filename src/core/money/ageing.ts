/**
 * Ageing of receivables (/cartera, issue 15): buckets by days past the due date — not yet due (0 or
 * fewer days), 1–30, 31–60, 61–90 and more than 90.
 */
export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'd1_30';
  if (daysPastDue <= 60) return 'd31_60';
  if (daysPastDue <= 90) return 'd61_90';
  return 'd90';
}
