// The generic list screen (spec 01 §2.6): toolbar, filter bar, table (cards on small screens),
// pagination, dialogs. State lives in the URL through `search`/`onSearchChange`.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef } from 'react';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { useNarrow } from '../../lib/ui-state';
import { ShortcutHint } from '../../shortcuts';
import { Link } from '@tanstack/react-router';
import { Button, ConfirmDialog, Icon, ProgressBar, buttonClass, cx } from '../../ui';
import type { SearchChange } from '../data/use-resource-list';
import { ExportMenu, ExportProgress } from '../export/export-menu';
import { useExport } from '../export/use-export';
import { FormDialog, useFormTitle } from '../form/form-dialog';
import { ViewDialog } from '../form/view-dialog';
import { BulkBar } from './bulk-bar';
import { ListCards } from './cards';
import { ColumnMenu } from './column-menu';
import { EmptyState } from './empty-state';
import { ActiveFilterChip, AddFilter } from './filter-bar';
import { Pagination } from './pagination';
import { ContextMenu } from './row-menu';
import { SearchBox } from './search-box';
import { groupThousands } from '../fields/format';
import { focusRowWhenDrawn, VirtualListTable, type TableHandle } from './virtual-table';
import { LIST_SHORTCUTS, useListKeyboard } from './use-list-keyboard';
import { useListPalette } from './use-list-palette';
import type { ListView } from './use-columns';
import { useListScreen } from './use-list-screen';
import { TreePanel, treeTarget } from './tree-panel';

export interface ResourceListScreenProps {
  resource: Resource;
  search: Record<string, unknown>;
  onSearchChange: SearchChange;
  /** Another list of the resource (own stored columns and default columns), e.g. /orders-payments. */
  view?: ListView;
  /**
   * The chosen node of the resource's tree panel (views.tree, /documents/{category}) and how to choose
   * another (null: all). Without onTreeNode the panel is not shown.
   */
  treeNode?: number | null;
  onTreeNode?: (id: number | null) => void;
}

export function ResourceListScreen({ resource, search, onSearchChange, view, treeNode, onTreeNode }: ResourceListScreenProps) {
  const tree = resource.views.tree && onTreeNode && treeTarget(resource, resource.views.tree.field) ? resource.views.tree : undefined;
  const listView = useMemo(() => (tree && treeNode ? { key: view?.key ?? resource.name, ...view, under: { [tree.field]: treeNode } } : view),
    [tree, treeNode, view, resource.name]);
  const list = <ListBody resource={resource} search={search} onSearchChange={onSearchChange} view={listView} />;
  if (!tree || !onTreeNode) return list;
  return (
    <div className="flex h-full min-h-0 flex-col md:flex-row">
      <TreePanel resource={resource} field={tree.field} selected={treeNode ?? null} onSelect={onTreeNode} />
      <div className="min-h-0 min-w-0 flex-1">{list}</div>
    </div>
  );
}

