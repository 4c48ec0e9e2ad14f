/**
 * Who is asking, without asking the database on every request (issue 10 §6).
 *
 * Before: each request updated auth_tokens.last_used_at (one row lock per token: with one token under
 * load most connections waited on it) and rebuilt the user from users/roles/permissions, in a
 * transaction of its own. Now a signed-in request finds its user here:
 * - The auth user is cached per token (tenant + token hash) for CACHE_MS. Writes that change what a
 *   principal may do drop it after they commit: logout (forgetToken), and every write to users, roles
 *   and permissions — password change/reset, role or permission change, deactivation — through the
 *   record pipeline's afterCommit hooks (cache-hooks.ts → invalidatePrincipals). CACHE_MS bounds
 *   how stale another process's cache can be.
 * - last_used_at is written at most once per TOUCH_MS per token, batched, after the response, with
 *   no row lock on any request's path (a failed touch is only logged).
 */
import { sql, type Kysely } from 'kysely';
import { inTenant } from '../db/tenant-scope';
import { hashToken, loadAuthUser, type AuthUser } from './session';

export const CACHE_MS = 30_000;
export const TOUCH_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  tenantId: number;
  /** The token's hash (what the database stores), kept so a hit hashes nothing. */
  tokenHash: string;
  user: AuthUser;
  /** Token expiry (epoch ms): a cached token still dies on time. */
  expiresAt: number;
  cachedAt: number;
}

const entries = new Map<string, Entry>();
/** Bumped by every invalidation: a load that started before it must not be cached. */
let epoch = 0;

const keyOf = (tenantId: number, tokenOrHash: string) => `${tenantId}:${tokenOrHash}`;

/** Drops cached principals of a tenant (all users) or of one user; call after the write commits. */
export function invalidatePrincipals(tenantId: number, userId?: number): void {
  epoch += 1;
  for (const [k, e] of entries) {
    if (e.tenantId === tenantId && (userId === undefined || e.user.id === userId)) entries.delete(k);
  }
}

/** Drops one token (logout). */
export function forgetToken(tenantId: number, token: string): void {
  epoch += 1;
  entries.delete(keyOf(tenantId, token));
}

/** Test hook: forget everything. */
export function clearPrincipalCache(): void {
  epoch += 1;
  entries.clear();
  touched.clear();
}

/**
 * The active user behind `token` in this tenant, or null. A cache hit costs no statement; a miss
 * reads the token (without writing it) and the user in one transaction.
 */
export async function authUserFor(db: Kysely<any>, tenantId: number, token: string, now = Date.now()): Promise<AuthUser | null> {
  // Keyed by the token itself (this process holds it for the request anyway): a hit costs no hash.
  const key = keyOf(tenantId, token);
  const hit = entries.get(key);
  if (hit && now - hit.cachedAt < CACHE_MS && hit.expiresAt > now) {
    touch(db, tenantId, hit.tokenHash, now);
    return hit.user;
  }
  const tokenHash = hashToken(token);
  if (hit) entries.delete(key);
  const started = epoch;
  const found = await inTenant(db, tenantId, async (trx) => {
    const row = (await sql<{ user_id: number; expires_at: Date | string }>`select user_id, expires_at from auth_tokens
      where tenant_id = ${tenantId} and token_hash = ${tokenHash} and expires_at > now()`.execute(trx)).rows[0];
    if (!row) return null;
    const user = await loadAuthUser(trx, tenantId, row.user_id);
    return user ? { user, expiresAt: new Date(row.expires_at).getTime() } : null;
  });
  if (!found || !found.user.active) return null;
  if (started === epoch) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { tenantId, tokenHash, user: found.user, expiresAt: found.expiresAt, cachedAt: now });
  }
  touch(db, tenantId, tokenHash, now);
  return found.user;
}

// --- last_used_at, off the request path -------------------------------------------------------

/** Last time each token's last_used_at was queued (tenant:hash → epoch ms). */
const touched = new Map<string, number>();
const pending = new Map<Kysely<any>, Map<number, Set<string>>>();
let flushScheduled = false;

function touch(db: Kysely<any>, tenantId: number, tokenHash: string, now: number) {
  const key = keyOf(tenantId, tokenHash);
  const last = touched.get(key);
  if (last !== undefined && now - last < TOUCH_MS) return;
  if (touched.size >= MAX_ENTRIES) touched.delete(touched.keys().next().value!);
  touched.set(key, now);
  let byTenant = pending.get(db);
  if (!byTenant) pending.set(db, (byTenant = new Map()));
  let hashes = byTenant.get(tenantId);
  if (!hashes) byTenant.set(tenantId, (hashes = new Set()));
  hashes.add(tokenHash);
  if (!flushScheduled) {
    flushScheduled = true;
    setTimeout(() => void flushTouches(), 1000).unref();
  }
}

/** Writes the queued last_used_at updates (one statement per tenant). Exported for tests. */
export async function flushTouches(): Promise<void> {
  flushScheduled = false;
  const work = [...pending.entries()];
  pending.clear();
  for (const [db, byTenant] of work) {
    for (const [tenantId, hashes] of byTenant) {
      try {
        await inTenant(db, tenantId, (trx) => sql`update auth_tokens set last_used_at = now()
          where tenant_id = ${tenantId} and token_hash = any(${[...hashes]}::text[])`.execute(trx));
      } catch (e) {
        // A closed database (tests, shutdown) or a lost connection: the next touch will try again.
        if (!/destroyed|closed|terminat/i.test(String(e))) console.warn('last_used_at update failed:', e);
      }
    }
  }
}

/** Resources whose writes change what a principal may do (the user itself, its roles, permissions). */
const PRINCIPAL_RESOURCES = new Set(['users', 'roles', 'permissions']);

/**
 * Called after a record write commits (afterCommit hooks, cache-hooks.ts): a users write drops
 * those users, a roles or permissions write the whole tenant (any user may hold that role).
 */
export function principalsWritten(resource: string, tenantId: number, userIds?: number[]): void {
  if (!PRINCIPAL_RESOURCES.has(resource)) return;
  if (resource === 'users' && userIds?.length) userIds.forEach((id) => invalidatePrincipals(tenantId, id));
  else invalidatePrincipals(tenantId);
}
