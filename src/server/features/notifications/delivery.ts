import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { notificationHref } from '../../../core/notifications';
import { inTenant } from '../../db/tenant-scope';
import { sendToUser } from '../../realtime/user-events';
import { registerRecordHooks, type CommittedChange } from '../../records';
import type { PushSender } from './push/sender';
import { dropSubscriptions, webSubscriptionsOf } from './push/subscriptions';

/**
 * Where a committed notification goes: live to the user's open sessions (sendToUser '.notification',
 * the realtime server's private 'Application' channel), and as a web push to each browser the user
 * subscribed. The app configures the push side (its database and sender) when it is built.
 */
interface Delivery {
  db: Kysely<any>;
  sender: PushSender;
}

let delivery: Delivery | null = null;
const inflight = new Set<Promise<void>>();

/** Set by buildApp; null turns web push off (a process serves one database). */
export function configureNotificationDelivery(d: Delivery | null): void {
  delivery = d;
}

/** Resolves once the pushes started so far have been answered (tests). */
export async function pushesSettled(): Promise<void> {
  while (inflight.size) await Promise.allSettled([...inflight]);
}

/** What the service worker shows: title, body, the page a click opens (module-aware), a tag per notification. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string | null;
  tag: string;
}

export function pushPayload(n: Record<string, unknown>, modules: readonly string[]): PushPayload {
  return {
    id: Number(n.id), title: String(n.titulo ?? ''), body: String(n.mensaje ?? ''),
    url: notificationHref(n.data, modules), tag: `notification-${n.id}`,
  };
}

async function push(d: Delivery, tenantId: number, userId: number, row: Record<string, unknown>): Promise<void> {
  const { subs, modules } = await inTenant(d.db, tenantId, async (trx) => ({
    subs: await webSubscriptionsOf(trx, tenantId, userId),
    modules: (await sql<{ modules: string[] }>`select modules from tenants where id = ${tenantId}`.execute(trx)).rows[0]?.modules ?? [],
  }));
  if (!subs.length) return;
  const payload = JSON.stringify(pushPayload(row, modules));
  const gone: number[] = [];
  await Promise.all(subs.map(async (s) => {
    try {
      const res = await d.sender(s, payload);
      if (res.gone) gone.push(s.id);
      else if (!res.ok) console.warn(`web push to subscription ${s.id} answered ${res.status}`);
    } catch (err) {
      console.warn(`web push to subscription ${s.id} failed: ${(err as Error).message}`);
    }
  }));
  if (gone.length) await inTenant(d.db, tenantId, (trx) => dropSubscriptions(trx, tenantId, gone));
}

/** After commit: never inside the writer's transaction, never delaying its answer for a push service. */
function delivered(c: CommittedChange): void {
  if (c.action !== 'created' || !c.after) return;
  const userId = Number(c.after.user_id);
  if (!userId) return;
  sendToUser({ tenantId: c.tenantId, userId, event: '.notification', data: c.after });
  const d = delivery;
  if (!d) return;
  const p: Promise<void> = push(d, c.tenantId, userId, c.after)
    .catch((err) => console.error('web push delivery failed', err))
    .finally(() => inflight.delete(p));
  inflight.add(p);
}

registerRecordHooks('notifications', { afterCommit: delivered });
