import { createHash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { mergeRowScopes, type Principal } from '../../core/access';
import type { RowScopeLevel } from '../../core/resource/types';
import type { Tx } from '../db/tenant-scope';

/** A signed-in user as the server needs it: identity plus everything access checks read. */
export interface AuthUser {
  id: number;
  email: string;
  full_name: string;
  roles: string[];
  /** Direct permissions plus those of the roles. */
  permissions: string[];
  admin: boolean;
  active: boolean;
  cliente_id: number | null;
  entidad_id: number | null;
  is_store_user: boolean;
  store_url: string | null;
  preferences: Record<string, unknown> | null;
  password_status: string | null;
  /** Row-scope limits merged from the roles (resource → 'own' | 'team'). */
  row_scopes: Record<string, RowScopeLevel>;
}

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Tokens are random and stored only as a SHA-256 hash: a leaked table does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export async function issueToken(trx: Tx, tenantId: number, userId: number, remember = false): Promise<string> {
  const token = newToken();
  const expires = new Date(Date.now() + (remember ? REMEMBER_TTL_MS : TOKEN_TTL_MS));
  await sql`insert into auth_tokens (tenant_id, user_id, token_hash, expires_at)
    values (${tenantId}, ${userId}, ${hashToken(token)}, ${expires})`.execute(trx);
  return token;
}

/** The user id of a live token of this tenant, or null. Reading never writes (last_used_at: principal-cache.ts). */
export async function findTokenUser(trx: Tx, tenantId: number, token: string): Promise<number | null> {
  const row = (await sql<{ user_id: number }>`select user_id from auth_tokens
    where tenant_id = ${tenantId} and token_hash = ${hashToken(token)} and expires_at > now()`.execute(trx)).rows[0];
  return row?.user_id ?? null;
}

export async function revokeToken(trx: Tx, tenantId: number, token: string): Promise<void> {
  await sql`delete from auth_tokens where tenant_id = ${tenantId} and token_hash = ${hashToken(token)}`.execute(trx);
}

/**
 * The names of a user's permissions, direct or through its roles, as a subquery (`userId`: a value or
 * a column such as users.id) — one definition for loading a principal and for finding users by what
 * they may do.
 */
export const permissionNamesSql = (tenantId: number, userId: number | RawBuilder<unknown>) => sql<{ name: string }>`
      select p.name from permissions p join permission_user pu on pu.permission_id = p.id
        where pu.tenant_id = ${tenantId} and pu.user_id = ${userId}
      union
      select p.name from permissions p join permission_role pr on pr.permission_id = p.id
        join role_user ru on ru.role_id = pr.role_id and ru.tenant_id = pr.tenant_id
        where ru.tenant_id = ${tenantId} and ru.user_id = ${userId}`;

export async function loadAuthUser(trx: Tx, tenantId: number, userId: number): Promise<AuthUser | null> {
  const u = (await sql<any>`select id, email, full_name, admin, active, cliente_id, entidad_id, is_store_user,
      store_url, preferences, password_status from users where tenant_id = ${tenantId} and id = ${userId}`.execute(trx)).rows[0];
  if (!u) return null;
  const roleRows = (await sql<{ name: string; row_scopes: Record<string, unknown> | null }>`select r.name, r.row_scopes
      from roles r join role_user ru on ru.role_id = r.id
      where ru.tenant_id = ${tenantId} and ru.user_id = ${userId} order by r.name`.execute(trx)).rows;
  const roles = roleRows.map((r) => r.name);
  const permissions = (await sql<{ name: string }>`${permissionNamesSql(tenantId, userId)} order by 1`.execute(trx)).rows.map((r) => r.name);
  return {
    ...u, admin: !!u.admin, active: u.active !== false, is_store_user: !!u.is_store_user, roles, permissions,
    row_scopes: mergeRowScopes(roleRows.map((r) => r.row_scopes)),
  };
}

export const principalOf = (user: AuthUser, modules: string[], canSendToDian = false): Principal => ({
  roles: user.roles, permissions: user.permissions, modules, canSendToDian,
  userId: user.id, clienteId: user.cliente_id, entidadId: user.entidad_id, rowScopes: user.row_scopes,
});
