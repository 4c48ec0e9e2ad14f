import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ALL_READ_MESSAGE } from '../../../core/notifications';
import { parseListQuery } from '../../../core/query';
import { notifications } from '../../../core/resources';
import { vapidKeys } from '../../features/notifications/push/vapid';
import { parseWebSubscription, saveAppSubscription, saveWebSubscription } from '../../features/notifications/push/subscriptions';
import type { PushSender } from '../../features/notifications/push/sender';
import { withRecords, type Records } from '../../records';
import { requireAuth } from '../context';
import { forbidden, notFound, unprocessable } from '../errors';

type IdParams = { id: string };

const parseId = (raw: string | undefined): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

/**
 * The notification calls of spec 01 §7 / 03 §7.7 besides the generic list (`GET notifications?limit=50
 * &order=-created_at`, `…?count=1&whereNull[]=read_at`, served by the resource routes), and the push
 * subscriptions. Everything goes through the record pipeline, whose row scope keeps each user to its
 * own notifications: another user's id answers 404 exactly like a missing one.
 */
export const notificationRoutes = (sender: PushSender): FastifyPluginAsync => async (app) => {
  const { db, config } = app.deps;
  const run = <T>(req: FastifyRequest, fn: (rec: Records) => Promise<T>) => {
    const auth = requireAuth(req);
    return withRecords(db, { tenantId: req.tenant.id, principal: auth.principal }, fn);
  };

  /** Sets read_at (a Date, or null = unread) on one of the user's notifications; answers it updated. */
  const mark = (read: boolean) => (req: FastifyRequest<{ Params: IdParams }>) => run(req, async (rec) => {
    const id = parseId(req.params.id);
    const row = await rec.get(notifications, id);
    if (!row) throw notFound();
    // Marking an already read notification read keeps the first time it was read.
    if (read !== (row.read_at != null)) await rec.update(notifications, id, { read_at: read ? new Date().toISOString() : null });
    return (await rec.get(notifications, id)) ?? row;
  });
  app.get<{ Params: IdParams }>('/notificacion/:id/leida', mark(true));
  app.get<{ Params: IdParams }>('/notificacion/:id/noleida', mark(false));

  app.get('/notificaciones/leer-todas', (req) => run(req, async (rec) => {
    const view = rec.readable(notifications);
    const unread = parseListQuery(view, [['whereNull[]', 'read_at'], ['fields', 'id'], ['limit', '500']], { principal: rec.principal });
    const now = new Date().toISOString();
    for (;;) {
      const { rows } = await rec.list(notifications, unread);
      for (const r of rows) await rec.update(notifications, Number(r.id), { read_at: now });
      if (rows.length < 500) break;
    }
    return { message: ALL_READ_MESSAGE };
  }));

  app.delete<{ Params: IdParams }>('/notificacion/:id/delete', (req) => run(req, async (rec) => {
    if (!(await rec.remove(notifications, [parseId(req.params.id)]))) throw notFound();
    return { message: 'Notificación eliminada.' };
  }));

  /** The public VAPID key the browser subscribes with (applicationServerKey). */
  app.get('/web-push/public-key', async (req) => {
    requireAuth(req);
    return { publicKey: vapidKeys(config.dataDir).publicKey };
  });

  /** Subscriptions are a user's own: nobody subscribes for someone else, SuperAdmin included. */
  const self = (req: FastifyRequest<{ Params: IdParams }>) => {
    const auth = requireAuth(req);
    if (parseId(req.params.id) !== auth.user.id) throw forbidden();
    return auth;
  };

  app.post<{ Params: IdParams; Querystring: { sendNotification?: string } }>('/users/:id/subscribe-web-push', async (req) => {
    const auth = self(req);
    const { sub, errors } = parseWebSubscription(req.body, !!config.webPushAllowHttp);
    if (!sub) throw unprocessable(errors!);
    const ua = req.headers['user-agent'];
    const id = await run(req, (rec) => saveWebSubscription(rec.trx, rec.tenantId, auth.user.id, sub, typeof ua === 'string' ? ua : undefined));
    let sent: boolean | undefined;
    if (/^(1|true)$/i.test(req.query.sendNotification ?? '')) {
      // A confirmation the browser shows at once: the subscription works end to end.
      const payload = JSON.stringify({ id: 0, title: 'Mando', body: 'Notificaciones activadas en este navegador.', url: null, tag: 'web-push-subscribed' });
      sent = (await sender(sub, payload).catch(() => ({ ok: false }))).ok;
    }
    return { message: 'Suscripción guardada.', id, ...(sent === undefined ? {} : { sent }) };
  });

  app.post<{ Params: IdParams }>('/users/:id/subscribe-app-push', async (req) => {
    const auth = self(req);
    const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const token = typeof b.pushToken === 'string' ? b.pushToken.trim() : '';
    if (!token || token.length > 4096) errors.pushToken = ['El campo pushToken es obligatorio.'];
    const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
    if (Object.keys(errors).length) throw unprocessable(errors);
    const id = await run(req, (rec) => saveAppSubscription(rec.trx, rec.tenantId, auth.user.id, token, str(b.platform, 20), str(b.appVersion, 50)));
    return { message: 'Suscripción guardada.', id };
  });
};
