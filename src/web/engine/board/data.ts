// Board data in react-query, under the resource's list keys (`['r', name, 'list', 'board', …]`), so
// every save of the resource (forms, other screens) and every realtime invalidation refreshes it:
// the board records (one board per record of another resource: ticket categories), the cards of a
// board with the URL filters sent to the API, and moves written optimistically — the card changes
// column (and position) at once; a refusal (permission, validation, row scope) puts it back and
// says why in a toast.
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { useMemo } from 'react';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { api, handleApiError, markHandled } from '../../lib/api';
import { notify } from '../../lib/notices';
import { resourceKeys } from '../data/keys';
import { useLiveResource } from '../data/use-live-resource';
import { filterColumns, filterFieldsOf, filterQuery, type BoardFilters } from './filters';
import { applyMove, boardView, refusalMessage, type Card, type MovePlan } from './model';

/** Most cards a board without an order field loads (the newest). A board with one loads them all. */
export const BOARD_LIMIT = 1000;
const ORDERED_LIMIT = 10_000;

/** The resource whose records are the boards (tickets → categorias-tickets), or null. */
export const boardResourceOf = (r: Resource): Resource | null => {
  const v = r.views.board;
  return (v?.boards ? getResource(r.fields[v.boards.field]?.relation?.resource ?? '') : undefined) ?? null;
};

export interface BoardQuery {
  /** The board record's id (a resource with boards); none for a resource-wide board. */
  boardId?: number | null;
  /** URL filters, sent to the API; the cards then carry what `matchesFilters` reads too. */
  filters?: BoardFilters | null;
}

/**
 * What the cards need: the title, column, order and board fields and the view's card fields (a
 * relation or line items come as includes), plus what the filters read when the board filters.
 */
export function boardParams(r: Resource, query: BoardQuery = {}): URLSearchParams {
  const v = boardView(r);
  const ff = query.filters ? filterFieldsOf(r) : null;
  const wanted = [r.title, v.column, v.order, v.boards?.field, ...(v.card ?? []), ...(ff ? filterColumns(ff) : [])];
  const fields = [...new Set(wanted.filter((f): f is string => !!f && f in r.fields && r.fields[f].kind !== 'relation_multiple'))];
  const include = [...new Set([...(v.card ?? []), ...(ff?.assignees ? [ff.assignees] : [])]
    .map((f) => (r.fields[f]?.kind === 'items' ? f : r.fields[f]?.relation?.include))
    .filter((x): x is string => !!x))];
  const p = new URLSearchParams({
    limit: String(v.order ? ORDERED_LIMIT : BOARD_LIMIT),
    fields: fields.join(','),
    order: v.order ? `${v.order},id` : '-id',
  });
  if (include.length) p.set('include', include.join(','));
  if (v.boards && query.boardId) p.set(`where[${v.boards.field}]`, String(query.boardId));
  if (query.filters && ff) for (const [k, val] of filterQuery(query.filters, ff)) p.set(k, val);
  return p;
}

/** The cards' cache key: under the resource's lists, per board and filters. */
export const cardsKey = (r: Resource, boardId: number | null, params: URLSearchParams) =>
  [...resourceKeys.lists(r.name), 'board', boardId, params.toString()] as const;

/** The board records (ticket categories), for the board picker and /boards. */
export function useBoards(r: Resource) {
  const target = boardResourceOf(r);
  return useQuery({
    queryKey: [...resourceKeys.lists(target?.name ?? ''), 'boards'],
    enabled: !!target,
    queryFn: ({ signal }) => api.get(target!.name, { signal, searchParams: { limit: '1000', order: 'id' } }).json<Record<string, unknown>[]>(),
  });
}

/**
 * The cards of one board. While new filters are on their way, the previous cards of the same board
 * stay (placeholder), so the screen can narrow them at once.
 */
export function useBoardCards(r: Resource, query: BoardQuery = {}) {
  const v = boardView(r);
  const boardId = query.boardId ?? null;
  const params = useMemo(() => boardParams(r, { boardId, filters: query.filters }), [r, boardId, query.filters]);
  const key = cardsKey(r, boardId, params);
  useLiveResource(r.name);
  const result = useQuery({
    queryKey: key,
    enabled: !v.boards || !!boardId,
    queryFn: ({ signal }) => api.get(r.name, { signal, searchParams: params }).json<Card[]>(),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[4] === boardId ? keepPreviousData(prev) : undefined),
  });
  return { ...result, key };
}

export interface MoveInput { id: number; plan: MovePlan }

/** Writes a move: the card (column, position) and any renumbered neighbours, on the cache at once. */
export function useMoveCard(r: Resource, key: QueryKey) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const order = boardView(r).order;
  return useMutation({
    mutationFn: async ({ id, plan }: MoveInput) => {
      await api.put(`${r.name}/${id}`, { json: plan.values }).json();
      for (const n of plan.renumber) if (order) await api.put(`${r.name}/${n.id}`, { json: { [order]: n.order } }).json();
    },
    onMutate: async ({ id, plan }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Card[]>(key);
      if (before) qc.setQueryData<Card[]>(key, applyMove(before, id, plan, order));
      return { before };
    },
    onError: async (err, _input, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      // A lost session goes to the shared handler (login); any other refusal is this toast.
      if (!isHTTPError(err) || err.response.status !== 401) markHandled(err);
      const failure = await handleApiError(err);
      if (failure?.status === 401) return;
      notify({ kind: 'error', title: t`No se pudo mover la tarjeta; volvió a su lugar.`, message: refusalMessage(failure?.body) });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) }),
  });
}
