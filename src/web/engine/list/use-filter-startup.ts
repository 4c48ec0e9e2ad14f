// A list's opening filters and their memory (spec 01 §3: default, localPersistent; 'filter values per
// list' in local storage). When the address names no filter and no search, the list opens on the
// remembered values of `localPersistent` filters and the `default` of the others, once per list.
// Afterwards every change of a `localPersistent` filter is remembered on this device.
import { useEffect, useRef } from 'react';
import type { Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import type { ListState } from '../data/list-params';
import { initialFilters, persistable, persistedFiltersKey } from './filter-rules';
import { readStored } from './use-stored-state';

export function useFilterStartup(resource: Resource, listKey: string, state: ListState, setState: (s: ListState) => void,
  principal: Principal | null, usable: (key: string) => boolean) {
  const started = useRef<string | null>(null);
  // Opening filters sent to the address and not yet back in the state: nothing is written meanwhile.
  const applying = useRef(false);
  const storageKey = persistedFiltersKey(listKey);

  useEffect(() => {
    if (started.current === listKey) return;
    started.current = listKey;
    if (Object.keys(state.filters).length || state.query) return; // the address decides
    const filters = initialFilters(resource, readStored(storageKey, null), { userId: principal?.userId ?? undefined, now: new Date() }, usable);
    if (!Object.keys(filters).length) return;
    applying.current = true;
    setState({ ...state, filters, page: 1 });
    // Once per list: later changes of state are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey]);

  const remembered = JSON.stringify(persistable(resource, state.filters));
  useEffect(() => {
    // Not before the opening filters reach the address (the empty address would overwrite the memory).
    if (started.current !== listKey || remembered === '{}') return;
    if (applying.current) {
      if (!Object.keys(state.filters).length) return;
      applying.current = false;
    }
    try { localStorage.setItem(storageKey, remembered); } catch { /* private mode */ }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey, storageKey, remembered]);
}
