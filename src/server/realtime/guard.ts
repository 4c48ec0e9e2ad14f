// What a socket may still see after it subscribed (docs/design-notes.md "Realtime", access over time):
// - whispers on a resource channel reach only the viewers of the record they name;
// - a socket whose session ended (logout, token deleted or expired, user deactivated) is closed with
//   4009, and a channel its user may no longer see (role, permission, row scope changed) is taken away
//   (`pusher:subscription_error` 403), on the signal of the write (bus 'revalidate', every node) and
//   by a periodic sweep of the sessions (expiry, anything without a signal);
// - App.Mobile: the other members (names, e-mails, routes) reach only users who may open /live-users,
//   and the privileged (support) users only those who are privileged too (spec 01 §6).
import { sql, type Kysely } from 'kysely';
import { canOnResource, type Principal } from '../../core/access';
import { isPrivilegedUser, privilegedUsersOf } from '../../core/presence';
import { getResource } from '../../core/resources';
import { getScreen, screenAllowed } from '../../core/resources/screens';
import { inTenant } from '../db/tenant-scope';
import { findTenant } from '../http/tenancy';
import { withRecordsRead } from '../records';
import { channelAllowed } from './auth-route';
import { recordDelivery, whisperDelivery } from './broadcast';
import type { BusMessage } from './bus';
import { LIVE_USERS_CHANNEL, type Conn, type Hub, type HubGuard } from './hub';
import { forgetRealtimePrincipals, principalFor } from './principals';
import { channelKind } from './protocol';

const LIVE_USERS_SCREEN = getScreen('live-users');
const seesLiveUsers = (p: Principal | null) => !!p && !!LIVE_USERS_SCREEN && screenAllowed(p, LIVE_USERS_SCREEN);

export interface GuardOptions {
  /** Seconds between sweeps of the sockets' sessions (expired tokens; default 60). */
  sessionCheckS?: number;
  /** Privileged users when the tenant's settings name none (config PRIVILEGED_USERS). */
  privilegedUsers?: readonly string[];
}

/** The token hashes among `hashes` that are still live sessions of the tenant. */
async function liveSessions(db: Kysely<any>, tenantId: number, hashes: string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await inTenant(db, tenantId, async (trx) => (await sql<{ token_hash: string }>`select token_hash from auth_tokens
    where tenant_id = ${tenantId} and token_hash in (${sql.join(hashes)}) and expires_at > now()`.execute(trx)).rows);
  return new Set(rows.map((r) => r.token_hash));
}

export function hubGuard(db: Kysely<any>, hub: Hub, opts: GuardOptions = {}): HubGuard & { stop(): void } {
  /** app → the tenant's privileged e-mails, refreshed whenever a socket joins App.Mobile. */
  const privileged = new Map<string, readonly string[]>();
  const listOf = (app: string) => privileged.get(app) ?? opts.privilegedUsers ?? [];

  /** Closes sockets with a dead session; with `channels`, takes away the channels no longer allowed. */
  async function recheck(app: string, tenantId: number, conns: Conn[], channels: boolean) {
    const signed = conns.filter((c) => c.userId !== null && !c.closed);
    const alive = await liveSessions(db, tenantId, [...new Set(signed.flatMap((c) => [...c.sessions]))]);
    await Promise.all(signed.map(async (c) => {
      const p = await principalFor(db, app, tenantId, c.userId!);
      if (!p || [...c.sessions].some((h) => !alive.has(h))) { await hub.end(c, 'Session ended'); return; }
      if (!channels) return;
      c.seesLiveUsers = seesLiveUsers(p);
      for (const ch of [...c.channels]) {
        if (channelKind(ch) !== 'public' && !(await channelAllowed(db, tenantId, p, ch))) await hub.revoke(c, ch);
      }
    }));
  }

  const sweep = setInterval(() => {
    const byApp = new Map<string, Conn[]>();
    for (const c of hub.conns) {
      if (c.userId === null) continue;
      // Appended in place: copying the list per socket made a sweep quadratic (10,000 sockets: 50M copies).
      const list = byApp.get(c.app.key);
      if (list) list.push(c);
      else byApp.set(c.app.key, [c]);
    }
    for (const [app, conns] of byApp) {
      recheck(app, conns[0].app.tenantId, conns, false).catch((e) => console.error('realtime: session sweep failed', e));
    }
  }, (opts.sessionCheckS ?? 60) * 1000);
  sweep.unref();

  return {
    record: recordDelivery(db, hub),
    whisper: whisperDelivery(db, hub),

    async checkWhisper(conn, resource, data) {
      const r = getResource(resource);
      const id = Number((data as { id?: unknown } | null)?.id);
      if (!r || !Number.isSafeInteger(id) || id <= 0) return 'a whisper on a resource channel names its record (data.id)';
      const p = conn.userId === null ? null : await principalFor(db, conn.app.key, conn.app.tenantId, conn.userId);
      if (!p || !canOnResource(p, r, 'view')) return 'not allowed';
      const row = await withRecordsRead(db, { tenantId: conn.app.tenantId, principal: p }, (rec) => rec.get(r, id));
      return row ? { id } : 'record not found';
    },

    async revalidate(app, m: Extract<BusMessage, { t: 'revalidate' }>) {
      forgetRealtimePrincipals(m.tenantId);
      const conns = hub.connsOf(app).filter((c) => m.userId === undefined || c.userId === m.userId);
      await recheck(app, m.tenantId, conns, true);
    },

    async prepare(conn, channel) {
      if (channel !== LIVE_USERS_CHANNEL) return;
      const tenant = await findTenant(db, conn.app.key);
      privileged.set(conn.app.key, privilegedUsersOf(tenant?.settings, opts.privilegedUsers));
      const p = conn.userId === null ? null : await principalFor(db, conn.app.key, conn.app.tenantId, conn.userId);
      conn.seesLiveUsers = seesLiveUsers(p);
    },

    // App.Mobile: only those who may open /live-users (its screen's rule: SuperAdmin) learn of the other
    // members, their e-mails and routes; of those, only privileged members learn of privileged ones.
    presenceAudience(app, channel, about, recipient) {
      if (channel !== LIVE_USERS_CHANNEL) return true;
      if (!recipient.seesLiveUsers) return false;
      const list = listOf(app);
      const email = (about as { email?: unknown } | null | undefined)?.email;
      return !isPrivilegedUser(typeof email === 'string' ? email : null, list)
        || isPrivilegedUser(typeof recipient.info?.email === 'string' ? recipient.info.email : null, list);
    },

    stop: () => clearInterval(sweep),
  };
}
