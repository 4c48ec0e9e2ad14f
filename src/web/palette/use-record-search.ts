import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useDebounced } from '../lib/use-debounced';
import type { SearchHit } from '../../core/search';

export type { SearchHit };

export interface SearchAnswer {
  q: string;
  hits: SearchHit[];
}

/** Shortest text worth asking the server about (a number of any length is). */
export const searchable = (q: string): boolean => q.trim().length >= 2 || /^#?\d+$/.test(q.trim());

/**
 * Records matching the palette's text, across every resource the user may view (one request,
 * debounced; the previous answer stays on screen while the next one loads).
 */
export function useRecordSearch(query: string, enabled: boolean) {
  const q = useDebounced(query.trim(), 120);
  const on = enabled && searchable(q);
  const res = useQuery({
    queryKey: ['palette-search', q],
    queryFn: ({ signal }) => api.get('search', { searchParams: { q, limit: 5 }, signal, context: { silent: true } }).json<SearchAnswer>(),
    enabled: on,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    hits: on ? res.data?.hits ?? [] : [],
    loading: on && (res.isFetching || q !== query.trim()),
  };
}
