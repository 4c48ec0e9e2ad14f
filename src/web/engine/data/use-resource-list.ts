import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { Resource } from '../../../core/resource/types';
import {
  dialogKeys, filterFields, listApiEntries, parseDialog, parseListSearch, RESERVED_KEYS, serializeListSearch, toListQuery, type DialogState,
  type ListState,
} from './list-params';
import { LOCAL_LIMIT, localListEntries, localPage } from './local-list';
import { localRowsQuery, resourceListQuery, resourceRecordQuery, type Page, type Row } from './queries';
import { useLiveResource } from './use-live-resource';

export type SearchChange = (next: Record<string, string>, opts?: { replace?: boolean }) => void;

const toStr = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));

/**
 * The list's state lives in the URL (spec 01 §2.6): this hook reads it, writes changes back
 * (replace, so typing does not flood history) and rewrites a partial query string to the full one.
 * Dialog opening pushes a history entry, so Back closes it.
 */
export function useListState(resource: Resource, search: Record<string, unknown>, onSearchChange: SearchChange) {
  const state = useMemo(() => parseListSearch(resource, search), [resource, search]);
  const dialog = useMemo(() => parseDialog(search), [search]);

  // Keys the list does not own (e.g. the shell's theme or view_mode) are carried along untouched.
  const others = useMemo(() => {
    const owned = new Set([...RESERVED_KEYS, ...filterFields(resource).map(([k]) => k)]);
    return Object.fromEntries(Object.entries(toStr(search)).filter(([k]) => !owned.has(k)));
  }, [resource, search]);

  const build = useCallback(
    (s: ListState, d: DialogState) => ({ ...others, ...serializeListSearch(resource, s), ...dialogKeys(d) }),
    [others, resource],
  );

  const setState = useCallback((next: ListState) => onSearchChange(build(next, dialog), { replace: true }), [build, dialog, onSearchChange]);

  const setDialog = useCallback(
    (next: DialogState) => onSearchChange(build(state, next), { replace: !next.kind }),
    [build, state, onSearchChange],
  );

  // Canonical URL: always carries sort and paging, drops what did not parse.
  useEffect(() => {
    const canonical = build(state, dialog);
    const current = toStr(search);
    const keys = new Set([...Object.keys(canonical), ...Object.keys(current)]);
    if ([...keys].some((k) => canonical[k] !== current[k])) onSearchChange(canonical, { replace: true });
  }, [build, state, dialog, search, onSearchChange]);

  return { state, setState, dialog, setDialog };
}

/** Relations to embed for the given columns (their include names). */
export function includesFor(resource: Resource, columns: string[]): string[] {
  // Child rows (an order's payments shown as a column) come with include=<field> too.
  return columns.map((c) => (resource.fields[c]?.kind === 'items' ? c : resource.fields[c]?.relation?.include))
    .filter((x): x is string => !!x);
}

/**
 * One page of a resource list. Keeps the previous page while the next loads (no flash), so views
 * show a thin progress bar instead of a spinner. In local mode the rows come once and the page is
 * cut in the client (local-list.ts) with the server's semantics; `entries` stays the server-mode
 * query (exports read every page of it from the server).
 */
export function useResourceList(resource: Resource, state: ListState, opts: { include?: string[]; fields?: string[]; enabled?: boolean } = {}) {
  const entries = useMemo(() => listApiEntries(resource, state, opts.include ?? [], opts.fields), [resource, state, opts.include, opts.fields]);
  const local = resource.localList;
  const enabled = opts.enabled ?? true;
  const server = useQuery({ ...resourceListQuery(resource.name, entries), enabled: enabled && !local });
  const all = useQuery({ ...localRowsQuery(resource.name, localListEntries(opts.include ?? [])), enabled: enabled && local });
  const localData = useMemo(
    () => (local && all.data ? localPage(resource, all.data, toListQuery(resource, state, opts.include ?? [])) : undefined),
    [local, all.data, resource, state, opts.include],
  );
  useLiveResource(opts.enabled === false ? null : resource.name);
  const query = local ? all : server;
  const page: Page | undefined = local ? localData : server.data;
  return {
    rows: (page?.data ?? []) as Row[],
    /** Local mode read the API's whole cap: there may be more rows than it shows. */
    capped: local && (all.data?.length ?? 0) >= LOCAL_LIMIT,
    total: page?.total ?? 0,
    totalIsEstimate: !!page?.total_is_estimate,
    lastPage: page?.last_page ?? 1,
    entries,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isPlaceholder: query.isPlaceholderData,
    error: query.error,
    refetch: query.refetch,
    dataUpdatedAt: query.dataUpdatedAt,
  };
}

/** One record with the given includes (edit/view dialogs, relation titles). */
export function useResourceRecord(resource: Pick<Resource, 'name'>, id: number | null, include: string[] = []) {
  const inc = [...new Set(include)].sort().join(',');
  return useQuery({ ...resourceRecordQuery(resource.name, id ?? 0, inc), enabled: !!id });
}
