// The `/$resource` route's search params as a zod schema (DESIGN §6, spec 01 §2.6 and §9).
// zod/mini keeps this in the first script small: the router validates every list URL before the
// lazy engine loads. Values the schema cannot read fall back to the spec's defaults instead of
// breaking the screen; which sortBy and filters a resource accepts is decided by the engine
// (engine/data/list-params.ts), which knows the resource.
import * as z from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 10;
/** Page size used when the URL value is not numeric (spec 01 §9). */
export const FALLBACK_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 10000;

/** itemsPerPage text → page size: absent 10, not numeric 5, 'Todos' -1, below 1 → 10, capped at 10000. */
export function parsePageSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PAGE_SIZE;
  if (!/^-?\d+$/.test(raw.trim())) return FALLBACK_PAGE_SIZE;
  const n = Number(raw);
  if (n === -1) return -1;
  if (n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

const text = z.optional(z.string());
const positiveInt = z.pipe(z.string(), z.transform((s, ctx) => {
  const n = /^\d+$/.test(s.trim()) ? Number(s) : NaN;
  if (Number.isSafeInteger(n) && n > 0) return n;
  ctx.issues.push({ code: 'custom', message: 'not a positive integer', input: s });
  return z.NEVER;
}));

/**
 * One list URL. Every value arrives as text (the router's parseSearch); numbers and booleans come
 * out typed. Filters are the other keys, kept as text for the engine to check against the resource.
 */
export const listSearchSchema = z.catchall(z.object({
  sortBy: text,
  descending: z.catch(z.optional(z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((s) => s === 'true' || s === '1'))), undefined),
  /** page=-3 or page=x → 1. */
  page: z.catch(z.optional(positiveInt), 1),
  /** itemsPerPage=abc → 5 (spec 01 §9). */
  itemsPerPage: z.optional(z.pipe(z.string(), z.transform((s) => parsePageSize(s)))),
  query: text,
  /** A record dialog: ?dialog=create[&from=5] | edit&id=5 | view&id=5; anything else opens nothing. */
  dialog: z.catch(z.optional(z.enum(['create', 'edit', 'view'])), undefined),
  id: z.catch(z.optional(positiveInt), undefined),
  from: z.catch(z.optional(positiveInt), undefined),
}), z.string());

export type ListSearch = z.output<typeof listSearchSchema>;

/** Flat URL values → typed list search; never throws (a non-text value becomes text first). */
export function parseListSearchParams(search: Record<string, unknown>): ListSearch {
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null) continue;
    flat[k] = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  const out = listSearchSchema.safeParse(flat);
  return out.success ? out.data : {};
}
