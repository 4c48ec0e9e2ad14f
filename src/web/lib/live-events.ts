// Live events in the browser. The realtime client (Echo over the Pusher protocol) emits what it
// receives here; screens and the shell listen by event name, so they never depend on the socket
// library and keep working (without live updates) when broadcasting is off.
import { useEffect, useRef } from 'react';

export type LiveListener = (data: unknown) => void;
const listeners = new Map<string, Set<LiveListener>>();

/** Called by the realtime client for each event it receives, e.g. emitLive('.notification', payload). */
export function emitLive(event: string, data: unknown): void {
  for (const fn of listeners.get(event) ?? []) {
    try {
      fn(data);
    } catch (err) {
      console.error('live listener failed', err);
    }
  }
}

export function onLive(event: string, fn: LiveListener): () => void {
  const set = listeners.get(event) ?? new Set<LiveListener>();
  set.add(fn);
  listeners.set(event, set);
  return () => set.delete(fn);
}

/** Subscribes a component to a live event for as long as it is mounted. */
export function useLiveEvent(event: string, fn: LiveListener): void {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => onLive(event, (d) => ref.current(d)), [event]);
}
