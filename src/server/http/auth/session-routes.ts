import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dummyVerify, verifyPassword } from '../../auth/password';
import { forgetToken } from '../../auth/principal-cache';
import { findTokenUser, issueToken, revokeToken } from '../../auth/session';
import { loginIpThrottleKey, loginThrottleKey } from '../../auth/throttle';
import { inTenant } from '../../db/tenant-scope';
import { sessionsChanged } from '../../realtime/user-events';
import { requireAuth } from '../context';
import { unauthorized, unprocessable } from '../errors';
import {
  addError, bodyOf, findUserByEmail, LOGIN_FAILED, requiredMsg, sessionFor, str, throttlesFor, tooManyAttempts, truthy,
} from './shared';

/**
 * Sign-in, session check, sign-out, the CSRF-cookie compatibility call and the public tenant meta
 * (spec 01 §7, spec 03 §7.1). Credentials may come as JSON (POST) or query string (GET, for
 * compatibility); the query string is never logged.
 */
export function sessionRoutes(app: FastifyInstance) {
  const throttles = throttlesFor(app.deps);

  async function login(req: FastifyRequest, reply: FastifyReply, input: Record<string, unknown>) {
    const { db, config } = app.deps;
    const tenant = req.tenant;
    const email = str(input.username ?? input.email).trim();
    const password = str(input.password);
    const errors: Record<string, string[]> = {};
    if (!email) addError(errors, 'username', requiredMsg('usuario'));
    if (!password) addError(errors, 'password', requiredMsg('contraseña'));
    if (Object.keys(errors).length) throw unprocessable(errors);

    const key = loginThrottleKey(tenant.id, email, req.ip);
    const wait = Math.max(await throttles.loginIp.attempt(loginIpThrottleKey(req.ip)), await throttles.login.attempt(key));
    if (wait) return tooManyAttempts(reply, wait);

    // The hash is checked outside any transaction: no connection is held for the ~50 ms it takes.
    const found = await inTenant(db, tenant.id, (trx) => findUserByEmail(trx, tenant.id, email));
    const ok = found ? await verifyPassword(found.password, password) : await dummyVerify(password);
    if (!found || !ok || found.active === false) throw unauthorized(LOGIN_FAILED);
    await throttles.login.clear(key);
    await throttles.loginIp.forgive(loginIpThrottleKey(req.ip));

    const remember = truthy(input.remember);
    return inTenant(db, tenant.id, async (trx) => {
      const token = await issueToken(trx, tenant.id, found.id, remember);
      return sessionFor(app, req, trx, found.id, token);
    });
  }

  app.post('/login', async (req, reply) => login(req, reply, bodyOf(req)));

  app.get('/login', async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    if (q.username !== undefined || q.password !== undefined) return login(req, reply, q);
    const tenant = req.tenant;
    const presetToken = str(q.token);
    if (presetToken) {
      return inTenant(app.deps.db, tenant.id, async (trx) => {
        const userId = await findTokenUser(trx, tenant.id, presetToken);
        if (!userId) throw unauthorized();
        return sessionFor(app, req, trx, userId, presetToken);
      });
    }
    const auth = requireAuth(req);
    return inTenant(app.deps.db, tenant.id, (trx) => sessionFor(app, req, trx, auth.user.id, auth.token));
  });

  const logout = async (req: FastifyRequest) => {
    const auth = req.auth;
    if (auth) {
      await inTenant(app.deps.db, req.tenant.id, (trx) => revokeToken(trx, req.tenant.id, auth.token));
      forgetToken(req.tenant.id, auth.token);
      sessionsChanged({ tenantId: req.tenant.id, userId: auth.user.id }); // its sockets close (realtime)
    }
    return { message: 'Sesión cerrada.' };
  };
  app.get('/logout', logout);
  app.post('/logout', logout);

  // Compatibility only: the API authenticates with the Auth-Token header, not cookies.
  app.get('/sanctum/csrf-cookie', async (_req, reply) => {
    const secure = app.deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    reply.header('Set-Cookie', `XSRF-TOKEN=${randomBytes(32).toString('base64url')}; Path=/; Max-Age=7200; SameSite=Lax${secure}`);
    return reply.code(204).send();
  });

  app.get('/meta', async (req) => {
    const { name, display_name, modules, registration_open } = req.tenant;
    return { tenant: { name, display_name, modules: modules ?? [], registration_open: !!registration_open } };
  });
}
