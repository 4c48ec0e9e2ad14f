// Which list actions a principal gets (spec 01 §6). Pure: unit-tested. The server enforces anyway.
import { can, canOnResource, type Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';

export interface ListActions {
  create: boolean;
  edit: boolean;
  view: boolean;
  duplicate: boolean;
  delete: boolean;
  bulkDelete: boolean;
  revisions: boolean;
  /** What a row click opens. */
  rowClick: 'edit' | 'view';
}

export function listActions(principal: Principal | null, resource: Resource): ListActions {
  const create = canOnResource(principal, resource, 'create');
  const edit = canOnResource(principal, resource, 'update');
  const del = canOnResource(principal, resource, 'delete');
  return {
    create,
    edit,
    view: true,
    // Duplicate is gated by the edit permission (spec 01 §6) and saves through create.
    duplicate: create && edit,
    delete: del,
    bulkDelete: del,
    revisions: !!principal && can(principal, resource.revisions || 'SuperAdmin'),
    rowClick: edit ? 'edit' : 'view',
  };
}

/** Link of a record's revisions screen (spec 01 §2.6). */
export const revisionsHref = (resource: Pick<Resource, 'name'>, id: number | string) =>
  `/${resource.name}/${id}/revisions?resource=${encodeURIComponent(resource.name)}`;
