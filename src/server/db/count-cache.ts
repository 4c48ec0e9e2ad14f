/**
 * Totals beyond the count bound, refined off the request path (issue 10 §6, docs/design-notes.md).
 *
 * Past COUNT_BOUND a list answers the planner's estimate. For a search that estimate comes from a
 * histogram of ~1,000 sampled search documents, so it can be 30% off; a larger statistics target
 * fixes that but makes ANALYZE of a million rows take half a minute. Instead, when a list answers
 * an estimate, the exact count of that same condition is computed in the background (one at a
 * time per process, as the app role in the request's tenant, so RLS and the row scope apply) and
 * kept for REFINED_MS; later answers of the same query use it (still flagged total_is_estimate:
 * rows may have changed since). Any committed write to the resource in that tenant drops its
 * refined totals (countsWritten, from the record pipeline's afterCommit hook).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inTenant, rootOf } from './tenant-scope';

export const REFINED_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Refined { total: number; at: number }

const refined = new Map<string, Refined>();
const queued = new Set<string>();
let running: Promise<void> | null = null;
const waiting: (() => Promise<void>)[] = [];

const prefix = (tenantId: number, table: string) => `${tenantId}|${table}|`;

/** The key of a count: tenant, table and the compiled condition with its parameters. */
export function countKey(db: Kysely<any>, tenantId: number, table: string, where: RawBuilder<unknown>): string {
  const c = where.compile(db);
  return `${prefix(tenantId, table)}${c.sql}|${JSON.stringify(c.parameters)}`;
}

/** A recent exact count of this condition, if one is known. */
export function refinedTotal(key: string, now = Date.now()): number | undefined {
  const hit = refined.get(key);
  if (!hit) return undefined;
  if (now - hit.at > REFINED_MS) {
    refined.delete(key);
    return undefined;
  }
  return hit.total;
}

/**
 * Queues the exact count of `where` on `from` in the background, unless it is known or queued. `trx`
 * is the request's transaction (its root database runs the count once the request is done).
 */
export function refineLater(trx: Kysely<any>, tenantId: number, key: string, from: RawBuilder<unknown>, where: RawBuilder<unknown>) {
  const db = rootOf(trx);
  if (!db || queued.has(key) || refined.has(key) || queued.size >= 100) return;
  queued.add(key);
  waiting.push(async () => {
    try {
      const n = await inTenant(db, tenantId, async (t) =>
        Number((await sql<{ n: number | string }>`select count(*) as n from ${from} where ${where}`.execute(t)).rows[0]?.n ?? 0));
      if (refined.size >= MAX_ENTRIES) refined.delete(refined.keys().next().value!);
      if (queued.has(key)) refined.set(key, { total: n, at: Date.now() }); // dropped by a write meanwhile: not kept
    } catch {
      // The database went away (tests, shutdown) or the query was refused: the estimate stands.
    } finally {
      queued.delete(key);
    }
  });
  if (!running) running = drain();
}

async function drain() {
  // One count at a time: a burst of different searches cannot pile up full counts on the database.
  await new Promise((r) => setTimeout(r, 0));
  while (waiting.length) await waiting.shift()!();
  running = null;
}

/** Drops refined totals of a resource's table in a tenant (after a write to it commits). */
export function countsWritten(tenantId: number, table: string): void {
  const p = prefix(tenantId, table);
  for (const k of refined.keys()) if (k.startsWith(p)) refined.delete(k);
  for (const k of queued) if (k.startsWith(p)) queued.delete(k);
}

/** Tests: waits until queued counts are done. */
export async function settleCounts(): Promise<void> {
  while (running) await running;
}
