/**
 * A tenant's custom fields in the record pipeline (spec 03 §2.3; docs/design-notes.md "Custom
 * fields"). The definitions (table custom_fields) are read once per tenant and kept for CACHE_MS, or
 * until a write to custom-fields in that tenant commits (cache-hooks.ts). Each resource with
 * `customFields` is derived per tenant (core/custom-fields withCustomFields) and the derived object is
 * kept with the tenant's entry: the per-resource caches of the list path (SELECT list, ORDER BY,
 * search document, rule labels — all WeakMaps keyed by the resource object) then hold one tenant's
 * fields under that tenant's object, and a tenant without custom fields shares the plain resource.
 */
import { sql } from 'kysely';
import { withCustomFields, type CustomFieldRecord } from '../../core/custom-fields';
import type { Resource } from '../../core/resource/types';
import type { Tx } from '../db/tenant-scope';

/** Other nodes' definition changes show after at most this long (this node's at once). */
export const CACHE_MS = 10_000;
const MAX_TENANTS = 5_000;

interface TenantFields {
  at: number;
  records: CustomFieldRecord[];
  derived: Map<string, Resource>;
}

const cache = new Map<number, TenantFields>();
/** Bumped by every change, so a read that started before it never stores what it read. */
const versions = new Map<number, number>();

/** The tenant's definitions (every resource), newest cached copy or read now. */
export async function tenantCustomFields(trx: Tx, tenantId: number): Promise<TenantFields> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit;
  const version = versions.get(tenantId) ?? 0;
  const rows = (await sql<CustomFieldRecord>`select id, key, definition, searchable from custom_fields
    where tenant_id = ${tenantId} order by id`.execute(trx)).rows;
  const entry: TenantFields = { at: Date.now(), records: rows, derived: new Map() };
  if ((versions.get(tenantId) ?? 0) === version) {
    if (cache.size >= MAX_TENANTS) cache.delete(cache.keys().next().value!);
    cache.set(tenantId, entry);
  }
  return entry;
}

/** The resource with this tenant's custom fields (the same object for as long as the definitions hold). */
export async function resourceForTenant(trx: Tx, tenantId: number, r: Resource): Promise<Resource> {
  if (!r.customFields) return r;
  const entry = await tenantCustomFields(trx, tenantId);
  let derived = entry.derived.get(r.name);
  if (!derived) entry.derived.set(r.name, (derived = withCustomFields(r, entry.records)));
  return derived;
}

/** A definition changed in this tenant: the next request reads them again. */
export function customFieldsWritten(tenantId: number): void {
  versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);
  cache.delete(tenantId);
}
