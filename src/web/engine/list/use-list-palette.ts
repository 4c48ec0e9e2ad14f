// What the list screen offers the command palette for what is on it: the record open in a dialog,
// the selected rows, the focused row, and the list itself.
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { canWriteField } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { recordPageHref } from '../../lib/record-page';
import { usePrincipal } from '../../lib/session';
import { usePaletteContext, type PaletteContextAction } from '../../palette/context';
import type { Row } from '../data/queries';
import { useResourceMutations } from '../data/use-resource-mutations';
import { useRecordActions } from '../record-actions';
import type { useExport } from '../export/use-export';
import { revisionsHref } from './actions';
import { LIST_SHORTCUTS } from './use-list-keyboard';
import type { useListScreen } from './use-list-screen';

type ListScreen = ReturnType<typeof useListScreen>;

/** The field a 'Cambiar estado a …' command writes: a select named estado/status. */
const statusField = (s: ListScreen) => {
  const name = ['estado', 'status'].find((n) => s.resource.fields[n]?.kind === 'select' && s.resource.fields[n]?.options?.length);
  return name ? { name, field: s.resource.fields[name]! } : null;
};

/** A relation to users other than the creator that this user may write (tickets' guardian_id). */
const assignField = (s: ListScreen, principal: ReturnType<typeof usePrincipal>) => {
  const entry = Object.entries(s.resource.fields).find(([name, f]) => f.kind === 'relation' && f.relation?.resource === 'users'
    && name !== 'user_id' && !f.readonly && canWriteField(principal, f));
  return entry ? { name: entry[0], field: entry[1] } : null;
};