function ListBody({ resource, search, onSearchChange, view }: ResourceListScreenProps) {
  const { t } = useLingui();
  const s = useListScreen(resource, search, onSearchChange, view);
  const small = useNarrow();
  const searchRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const createLabel = useFormTitle(resource, false);
  const { rows } = s.list;

  const tableRef = useRef<TableHandle>(null);
  const focusRow = useCallback((i: number) => {
    s.setFocusIndex(i);
    tableRef.current?.reveal(i);
    focusRowWhenDrawn(bodyRef.current, i);
  }, [s]);
  const focused = s.focusIndex >= 0 ? rows[s.focusIndex] : undefined;
  const exporter = useExport(resource, s.columns.visible, s.list.entries);

  useListKeyboard({
    enabled: !s.dialog.kind && !s.confirm && !s.menu,
    onSearch: () => searchRef.current?.focus(),
    onCreate: s.actions.create ? s.create : undefined,
    onMove: (d) => rows.length && focusRow(Math.min(rows.length - 1, Math.max(0, s.focusIndex < 0 ? 0 : s.focusIndex + d))),
    onOpen: () => focused && s.open(focused),
    onEdit: s.actions.edit ? () => focused && s.setDialog({ kind: 'edit', id: focused.id, from: null }) : undefined,
    onSelect: s.actions.bulkDelete ? () => focused && s.toggle(focused.id) : undefined,
    onDelete: s.actions.delete ? () => {
      if (s.selected.size) s.setConfirm({ kind: 'many', ids: [...s.selected] });
      else if (focused) s.setConfirm({ kind: 'one', row: focused });
    } : undefined,
    onEscape: s.selected.size ? () => s.setSelected(new Set()) : undefined,
    onExport: () => exporter.start('xlsx'),
  });
  const { actionDialog } = useListPalette(s, focused, () => searchRef.current?.focus(), exporter);

  const empty = <EmptyState filtered={s.filtered} onClear={s.clear} onCreate={s.actions.create ? s.create : undefined} createLabel={createLabel} />;
  const showProgress = s.list.isFetching && !s.list.isLoading;
  const dialogId = s.dialog.id;

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface text-13">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
        {/* A resource without search fields has no search (the API answers q with a 400). */}
        {resource.search.length > 0 && (
          <SearchBox value={s.state.query} onChange={s.setQuery} inputRef={searchRef} onEscape={() => focusRow(Math.max(0, s.focusIndex))} />
        )}
        <AddFilter filters={s.offeredFilters} active={s.state.filters} onChange={s.setFilter} />
        {s.filters.filter(([k]) => s.state.filters[k]).map(([k, f]) => (
          <ActiveFilterChip key={k} name={k} field={f} values={s.state.filters[k]} onChange={(v) => s.setFilter(k, v)} />
        ))}
        {s.filtered && (
          <Button variant="ghost" className="text-xs" onClick={s.clear}>{t`Limpiar filtros`}</Button>
        )}
        <div className="ml-auto flex items-center gap-0.5">
          {!small && <ColumnMenu columns={s.columns} />}
          <ExportMenu onExport={exporter.start} busy={exporter.running} />
          {resource.views.reorder && s.actions.edit && (
            <Link to="/$resource/reorder" params={{ resource: resource.name }} className={buttonClass('ghost', 'icon')} title={t`Ordenar`} aria-label={t`Ordenar`}>
              <Icon name="chevrons-up-down" className="size-3.75" />
            </Link>
          )}
          <Button variant="ghost" size="icon" aria-pressed={s.compact} onClick={() => s.setCompact(!s.compact)} title={t`Vista compacta`} aria-label={t`Vista compacta`}
            className={cx(s.compact && 'bg-muted text-fg')}>
            <Icon name="rows" className="size-3.75" />
          </Button>
          <Button variant="ghost" size="icon" onClick={s.refresh} title={t`Actualizar`} aria-label={t`Actualizar`}>
            <Icon name="refresh" className={cx('size-3.75', showProgress && 'animate-spin [animation-duration:1.2s]')} />
          </Button>
          {s.actions.create && (
            <Button variant="primary" className="ml-1.5" onClick={s.create} title={createLabel}>
              <Icon name="plus" className="size-3.5" /><span className="hidden sm:inline">{createLabel}</span>
              <ShortcutHint id={LIST_SHORTCUTS.create} className="ml-0.5 hidden sm:flex [&_kbd]:border-white/25 [&_kbd]:bg-white/15 [&_kbd]:text-white" />
            </Button>
          )}
        </div>
      </div>

      {exporter.running && <ExportProgress onCancel={exporter.cancel} />}

      <div ref={bodyRef} className="relative min-h-0 flex-1 overflow-auto" aria-busy={s.list.isFetching}>
        <ProgressBar active={showProgress} />
        {s.list.error && !rows.length ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center text-fg-muted">
            <Icon name="alert-triangle" className="size-5 text-danger" />
            <p>{t`No se pudo cargar la lista.`}</p>
            <Button onClick={s.refresh}>{t`Reintentar`}</Button>
          </div>
        ) : small ? (
          <ListCards resource={resource} rows={rows} columns={s.columns.visible} focusIndex={s.focusIndex} selected={s.selected}
            selectable={s.actions.bulkDelete} onToggle={s.toggle} onOpen={s.open} onFocusRow={s.setFocusIndex}
            rowActions={s.rowActions} loading={s.list.isLoading} empty={empty} />
        ) : (
          <div className={cx('transition-opacity', s.list.isPlaceholder && 'opacity-70')}>
            <VirtualListTable scrollRef={bodyRef} handle={tableRef} columns={s.columns.visible} rows={rows} sortBy={s.state.sortBy} descending={s.state.descending} onSort={s.sort}
              selectable={s.actions.bulkDelete} selected={s.selected} onToggle={s.toggle} onToggleAll={s.toggleAll}
              focusIndex={s.focusIndex} onFocusRow={s.setFocusIndex} onOpen={s.open} rowActions={s.rowActions}
              onContextMenu={(row, x, y) => s.setMenu({ row, x, y })} compact={s.compact} loading={s.list.isLoading}
              skeletonRows={Math.min(s.state.itemsPerPage > 0 ? s.state.itemsPerPage : 10, 12)} empty={empty} resource={resource.name} />
          </div>
        )}
      </div>

      <Pagination page={s.state.page} itemsPerPage={s.state.itemsPerPage} total={s.list.total} totalIsEstimate={s.list.totalIsEstimate}
        lastPage={s.list.lastPage} onPage={s.setPage} onPageSize={s.setPageSize} busy={s.list.isFetching} />

      <BulkBar count={s.selected.size} onClear={() => s.setSelected(new Set())}
        onDelete={s.actions.bulkDelete ? () => s.setConfirm({ kind: 'many', ids: [...s.selected] }) : undefined} />

      {s.menu && <ContextMenu x={s.menu.x} y={s.menu.y} actions={s.rowActions(s.menu.row)} onClose={() => s.setMenu(null)} />}

      {s.dialog.kind === 'create' && s.actions.create && (
        <FormDialog key={`create-${s.dialog.from ?? ''}`} resource={resource} id={null} copyFrom={s.dialog.from} onClose={s.close} initial={s.initial} />
      )}
      {s.dialog.kind === 'edit' && dialogId && s.actions.edit && (
        <FormDialog key={`edit-${dialogId}`} resource={resource} id={dialogId} onClose={s.close} />
      )}
      {(s.dialog.kind === 'view' || (s.dialog.kind === 'edit' && !s.actions.edit)) && dialogId && (
        <ViewDialog key={`view-${dialogId}`} resource={resource} id={dialogId} onClose={s.close}
          onEdit={s.actions.edit ? () => s.setDialog({ kind: 'edit', id: dialogId, from: null }) : undefined} />
      )}
      {s.confirm && (
        <ConfirmDialog busy={s.deleting} onClose={() => s.setConfirm(null)} onConfirm={s.confirmDelete} confirmLabel={t`Eliminar`}
          title={s.confirm.kind === 'one' ? t`¿Eliminar este registro?` : t`¿Eliminar ${groupThousands(String(s.confirm.ids.length))} registros?`}
          message={s.confirm.kind === 'one'
            ? <><span className="font-medium text-fg">{recordTitle(resource, s.confirm.row)}</span> — {t`Esta acción no se puede deshacer.`}</>
            : t`Se eliminarán los ${groupThousands(String(s.confirm.ids.length))} registros seleccionados. Esta acción no se puede deshacer.`} />
      )}
      {actionDialog}
      <span className="sr-only" aria-live="polite">{s.list.isLoading ? '' : t`${s.list.total} registros`}</span>
    </div>
  );
}
