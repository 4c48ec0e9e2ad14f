// The principal behind a socket's user (bound by its signed channel_data), for per-socket filtering
// of record events. Cached per user like auth/principal-cache.ts caches per token: dropped when users,
// roles or permissions are written (installRealtimeHooks), and at most CACHE_MS old.
import type { Kysely } from 'kysely';
import type { Principal } from '../../core/access';
import { CACHE_MS } from '../auth/principal-cache';
import { loadAuthUser, principalOf } from '../auth/session';
import { canSendToDian } from '../auth/session-user';
import { inTenant } from '../db/tenant-scope';
import { findTenant } from '../http/tenancy';

const cache = new Map<string, { at: number; p: Promise<Principal | null> }>();

export function forgetRealtimePrincipals(tenantId?: number): void {
  if (tenantId === undefined) { cache.clear(); return; }
  for (const k of cache.keys()) if (k.startsWith(`${tenantId}:`)) cache.delete(k);
}

/** The user's principal now (null when the user is gone or inactive: it receives nothing). */
export function principalFor(db: Kysely<any>, app: string, tenantId: number, userId: number): Promise<Principal | null> {
  const key = `${tenantId}:${userId}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.p;
  const p = (async () => {
    const tenant = await findTenant(db, app);
    if (!tenant || tenant.id !== tenantId) return null;
    const user = await inTenant(db, tenantId, (trx) => loadAuthUser(trx, tenantId, userId));
    return user && user.active ? principalOf(user, tenant.modules ?? [], canSendToDian(tenant, user)) : null;
  })();
  p.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), p });
  if (cache.size > 20_000) cache.delete(cache.keys().next().value!);
  return p;
}
