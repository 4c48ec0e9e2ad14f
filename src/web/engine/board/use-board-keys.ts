// The board's shortcuts on the shortcut layer (listed in the `?` overlay under 'Tablero'):
// j/k/↑/↓ through a column, h/l/←/→ to the nearest shown column with cards (from nowhere: the first
// card); shift+h/l or shift+←/→ move the focused card to the previous/next shown column; shift+j/k or
// shift+↑/↓ within its column (boards with an order field); Enter opens, e edits, c creates in the
// focused column, Supr deletes (with confirmation), / filters, r refreshes.
import { useLingui } from '@lingui/react/macro';
import { useShortcuts, type Shortcut } from '../../shortcuts';
import { focusOf, moveFocus, nextColumn, type Card, type Focus } from './model';

export interface BoardKeysInput {
  enabled: boolean;
  /** The shown columns, in order. */
  columns: string[];
  grouped: Map<string, Card[]>;
  /** The card the user focused (null: none yet; j/k/h/l then take the first card). */
  focused: number | null;
  focusCard: (id: number) => void;
  /** Absent: the user may not move cards. */
  moveCard?: (id: number, column: string, index: number) => void;
  /** Cards have a place inside the column (shift+j/k move them). */
  sortable: boolean;
  open: (id: number) => void;
  edit?: (id: number) => void;
  create?: (column: string | null) => void;
  del?: (id: number) => void;
  search?: () => void;
  refresh: () => void;
}

export function useBoardKeys(p: BoardKeysInput) {
  const { t } = useLingui();
  const group = t`Tablero`;
  const at = (): Focus | null => focusOf(p.grouped, p.focused);
  const go = (dir: 'up' | 'down' | 'left' | 'right') => {
    const to = moveFocus(p.grouped, p.columns, at(), dir);
    const id = to ? p.grouped.get(to.column)?.[to.index]?.id : undefined;
    if (id !== undefined) p.focusCard(id);
  };
  const moveColumn = (dx: -1 | 1) => {
    const w = at();
    const to = w ? nextColumn(p.columns, w.column, dx) : null;
    if (!w || to === null || p.focused === null) return;
    p.moveCard?.(p.focused, to, Math.min(w.index, (p.grouped.get(to) ?? []).length));
  };
  const moveWithin = (dy: -1 | 1) => {
    const w = at();
    if (!w || p.focused === null) return;
    const i = w.index + dy;
    if (i < 0 || i >= (p.grouped.get(w.column) ?? []).length) return;
    p.moveCard?.(p.focused, w.column, i);
  };
  const withFocused = (run: (id: number) => void) => () => { if (p.focused !== null) run(p.focused); };
  const list: Shortcut[] = [
    { id: 'board.down', keys: ['j', 'arrowdown'], label: t`Tarjeta siguiente`, group, run: () => go('down') },
    { id: 'board.up', keys: ['k', 'arrowup'], label: t`Tarjeta anterior`, group, run: () => go('up') },
    { id: 'board.left', keys: ['h', 'arrowleft'], label: t`Columna anterior`, group, run: () => go('left') },
    { id: 'board.right', keys: ['l', 'arrowright'], label: t`Columna siguiente`, group, run: () => go('right') },
  ];
  if (p.moveCard) {
    list.push(
      { id: 'board.move-left', keys: ['shift+h', 'shift+arrowleft'], label: t`Mover a la columna anterior`, group, run: () => moveColumn(-1) },
      { id: 'board.move-right', keys: ['shift+l', 'shift+arrowright'], label: t`Mover a la columna siguiente`, group, run: () => moveColumn(1) },
    );
    if (p.sortable) {
      list.push(
        { id: 'board.move-up', keys: ['shift+k', 'shift+arrowup'], label: t`Subir en la columna`, group, run: () => moveWithin(-1) },
        { id: 'board.move-down', keys: ['shift+j', 'shift+arrowdown'], label: t`Bajar en la columna`, group, run: () => moveWithin(1) },
      );
    }
  }
  list.push({ id: 'board.open', keys: 'enter', label: t`Abrir`, group, run: withFocused(p.open) });
  if (p.edit) list.push({ id: 'board.edit', keys: 'e', label: t`Editar`, group, run: withFocused(p.edit) });
  if (p.create) list.push({ id: 'board.create', keys: 'c', label: t`Crear en la columna`, group, run: () => p.create!(at()?.column ?? null) });
  if (p.del) list.push({ id: 'board.delete', keys: ['delete', 'backspace'], label: t`Eliminar`, group, run: withFocused(p.del) });
  if (p.search) list.push({ id: 'board.filter', keys: '/', label: t`Filtrar tarjetas`, group, run: p.search });
  list.push({ id: 'board.refresh', keys: 'r', label: t`Actualizar`, group, run: p.refresh });
  useShortcuts('board', list, p.enabled);
}
