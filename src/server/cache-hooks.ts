/**
 * The server's caches end when the records they were built from change. Writes go through the
 * record pipeline, whose afterCommit hooks call the caches:
 * - users, roles, permissions → cached principals (auth/principal-cache.ts);
 * - any resource → refined list totals of its table in that tenant (db/count-cache.ts);
 * - custom-fields → the tenant's custom field definitions (records/custom-fields.ts);
 * - settings → the cached tenant and its settings (http/tenancy.ts).
 */
import { principalsWritten } from './auth/principal-cache';
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
