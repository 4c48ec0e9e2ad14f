import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ServerConfig } from './config';
import { asApp } from './db/tenant-scope';
import { authUserFor } from './auth/principal-cache';
import { installCacheHooks } from './cache-hooks';
import { principalOf } from './auth/session';
import { canSendToDian } from './auth/session-user';
import { authRoutes } from './http/auth';
import { tenantBaseUrl, type AppDeps } from './http/context';
import { installErrorHandler } from './http/error-handler';
import { openApiDocument } from './http/openapi';
import { requestOrigin } from './http/origin';
import { RESOURCES } from '../core/resources';
import { resourceRoutes } from './http/resources';
import { fileRoutes } from './files/routes';
import { storageFromConfig, type FileStorage } from './files/storage';
import { searchRoutes } from './http/search';
import { birthdayRoutes } from './http/birthdays';
import { profileRoutes } from './http/profile';
import { adminSettingsRoutes } from './http/admin-settings';
import { customFieldRoutes } from './http/custom-fields';
import { invoicePdfRoutes } from './http/invoice-pdf';
import { reorderRoutes } from './features/reorder';
import { dianSendRoutes, startDianQueue, type DianGateway } from './features/dian-send';
import { dianHabilitacionRoutes } from './features/dian-habilitacion';
import { payuRoutes } from './features/payu';
import { facturarRoutes } from './features/invoicing';
import { carteraRoutes } from './features/receivables';
import { notificationRoutes } from './http/notifications';
import { configureNotificationDelivery } from './features/notifications';
import { webPushSender, type PushSender } from './features/notifications/push/sender';
import { vapidKeys, vapidSubject } from './features/notifications/push/vapid';
import { compressAnswers } from './http/compress';
import { serveWebApp } from './http/static';
import './features';
import { resolveTenant } from './http/tenancy';
import type { Mailer } from './mail/mailer';
import { createMailer } from './mail/mailer';
import { broadcastingAuthRoutes, startRealtime, type HubOptions } from './realtime';

export interface BuildAppOptions {
  db: AppDeps['db'];
  config: ServerConfig;
  mailer?: Mailer;
  /** Built web app to serve (dist/); omitted in API tests. */
  webRoot?: string;
  logger?: boolean;
  /** Realtime timings and limits (tests shorten them). */
  realtime?: HubOptions;
  /** Web push delivery; default: the web-push adapter with the data folder's VAPID keys. */
  pushSender?: PushSender;
  /** Files' bytes; default from the config (files/storage.ts storageFromConfig). */
  fileStorage?: FileStorage;
  /** The DIAN side of the send queue (build, sign, send), or how to make it from the database; without one, queued documents wait. */
  dianGateway?: DianGateway | ((db: AppDeps['db']) => DianGateway);
  /** How often the DIAN queue looks for due retries (ms). */
  dianPollMs?: number;
}

