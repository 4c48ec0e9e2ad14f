// Realtime (docs/design-notes.md "Realtime"): the Pusher protocol server on the app's own HTTP server,
// record events from the record pipeline, per-user pushes from user-events.ts, and the bus between
// processes (Redis with REDIS_URL, else this process alone).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerRecordHooks } from '../records';
import { randomMasterSecret } from './apps';
import { localBus, redisBus, type Bus } from './bus';
import { publishRecordChanges } from './broadcast';
import { hubGuard } from './guard';
import { Hub, type HubOptions } from './hub';
import { forgetRealtimePrincipals } from './principals';
import { onSessionsChanged, onUserEvent } from './user-events';

export { broadcastingAuthRoutes } from './auth-route';
export type { HubOptions } from './hub';

export interface Realtime {
  hub: Hub;
  bus: Bus;
  /** Master secret the per-tenant app secrets derive from. */
  secret: string;
  close(): Promise<void>;
}

export interface RealtimeOptions extends HubOptions {
  db: Kysely<any>;
  redisUrl?: string;
  /** BROADCAST_SECRET; otherwise random per process, or shared through Redis. */
  secret?: string;
}

/** Starts realtime for one app and attaches it to the app's HTTP server ('upgrade' on /app/{key}). */
export async function startRealtime(app: FastifyInstance, opts: RealtimeOptions): Promise<Realtime> {
  const bus = opts.redisUrl ? await redisBus(opts.redisUrl, { presenceTtlS: opts.presenceTtlS }) : localBus();
  const secret = opts.secret ?? await bus.sharedSecret(randomMasterSecret());
  const hub = new Hub(opts.db, bus, secret, opts);
  const guard = hubGuard(opts.db, hub, opts);
  hub.guard = guard;
  const stops = [
    guard.stop,
    publishRecordChanges(bus),
    onUserEvent((e) => bus.publish({ t: 'user', tenantId: e.tenantId, userId: e.userId, event: e.event, data: e.data })),
    // A session ended or a user's access changed: every node re-checks the sockets concerned (guard.ts).
    onSessionsChanged((e) => bus.publish({ t: 'revalidate', tenantId: e.tenantId, userId: e.userId })),
    ...['users', 'roles', 'permissions'].map((name) => registerRecordHooks(name, {
      afterCommit: (c) => {
        forgetRealtimePrincipals(c.tenantId);
        bus.publish({ t: 'revalidate', tenantId: c.tenantId, userId: name === 'users' ? c.id : undefined });
      },
    })),
  ];
  app.server.on('upgrade', hub.handleUpgrade);
  return {
    hub, bus, secret,
    close: async () => {
      for (const stop of stops) stop();
      app.server.off('upgrade', hub.handleUpgrade);
      await hub.close();
      await bus.close();
    },
  };
}
