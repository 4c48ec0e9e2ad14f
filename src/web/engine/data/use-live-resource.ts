// Live updates of a resource's cached data (spec 01 §4 'Live updates'), on the shared query keys so
// lists, boards, calendars, selectors, the record cache and the palette all follow with no screen code.
// While any component of a resource is mounted, the resource's private channel is subscribed once:
// `.updated` merges the model into every cached query of the resource at once and then refetches the
// active ones (order, filters, columns may have changed); `.created`/`.deleted` refetch them (a
// deleted item reloads the list); 'reconnected' refetches every subscribed resource (missed events).
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLive } from '../../lib/live-events';
import { subscribeResource } from '../../realtime';
import { resourceKeys } from './keys';
import { eventModel, mergeModel } from './live-cache';

/** The palette's record search answers (any record may be in them). */
const PALETTE_KEY = ['palette-search'];

interface Entry { count: number; stop: () => void }
const live = new Map<string, Entry>();
let offReconnect: (() => void) | null = null;

/** Refetches the resource's queries except the open records (a form keeps what the user types anyway). */
const refreshLists = (qc: QueryClient, name: string) =>
  qc.invalidateQueries({ queryKey: resourceKeys.all(name), predicate: (q) => q.queryKey[2] !== 'one' });

export function applyRecordEvent(qc: QueryClient, name: string, kind: 'created' | 'updated' | 'deleted', payload: unknown) {
  if (kind === 'updated') {
    const model = eventModel(payload);
    if (model) {
      for (const [key, data] of qc.getQueriesData({ queryKey: resourceKeys.all(name) })) {
        const next = mergeModel(data, model);
        if (next !== data) qc.setQueryData(key, next);
      }
    }
  }
  void refreshLists(qc, name);
  void qc.invalidateQueries({ queryKey: PALETTE_KEY });
}

function start(qc: QueryClient, name: string): Entry {
  const stopSocket = subscribeResource(name);
  const offs = (['created', 'updated', 'deleted'] as const).map((kind) =>
    onLive(`${name}.${kind}`, (payload) => applyRecordEvent(qc, name, kind, payload)));
  offReconnect ??= onLive('reconnected', () => {
    for (const n of live.keys()) void qc.invalidateQueries({ queryKey: resourceKeys.all(n) });
    void qc.invalidateQueries({ queryKey: PALETTE_KEY });
  });
  return { count: 0, stop: () => { stopSocket(); for (const off of offs) off(); } };
}

function acquire(qc: QueryClient, name: string): () => void {
  const entry = live.get(name) ?? start(qc, name);
  entry.count += 1;
  live.set(name, entry);
  return () => {
    entry.count -= 1;
    if (entry.count > 0) return;
    entry.stop();
    live.delete(name);
    if (live.size === 0) { offReconnect?.(); offReconnect = null; }
  };
}

/** Keeps `name`'s cached data live while the calling component is mounted (counted per resource). */
export function useLiveResource(name: string | null | undefined): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!name) return;
    return acquire(qc, name);
  }, [qc, name]);
}

/**
 * Keeps a query that is not a resource's own but is computed from several (a report such as /cartera,
 * from invoices, receipts and notes) live: while mounted, those resources are subscribed like lists are,
 * and any `.created/.updated/.deleted` of them, or a reconnection, refetches the queries under `queryKey`.
 */
export function useLiveQueryOf(names: readonly string[] | null, queryKey: QueryKey): void {
  const qc = useQueryClient();
  const namesKey = names?.join(',') ?? '';
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!namesKey) return;
    const key = JSON.parse(keyText) as QueryKey;
    const refresh = () => void qc.invalidateQueries({ queryKey: key });
    const list = namesKey.split(',');
    const stops = list.map((n) => acquire(qc, n));
    const offs = [...list.flatMap((n) => (['created', 'updated', 'deleted'] as const).map((kind) => onLive(`${n}.${kind}`, refresh))),
      onLive('reconnected', refresh)];
    return () => { for (const off of offs) off(); for (const stop of stops) stop(); };
  }, [qc, namesKey, keyText]);
}
