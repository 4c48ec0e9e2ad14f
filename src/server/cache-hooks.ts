/**
 * The server's caches end when the records they were built from change. Writes go through the
 * record pipeline, whose afterCommit hooks call the caches:
 * - users, roles, permissions → cached principals (auth/principal-cache.ts);
 * - any resource → refined list totals of its table in that tenant (db/count-cache.ts);
 * - custom-fields → the tenant's custom field definitions (records/custom-fields.ts);
 * - settings → the cached tenant and its settings (http/tenancy.ts).
 */
import { invalidatePrincipals, principalsWritten } from './auth/principal-cache';
import { countsWritten } from './db/count-cache';
import { forgetTenantCache } from './http/tenancy';
import { customFieldsWritten, registerRecordHooks } from './records';

let installed = false;

/** Idempotent: every app of the process shares the caches, so the hooks are registered once. */
export function installCacheHooks(): void {
  if (installed) return;
  installed = true;
  for (const name of ['users', 'roles', 'permissions']) {
    registerRecordHooks(name, { afterCommit: (c) => principalsWritten(c.resource.name, c.tenantId, [c.id]) });
  }
  registerRecordHooks('*', { afterCommit: (c) => countsWritten(c.tenantId, c.resource.table) });
  registerRecordHooks('custom-fields', { afterCommit: (c) => customFieldsWritten(c.tenantId) });
  registerRecordHooks('settings', { afterCommit: (c) => forgetTenantCache(c.tenantId) });
}

/**
 * Everything cached about a tenant, forgotten: for writes made outside the record pipeline's commit
 * phase (the demo seed writes through Records in a transaction of its own, so no afterCommit hook
 * runs; a request during the seed could otherwise keep, say, custom field definitions read before
 * the seed added one, for up to their cache time).
 */
export function forgetTenantCaches(tenantId: number): void {
  customFieldsWritten(tenantId);
  forgetTenantCache(tenantId);
  invalidatePrincipals(tenantId);
}
