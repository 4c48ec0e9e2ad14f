// The board's shortcuts on the shortcut layer (listed in the `?` overlay under 'Tablero'):
// j/k/↑/↓ and h/l/←/→ move the focus, shift+h/l or shift+←/→ move the card to the previous/next column,
// shift+j/k or shift+↑/↓ within its column, Enter opens, e edits, c creates in the focused column,
// Supr deletes (with confirmation), / filters.
import { useLingui } from '@lingui/react/macro';
import { useShortcuts } from '../../shortcuts';
import type { Card } from './board-model';

export interface BoardKeysInput {
  enabled: boolean;
  columns: string[];
  grouped: Map<string, Card[]>;
  focused: number | null;
  columnOf: (id: number) => string | null;
  focusCard: (id: number | null) => void;
  moveCard: (id: number, column: string, index: number) => void;
  open: (id: number) => void;
  edit?: (id: number) => void;
  create?: (column: string | null) => void;
  del?: (id: number) => void;
  search: () => void;
}

export function useBoardKeys(p: BoardKeysInput) {
  const { t } = useLingui();
  const group = t`Tablero`;
  const where = () => {
    if (p.focused === null) return null;
    const col = p.columnOf(p.focused);
    if (!col) return null;
    const list = p.grouped.get(col)!;
    return { id: p.focused, col, ci: p.columns.indexOf(col), i: list.findIndex((c) => c.id === p.focused), list };
  };
  const focusStep = (dy: number) => {
    const w = where();
    if (!w) return p.focusCard(p.grouped.get(p.columns[0])?.[0]?.id ?? null);
    p.focusCard(w.list[Math.max(0, Math.min(w.list.length - 1, w.i + dy))]?.id ?? null);
  };
  const focusColumn = (dx: number) => {
    const w = where();
    if (!w) return;
    for (let ci = w.ci + dx; ci >= 0 && ci < p.columns.length; ci += dx) {
      const list = p.grouped.get(p.columns[ci]) ?? [];
      if (list.length) return p.focusCard(list[Math.min(w.i, list.length - 1)].id);
    }
  };
  const moveColumn = (dx: number) => {
    const w = where();
    const to = w ? p.columns[w.ci + dx] : undefined;
    if (!w || to === undefined) return;
    p.moveCard(w.id, to, Math.min(w.i, (p.grouped.get(to) ?? []).length));
  };
  const moveWithin = (dy: number) => {
    const w = where();
    if (!w) return;
    const i = w.i + dy;
    if (i < 0 || i >= w.list.length) return;
    p.moveCard(w.id, w.col, i);
  };
  useShortcuts('board', [
    { id: 'board.down', keys: ['j', 'arrowdown'], label: t`Tarjeta siguiente`, group, run: () => focusStep(1) },
    { id: 'board.up', keys: ['k', 'arrowup'], label: t`Tarjeta anterior`, group, run: () => focusStep(-1) },
    { id: 'board.left', keys: ['h', 'arrowleft'], label: t`Columna anterior`, group, run: () => focusColumn(-1) },
    { id: 'board.right', keys: ['l', 'arrowright'], label: t`Columna siguiente`, group, run: () => focusColumn(1) },
    { id: 'board.move-left', keys: ['shift+h', 'shift+arrowleft'], label: t`Mover a la columna anterior`, group, run: () => moveColumn(-1) },
    { id: 'board.move-right', keys: ['shift+l', 'shift+arrowright'], label: t`Mover a la columna siguiente`, group, run: () => moveColumn(1) },
    { id: 'board.move-up', keys: ['shift+k', 'shift+arrowup'], label: t`Subir en la columna`, group, run: () => moveWithin(-1) },
    { id: 'board.move-down', keys: ['shift+j', 'shift+arrowdown'], label: t`Bajar en la columna`, group, run: () => moveWithin(1) },
    { id: 'board.open', keys: 'enter', label: t`Abrir`, group, run: () => { if (p.focused !== null) p.open(p.focused); } },
    ...(p.edit ? [{ id: 'board.edit', keys: 'e', label: t`Editar`, group, run: () => { if (p.focused !== null) p.edit!(p.focused); } }] : []),
    ...(p.create ? [{ id: 'board.create', keys: 'c', label: t`Crear en la columna`, group, run: () => p.create!(p.focused !== null ? p.columnOf(p.focused) : null) }] : []),
    ...(p.del ? [{ id: 'board.delete', keys: ['delete', 'backspace'], label: t`Eliminar`, group, run: () => { if (p.focused !== null) p.del!(p.focused); } }] : []),
    { id: 'board.filter', keys: '/', label: t`Filtrar tarjetas`, group, run: () => p.search() },
  ], p.enabled);
}
