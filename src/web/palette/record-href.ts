import type { Principal } from '../../core/access';
import { getResource } from '../../core/resources';
import { recordPagePath } from '../../core/resources/screens';
import { listActions } from '../engine/list/actions';

/**
 * Where a record hit (or a recent record) goes: a ticket to its page (/tickets/{id}, where it is
 * worked on), any other record to its list's form dialog in the mode a row click opens — where the
 * palette's record actions apply; the dialog links to the record page (/cliente/{id}) when there is one.
 */
export function recordHref(principal: Principal | null, hit: { resource: string; id: number }): string {
  if (hit.resource === 'tickets') return recordPagePath(hit.resource, hit.id)!;
  const r = getResource(hit.resource);
  const kind = r ? listActions(principal, r).rowClick : 'view';
  return `/${hit.resource}?dialog=${kind}&id=${hit.id}`;
}
