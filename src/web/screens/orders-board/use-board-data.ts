// Board data in react-query (a later realtime event only has to invalidate or patch the cache): the
// cards of a resource's board view, and moves written optimistically — the card changes column at
// once; a refusal (permission, validation, row scope) puts it back and says why in a toast.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { useMemo } from 'react';
import type { Resource } from '../../../core/resource/types';
import { resourceKeys } from '../../engine';
import { api, handleApiError, markHandled } from '../../lib/api';
import { notify } from '../../lib/notices';
import { boardView, refusalMessage, withMoved, type Card } from './board-model';

/** Most cards one board loads. */
export const BOARD_LIMIT = 1000;

/** Under the resource's lists, so every save of the resource (forms, other screens) refreshes it. */
export const boardKey = (r: Resource) => [...resourceKeys.lists(r.name), 'board'] as const;

/** What the cards show: title, column field and the view's card fields (with their includes). */
export function boardParams(r: Resource): URLSearchParams {
  const v = boardView(r);
  const fields = [...new Set([r.title, v.column, ...(v.card ?? [])].filter((f) => f in r.fields))];
  const include = fields.map((f) => (r.fields[f].kind === 'items' ? f : r.fields[f].relation?.include)).filter((x): x is string => !!x);
  const p = new URLSearchParams({ limit: String(BOARD_LIMIT), fields: fields.join(','), order: '-id' });
  if (include.length) p.set('include', include.join(','));
  return p;
}

export function useBoardCards(r: Resource) {
  const params = useMemo(() => boardParams(r), [r]);
  return useQuery({
    queryKey: boardKey(r),
    queryFn: ({ signal }) => api.get(r.name, { signal, searchParams: params }).json<Card[]>(),
  });
}

export interface MoveInput { id: number; column: string }

export function useMoveCard(r: Resource) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const key = boardKey(r);
  const field = boardView(r).column;
  return useMutation({
    mutationFn: ({ id, column }: MoveInput) => api.put(`${r.name}/${id}`, { json: { [field]: column } }).json<Card>(),
    onMutate: async ({ id, column }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Card[]>(key);
      if (before) qc.setQueryData<Card[]>(key, withMoved(before, id, field, column));
      return { before };
    },
    onError: async (err, _input, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      // A lost session goes to the shared handler (login); any other refusal is this toast.
      if (!isHTTPError(err) || err.response.status !== 401) markHandled(err);
      const failure = await handleApiError(err);
      if (failure?.status === 401) return;
      notify({ kind: 'error', title: t`No se pudo mover la tarjeta`, message: refusalMessage(failure?.body) ?? t`Se devolvió a su columna.` });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) }),
  });
}
