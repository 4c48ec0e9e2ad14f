// The browser's realtime connection: laravel-echo over pusher-js to our Pusher-protocol server
// (docs/contracts.md, Realtime). Everything received is re-emitted through lib/live-events, so screens
// listen by event name and never touch the socket. Loaded lazily (use-realtime.ts) after sign-in.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { emitLive } from '../lib/live-events';
import type { SessionUser } from '../lib/session-store';

type Broadcasting = NonNullable<SessionUser['broadcasting']>;
type AnyChannel = any; // Echo's channel types differ per connector; we use the Pusher one's methods

export interface Connection {
  echo: Echo<'pusher'>;
  stop(): void;
}

const RECORD_EVENTS = ['created', 'updated', 'deleted'] as const;
let current: Connection | null = null;
const resourceRefs = new Map<string, number>();

/** Where the websocket lives: the page's own server (or the tenant base's origin when it is absolute). */
function socketOrigin(base: string): URL {
  const page = typeof window === 'undefined' ? undefined : window.location.href;
  return new URL(base || '/', page);
}

/**
 * Connects for a signed-in user: the app key and cluster of the login answer's `broadcasting`, the
 * Auth-Token on channel auth, the private 'Application' channel (per-user pushes), and a
 * 'reconnected' live event each time the connection comes back (screens refetch what they missed).
 */
export function connect(user: SessionUser, base: string, b: Broadcasting): Connection {
  disconnect();
  const origin = socketOrigin(base);
  const tls = origin.protocol === 'https:';
  const port = Number(origin.port) || (tls ? 443 : 80);
  const echo = new Echo({
    broadcaster: 'pusher',
    key: b.pusherAppKey,
    cluster: b.pusherCluster || 'mt1',
    wsHost: origin.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    authEndpoint: `${base.replace(/\/+$/, '')}/api/broadcasting/auth`,
    auth: { headers: { 'Auth-Token': user.token } },
    Pusher,
  } as ConstructorParameters<typeof Echo<'pusher'>>[0]);
  const pusher = (echo.connector as any).pusher as Pusher;
  let wasConnected = false;
  pusher.connection.bind('state_change', ({ current: now }: { current: string }) => {
    if (now !== 'connected') return;
    if (wasConnected) emitLive('reconnected', {});
    wasConnected = true;
  });
  (echo.private('Application') as AnyChannel).listenToAll((event: string, data: unknown) => {
    if (event.startsWith('pusher:') || event.startsWith('pusher_internal:')) return;
    emitLive(event.startsWith('.') ? event : `.${event}`, data);
  });
  for (const [resource] of resourceRefs) listenResource(echo, resource);
  current = { echo, stop: () => echo.disconnect() };
  return current;
}

export function disconnect(): void {
  current?.stop();
  current = null;
}

function listenResource(echo: Echo<'pusher'>, resource: string) {
  const ch = echo.private(resource) as AnyChannel;
  for (const ev of RECORD_EVENTS) {
    ch.listen(`.${ev}`, (data: unknown) => {
      emitLive(`.${ev}`, data);
      emitLive(`${resource}.${ev}`, data);
    });
  }
  // Soft locks: who edits which record of the resource (web/live/editing.ts), among its viewers.
  ch.listenForWhisper('editing', (data: unknown) => emitLive('editing', { ...(data as object), resource }));
}

/**
 * Live record events of one resource: `.created/.updated/.deleted` and `{resource}.{event}` live
 * events with `{resource, model}`. Counted per caller; returns the function that stops listening.
 */
export function subscribeResource(resource: string): () => void {
  const n = resourceRefs.get(resource) ?? 0;
  resourceRefs.set(resource, n + 1);
  if (n === 0 && current) listenResource(current.echo, resource);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (resourceRefs.get(resource) ?? 1) - 1;
    if (left > 0) { resourceRefs.set(resource, left); return; }
    resourceRefs.delete(resource);
    current?.echo.leave(resource);
  };
}

export interface Member { id: number; name: string; email?: string; avatar?: string | null }

export interface PresenceHandlers {
  here?(members: Member[]): void;
  joining?(member: Member): void;
  leaving?(member: Member): void;
  /** Whispers by name (without the client- prefix), e.g. { navigate: (d) => … }. */
  whispers?: Record<string, (data: any) => void>;
}

export interface Presence {
  whisper(event: string, data: unknown): void;
  leave(): void;
}

/**
 * Joins a presence channel (e.g. 'App.Mobile', or `{resource}.{id}` for who has a record open) while
 * connected; a no-op handle when realtime is off.
 */
export function joinPresence(channel: string, h: PresenceHandlers = {}): Presence {
  const echo = current?.echo;
  if (!echo) return { whisper: () => {}, leave: () => {} };
  const ch = echo.join(channel) as AnyChannel;
  if (h.here) ch.here(h.here);
  if (h.joining) ch.joining(h.joining);
  if (h.leaving) ch.leaving(h.leaving);
  for (const [name, fn] of Object.entries(h.whispers ?? {})) ch.listenForWhisper(name, fn);
  return { whisper: (event, data) => ch.whisper(event, data), leave: () => echo.leave(channel) };
}

/** Sends a client event on a private or presence channel this client is in (not echoed back). */
export function whisper(channel: string, event: string, data: unknown): void {
  const echo = current?.echo;
  if (!echo) return;
  (channel.startsWith('presence-') ? echo.join(channel.slice(9)) : echo.private(channel.replace(/^private-/, '')) as AnyChannel).whisper(event, data);
}

export const isConnected = () => current !== null;
