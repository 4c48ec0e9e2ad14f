// Query options for resources: one place that knows the API paths and the cache keys (DESIGN §9).
// Routes may preload with `queryClient.ensureQueryData(resourceListQuery(...))`.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { resourceKeys } from './keys';

export type Row = Record<string, unknown> & { id: number };

/** Paginated answer (contracts: API list). */
export interface Page<T = Row> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  total_is_estimate?: boolean;
}

/** Selector page limit (spec 01 §9). */
export const SELECTOR_LIMIT = 250;

export const resourceListQuery = (name: string, entries: [string, string][]) =>
  queryOptions({
    queryKey: resourceKeys.list(name, entries),
    queryFn: ({ signal }) => api.get(name, { searchParams: entries, signal }).json<Page>(),
    placeholderData: keepPreviousData,
  });

/** Local mode's one request (`limit=10000`): a plain array of every row the user may read. */
export const localRowsQuery = (name: string, entries: [string, string][]) =>
  queryOptions({
    queryKey: resourceKeys.list(name, entries),
    queryFn: ({ signal }) => api.get(name, { searchParams: entries, signal }).json<Row[]>(),
    placeholderData: keepPreviousData,
  });

export const resourceRecordQuery = (name: string, id: number, include = '') =>
  queryOptions({
    queryKey: resourceKeys.one(name, id, include),
    queryFn: ({ signal }) =>
      api.get(`${name}/${id}`, { searchParams: include ? { include } : undefined, signal }).json<Row>(),
  });

/** Query entries of an item selector: `q` when searching, the field's `whereIn` pre-filters, limit 250. */
export function selectorEntries(text: string, whereIn?: Record<string, (string | number)[]>): [string, string][] {
  const q = text.trim();
  const pre = Object.entries(whereIn ?? {}).sort(([a], [b]) => a.localeCompare(b))
    .map(([f, vs]): [string, string] => [`whereIn[${f}]`, vs.join(',')]);
  return [...(q ? [['q', q] as [string, string]] : []), ...pre, ['limit', String(SELECTOR_LIMIT)]];
}

/** Item selector search (spec 03 §7.2): `GET {target}?q=text[&whereIn[f]=a,b]&limit=250` → plain array. */
export const selectorQuery = (target: string, text: string, whereIn?: Record<string, (string | number)[]>) => {
  const entries = selectorEntries(text, whereIn);
  return queryOptions({
    queryKey: resourceKeys.list(target, entries),
    queryFn: ({ signal }) => api.get(target, { searchParams: entries, signal }).json<Row[]>(),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
