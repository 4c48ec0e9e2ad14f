// Board data in react-query (so a later realtime event can just invalidate or patch it): the board
// records (ticket categories), the cards of one board, and moves written optimistically.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getResource } from '../../../core/resources';
import type { Resource } from '../../../core/resource/types';
import { api } from '../../lib/api';
import { notify } from '../../lib/notices';
import { resourceKeys } from '../../engine';
import { applyMove, boardOf, type Card, type MovePlan } from './board-model';

/** The resource that has boards (one board per record of another resource): tickets. */
export const boardResourceOf = (r: Resource) => {
  const v = boardOf(r);
  const target = v?.boards ? getResource(r.fields[v.boards.field]?.relation?.resource ?? '') : undefined;
  return target ?? null;
};

export const cardsKey = (r: Resource, boardId: number | null) => [...resourceKeys.lists(r.name), 'board', boardId] as const;

/** Fields a card needs: title, column, order, card fields, what filters read. */
function cardFields(r: Resource): string[] {
  const v = boardOf(r)!;
  const wanted = [r.title, v.column, v.order, v.boards?.field, ...(v.card ?? []), 'cliente_id', 'archived_at'];
  return [...new Set(wanted.filter((f): f is string => !!f && f in r.fields && r.fields[f].kind !== 'relation_multiple'))];
}

const includesOf = (r: Resource) => (boardOf(r)!.card ?? []).filter((f) => r.fields[f]?.relation).map((f) => r.fields[f].relation!.include);

export function useBoards(r: Resource) {
  const target = boardResourceOf(r);
  return useQuery({
    queryKey: [...resourceKeys.lists(target?.name ?? ''), 'boards'],
    enabled: !!target,
    queryFn: ({ signal }) => api.get(target!.name, { signal, searchParams: { limit: '1000', order: 'id' } }).json<Record<string, unknown>[]>(),
  });
}

export function useBoardCards(r: Resource, boardId: number | null) {
  const v = boardOf(r)!;
  const params = useMemo(() => {
    const p = new URLSearchParams({ limit: '10000', fields: cardFields(r).join(',') });
    const inc = [...includesOf(r), ...('cliente_id' in r.fields ? ['cliente'] : [])];
    if (inc.length) p.set('include', inc.join(','));
    if (v.boards && boardId) p.set(`where[${v.boards.field}]`, String(boardId));
    return p;
  }, [r, v, boardId]);
  return useQuery({
    queryKey: cardsKey(r, boardId),
    enabled: !v.boards || !!boardId,
    queryFn: ({ signal }) => api.get(r.name, { signal, searchParams: params }).json<Card[]>(),
  });
}

export interface MoveInput { id: number; plan: MovePlan }

/**
 * Writes a move: the card (column + position) and any renumbered neighbours. The cache changes at
 * once; a refusal (permission, validation, row scope) rolls it back and says so in a toast, besides
 * the shared error notice.
 */
export function useMoveCard(r: Resource, boardId: number | null, failedTitle: string) {
  const qc = useQueryClient();
  const key = cardsKey(r, boardId);
  const order = boardOf(r)!.order;
  return useMutation({
    mutationFn: async ({ id, plan }: MoveInput) => {
      await api.put(`${r.name}/${id}`, { json: plan.values }).json();
      for (const n of plan.renumber) if (order) await api.put(`${r.name}/${n.id}`, { json: { [order]: n.order } }).json();
    },
    onMutate: async ({ id, plan }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Card[]>(key);
      if (previous) qc.setQueryData<Card[]>(key, applyMove(previous, id, plan, order));
      return { previous };
    },
    onError: (_err, _input, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
      notify({ kind: 'error', title: failedTitle });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) }),
  });
}
