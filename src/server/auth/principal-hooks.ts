/**
 * Cached principals end when the records they were built from change: users, roles and permissions
 * writes go through the record pipeline, whose afterCommit hooks call the cache (principal-cache.ts).
 */
import { registerRecordHooks } from '../records';
import { principalsWritten } from './principal-cache';

let installed = false;

/** Idempotent: every app of the process shares the one cache, so the hooks are registered once. */
export function installPrincipalHooks(): void {
  if (installed) return;
  installed = true;
  for (const name of ['users', 'roles', 'permissions']) {
    registerRecordHooks(name, { afterCommit: (c) => principalsWritten(c.resource.name, c.tenantId, [c.id]) });
  }
}
