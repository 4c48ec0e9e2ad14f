// Record events (spec 01 §3 'Realtime event payload'): every committed create, update and delete goes
// on the bus; each node then delivers `.created/.updated/.deleted {resource, model}` on the resource's
// private channel to each of its sockets whose user may view that record, with the fields that user
// would get from a direct GET. Visibility is the read path's own: the record is re-read through the
// record pipeline as that user (permission, module, row scope, field access), once per group of users
// whose reads cannot differ.
import type { Kysely } from 'kysely';
import { canOnResource, rowCondition, type Principal } from '../../core/access';
import type { Resource } from '../../core/resource/types';
import { getResource } from '../../core/resources';
import { registerRecordHooks, withRecordsRead } from '../records';
import { readableFields, toJsonRow } from '../records/columns';
import type { Bus, BusMessage } from './bus';
import type { Conn } from './hub';
import { principalFor } from './principals';
import { frame } from './protocol';

type Row = Record<string, unknown>;
type RecordMessage = Extract<BusMessage, { t: 'rec' }>;

/** Puts every committed write on the bus; returns the function that stops it. */
export function publishRecordChanges(bus: Bus): () => void {
  return registerRecordHooks('*', {
    afterCommit: (c) => {
      bus.publish({ t: 'rec', tenantId: c.tenantId, resource: c.resource.name, action: c.action, id: c.id,
        before: c.action === 'deleted' ? c.before : undefined });
    },
  });
}

/** The resource and the parents its row scope goes through (a comment → its ticket). */
function scopeChain(r: Resource): Resource[] {
  const out = [r];
  for (let cur: Resource | undefined = r; cur?.rowScope.parent && out.length < 5;) {
    cur = getResource(cur.fields[cur.rowScope.parent]?.relation?.resource ?? '');
    if (cur) out.push(cur);
  }
  return out;
}

/**
 * Users with the same key get the same answer from the read path: same roles, permissions, modules and
 * links, and the user id only where the row scope uses it (checked by asking rowCondition with another id).
 */
export function readKey(p: Principal, r: Resource): string {
  const other = { ...p, userId: -1 };
  const usesUser = scopeChain(r).some((res) => JSON.stringify(rowCondition(p, res)) !== JSON.stringify(rowCondition(other, res)));
  return JSON.stringify([[...p.roles].sort(), [...p.permissions].sort(), [...p.modules].sort(), !!p.canSendToDian,
    p.clienteId ?? null, p.entidadId ?? null, p.rowScopes ?? {}, usesUser ? p.userId : null]);
}

/**
 * A deleted row cannot be re-read: its stored state before the delete is matched against the same
 * rowCondition in memory. Where that needs another table (a pivot, a parent's scope) the answer is
 * "not visible": a scoped user then misses a delete (its list reloads on the next visit) rather than
 * learning of someone else's record.
 */
function deletedModel(p: Principal, r: Resource, id: number, before: Row | null | undefined): Row | null {
  if (!before) return null;
  const [, ...parents] = scopeChain(r);
  if (parents.some((parent) => rowCondition(p, parent))) return null;
  const cond = rowCondition(p, r);
  const visible = !cond || cond.all.every((any) => any.some(({ field, value }) =>
    r.fields[field]?.kind !== 'relation_multiple' && Number(before[field]) === value));
  if (!visible) return null;
  const model: Row = { id };
  for (const [name] of readableFields(r, p)) if (name in before) model[name] = before[name];
  for (const t of ['created_at', 'updated_at']) if (t in before) model[t] = before[t];
  return toJsonRow(model);
}

/** Delivers one record message to the local subscribers of its channel. */
export function recordDelivery(db: Kysely<any>) {
  return async (app: string, m: RecordMessage, subscribers: Iterable<Conn>): Promise<void> => {
    const r = getResource(m.resource);
    if (!r) return;
    const byUser = new Map<number, Conn[]>();
    for (const c of subscribers) {
      if (c.userId === null) continue;
      const list = byUser.get(c.userId) ?? [];
      list.push(c);
      byUser.set(c.userId, list);
    }
    const groups = new Map<string, { p: Principal; conns: Conn[] }>();
    await Promise.all([...byUser].map(async ([userId, conns]) => {
      const p = await principalFor(db, app, m.tenantId, userId);
      if (!p || !canOnResource(p, r, 'view')) return;
      const key = readKey(p, r);
      const g = groups.get(key);
      if (g) g.conns.push(...conns);
      else groups.set(key, { p, conns: [...conns] });
    }));
    const channel = `private-${r.name}`;
    await Promise.all([...groups.values()].map(async ({ p, conns }) => {
      const model = m.action === 'deleted'
        ? deletedModel(p, r, m.id, m.before)
        : await withRecordsRead(db, { tenantId: m.tenantId, principal: p }, (rec) => rec.get(r, m.id));
      if (!model) return;
      const text = Buffer.from(frame(m.action, { resource: r.name, model }, channel));
      for (const c of conns) if (c.channels.has(channel)) c.send(text);
    }));
  };
}
