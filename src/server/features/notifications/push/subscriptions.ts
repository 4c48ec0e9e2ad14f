import { sql } from 'kysely';
import type { Tx } from '../../../db/tenant-scope';
import type { WebPushSubscription } from './sender';

// Push subscriptions are device credentials (like auth tokens), not records: their table is not a
// resource and only this module reads or writes it, always inside a tenant transaction (RLS).

type Errors = Record<string, string[]>;

const b64urlBytes = (v: unknown): number | null => {
  if (typeof v !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(v)) return null;
  return Buffer.from(v, 'base64url').length;
};

/**
 * The subscription of a `POST users/{id}/subscribe-web-push` body (the `PushSubscription` JSON, or
 * wrapped as `{ subscription }`), or the 422 errors. Endpoints must be https (a push service);
 * `allowHttp` (tests, a local simulator) also takes http on a loopback address.
 */
export function parseWebSubscription(body: unknown, allowHttp: boolean): { sub?: WebPushSubscription; errors?: Errors } {
  const raw = (body && typeof body === 'object' && 'subscription' in body ? (body as { subscription: unknown }).subscription : body) as
    Record<string, unknown> | null | undefined;
  const errors: Errors = {};
  const endpoint = raw?.endpoint;
  let url: URL | null = null;
  try { url = typeof endpoint === 'string' && endpoint.length <= 2048 ? new URL(endpoint) : null; } catch { url = null; }
  const loopback = url && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (allowHttp && url.protocol === 'http:' && loopback)) || url.username || url.password) {
    errors.endpoint = ['La suscripción debe tener un endpoint https válido.'];
  }
  const keys = (raw?.keys ?? null) as Record<string, unknown> | null;
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  const point = b64urlBytes(p256dh) === 65 ? Buffer.from(String(p256dh), 'base64url') : null;
  if (!point || point[0] !== 4) {
    errors['keys.p256dh'] = ['La clave p256dh debe ser un punto P-256 sin comprimir (base64url).'];
  }
  if (b64urlBytes(auth) !== 16) errors['keys.auth'] = ['El secreto auth debe tener 16 bytes (base64url).'];
  if (Object.keys(errors).length) return { errors };
  return { sub: { endpoint: String(endpoint), keys: { p256dh: String(p256dh), auth: String(auth) } } };
}

/** Stores (or moves to this user) a browser subscription; the same endpoint is one row per tenant. */
export async function saveWebSubscription(trx: Tx, tenantId: number, userId: number, sub: WebPushSubscription, userAgent?: string): Promise<number> {
  return (await sql<{ id: number }>`insert into push_subscriptions (tenant_id, user_id, kind, endpoint, keys, platform)
    values (${tenantId}, ${userId}, 'web', ${sub.endpoint}, ${JSON.stringify(sub.keys)}, ${userAgent?.slice(0, 200) ?? null})
    on conflict (tenant_id, kind, endpoint) do update set user_id = excluded.user_id, keys = excluded.keys,
      platform = excluded.platform, updated_at = now()
    returning id`.execute(trx)).rows[0].id;
}

/** The mobile app's device token (spec 03 §7.7: pushToken, platform, appVersion), kept for its push service. */
export async function saveAppSubscription(trx: Tx, tenantId: number, userId: number, token: string, platform: string | null, appVersion: string | null): Promise<number> {
  return (await sql<{ id: number }>`insert into push_subscriptions (tenant_id, user_id, kind, endpoint, platform, app_version)
    values (${tenantId}, ${userId}, 'app', ${token}, ${platform}, ${appVersion})
    on conflict (tenant_id, kind, endpoint) do update set user_id = excluded.user_id, platform = excluded.platform,
      app_version = excluded.app_version, updated_at = now()
    returning id`.execute(trx)).rows[0].id;
}

/** A user's browser subscriptions. */
export async function webSubscriptionsOf(trx: Tx, tenantId: number, userId: number): Promise<(WebPushSubscription & { id: number })[]> {
  const rows = (await sql<{ id: number; endpoint: string; keys: WebPushSubscription['keys'] | string }>`
    select id, endpoint, keys from push_subscriptions
    where tenant_id = ${tenantId} and user_id = ${userId} and kind = 'web'`.execute(trx)).rows;
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, keys: typeof r.keys === 'string' ? JSON.parse(r.keys) : r.keys }));
}

/** Forgets subscriptions the push service says are gone (404/410). */
export async function dropSubscriptions(trx: Tx, tenantId: number, ids: number[]): Promise<void> {
  if (ids.length) await sql`delete from push_subscriptions where tenant_id = ${tenantId} and id = any(${ids}::int[])`.execute(trx);
}
