// Calendar data through react-query on the generic resource API: one query per layer and visible
// range, keyed under the resource's prefix (['r', name, …]) so any write to it — a form, a drag here,
// a later realtime event — refreshes the calendars with one invalidation.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Resource } from '../../../core/resource/types';
import { api, reportApiError } from '../../lib/api';
import { notify } from '../../lib/notices';
import { resourceKeys, useLiveResource } from '../../engine';
import { rangeParams } from './calendar-data';

type Row = Record<string, unknown> & { id: number };

export interface Range { from: Date; to: Date }

export const calendarKey = (name: string, params: [string, string][]) => [...resourceKeys.all(name), 'calendar', params] as const;

/** The records of `r` visible in `range` (null while the calendar has not told its range yet). */
export function useRangeRows(r: Resource, range: Range | null, enabled = true, extra: [string, string][] = []) {
  const params = range ? rangeParams(r, range.from, range.to, extra) : [];
  useLiveResource(enabled ? r.name : null);
  return useQuery({
    queryKey: calendarKey(r.name, params),
    queryFn: ({ signal }) => api.get(r.name, { searchParams: params, signal }).json<Row[]>(),
    enabled: enabled && !!range,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** A plain list (colours, birthdays) cached like any list of the resource. */
export function useRows(name: string, params: [string, string][], enabled = true) {
  return useQuery({
    queryKey: resourceKeys.list(name, params),
    queryFn: ({ signal }) => api.get(name, { searchParams: params, signal }).json<Row[]>(),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Writes a moved/resized event. Resolves true when the server took it; on a refusal the caller
 * snaps the event back and the server's message is shown (422 overlap or rule: a toast with its
 * text; 403/404: the shared notice).
 */
export function useMoveRecord() {
  const qc = useQueryClient();
  const { t } = useLingui();
  return useCallback(async (r: Resource, id: number, body: Record<string, unknown>): Promise<boolean> => {
    try {
      await api.put(`${r.name}/${id}`, { json: body }).json();
      notify({ kind: 'success', title: t`Cambio guardado` });
      await qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) });
      return true;
    } catch (err) {
      const failure = await reportApiError(err);
      if (failure.status === 422) {
        notify({ kind: 'error', title: t`No se pudo mover`, message: failure.message ?? Object.values(failure.fieldErrors)[0]?.[0] });
      }
      await qc.invalidateQueries({ queryKey: resourceKeys.all(r.name) });
      return false;
    }
  }, [qc, t]);
}