export function useListPalette(s: ListScreen, focused: Row | undefined, focusSearch: () => void, exporter?: ReturnType<typeof useExport>) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const router = useRouter({ warn: false });
  const { save } = useResourceMutations(s.resource);
  const own = useRecordActions(s.resource);
  const { resource, actions } = s;
  const dialogId = (s.dialog.kind === 'edit' || s.dialog.kind === 'view') ? s.dialog.id : null;
  const rowOf = (id: number): Row => s.list.rows.find((r) => r.id === id) ?? ({ id } as Row);

  const copyLink = (id: number) => {
    const url = new URL(`/${resource.name}?dialog=${actions.rowClick}&id=${id}`, window.location.href).toString();
    void navigator.clipboard?.writeText(url).then(() => notify({ kind: 'success', title: t`Enlace copiado` }), () => {});
  };

  /** Actions on one record (open in its dialog, or the focused row). */
  const recordActions = (row: Row, prefix: string, inDialog: boolean): PaletteContextAction[] => {
    const out: PaletteContextAction[] = [];
    if (!inDialog) out.push({ id: `${prefix}.open`, label: t`Abrir`, icon: 'eye', shortcut: LIST_SHORTCUTS.open, run: () => s.open(row) });
    if (actions.edit && (!inDialog || s.dialog.kind === 'view')) out.push({ id: `${prefix}.edit`, label: t`Editar`, icon: 'pencil', keywords: 'edit modificar', shortcut: inDialog ? undefined : LIST_SHORTCUTS.edit, run: () => s.setDialog({ kind: 'edit', id: row.id, from: null }) });
    if (actions.duplicate) out.push({ id: `${prefix}.duplicate`, label: t`Duplicar`, icon: 'copy', keywords: 'duplicate copiar clonar', run: () => s.setDialog({ kind: 'create', id: null, from: row.id }) });
    // Not while its edit form is open: the form holds the estado field (and would show a stale one).
    const status = actions.edit && !(inDialog && s.dialog.kind === 'edit') ? statusField(s) : null;
    if (status && canWriteField(principal, status.field)) {
      for (const o of status.field.options ?? []) {
        if (String(row[status.name] ?? '') === String(o.value)) continue;
        const label = tr(o.label);
        out.push({ id: `${prefix}.status:${o.value}`, label: t`Cambiar estado a ${label}`, icon: 'arrow-right-circle', keywords: 'status estado mover move',
          run: () => save.mutate({ id: row.id, body: { [status.name]: o.value } }) });
      }
    }
    // Assign: a user relation the writer may fill (a ticket's Responsable), set to the signed-in user.
    const me = principal?.userId;
    const assign = actions.edit && me && !(inDialog && s.dialog.kind === 'edit') ? assignField(s, principal) : null;
    if (assign && row[assign.name] !== me) {
      const field = tr(assign.field.label ?? assign.name);
      out.push({ id: `${prefix}.assign`, label: t`Asignarme como ${field}`, icon: 'user', keywords: 'assign asignar me responsable',
        run: () => save.mutate({ id: row.id, body: { [assign.name]: me } }) });
    }
    const page = recordPageHref(resource, row.id);
    if (page) out.push({ id: `${prefix}.page`, label: t`Abrir página`, icon: 'external-link', keywords: 'page pagina ficha detalle 360 open', run: () => { if (router) router.history.push(page); else window.location.assign(page); } });
    out.push({ id: `${prefix}.link`, label: t`Copiar enlace`, icon: 'link', keywords: 'link url compartir share', run: () => copyLink(row.id) });
    if (actions.revisions) out.push({ id: `${prefix}.revisions`, label: t`Ver revisiones de este registro`, icon: 'history', keywords: 'revisiones historial cambios history', run: () => { const href = revisionsHref(resource, row.id); if (router) router.history.push(href); else window.location.assign(href); } });
    out.push(...own.paletteFor(row as Row & { id: number }, prefix));
    if (actions.delete) out.push({ id: `${prefix}.delete`, label: t`Eliminar`, icon: 'trash', danger: true, keywords: 'delete borrar', shortcut: inDialog ? undefined : LIST_SHORTCUTS.delete, run: () => s.setConfirm({ kind: 'one', row }) });
    return out;
  };

  const open = dialogId ? rowOf(dialogId) : null;
  const openTitle = open ? recordTitle(resource, open) || `#${open.id}` : '';
  usePaletteContext(t`Este registro` + (openTitle ? ` · ${openTitle}` : ''), open ? recordActions(open, 'record', true) : [], !!open);

  const selected = [...s.selected];
  usePaletteContext(t`Selección`, [
    ...(actions.bulkDelete ? [{ id: 'selection.delete', label: t`Eliminar ${selected.length} seleccionados`, icon: 'trash', danger: true, keywords: 'delete borrar', shortcut: LIST_SHORTCUTS.delete, run: () => s.setConfirm({ kind: 'many', ids: selected }) }] : []),
    { id: 'selection.clear', label: t`Quitar la selección`, icon: 'x', shortcut: LIST_SHORTCUTS.clear, run: () => s.setSelected(new Set()) },
  ], !open && selected.length > 0);

  const focusTitle = focused ? recordTitle(resource, focused) || `#${focused.id}` : '';
  usePaletteContext(focusTitle, focused ? recordActions(focused, 'row', false) : [], !open && !selected.length && !!focused);

  const many = tr(resource.label.many);
  usePaletteContext(many, [
    { id: 'list.search', label: t`Buscar en ${many}`, icon: 'search', shortcut: LIST_SHORTCUTS.search, run: focusSearch },
    { id: 'list.refresh', label: t`Actualizar la lista`, icon: 'refresh', keywords: 'refresh recargar', run: s.refresh },
    { id: 'list.compact', label: s.compact ? t`Vista normal` : t`Vista compacta`, icon: 'rows', keywords: 'compact density densidad', run: () => s.setCompact(!s.compact) },
    ...(s.filtered ? [{ id: 'list.clear-filters', label: t`Limpiar filtros`, icon: 'filter', keywords: 'filters reset', run: s.clear }] : []),
    ...(exporter && !exporter.running ? [
      { id: 'list.export.xlsx', label: t`Exportar ${many} a Excel`, icon: 'download', keywords: 'export excel xlsx descargar', shortcut: LIST_SHORTCUTS.export, run: () => exporter.start('xlsx') },
      { id: 'list.export.json', label: t`Exportar ${many} a JSON`, icon: 'file-text', keywords: 'export json descargar', run: () => exporter.start('json') },
      { id: 'list.export.pdf', label: t`Exportar ${many} a PDF`, icon: 'download', keywords: 'export pdf descargar imprimir', run: () => exporter.start('pdf') },
    ] : []),
    ...(exporter?.running ? [{ id: 'list.export.cancel', label: t`Cancelar la exportación`, icon: 'x', keywords: 'export cancel', run: exporter.cancel }] : []),
  ], true, 'end');
  /** The confirmation of a record action run from the palette (the list screen renders it). */
  return { actionDialog: own.dialog };
}
