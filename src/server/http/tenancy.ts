import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { readSettings } from '../../core/resources/settings';
import { asApp, inTenant } from '../db/tenant-scope';
import type { ServerConfig } from '../config';
import type { TenantInfo } from './context';
import { HttpError } from './errors';
import { isTenantName } from '../../core/tenant-name';

const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; tenant: TenantInfo | null }>();

/**
 * The active tenant of that name with its settings (the `settings` rows, typed by the catalogue; a key
 * without a row has its default), cached 5 s per process. The tenant is found without a tenant scope
 * (asApp); its settings rows, under RLS, are read in its own scope.
 */
export async function findTenant(db: Kysely<any>, name: string): Promise<TenantInfo | null> {
  const hit = cache.get(name);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
  const row = await asApp(db, async (trx) => (await sql<Omit<TenantInfo, 'settings'>>`select id, name, display_name, modules,
      registration_open from tenants where name = ${name} and active`.execute(trx)).rows[0]);
  const tenant = row ? { ...row, settings: await tenantSettings(db, row.id) } : null;
  cache.set(name, { at: Date.now(), tenant });
  return tenant;
}

async function tenantSettings(db: Kysely<any>, tenantId: number): Promise<Record<string, unknown>> {
  const rows = await inTenant(db, tenantId, async (trx) => (await sql<{ key: string; value: string | null }>`select key, value
    from settings where tenant_id = ${tenantId}`.execute(trx)).rows);
  return readSettings(rows);
}

/** Ends the cached tenants (all, or the one of that id: a setting of it changed). */
export function forgetTenantCache(tenantId?: number) {
  if (tenantId === undefined) { cache.clear(); return; }
  for (const [name, hit] of cache) if (hit.tenant?.id === tenantId) cache.delete(name);
}

/** Tenant name from the path prefix (/{tenant}/api/…) or else from the host ({tenant}.{domain}). */
export function tenantNameOf(req: FastifyRequest, config: ServerConfig): string | null {
  const fromPath = (req.params as { tenant?: string } | undefined)?.tenant;
  if (fromPath) return fromPath;
  if (!config.tenantDomain) return null;
  const host = (req.hostname ?? '').split(':')[0];
  const suffix = `.${config.tenantDomain}`;
  return host.endsWith(suffix) ? host.slice(0, -suffix.length) : null;
}

export async function resolveTenant(req: FastifyRequest, db: Kysely<any>, config: ServerConfig): Promise<TenantInfo> {
  const name = tenantNameOf(req, config);
  const tenant = name && isTenantName(name) ? await findTenant(db, name) : null;
  if (!tenant) throw new HttpError(404, 'Empresa no encontrada.');
  return tenant;
}
