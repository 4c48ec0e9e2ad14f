import { sql, type RawBuilder } from 'kysely';
import { isSuperAdmin, rowCondition, type Principal } from '../../core/access';
import { subtreeSql } from '../db/list-query';
import { q, toRaw } from '../db/sql-text';
import type { Resource } from '../../core/resource/types';
import { getResource } from '../../core/resources';

/**
 * The row-scope condition of `r` for `p` as SQL over `r.table` (columns qualified by the table name),
 * or null when the principal reaches every row of its tenant. The tenant condition is not part of it.
 */
export function rowScopeSql(p: Principal | null, r: Resource, tenantId: number): RawBuilder<unknown> | null {
  const parts = [ownScopeSql(p, r, tenantId), parentScopeSql(p, r, tenantId), assignedScopeSql(p, r, tenantId)]
    .filter((x): x is RawBuilder<unknown> => !!x);
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/**
 * rowScope.assigned (documents by the user's document categories): no assignment → every row;
 * otherwise the row's column is an assigned id or, on a tree, one below it. SuperAdmin is never limited.
 */
function assignedScopeSql(p: Principal | null, r: Resource, tenantId: number): RawBuilder<unknown> | null {
  const a = r.rowScope.assigned;
  const users = getResource('users');
  const rel = a ? users?.fields[a.via]?.relation : undefined;
  if (!a || !rel?.pivot || !p || isSuperAdmin(p) || p.userId == null) return null;
  const pivot = sql.table(rel.pivot);
  const mine = sql`${sql.ref(`${rel.pivot}.${rel.ownerKey}`)} = ${p.userId}::bigint and ${sql.ref(`${rel.pivot}.tenant_id`)} = ${tenantId}`;
  const roots = sql`select ${sql.ref(`${rel.pivot}.${rel.targetKey}`)} from ${pivot} where ${mine}`;
  const target = getResource(rel.resource);
  const ids = target?.tree ? toRaw(subtreeSql(target, tenantId, q`${roots}`)) : roots;
  return sql`(not exists (select 1 from ${pivot} where ${mine}) or ${sql.ref(`${r.table}.${a.column}`)} in (${ids}))`;
}

/**
 * A child row (a ticket's comment) is reachable exactly when its parent is: the parent's row scope,
 * through the relation column the resource names as `rowScope.parent`.
 */
function parentScopeSql(p: Principal | null, r: Resource, tenantId: number): RawBuilder<unknown> | null {
  const field = r.rowScope.parent;
  const target = field ? getResource(r.fields[field]?.relation?.resource ?? '') : undefined;
  if (!field || !target) return null;
  const inner = rowScopeSql(p, target, tenantId);
  if (!inner) return null;
  return sql`exists (select 1 from ${sql.table(target.table)} where ${sql.ref(`${target.table}.id`)} = ${sql.ref(`${r.table}.${field}`)}
    and ${sql.ref(`${target.table}.tenant_id`)} = ${tenantId} and ${inner})`;
}

/** The resource's own row scope (client, team, own) as SQL, or null. */
function ownScopeSql(p: Principal | null, r: Resource, tenantId: number): RawBuilder<unknown> | null {
  const cond = rowCondition(p, r);
  if (!cond) return null;
  const col = (name: string) => sql.ref(`${r.table}.${name}`);
  const groups = cond.all.map((any) => {
    if (!any.length) return sql`false`;
    const parts = any.map(({ field, value }) => {
      const f = r.fields[field];
      if (f?.kind === 'relation_multiple') {
        const { pivot, ownerKey, targetKey } = f.relation!;
        return sql`exists (select 1 from ${sql.table(pivot!)} where ${sql.ref(`${pivot}.${ownerKey}`)} = ${col('id')}
          and ${sql.ref(`${pivot}.tenant_id`)} = ${tenantId} and ${sql.ref(`${pivot}.${targetKey}`)} = ${value}::bigint)`;
      }
      return typeof value === 'string' ? sql`${col(field)} = ${value}` : sql`${col(field)} = ${value}::bigint`;
    });
    return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
  });
  return sql.join(groups, sql` and `);
}

/** tenant = $t [and row scope]: the base condition of every read and write (global resources: scope only). */
export function baseCondition(p: Principal | null, r: Resource, tenantId: number): RawBuilder<unknown> {
  const conds: RawBuilder<unknown>[] = [];
  if (!r.global) conds.push(sql`${sql.ref(`${r.table}.tenant_id`)} = ${tenantId}`);
  const scope = rowScopeSql(p, r, tenantId);
  if (scope) conds.push(scope);
  return conds.length ? sql.join(conds, sql` and `) : sql`true`;
}