/** Everything under /{tenant}/api (or /api on a tenant host): tenant, session, then the routes. */
const tenantApi: FastifyPluginAsync = async (app) => {
  app.decorateRequest('tenant', null as never);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const { db, config } = app.deps;
    req.tenant = await resolveTenant(req, db, config);
    const header = req.headers['auth-token'];
    // A file download the browser opens as a link (spec 03 §7 'GET invoices/{id}/file?token='): the
    // token may come in the query, for GETs of a /file path only.
    const query = req.method === 'GET' && /\/file$/.test(req.url.split('?')[0]) ? (req.query as { token?: unknown }).token : undefined;
    const token = (Array.isArray(header) ? header[0] : header) || (typeof query === 'string' ? query : undefined) || undefined;
    if (!token) return;
    const tenant = req.tenant;
    // Cached per token (principal-cache.ts): a signed-in request usually runs no statement here.
    const user = await authUserFor(db, tenant.id, token);
    req.auth = user ? { user, token, principal: principalOf(user, tenant.modules, canSendToDian(tenant, user)) } : null;
  });
  await app.register(authRoutes);
  await app.register(fileRoutes());
  await app.register(broadcastingAuthRoutes(app.deps.broadcastSecret));
  await app.register(notificationRoutes(app.deps.pushSender));
  await app.register(birthdayRoutes); // a static path: wins over /:resource
  await app.register(profileRoutes); // /profile/:id: a static first segment wins over /:resource/:id
  await app.register(adminSettingsRoutes); // /admin-settings/:id, likewise
  await app.register(searchRoutes); // before /:resource: a static path wins anyway, this keeps it obvious
  await app.register(customFieldRoutes); // a static path: wins over /:resource/:id
  await app.register(invoicePdfRoutes); // GET /invoices/:id/file: static segments win over /:resource/:id/…
  await app.register(facturarRoutes); // POST /pedidos/:id/facturar (static segments win over /:resource/:id)
  await app.register(carteraRoutes); // GET /cartera, a static path
  await app.register(reorderRoutes); // PUT /:resource/reorder (a static segment wins over /:resource/:id)
  await app.register(dianSendRoutes); // POST /invoices/:id/dian-send
  await app.register(dianHabilitacionRoutes); // POST /proxy_resolutions/:id/dian-range, /dian/habilitacion…
  await app.register(payuRoutes); // /pedidos/:id/payu-payload, /payu/confirmation: static segments win
  await app.register(resourceRoutes);
};

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  installCacheHooks();
  const app = Fastify({
    // The spec's GET login?username&password must never reach a log: requests are logged by path only.
    logger: opts.logger
      ? { level: 'info', serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) } }
      : false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: opts.config.trustProxy ?? false,
  });
  // The Pusher-protocol server on this HTTP server (/app/{key}); with REDIS_URL shared with other nodes.
  const realtime = await startRealtime(app, { db: opts.db, redisUrl: opts.config.redisUrl, secret: opts.config.broadcastSecret,
    privilegedUsers: opts.config.privilegedUsers, ...opts.realtime });
  app.addHook('onClose', () => realtime.close());
  // VAPID keys are read (or generated) on first use, so an app that never pushes never writes them.
  const pushSender = opts.pushSender ?? webPushSender({
    keys: () => vapidKeys(opts.config.dataDir), subject: vapidSubject(opts.config.mailFrom, opts.config.publicUrl),
  });
  configureNotificationDelivery({ db: opts.db, sender: pushSender });
  app.decorate('realtimeHub', realtime.hub); // read by the bench (connections held)
  app.decorate('deps', {
    db: opts.db, config: opts.config, mailer: opts.mailer ?? createMailer(opts.config.smtpUrl, opts.config.mailFrom),
    broadcastSecret: realtime.secret, pushSender, fileStorage: opts.fileStorage ?? storageFromConfig(opts.config),
  });
  // The DIAN send queue's worker: documents queued in their transaction are signed and sent from here.
  if (opts.dianGateway) {
    const gateway = typeof opts.dianGateway === 'function' ? opts.dianGateway(opts.db) : opts.dianGateway;
    const queue = startDianQueue({ db: opts.db, gateway, pollMs: opts.dianPollMs });
    app.addHook('onClose', () => queue.stop());
    app.decorate('dianQueue', queue);
  }
  installErrorHandler(app);
  compressAnswers(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/api/active-tenants', async (req) => {
    const origin = requestOrigin(req, opts.config);
    const rows = await asApp(opts.db, async (trx) =>
      (await sql<{ name: string }>`select name from tenants where active order by name`.execute(trx)).rows);
    return Object.fromEntries(rows.map((r) => [r.name, tenantBaseUrl(opts.config, r.name, origin)]));
  });
  app.get('/api/health', async () => ({ ok: true }));
  const openapi = openApiDocument(RESOURCES, opts.config.publicUrl);
  app.get('/api/openapi.json', async () => openapi);

  await app.register(tenantApi, { prefix: '/:tenant/api' });
  if (opts.config.tenantDomain) await app.register(tenantApi, { prefix: '/api' });

  await serveWebApp(app, opts.webRoot);
  return app;
}
