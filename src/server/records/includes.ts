import { sql } from 'kysely';
import type { Resource } from '../../core/resource/types';
import { getResource } from '../../core/resources';
import type { RecordContext } from './context';
import { fetchVisible } from './fetch';
import { attachItems } from './items';

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

/**
 * Embeds related records under their include names, in batches (one query per relation and level,
 * never one per row). An included record is exactly what a direct GET of it by the same user shows:
 * the target's view for this user (whole, lookup, or nothing: then the include is left out), its
 * readable fields (custom fields included), its lines (`items` fields, as a GET of one record always carries them), and only
 * rows inside the user's row scope (others embed as null / are skipped).
 */
export async function attachIncludes(rec: RecordContext, r: Resource, rows: Row[], tree: Record<string, any>): Promise<void> {
  if (!rows.length) return;
  for (const [name, sub] of Object.entries(tree)) {
    const fieldName = r.includes[name];
    const field = fieldName ? r.fields[fieldName] : undefined;
    if (!field?.relation) continue;
    const plain = getResource(field.relation.resource);
    // With the tenant's custom fields, as a direct GET of the target has them.
    const target = plain && await rec.resolve(plain);
    const view = target && rec.viewOf(target);
    if (!view) continue;
    if (field.kind === 'relation') {
      const ids = [...new Set(rows.map((row) => row[fieldName]).filter((v): v is number => typeof v === 'number'))];
      const related = await fetchVisible(rec, view, ids);
      await attachIncludes(rec, view, related, sub);
      await attachItems(rec, view, related, rec.principal);
      const byId = new Map(related.map((x) => [x.id, x]));
      for (const row of rows) row[name] = byId.get(row[fieldName] as number) ?? null;
    } else {
      const { pivot, ownerKey, targetKey } = field.relation;
      const ownerIds = rows.map((row) => row.id as number);
      const links = (await sql<{ o: number; t: number }>`select ${sql.ref(ownerKey!)} as o, ${sql.ref(targetKey!)} as t
        from ${sql.table(pivot!)} where tenant_id = ${rec.tenantId} and ${sql.ref(ownerKey!)} = any(${ownerIds}::int[])`.execute(rec.trx)).rows;
      const related = await fetchVisible(rec, view, [...new Set(links.map((l) => l.t))]);
      await attachIncludes(rec, view, related, sub);
      await attachItems(rec, view, related, rec.principal);
      const byId = new Map(related.map((x) => [x.id, x]));
      for (const row of rows) {
        row[name] = links.filter((l) => l.o === row.id).map((l) => byId.get(l.t)).filter(Boolean)
          .sort((a, b) => (a!.id as number) - (b!.id as number));
      }
    }
  }
}
