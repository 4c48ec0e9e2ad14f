import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from './outbox-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { sessionRoutes } from './session-routes';

/**
 * Session and account routes under /{tenant}/api (registered inside the tenant plugin, whose
 * onRequest hook has already set req.tenant and, for a valid Auth-Token, req.auth):
 * login (POST, GET), logout, register, sanctum/csrf-cookie, change-password, password/email,
 * password/reset, outbox (SuperAdmin) and meta (public).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  sessionRoutes(app);
  registerRoutes(app);
  passwordRoutes(app);
  outboxRoutes(app);
};
