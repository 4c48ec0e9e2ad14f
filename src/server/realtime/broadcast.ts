// Record events (spec 01 §3 'Realtime event payload'): every committed create, update and delete goes
// on the bus; each node then delivers `.created/.updated/.deleted {resource, model}` on the resource's
// private channel to each of its sockets whose user may view that record, with the fields that user
// would get from a direct GET. Visibility is the read path's own: the record is re-read through the
// record pipeline as that user (permission, module, row scope, field access), once per group of users
// whose reads cannot differ.
import type { Kysely } from 'kysely';
import { canOnResource, isSuperAdmin, rowCondition, type Principal } from '../../core/access';
import type { Resource } from '../../core/resource/types';
import { getResource } from '../../core/resources';
import { registerRecordHooks, withRecordsRead } from '../records';
import { readableFields, toJsonRow } from '../records/columns';
import type { Bus, BusMessage } from './bus';
import type { Conn, Hub } from './hub';
import { principalFor } from './principals';
import { frame } from './protocol';
import { prepareText, type PreparedText } from './prepared-frame';

type Row = Record<string, unknown>;
type RecordMessage = Extract<BusMessage, { t: 'rec' }>;
type WhisperMessage = Extract<BusMessage, { t: 'whisper' }>;

/** Fields the row scope reads (client, owners, team, personal): what decides who could see a row. */
export function scopeFields(r: Resource): string[] {
  const s = r.rowScope;
  const names = ['id', s.client === 'self' ? 'id' : s.client, ...s.own, s.team, s.personal, s.parent];
  return [...new Set(names.filter((n): n is string => typeof n === 'string'))];
}

