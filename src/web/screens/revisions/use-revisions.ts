// Data of the revisions screen: the revisions, the record (for its title and its related records'
// titles) and the titles of related records that older revisions point at. Every call is silent:
// the screen shows 403/404 itself instead of a toast.
import { useQueries, useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { useMemo } from 'react';
import type { Field, Resource } from '../../../core/resource/types';
import { api } from '../../lib/api';
import { relatedIds, type Revision } from './revision-diff';

const silent = { retry: 0, context: { silent: true } } as const;

/** Related rows by target resource and id. */
export type RelatedRows = Map<string, Map<number, Record<string, unknown>>>;

export const httpStatus = (err: unknown): number => (isHTTPError(err) ? err.response.status : 0);

export function useRevisions(resource: Resource, id: number, fields: [string, Field][]) {
  const revisions = useQuery({
    queryKey: ['revisions', resource.name, id],
    queryFn: ({ signal }) => api.get(`${resource.name}/${id}/revisions`, { ...silent, signal }).json<Revision[]>(),
    retry: (n, err) => n < 1 && httpStatus(err) >= 500,
  });

  const include = useMemo(
    () => [...new Set(fields.flatMap(([, f]) => (f.kind === 'relation' && f.relation ? [f.relation.include] : [])))].sort().join(','),
    [fields],
  );
  // The record as it is now: its title for the heading (gone once deleted: the heading then says #id).
  const record = useQuery({
    queryKey: ['revisions', resource.name, id, 'record', include],
    queryFn: ({ signal }) => api.get(`${resource.name}/${id}`, { ...silent, signal, searchParams: include ? { include } : undefined })
      .json<Record<string, unknown>>(),
    retry: false,
    enabled: revisions.isSuccess,
  });

  // Titles of related records older revisions point at (the record's includes only know today's).
  const wanted = useMemo(() => [...relatedIds(fields, revisions.data ?? [])].map(([target, ids]) => ({ target, ids: [...ids].sort((a, b) => a - b) })), [fields, revisions.data]);
  const lookups = useQueries({
    queries: wanted.map(({ target, ids }) => ({
      queryKey: ['revisions', 'titles', target, ids.join(',')],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get(target, { ...silent, signal, searchParams: { [`whereIn[id]`]: ids.join(','), limit: String(Math.min(ids.length, 250)) } })
          .json<Record<string, unknown>[]>(),
      retry: false,
      staleTime: 60_000,
    })),
  });

  const related = useMemo<RelatedRows>(() => {
    const out: RelatedRows = new Map();
    const add = (target: string, row: unknown) => {
      if (!row || typeof row !== 'object' || !('id' in row)) return;
      const map = out.get(target) ?? new Map<number, Record<string, unknown>>();
      map.set(Number((row as { id: unknown }).id), row as Record<string, unknown>);
      out.set(target, map);
    };
    wanted.forEach(({ target }, i) => { const rows = lookups[i]?.data; if (Array.isArray(rows)) rows.forEach((r) => add(target, r)); });
    for (const [, f] of fields) if (f.kind === 'relation' && f.relation && record.data) add(f.relation.resource, record.data[f.relation.include]);
    return out;
    // lookups is a new array each render; its data items are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, fields, record.data, ...lookups.map((l) => l.data)]);

  return { revisions, record, related };
}
