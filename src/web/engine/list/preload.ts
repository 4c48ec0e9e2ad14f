// What a route loader needs to warm the list before the screen mounts (DESIGN §9: `ensureQueryData`):
// the same query options the screen will ask for, from the URL and the stored column choice.
import type { Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import type { QueryClient } from '@tanstack/react-query';
import { listApiEntries, listFields, parseListSearch } from '../data/list-params';
import { localListEntries } from '../data/local-list';
import { localRowsQuery, resourceListQuery } from '../data/queries';
import { includesFor } from '../data/use-resource-list';
import { columnsStorageKey, listColumns, visibleColumns, type ColumnOverrides } from './use-columns';
import { readStored } from './use-stored-state';

/** The query the list screen will ask for first: a page (server mode) or every row (local mode). */
export function listPreloadQuery(resource: Resource, search: Record<string, unknown>, principal: Principal | null) {
  const overrides = readStored<ColumnOverrides>(columnsStorageKey(resource.name), {});
  const visible = visibleColumns(listColumns(resource, principal), overrides).map((c) => c.key);
  const include = includesFor(resource, visible);
  return resource.localList
    ? localRowsQuery(resource.name, localListEntries(include))
    : resourceListQuery(resource.name, listApiEntries(resource, parseListSearch(resource, search), include, listFields(resource, visible, principal)));
}

/** Warms that query in the cache (route loaders and link hovers). */
export function preloadListData(qc: QueryClient, resource: Resource, search: Record<string, unknown>, principal: Principal | null): Promise<unknown> {
  const query = listPreloadQuery(resource, search, principal);
  return resource.localList
    ? qc.ensureQueryData(query as ReturnType<typeof localRowsQuery>)
    : qc.ensureQueryData(query as ReturnType<typeof resourceListQuery>);
}
