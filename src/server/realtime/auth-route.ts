// POST /broadcasting/auth under the tenant's API (/{tenant}/api/… or /api/… on a tenant host), with the
// Auth-Token header (spec 01 §7). Signs a private or presence subscription for the signed-in user
// when the channel's rule allows it; 401 without a session, 403 otherwise. See docs/contracts.md.
import type { FastifyPluginAsync } from 'fastify';
import { canOnResource, type Principal } from '../../core/access';
import { getResource } from '../../core/resources';
import { hashToken } from '../auth/session';
import { requireAuth } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { withRecordsRead } from '../records';
import { appSecret } from './apps';
import { authValue, channelKind, isSocketId } from './protocol';
import type { Kysely } from 'kysely';

export const APPLICATION = 'Application';
export const LIVE_USERS = 'App.Mobile';

/** May this user subscribe to `channel` (full name, with its private-/presence- prefix)? */
export async function channelAllowed(db: Kysely<any>, tenantId: number, p: Principal, channel: string): Promise<boolean> {
  const kind = channelKind(channel);
  if (kind === 'private') {
    const name = channel.slice('private-'.length);
    if (name === APPLICATION) return true;
    const r = getResource(name);
    return !!r && canOnResource(p, r, 'view');
  }
  if (kind === 'presence') {
    const name = channel.slice('presence-'.length);
    if (name === LIVE_USERS) return true;
    // A record's presence channel (who has it open): `presence-{resource}.{id}`, for whoever may view that record.
    const m = /^([a-z0-9_]+)\.([1-9]\d{0,15})$/.exec(name);
    const r = m ? getResource(m[1]) : undefined;
    if (!m || !r || !canOnResource(p, r, 'view')) return false;
    const row = await withRecordsRead(db, { tenantId, principal: p }, (rec) => rec.get(r, Number(m[2])));
    return row !== null;
  }
  return false;
}

export function broadcastingAuthRoutes(masterSecret: string): FastifyPluginAsync {
  return async (app) => {
    app.post('/broadcasting/auth', async (req) => {
      const auth = requireAuth(req);
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const socketId = body.socket_id;
      const channel = body.channel_name;
      if (!isSocketId(socketId) || typeof channel !== 'string' || !channelKind(channel)) {
        throw badRequest('Solicitud incorrecta: socket_id y channel_name son obligatorios.');
      }
      if (!(await channelAllowed(app.deps.db, req.tenant.id, auth.principal, channel))) throw forbidden();
      const user = auth.user;
      // channel_data names the socket's user on every signed channel: the server filters record events
      // per user with it (presence adds user_info, which the members list shows), and the session
      // (`sid`, the token's stored hash) whose end closes the socket (guard.ts). The hub never forwards
      // sid. A record's presence channel shows only the name ("Ana está editando"): its members may be
      // anyone who can view the record (a client's user), who could not read the staff's e-mails.
      const sid = hashToken(auth.token);
      const data = !channel.startsWith('presence-') ? { user_id: user.id, sid }
        : channel === `presence-${LIVE_USERS}`
          ? { user_id: user.id, user_info: { id: user.id, name: user.full_name, email: user.email, avatar: null }, sid }
          : { user_id: user.id, user_info: { id: user.id, name: user.full_name }, sid };
      const channelData = JSON.stringify(data);
      const key = req.tenant.name;
      return { auth: authValue(key, appSecret(masterSecret, key), socketId, channel, channelData), channel_data: channelData };
    });
  };
}
