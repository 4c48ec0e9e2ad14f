// What a route loader needs to warm the list before the screen mounts (DESIGN §9: `ensureQueryData`):
// the same query options the screen will ask for, from the URL and the stored column choice.
import type { Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { listApiEntries, listFields, parseListSearch } from '../data/list-params';
import { resourceListQuery } from '../data/queries';
import { includesFor } from '../data/use-resource-list';
import { columnsStorageKey, listColumns, visibleColumns, type ColumnOverrides } from './use-columns';
import { readStored } from './use-stored-state';

export function listPreloadQuery(resource: Resource, search: Record<string, unknown>, principal: Principal | null) {
  const overrides = readStored<ColumnOverrides>(columnsStorageKey(resource.name), {});
  const visible = visibleColumns(listColumns(resource, principal), overrides).map((c) => c.key);
  const entries = listApiEntries(resource, parseListSearch(resource, search), includesFor(resource, visible), listFields(resource, visible, principal));
  return resourceListQuery(resource.name, entries);
}
