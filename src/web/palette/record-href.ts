import type { Principal } from '../../core/access';
import { getResource } from '../../core/resources';
import { recordPagePath } from '../../core/resources/screens';
import { listActions } from '../engine/list/actions';

/**
 * Where a record hit (or a recent record) goes: its own page when the resource has one (a ticket:
 * /tickets/{id}, RECORD_PAGES), else its list's form dialog in the mode a row click opens.
 */
export function recordHref(principal: Principal | null, hit: { resource: string; id: number }): string {
  const page = recordPagePath(hit.resource, hit.id);
  if (page) return page;
  const r = getResource(hit.resource);
  const kind = r ? listActions(principal, r).rowClick : 'view';
  return `/${hit.resource}?dialog=${kind}&id=${hit.id}`;
}
