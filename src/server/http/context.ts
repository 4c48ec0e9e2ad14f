import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal } from '../../core/access';
import type { AuthUser } from '../auth/session';
import type { ServerConfig } from '../config';
import type { Mailer } from '../mail/mailer';
import type { PushSender } from '../features/notifications/push/sender';
import type { FileStorage } from '../files/storage';
import { forbidden, unauthorized } from './errors';

export interface TenantInfo {
  id: number;
  name: string;
  display_name: string;
  modules: string[];
  registration_open: boolean;
  settings: Record<string, unknown>;
}

export interface AuthContext {
  user: AuthUser;
  principal: Principal;
  token: string;
}

/** What every route handler can reach (decorated on the Fastify instance). */
export interface AppDeps {
  db: Kysely<any>;
  config: ServerConfig;
  mailer: Mailer;
  /** Realtime master secret (realtime/apps.ts), for the broadcasting/auth signatures. */
  broadcastSecret: string;
  /** Web push delivery (features/notifications/push). */
  pushSender: PushSender;
  /** Where files' bytes live (files/storage.ts: local disk under DATA_DIR/files, or S3 when configured). */
  fileStorage: FileStorage;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantInfo;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The signed-in user's context, or a 401. */
export function requireAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/**
 * Base URL of a tenant: `{origin}/{name}` (path prefix; origin = where the client reached us, see
 * http/origin.ts, PUBLIC_URL by default) or `{proto}://{name}.{domain}` (tenant hosts: a configured
 * deployment, so PUBLIC_URL's scheme).
 */
export function tenantBaseUrl(config: ServerConfig, name: string, origin = config.publicUrl): string {
  if (config.tenantDomain) return `${new URL(config.publicUrl).protocol}//${name}.${config.tenantDomain}`;
  return `${origin.replace(/\/+$/, '')}/${name}`;
}

export const assertPermitted = (ok: boolean) => { if (!ok) throw forbidden(); };
