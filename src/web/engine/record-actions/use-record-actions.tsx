// A resource's declared record actions (core/resource/record-actions.ts) as the screens offer them:
// palette entries and buttons, one runner (the call, then every list and record of the resource
// refreshes), and the confirmation dialog when the action asks for one.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { recordActionHref, recordActionsFor, type RecordActionDef } from '../../../core/resource/record-actions';
import type { Resource } from '../../../core/resource/types';
import { recordPagePath } from '../../../core/resources/screens';
import { api, reportApiError } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { usePrincipal } from '../../lib/session';
import type { PaletteContextAction } from '../../palette/context';
import { ConfirmDialog } from '../../ui';
import { resourceKeys } from '../data/keys';
import { submitHiddenForm } from './hidden-form';

type Row = Record<string, unknown> & { id: number };

export function useRecordActions(resource: Resource) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const router = useRouter({ warn: false });
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState<{ action: RecordActionDef; id: number } | null>(null);

  const call = useMutation({
    mutationFn: async ({ action, id }: { action: RecordActionDef; id: number }) => {
      if (action.kind !== 'form') return api.post(`${resource.name}/${id}/${action.key}`).json<Row>();
      // An external page's form (a card checkout): the browser leaves with the signed payload.
      const { url, payload } = await api.get(`${resource.name}/${id}/${action.key}`).json<{ url: string; payload: Record<string, string> }>();
      submitHiddenForm(url, payload);
      return null;
    },
    onSuccess: async (row, { action }) => {
      if (action.kind === 'form') return;
      // The answer may explain itself (`message`, Spanish; `warning` when the user has something to fix).
      const said = typeof row?.message === 'string' ? row.message : undefined;
      if (action.done) notify({ kind: row?.warning === true ? 'warning' : 'success', title: tr(action.done), message: said ?? (typeof row?.number === 'string' ? row.number : undefined), ...(said ? { duration: 15_000 } : {}) });
      await qc.invalidateQueries({ queryKey: resourceKeys.all(resource.name) });
      // The record the action made (an order's invoice) opens next: its page, else its list's view dialog.
      if (action.opens && typeof row?.id === 'number') {
        await qc.invalidateQueries({ queryKey: resourceKeys.all(action.opens) });
        const href = recordPagePath(action.opens, row.id) ?? `/${action.opens}?dialog=view&id=${row.id}`;
        if (router) router.history.push(href); else window.location.assign(href);
      }
    },
    onError: async (err, { action }) => {
      const failure = await reportApiError(err);
      // A 422 shows no notice of its own (it is meant for a form's fields): say why here.
      if (failure.status === 422 && failure.message) notify({ kind: 'error', title: tr(action.label), message: failure.message });
    },
    onSettled: () => setConfirming(null),
  });

  const run = (action: RecordActionDef, id: number) => {
    if (action.kind === 'link') {
      const href = recordActionHref(action, id);
      if (router) router.history.push(href); else window.location.assign(href);
      return;
    }
    if (action.confirm) setConfirming({ action, id });
    else call.mutate({ action, id });
  };

  /** The actions offered on a row. */
  const actionsFor = (row: Row | null | undefined) => recordActionsFor(principal, resource, row);

  /** The same, as palette entries (ids under `prefix`). */
  const paletteFor = (row: Row | null | undefined, prefix: string): PaletteContextAction[] =>
    actionsFor(row).map((a) => ({
      id: `${prefix}.action:${a.key}`, label: tr(a.label), icon: a.icon, keywords: `${a.key} accion action`,
      run: () => run(a, row!.id),
    }));

  const dialog: ReactNode = confirming ? (
    <ConfirmDialog title={tr(confirming.action.label)} message={tr(confirming.action.confirm ?? '')} confirmLabel={tr(confirming.action.label)}
      busy={call.isPending} onClose={() => setConfirming(null)} onConfirm={() => call.mutate(confirming)} />
  ) : null;

  return { actionsFor, paletteFor, run, busy: call.isPending ? call.variables?.action.key ?? null : null, dialog, t };
}
