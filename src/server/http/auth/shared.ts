import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AuthUser } from '../../auth/session';
import { loadAuthUser } from '../../auth/session';
import { sessionUserPayload, type SessionUser } from '../../auth/session-user';
import { MemoryThrottleStore, Throttle, throttleMessage, createLoginIpThrottle, createLoginThrottle } from '../../auth/throttle';
import type { Tx } from '../../db/tenant-scope';
import type { AppDeps } from '../context';
import { unauthorized } from '../errors';

export const LOGIN_FAILED = 'Usuario y/o contraseña incorrectos';
export const INVALID_RESET_TOKEN = 'El token de restablecimiento no es válido.';
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

/** The throttles of one app (shared by the path- and host-prefixed copies of the routes). */
export interface AuthThrottles {
  login: Throttle;
  /** Sign-in attempts per client address, across tenants and e-mails. */
  loginIp: Throttle;
  /** Reset mails per tenant + e-mail: over the limit the answer is the same, but no mail goes out. */
  resetMail: Throttle;
  /** Wrong current passwords per signed-in user. */
  passwordChange: Throttle;
}

const perApp = new WeakMap<AppDeps, AuthThrottles>();

export function throttlesFor(deps: AppDeps): AuthThrottles {
  let t = perApp.get(deps);
  if (!t) {
    t = {
      login: createLoginThrottle(),
      loginIp: createLoginIpThrottle(),
      resetMail: new Throttle(new MemoryThrottleStore(), { maxAttempts: 3, windowMs: 15 * 60_000 }),
      passwordChange: new Throttle(new MemoryThrottleStore(), { maxAttempts: 5, windowMs: 60_000 }),
    };
    perApp.set(deps, t);
  }
  return t;
}

/** 429 with Retry-After (the error handler cannot set headers, so the reply is sent here). */
export const tooManyAttempts = (reply: FastifyReply, seconds: number) =>
  reply.code(429).header('Retry-After', String(seconds)).send({ message: throttleMessage(seconds) });

/** A string input ('' when absent or not a scalar). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const truthy = (v: unknown) =>
  v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'on', 'yes'].includes(v.toLowerCase()));

export const bodyOf = (req: FastifyRequest): Record<string, unknown> =>
  (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => v.length <= 254 && EMAIL_RE.test(v);

/** Adds one message for a field (errors keep insertion order: the first is the 422 message). */
export const addError = (errors: Record<string, string[]>, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

export const requiredMsg = (label: string) => `El campo ${label} es obligatorio.`;
export const minMsg = (label: string, n: number) => `El campo ${label} debe tener al menos ${n} caracteres.`;
export const maxMsg = (label: string, n: number) => `El campo ${label} no debe tener más de ${n} caracteres.`;

/**
 * Rules of a new password: required, min..max characters, and equal to the confirmation when
 * `confirmationRequired` or a confirmation was sent.
 */
export function checkNewPassword(
  errors: Record<string, string[]>, password: string, confirmation: unknown,
  { min, max, confirmationRequired }: { min: number; max: number; confirmationRequired: boolean },
) {
  if (!password) addError(errors, 'password', requiredMsg('contraseña'));
  else if ([...password].length < min) addError(errors, 'password', minMsg('contraseña', min));
  else if ([...password].length > max) addError(errors, 'password', maxMsg('contraseña', max));
  const given = confirmation !== undefined && confirmation !== null;
  if ((confirmationRequired || given) && str(confirmation) !== password) {
    addError(errors, 'password_confirmation', PASSWORDS_DIFFER);
  }
}

export interface LoginRow { id: number; email: string; full_name: string; password: string | null; active: boolean | null }

/** The tenant's user with this e-mail, ignoring case (an exact-case match wins if both exist). */
export async function findUserByEmail(trx: Tx, tenantId: number, email: string): Promise<LoginRow | null> {
  const row = (await sql<LoginRow>`select id, email, full_name, password, active from users
    where tenant_id = ${tenantId} and lower(email) = lower(${email.trim()})
    order by (email = ${email.trim()}) desc, id limit 1`.execute(trx)).rows[0];
  return row ?? null;
}

/** Loads the user and builds the session payload for `token`; 401 when the user is gone or inactive. */
export async function sessionFor(app: FastifyInstance, req: FastifyRequest, trx: Tx, userId: number, token: string): Promise<SessionUser> {
  const user: AuthUser | null = await loadAuthUser(trx, req.tenant.id, userId);
  if (!user || !user.active) throw unauthorized();
  return sessionUserPayload(trx, { tenant: req.tenant, user, token, config: app.deps.config });
}
