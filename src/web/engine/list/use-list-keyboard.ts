import { useLingui } from '@lingui/react/macro';
import { useShortcuts, type Shortcut } from '../../shortcuts';

export interface ListKeys {
  enabled: boolean;
  onSearch: () => void;
  onCreate?: () => void;
  onMove: (delta: number) => void;
  onOpen: () => void;
  onEdit?: () => void;
  onSelect?: () => void;
  onDelete?: () => void;
  onEscape?: () => void;
  onExport?: () => void;
}

/** Shortcut ids of the list screen (row menus and palette entries show their keys). */
export const LIST_SHORTCUTS = {
  search: 'list.search', create: 'list.create', next: 'list.next', prev: 'list.prev', open: 'list.open',
  edit: 'list.edit', select: 'list.select', delete: 'list.delete', clear: 'list.clear', export: 'list.export',
} as const;

/** Enter on a button or link of the toolbar clicks it; on a row (or card) it opens the row. */
const onPlainControl = (e: KeyboardEvent): boolean => {
  const target = e.target instanceof Element ? e.target : null;
  return !!target?.closest('button,a,[role=button]') && !target.closest('tr[data-row-index],[data-card-index]');
};

/**
 * List shortcuts on the shortcut layer (keyboard-first): `/` search, `c`/`n` create, j/k or arrows
 * move, Enter opens, `e` edits, `x` selects, Supr/`#` deletes (after a confirmation), Escape clears
 * the selection. The layer ignores them while typing and inside menus and dialogs.
 */
export function useListKeyboard(keys: ListKeys) {
  const { t } = useLingui();
  const group = t`Lista`;
  const list: Shortcut[] = [
    { id: LIST_SHORTCUTS.search, keys: '/', label: t`Buscar en la lista`, group, run: keys.onSearch },
    ...(keys.onCreate ? [{ id: LIST_SHORTCUTS.create, keys: ['c', 'n'], label: t`Crear un registro`, group, run: keys.onCreate }] : []),
    { id: LIST_SHORTCUTS.next, keys: ['j', 'arrowdown'], label: t`Fila siguiente`, group, run: () => keys.onMove(1) },
    { id: LIST_SHORTCUTS.prev, keys: ['k', 'arrowup'], label: t`Fila anterior`, group, run: () => keys.onMove(-1) },
    { id: LIST_SHORTCUTS.open, keys: 'enter', label: t`Abrir la fila`, group, run: keys.onOpen, when: (e) => !onPlainControl(e) },
    ...(keys.onEdit ? [{ id: LIST_SHORTCUTS.edit, keys: 'e', label: t`Editar la fila`, group, run: keys.onEdit }] : []),
    ...(keys.onSelect ? [{ id: LIST_SHORTCUTS.select, keys: 'x', label: t`Seleccionar la fila`, group, run: keys.onSelect }] : []),
    ...(keys.onDelete ? [{ id: LIST_SHORTCUTS.delete, keys: ['delete', '#'], label: t`Eliminar (pide confirmación)`, group, run: keys.onDelete }] : []),
    ...(keys.onExport ? [{ id: LIST_SHORTCUTS.export, keys: 'shift+e', label: t`Exportar a Excel`, group, run: keys.onExport }] : []),
    ...(keys.onEscape ? [{ id: LIST_SHORTCUTS.clear, keys: 'escape', label: t`Quitar la selección`, group, run: keys.onEscape }] : []),
  ];
  useShortcuts('list', list, keys.enabled);
}