/** Puts every committed write on the bus; returns the function that stops it. */
export function publishRecordChanges(bus: Bus): () => void {
  return registerRecordHooks('*', {
    afterCommit: (c) => {
      const scope = c.action === 'updated' && c.before
        ? Object.fromEntries(scopeFields(c.resource).filter((f) => f in c.before!).map((f) => [f, c.before![f]]))
        : undefined;
      bus.publish({ t: 'rec', tenantId: c.tenantId, resource: c.resource.name, action: c.action, id: c.id,
        before: c.action === 'deleted' ? c.before : undefined, scope });
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
  // Assignments (rowScope.assigned) are the user's own: its reads are its own.
  const usesUser = scopeChain(r).some((res) => (res.rowScope.assigned && !isSuperAdmin(p))
    || JSON.stringify(rowCondition(p, res)) !== JSON.stringify(rowCondition(other, res)));
  return JSON.stringify([[...p.roles].sort(), [...p.permissions].sort(), [...p.modules].sort(), !!p.canSendToDian,
    p.clienteId ?? null, p.entidadId ?? null, p.rowScopes ?? {}, usesUser ? p.userId : null]);
}

/** Does a row match p's own row condition of r (the in-memory twin of the read's where clause)? */
function matchesOwnCondition(p: Principal, r: Resource, row: Row): boolean {
  const cond = rowCondition(p, r);
  return !cond || cond.all.every((any) => any.some(({ field, value }) => {
    const v = row[field];
    // Many-to-many owners (a ticket's assignees): the stored row carries the linked ids (revisions' snapshot).
    if (r.fields[field]?.kind === 'relation_multiple') return Array.isArray(v) && v.some((x) => Number(x) === Number(value));
    return v != null && (typeof value === 'string' ? v === value : Number(v) === value);
  }));
}

/**
 * Was a stored row (a deleted one, or the scope fields of an updated one before the write) certainly
 * visible to p? Decided in memory against the same rowCondition (pivots by the ids the stored row
 * carries); where that needs a parent's scope the answer is "no" here (deliveries ask wasVisible): a
 * scoped user then misses an event (its list reloads on the next visit) rather than learning of
 * someone else's record.
 */
export function visibleIn(p: Principal, r: Resource, row: Row | null | undefined): boolean {
  if (!row) return false;
  const [, ...parents] = scopeChain(r);
  if (parents.some((parent) => rowCondition(p, parent))) return false;
  if (scopeChain(r).some((res) => res.rowScope.assigned) && !isSuperAdmin(p)) return false;
  return matchesOwnCondition(p, r, row);
}

/**
 * Was a stored row (a deleted one, or an updated one's scope before the write) visible to p? As
 * visibleIn, and where its scope goes through a parent that still exists (a comment → its ticket), by
 * reading that parent as p through the record pipeline (a GET of the parent by that user: permission,
 * module, row scope, assignees) — so a scoped user's list of comments drops a deleted one, or one
 * moved to a ticket they cannot read.
 */
async function wasVisible(db: Kysely<any>, tenantId: number, p: Principal, r: Resource, row: Row | null | undefined): Promise<boolean> {
  if (!row) return false;
  if (visibleIn(p, r, row)) return true;
  const parentField = r.rowScope.parent;
  const parent = parentField ? getResource(r.fields[parentField]?.relation?.resource ?? '') : undefined;
  if (!parent || row[parentField!] == null || (r.rowScope.assigned && !isSuperAdmin(p)) || !matchesOwnCondition(p, r, row)) return false;
  return !!(await readAs(db, tenantId, p, parent, Number(row[parentField!])));
}

function deletedModel(p: Principal, r: Resource, id: number, before: Row | null | undefined): Row | null {
  if (!before) return null;
  const model: Row = { id };
  for (const [name] of readableFields(r, p)) if (name in before) model[name] = before[name];
  for (const t of ['created_at', 'updated_at']) if (t in before) model[t] = before[t];
  return toJsonRow(model);
}

export interface ViewerGroup { p: Principal; conns: Conn[] }

/**
 * This node's sockets grouped by "same read answer" for resource r; `denied`: sockets whose user is
 * gone, inactive or may not view r at all.
 */
export async function viewerGroups(db: Kysely<any>, app: string, tenantId: number, r: Resource, sockets: Iterable<Conn>) {
  const byUser = new Map<number, Conn[]>();
  const denied: Conn[] = [];
  for (const c of sockets) {
    if (c.userId === null) { denied.push(c); continue; }
    const list = byUser.get(c.userId) ?? [];
    list.push(c);
    byUser.set(c.userId, list);
  }
  const groups = new Map<string, ViewerGroup>();
  await Promise.all([...byUser].map(async ([userId, conns]) => {
    const p = await principalFor(db, app, tenantId, userId);
    if (!p || !canOnResource(p, r, 'view')) { denied.push(...conns); return; }
    const key = readKey(p, r);
    const g = groups.get(key);
    if (g) g.conns.push(...conns);
    else groups.set(key, { p, conns: [...conns] });
  }));
  return { groups: [...groups.values()], denied };
}

const readAs = (db: Kysely<any>, tenantId: number, p: Principal, r: Resource, id: number) =>
  withRecordsRead(db, { tenantId, principal: p }, (rec) => rec.get(r, id));

/**
 * Delivers one record message to this node's subscribers of its channel; an update that takes the
 * record out of a user's scope reaches those who could see it before as `.deleted {id}` (nothing of
 * its new state). Sockets on the record's presence channel (`presence-{resource}.{id}`, an open form)
 * that may no longer view it are unsubscribed.
 */
export function recordDelivery(db: Kysely<any>, hub: Hub) {
  return async (app: string, m: RecordMessage): Promise<void> => {
    const r = getResource(m.resource);
    if (!r) return;
    const channel = `private-${r.name}`;
    const send = (conns: Conn[], text: PreparedText) => hub.fanOut.send(conns, text, (c) => c.channels.has(channel));
    const subs = hub.subscribers(app, channel);
    const { groups } = subs.size ? await viewerGroups(db, app, m.tenantId, r, subs) : { groups: [] };
    await Promise.all(groups.map(async ({ p, conns }) => {
      if (m.action === 'deleted') {
        const model = await wasVisible(db, m.tenantId, p, r, m.before) ? deletedModel(p, r, m.id, m.before) : null;
        if (model) send(conns, prepareText(frame('deleted', { resource: r.name, model }, channel)));
        return;
      }
      const model = await readAs(db, m.tenantId, p, r, m.id);
      if (model) send(conns, prepareText(frame(m.action, { resource: r.name, model }, channel)));
      else if (m.action === 'updated' && await wasVisible(db, m.tenantId, p, r, m.scope)) {
        send(conns, prepareText(frame('deleted', { resource: r.name, model: { id: m.id } }, channel)));
      }
    }));
    if (m.action !== 'created') await recheckRecordPresence(db, hub, app, m, r);
  };
}

/** Unsubscribes from `presence-{resource}.{id}` the sockets that may no longer view that record. */
async function recheckRecordPresence(db: Kysely<any>, hub: Hub, app: string, m: RecordMessage, r: Resource) {
  const channel = `presence-${r.name}.${m.id}`;
  const subs = [...hub.subscribers(app, channel)];
  if (!subs.length) return;
  if (m.action === 'deleted') { await Promise.all(subs.map((c) => hub.revoke(c, channel))); return; }
  const { groups, denied } = await viewerGroups(db, app, m.tenantId, r, subs);
  const lost = [...denied];
  await Promise.all(groups.map(async ({ p, conns }) => { if (!(await readAs(db, m.tenantId, p, r, m.id))) lost.push(...conns); }));
  await Promise.all(lost.map((c) => hub.revoke(c, channel)));
}

/** Delivers a resource whisper (about record m.id) to the local subscribers that may view that record. */
export function whisperDelivery(db: Kysely<any>, hub: Hub) {
  return async (app: string, m: WhisperMessage): Promise<void> => {
    const r = getResource(m.resource);
    if (!r) return;
    const channel = `private-${r.name}`;
    const subs = [...hub.subscribers(app, channel)].filter((c) => c.socketId !== m.except);
    if (!subs.length) return;
    const { groups } = await viewerGroups(db, app, m.tenantId, r, subs);
    const text = prepareText(m.frame);
    await Promise.all(groups.map(async ({ p, conns }) => {
      if (await readAs(db, m.tenantId, p, r, m.id)) hub.fanOut.send(conns, text, (c) => c.channels.has(channel));
    }));
  };
}
