import { can, canChangeRecord, canOnResource, hasModule, type Principal } from '../access';
import type { Resource } from './types';
import { parseDecimal } from '../money/decimal';
import type { RecordActionDef, RecordActionWhen } from './view-types';

export type { RecordActionDef, RecordActionWhen } from './view-types';

/** Whether the row meets one `when` condition. */
function meets(row: Record<string, unknown>, w: RecordActionWhen): boolean {
  const v = row[w.field] ?? null;
  if ('in' in w) return w.in.includes(v);
  if ('notIn' in w) return !w.notIn.includes(v);
  return !!parseDecimal(v)?.gt(w.gt);
}

/** The actions this user is offered on this row. */
export function recordActionsFor(p: Principal | null | undefined, r: Resource, row: Record<string, unknown> | null | undefined): RecordActionDef[] {
  if (!p || !row) return [];
  return (r.actions ?? []).filter((a) => {
    const when = a.when ? (Array.isArray(a.when) ? a.when : [a.when]) as readonly RecordActionWhen[] : [];
    if (!when.every((w) => meets(row, w))) return false;
    if (!can(p, a.can) || !hasModule(p, a.module) || (a.dian && !p.canSendToDian)) return false;
    const needs = a.needs ?? (a.kind === 'link' ? 'view' : 'update');
    if (needs === 'update') return canChangeRecord(p, r, 'update', row);
    return canOnResource(p, r, needs);
  });
}

/** A link action's app path for a record. */
export const recordActionHref = (a: RecordActionDef, id: number | string) => (a.href ?? '').replace('{id}', String(id));
