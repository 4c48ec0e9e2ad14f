import { can, canChangeRecord, canOnResource, hasModule, type Principal } from '../access';
import type { Resource } from './types';
import type { RecordActionDef } from './view-types';

export type { RecordActionDef } from './view-types';

/** The actions this user is offered on this row. */
export function recordActionsFor(p: Principal | null | undefined, r: Resource, row: Record<string, unknown> | null | undefined): RecordActionDef[] {
  if (!p || !row) return [];
  return (r.actions ?? []).filter((a) => {
    if (a.when && !a.when.in.includes(row[a.when.field] ?? null)) return false;
    if (!can(p, a.can) || !hasModule(p, a.module) || (a.dian && !p.canSendToDian)) return false;
    const needs = a.needs ?? (a.kind === 'link' ? 'view' : 'update');
    if (needs === 'update') return canChangeRecord(p, r, 'update', row);
    return canOnResource(p, r, needs);
  });
}

/** A link action's app path for a record. */
export const recordActionHref = (a: RecordActionDef, id: number | string) => (a.href ?? '').replace('{id}', String(id));
