// Logic of the generic list screen (headless): URL state, data, selection, row focus, dialogs,
// confirmations and row actions. ResourceListScreen only renders what this returns.
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { recordActionHref, recordActionsFor } from '../../../core/resource/record-actions';
import type { Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { hasIcon } from '../../ui';
import { clearFilters, hasActiveFilters, listFields, toggleSort, withFilter, withQuery } from '../data/list-params';
import type { Row } from '../data/queries';
import { includesFor, useListState, useResourceList, type SearchChange } from '../data/use-resource-list';
import { useResourceMutations } from '../data/use-resource-mutations';
import { recordPageHref } from '../../lib/record-page';
import { listActions, revisionsHref } from './actions';
import { usableFilters } from './filter-bar';
import { isOffered, pruneHidden } from './filter-rules';
import { useFilterStartup } from './use-filter-startup';
import type { RowAction } from './row-menu';
import { compactStorageKey, useColumns, type ListView } from './use-columns';
import { LIST_SHORTCUTS } from './use-list-keyboard';
import { useStoredState } from './use-stored-state';

export type Confirm = { kind: 'one'; row: Row } | { kind: 'many'; ids: number[] } | null;

export function useListScreen(resource: Resource, search: Record<string, unknown>, onSearchChange: SearchChange, view?: ListView) {
  const { t } = useLingui();
  const tr = useLabel();
  const router = useRouter({ warn: false });
  const principal = usePrincipal();
  const actions = useMemo(() => listActions(principal, resource), [principal, resource]);
  const { state, setState, dialog, setDialog } = useListState(resource, search, onSearchChange);
  const columns = useColumns(resource, principal, view);
  // A pinned filter (view.fixed) is part of every query, and never a filter the user handles.
  const fixedKey = JSON.stringify(view?.fixed ?? {});
  const fixed = useMemo(() => JSON.parse(fixedKey) as Record<string, string>, [fixedKey]);
  const underKey = JSON.stringify(view?.under ?? {});
  const queried = useMemo(() => {
    const under = JSON.parse(underKey) as Record<string, number>;
    const pinned = Object.keys(fixed).length
      ? { ...state, filters: { ...state.filters, ...Object.fromEntries(Object.entries(fixed).map(([k, v]) => [k, [v]])) } } : state;
    return Object.keys(under).length ? { ...pinned, under } : pinned;
  }, [state, fixed, underKey]);
  // A new record starts where the list is: its pinned values, and the chosen tree node.
  const initial = useMemo(() => ({
    ...Object.fromEntries(Object.entries(fixed).map(([k, v]) => {
      const kind = resource.fields[k]?.kind;
      return [k, kind === 'relation' || kind === 'integer' ? Number(v) : v];
    })),
    ...(JSON.parse(underKey) as Record<string, number>),
  }), [fixed, resource, underKey]);
  const filters = useMemo(() => usableFilters(resource, principal).filter(([k]) => !(k in fixed)), [resource, principal, fixed]);
  const [compact, setCompact] = useStoredState(compactStorageKey(view?.key ?? resource.name), false);
  const usableKeys = useMemo(() => new Set(filters.map(([k]) => k)), [filters]);
  useFilterStartup(resource, view?.key ?? resource.name, state, setState, principal, (k) => usableKeys.has(k));
  // showIf: a filter is offered only while the filter it depends on holds a value.
  const offeredFilters = useMemo(() => filters.filter(([k]) => isOffered(resource, k, state.filters)), [filters, resource, state.filters]);
  const includeKey = includesFor(resource, columns.visible.map((c) => c.key)).join(',');
  const include = useMemo(() => (includeKey ? includeKey.split(',') : []), [includeKey]);
  const fieldsKey = listFields(resource, columns.visible.map((c) => c.key), principal).join(',');
  const fields = useMemo(() => fieldsKey.split(','), [fieldsKey]);
  const list = useResourceList(resource, queried, { include, fields });
  const mutations = useResourceMutations(resource);

  // Selection clears on every reload (spec 01 §4): new query, refresh, or a saved/deleted record.
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const entriesKey = JSON.stringify(list.entries);
  useEffect(() => setSelected(new Set()), [entriesKey, list.dataUpdatedAt]);
  const [focusIndex, setFocusIndex] = useState(-1);
  useEffect(() => setFocusIndex(-1), [entriesKey]);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [menu, setMenu] = useState<{ row: Row; x: number; y: number } | null>(null);
  const lastToggled = useRef<number | null>(null);

  // A page past the end (after deletes or a narrower filter) falls back to the last page.
  useEffect(() => {
    if (!list.isPlaceholder && !list.isLoading && list.rows.length === 0 && state.page > 1 && list.lastPage < state.page) {
      setState({ ...state, page: Math.max(1, list.lastPage) });
    }
  }, [list.isPlaceholder, list.isLoading, list.rows.length, list.lastPage, state, setState]);

  const navigate = useCallback((href: string) => (router ? router.history.push(href) : window.location.assign(href)), [router]);
  const close = useCallback(() => setDialog({ kind: null, id: null, from: null }), [setDialog]);
  const rowHref = view?.rowHref;
  const open = useCallback((row: Row) => (rowHref ? navigate(rowHref(row)) : setDialog({ kind: actions.rowClick, id: row.id, from: null })),
    [actions.rowClick, setDialog, rowHref, navigate]);
  const create = useCallback(() => setDialog({ kind: 'create', id: null, from: null }), [setDialog]);

  const rowActions = useCallback((row: Row): RowAction[] => {
    const out: RowAction[] = [];
    if (rowHref) out.push({ key: 'open', label: t`Abrir`, icon: 'arrow-right', href: rowHref(row), onSelect: () => navigate(rowHref(row)) });
    if (actions.edit) out.push({ key: 'edit', label: t`Editar`, icon: 'pencil', shortcut: LIST_SHORTCUTS.edit, onSelect: () => setDialog({ kind: 'edit', id: row.id, from: null }) });
    out.push({ key: 'view', label: t`Ver`, icon: 'eye', shortcut: actions.rowClick === 'view' ? LIST_SHORTCUTS.open : undefined, onSelect: () => setDialog({ kind: 'view', id: row.id, from: null }) });
    const page = recordPageHref(resource, row.id);
    // The resource's link actions ('Imprimir factura' → /invoices/{id}/print) this user has on this row.
    for (const a of recordActionsFor(principal, resource, row)) {
      if (a.kind !== 'link') continue;
      const href = recordActionHref(a, row.id);
      out.push({ key: `action:${a.key}`, label: tr(a.label), icon: hasIcon(a.icon) ? a.icon : 'external-link', href, onSelect: () => navigate(href) });
    }
    if (page) out.push({ key: 'page', label: t`Abrir página`, icon: 'external-link', href: page, onSelect: () => navigate(page) });
    if (actions.duplicate) out.push({ key: 'duplicate', label: t`Duplicar`, icon: 'copy', onSelect: () => setDialog({ kind: 'create', id: null, from: row.id }) });
    if (actions.revisions) {
      const href = revisionsHref(resource, row.id);
      out.push({ key: 'revisions', label: t`Revisiones`, icon: 'history', href, onSelect: () => navigate(href) });
    }
    if (actions.delete) out.push({ key: 'delete', label: t`Eliminar`, icon: 'trash', danger: true, shortcut: LIST_SHORTCUTS.delete, onSelect: () => setConfirm({ kind: 'one', row }) });
    return out;
  }, [actions, resource, navigate, setDialog, t, tr, rowHref, principal]);

  const toggle = useCallback((id: number, range = false) => {
    setSelected((prev) => {
      const next = new Set(prev);
      const ids = list.rows.map((r) => r.id);
      if (range && lastToggled.current !== null && ids.includes(lastToggled.current)) {
        const [a, b] = [ids.indexOf(lastToggled.current), ids.indexOf(id)].sort((x, y) => x - y);
        const on = !prev.has(id);
        ids.slice(a, b + 1).forEach((x) => (on ? next.add(x) : next.delete(x)));
      } else if (next.has(id)) next.delete(id);
      else next.add(id);
      lastToggled.current = id;
      return next;
    });
  }, [list.rows]);

  const toggleAll = useCallback(() => {
    setSelected((prev) => (list.rows.every((r) => prev.has(r.id)) ? new Set() : new Set(list.rows.map((r) => r.id))));
  }, [list.rows]);

  const confirmDelete = useCallback(async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'one') await mutations.remove.mutateAsync(confirm.row.id);
      else await mutations.removeMany.mutateAsync(confirm.ids);
      setSelected(new Set());
    } catch { /* reported by the mutation */ }
    setConfirm(null);
  }, [confirm, mutations]);

  return {
    resource, actions, state, dialog, setDialog, columns, filters, offeredFilters, compact, setCompact, list,
    selected, setSelected, toggle, toggleAll, focusIndex, setFocusIndex, confirm, setConfirm, confirmDelete,
    deleting: mutations.remove.isPending || mutations.removeMany.isPending,
    menu, setMenu, rowActions, open, create, close, initial,
    filtered: hasActiveFilters(state),
    sort: (key: string) => setState(toggleSort(state, key)),
    setQuery: (q: string) => setState(withQuery(state, q)),
    setFilter: (key: string, values: string[]) => {
      const next = withFilter(state, key, values);
      setState({ ...next, filters: pruneHidden(resource, next.filters) });
    },
    clear: () => setState(clearFilters(state)),
    setPage: (page: number) => setState({ ...state, page }),
    setPageSize: (itemsPerPage: number) => setState({ ...state, itemsPerPage, page: 1 }),
    refresh: () => { setSelected(new Set()); void list.refetch(); },
  };
}
