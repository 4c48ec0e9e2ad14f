// Soft locks (issue 12 'Presence'): who has which record's edit form open. Design (docs/design-notes.md
// "Live updates, presence and soft locks"):
// - The form joins the record's presence channel `presence-{resource}.{id}` (the server signs it only
//   for users who may view that record), so two people on the same form see each other at once.
// - Lists, boards and calendars learn it from a whisper 'editing' {id, user, on} on the resource's
//   private channel, which they are subscribed to anyway (its members all passed the resource's view
//   permission): sent on open, every HEARTBEAT_MS while open (late comers catch up) and on close
//   ({on: false}); an entry not refreshed within STALE_MS (a closed tab) goes away by itself.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { onLive } from '../lib/live-events';
import { sessionState } from '../lib/session-store';
import { joinPresence, whisper, type Member } from '../realtime';

export const HEARTBEAT_MS = 15_000;
export const STALE_MS = 40_000;

export interface Editor { id: number; name: string; at: number }

/** `{resource}.{id}` → user id → editor (other users only). */
export const editingState = proxy<{ records: Record<string, Record<number, Editor>> }>({ records: {} });

const recordKey = (resource: string, id: number | string) => `${resource}.${Number(id)}`;

export interface EditingWhisper { resource?: string; id?: unknown; on?: unknown; user?: { id?: unknown; name?: unknown } }

/** Applies one 'editing' whisper to the state (exported for tests). */
export function applyEditing(state: typeof editingState, d: EditingWhisper, now = Date.now()): void {
  const id = Number(d.id);
  const uid = Number(d.user?.id);
  if (!d.resource || !(id > 0) || !(uid > 0) || uid === sessionState.user?.id) return;
  const key = recordKey(d.resource, id);
  const editors = state.records[key] ?? {};
  if (d.on === false) delete editors[uid];
  else editors[uid] = { id: uid, name: String(d.user?.name ?? ''), at: now };
  if (Object.keys(editors).length) state.records[key] = editors;
  else delete state.records[key];
}

/** Drops editors not heard from within STALE_MS. */
export function pruneEditing(state: typeof editingState, now = Date.now()): void {
  for (const [key, editors] of Object.entries(state.records)) {
    for (const e of Object.values(editors)) if (now - e.at > STALE_MS) delete editors[e.id];
    if (!Object.keys(editors).length) delete state.records[key];
  }
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  onLive('editing', (d) => applyEditing(editingState, d as EditingWhisper));
  setInterval(() => pruneEditing(editingState), 10_000);
}

/** Names of the other users editing this record (empty when none or realtime is off). */
export function useEditors(resource: string, id: number | null | undefined): string[] {
  listen();
  const snap = useSnapshot(editingState);
  const editors = id ? snap.records[recordKey(resource, id)] : undefined;
  return editors ? Object.values(editors).map((e) => e.name) : [];
}

/**
 * Every record another user is editing now: `{resource}.{id}` → their names. For views that mark
 * many records at once outside React (the calendar's events); re-renders only when someone starts
 * or stops editing, not on the heartbeats.
 */
export function useEditedRecords(): ReadonlyMap<string, readonly string[]> {
  listen();
  const snap = useSnapshot(editingState);
  return new Map(Object.entries(snap.records).map(([key, editors]) => [key, Object.values(editors).map((e) => e.name)]));
}

/**
 * Announces that this user edits `resource` #id while mounted (the edit form): joins the record's
 * presence channel and whispers on the resource channel. Returns the other members of the record's
 * presence channel (who else has the form open).
 */
export function useEditLock(resource: string, id: number | null, onMembers: (others: Member[]) => void): void {
  useEffect(() => {
    const me = sessionState.user;
    if (!id || !me) return;
    let members: Member[] = [];
    const report = () => onMembers(members.filter((m) => m.id !== me.id));
    const presence = joinPresence(`${resource}.${id}`, {
      here: (list) => { members = list; report(); },
      joining: (m) => { members = [...members.filter((x) => x.id !== m.id), m]; report(); },
      leaving: (m) => { members = members.filter((x) => x.id !== m.id); report(); },
    });
    const say = (on: boolean) => whisper(resource, 'editing', { id, on, user: { id: me.id, name: me.full_name } });
    const first = setTimeout(() => say(true), 300);
    const beat = setInterval(() => say(true), HEARTBEAT_MS);
    return () => {
      clearTimeout(first);
      clearInterval(beat);
      say(false);
      presence.leave();
    };
  }, [resource, id]); // eslint-disable-line react-hooks/exhaustive-deps
}
