// A tenant's custom fields on the web (spec 03 §2.3; docs/design-notes.md "Custom fields"): the
// definitions come from GET custom-fields/definitions and are merged into the resource with the same
// function the server uses (core/custom-fields withCustomFields), so list, form, filters and exports
// see ordinary fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withCustomFields, type CustomFieldRecord } from '../../../core/custom-fields';
import type { Resource } from '../../../core/resource/types';
import { api } from '../../lib/api';
import { resourceKeys } from './keys';

/** Under the custom-fields resource's keys, so saving a definition (which invalidates them) refetches. */
export const customFieldsQuery = () => queryOptions({
  queryKey: [...resourceKeys.all('custom-fields'), 'definitions'] as const,
  queryFn: ({ signal }) => api.get('custom-fields/definitions', { signal }).json<{ data: CustomFieldRecord[] }>().then((r) => r.data),
  staleTime: 60_000,
});

// One derived object per (definitions answer, resource): screens keep a stable resource across renders.
const derived = new WeakMap<readonly CustomFieldRecord[], Map<string, Resource>>();

export function resourceWithCustomFields(r: Resource, defs: readonly CustomFieldRecord[] | undefined): Resource {
  if (!r.customFields || !defs?.length) return r;
  let byName = derived.get(defs);
  if (!byName) derived.set(defs, (byName = new Map()));
  let out = byName.get(r.name);
  if (!out) byName.set(r.name, (out = withCustomFields(r, defs)));
  return out;
}

/**
 * The resource with the tenant's custom fields, and whether they are still loading (a list must not
 * read its URL's filters against the plain resource: a filter on a custom field would be dropped).
 * A failed read leaves the plain resource.
 */
export function useCustomFieldsResource(r: Resource | undefined): { resource: Resource | undefined; loading: boolean } {
  const q = useQuery({ ...customFieldsQuery(), enabled: !!r?.customFields });
  if (!r) return { resource: r, loading: false };
  return { resource: resourceWithCustomFields(r, q.data), loading: !!r.customFields && q.isPending && !q.isError };
}
