import type { Resource, RowScopeLevel } from '../resource/types';
import { isSuperAdmin, type Principal } from './check';

/**
 * The rows of a resource a principal may reach, as conditions the server compiles to SQL (and the web
 * can read, e.g. to fix the client field of a client-linked user). `all` is a list of groups AND-ed;
 * each group passes when any of its matches does (field = value; on a relation_multiple: the pivot
 * holds value; on 'id': the row itself). An empty group matches nothing.
 */
export interface RowCondition {
  all: RowMatch[][];
}

export interface RowMatch {
  field: string;
  /** An id (client, owner, team); text only for `rowScope.readable`. */
  value: number | string;
}

export const ROW_SCOPE_LEVELS: readonly RowScopeLevel[] = ['all', 'team', 'own'];

/** Levels a role may choose for a resource: 'all' plus those the resource has columns for. */
export function rowScopeLevels(r: Resource): RowScopeLevel[] {
  if (r.rowScope.fixed) return [];
  const levels: RowScopeLevel[] = ['all'];
  if (r.rowScope.team) levels.push('team');
  if (r.rowScope.own.length) levels.push('own');
  return levels.length > 1 ? levels : [];
}

/**
 * Level of a principal on a resource from its roles' settings. A level the resource cannot apply
 * narrows instead of widening: 'team' without a team column becomes 'own'.
 */
export function rowScopeLevel(p: Principal | null | undefined, r: Resource): RowScopeLevel {
  if (!p || isSuperAdmin(p) || r.rowScope.fixed) return 'all';
  const level = p.rowScopes?.[r.name] ?? 'all';
  if (level === 'team' && !r.rowScope.team) return 'own';
  return level;
}

/** The base condition of every read and write of `r` by `p`, after the tenant; null = every row. */
export function rowCondition(p: Principal | null | undefined, r: Resource): RowCondition | null {
  const spec = r.rowScope;
  // Personal rows (a user's notifications) belong to one user whoever asks, SuperAdmin included.
  const personal: RowMatch[][] = spec.personal && p ? [p.userId != null ? [{ field: spec.personal, value: p.userId }] : []] : [];
  if (!p || isSuperAdmin(p)) return personal.length ? { all: personal } : null;
  const groups: RowMatch[][] = [...personal];
  if (spec.readable) groups.push(spec.readable.values.map((value) => ({ field: spec.readable!.field, value })));
  if (p.clienteId != null && spec.client) {
    if (spec.client === 'self') groups.push(p.userId != null ? [{ field: 'id', value: p.userId }] : []);
    else groups.push([{ field: spec.client, value: p.clienteId }]);
  }
  const level = rowScopeLevel(p, r);
  if (level === 'team') groups.push(p.entidadId != null ? [{ field: spec.team!, value: p.entidadId }] : []);
  if (level === 'own') groups.push(p.userId != null ? spec.own.map((field) => ({ field, value: p.userId! })) : []);
  return groups.length ? { all: groups } : null;
}

/**
 * Values the server sets whatever the body says: a client-linked user's records belong to its client
 * (spec 02 §6: the ticket client field is fixed to its own).
 */
export function fixedValues(p: Principal | null | undefined, r: Resource): Record<string, number> {
  if (!p || isSuperAdmin(p) || p.clienteId == null) return {};
  const col = r.rowScope.client;
  if (!col || col === 'self' || col === 'id' || !(col in r.fields)) return {};
  return { [col]: p.clienteId };
}

/** Merges the row-scope settings of several roles: the widest level per resource wins. */
export function mergeRowScopes(perRole: (Record<string, unknown> | null | undefined)[]): Record<string, RowScopeLevel> {
  const rank = (l: RowScopeLevel) => ROW_SCOPE_LEVELS.indexOf(l);
  const out: Record<string, RowScopeLevel> = {};
  const names = new Set(perRole.flatMap((s) => (s ? Object.keys(s) : [])));
  for (const name of names) {
    let widest: RowScopeLevel = 'own';
    for (const s of perRole) {
      const v = s?.[name];
      const level: RowScopeLevel = v === 'team' || v === 'own' ? v : 'all';
      if (rank(level) < rank(widest)) widest = level;
    }
    if (widest !== 'all') out[name] = widest;
  }
  return out;
}
