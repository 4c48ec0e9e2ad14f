import { canOnResource } from '../../../core/access';
import { getResource } from '../../../core/resources/index';
import { ResourceListScreen, useCustomFieldsResource } from '../../engine';
import { Skeleton } from '../../ui';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { AccessDeniedScreen, NotFoundScreen } from '../errors';

export interface ResourceScreenProps {
  name: string;
  search: Record<string, unknown>;
  onSearchChange: (next: Record<string, string>) => void;
  /** Lists with a tree panel (views.tree): the chosen node (from /{resource}/{node}) and how to choose. */
  treeNode?: number | null;
  onTreeNode?: (id: number | null) => void;
}

/**
 * /$resource: the generic list of a registered resource. Unknown name → 404; no view permission
 * or tenant module off → 'Acceso denegado'.
 */
export function ResourceScreen({ name, search, onSearchChange, treeNode, onTreeNode }: ResourceScreenProps) {
  const label = useLabel();
  const principal = usePrincipal();
  // The tenant's custom fields join the resource before the list reads its URL (filters on them included).
  const { resource, loading } = useCustomFieldsResource(getResource(name));
  const allowed = !!resource && canOnResource(principal, resource, 'view');
  usePageTitle(resource && allowed ? label(resource.label.many) : null);
  if (!resource) return <NotFoundScreen resource={name} />;
  if (!allowed) return <AccessDeniedScreen />;
  if (loading) {
    return (
      <div className="space-y-3 p-4 sm:p-6" aria-hidden>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <ResourceListScreen key={resource.name} resource={resource} search={search} onSearchChange={onSearchChange}
    treeNode={treeNode} onTreeNode={onTreeNode} />;
}
