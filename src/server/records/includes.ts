import { sql } from 'kysely';
import type { Principal } from '../../core/access';
import type { Resource } from '../../core/resource/types';
import { getResource } from '../../core/resources';
import type { Tx } from '../db/tenant-scope';
import { selectColumns, toJsonRow } from './columns';

type Row = Record<string, unknown>;

/** include paths ('roles.permissions', 'cliente') as a tree: { roles: { permissions: {} }, cliente: {} }. */
export function includeTree(paths: string[]): Record<string, any> {
  const tree: Record<string, any> = {};
  for (const p of paths) {
    let node = tree;
    for (const seg of p.split('.')) node = node[seg] ??= {};
  }
  return tree;
}

async function fetchByIds(trx: Tx, r: Resource, ids: number[], tenantId: number, p: Principal | null): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = (await sql<Row>`select ${selectColumns(r, p)} from ${sql.table(r.table)}
    where tenant_id = ${tenantId} and id = any(${ids}::int[])`.execute(trx)).rows;
  return rows.map(toJsonRow);
}

/**
 * Embeds related records under their include names, in batches (one query per relation and level,
 * never one per row). Related rows show only the fields the principal may see.
 */
export async function attachIncludes(trx: Tx, r: Resource, rows: Row[], tree: Record<string, any>, tenantId: number, p: Principal | null): Promise<void> {
  if (!rows.length) return;
  for (const [name, sub] of Object.entries(tree)) {
    const fieldName = r.includes[name];
    const field = fieldName ? r.fields[fieldName] : undefined;
    if (!field?.relation) continue;
    const target = getResource(field.relation.resource)!;
    if (field.kind === 'relation') {
      const ids = [...new Set(rows.map((row) => row[fieldName]).filter((v): v is number => typeof v === 'number'))];
      const related = await fetchByIds(trx, target, ids, tenantId, p);
      await attachIncludes(trx, target, related, sub, tenantId, p);
      const byId = new Map(related.map((x) => [x.id, x]));
      for (const row of rows) row[name] = byId.get(row[fieldName] as number) ?? null;
    } else {
      const { pivot, ownerKey, targetKey } = field.relation;
      const ownerIds = rows.map((row) => row.id as number);
      const links = (await sql<{ o: number; t: number }>`select ${sql.ref(ownerKey!)} as o, ${sql.ref(targetKey!)} as t
        from ${sql.table(pivot!)} where tenant_id = ${tenantId} and ${sql.ref(ownerKey!)} = any(${ownerIds}::int[])`.execute(trx)).rows;
      const related = await fetchByIds(trx, target, [...new Set(links.map((l) => l.t))], tenantId, p);
      await attachIncludes(trx, target, related, sub, tenantId, p);
      const byId = new Map(related.map((x) => [x.id, x]));
      for (const row of rows) {
        row[name] = links.filter((l) => l.o === row.id).map((l) => byId.get(l.t)).filter(Boolean)
          .sort((a, b) => (a!.id as number) - (b!.id as number));
      }
    }
  }
}
