// Realtime in the browser. The shell calls useRealtime() once; features use subscribeResource,
// joinPresence and whisper (or just useLiveEvent from lib/live-events). The socket client is loaded
// lazily, only for a signed-in user whose login answer enables broadcasting.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../lib/session-store';
import type { Presence, PresenceHandlers } from './client';

export type { Member, Presence, PresenceHandlers } from './client';

type ClientModule = typeof import('./client');
let loaded: Promise<ClientModule> | null = null;
const load = () => (loaded ??= import('./client'));
let mod: ClientModule | null = null;
/** Calls made before the client module arrived, replayed once it has. */
const pending: ((m: ClientModule) => void)[] = [];
/** Runs fn with the client now or once loaded; returns the function that drops it from the queue. */
const withClient = (fn: (m: ClientModule) => void): (() => void) => {
  if (mod) { fn(mod); return () => {}; }
  pending.push(fn);
  return () => { const i = pending.indexOf(fn); if (i >= 0) pending.splice(i, 1); };
};

/** Connects while a user with broadcasting is signed in; disconnects on sign-out. */
export function useRealtime(): void {
  const { user, base } = useSnapshot(sessionState);
  const b = user?.broadcasting;
  const on = !!user && !!b && b.enabled !== false && !!b.pusherAppKey && base !== null;
  const token = user?.token;
  useEffect(() => {
    if (!on) return;
    let stopped = false;
    void load().then((m) => {
      mod = m;
      if (stopped) return;
      m.connect(sessionState.user!, sessionState.base ?? '', sessionState.user!.broadcasting!);
      for (const fn of pending.splice(0)) fn(m);
    });
    return () => { stopped = true; mod?.disconnect(); };
  }, [on, token, base]);
}

/** Live `.created/.updated/.deleted` (and `{resource}.{event}`) events of a resource; returns stop. */
export function subscribeResource(resource: string): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const unqueue = withClient((m) => { if (!cancelled) stop = m.subscribeResource(resource); });
  return () => { cancelled = true; unqueue(); stop?.(); };
}

/** Joins a presence channel; its handle whispers and leaves. Inert while realtime is off. */
export function joinPresence(channel: string, handlers: PresenceHandlers = {}): Presence {
  let inner: Presence | null = null;
  let left = false;
  const unqueue = withClient((m) => { if (!left) inner = m.joinPresence(channel, handlers); });
  return {
    whisper: (event, data) => inner?.whisper(event, data),
    leave: () => { left = true; unqueue(); inner?.leave(); },
  };
}

export function whisper(channel: string, event: string, data: unknown): void {
  mod?.whisper(channel, event, data);
}
