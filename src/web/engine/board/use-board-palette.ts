// The board's context actions in the command palette (palette/context), for the focused card: move
// it to each other shown column (its status), assign it to me, open, edit, delete; create in its
// column. Columns are named by their labels (an option's label, else the value).
import { useLingui } from '@lingui/react/macro';
import { usePaletteContext, type PaletteContextAction } from '../../palette/context';
import type { Card } from './model';

export interface BoardPaletteInput {
  enabled: boolean;
  columns: string[];
  /** A column's label, translated. */
  labelOf: (column: string) => string;
  focused: Card | null;
  title: string;
  columnOf: (id: number) => string | null;
  moveCard?: (id: number, column: string, index: number) => void;
  open: (id: number) => void;
  edit?: (id: number) => void;
  del?: (id: number) => void;
  create?: (column: string | null) => void;
  assignMe?: (id: number) => void;
}

export function useBoardPalette(p: BoardPaletteInput) {
  const { t } = useLingui();
  const card = p.focused;
  const actions: PaletteContextAction[] = [];
  if (card) {
    const name = p.title;
    const from = p.columnOf(card.id);
    if (p.moveCard) {
      for (const col of p.columns) {
        if (col === from) continue;
        const label = p.labelOf(col);
        actions.push({ id: `board.move-to:${col}`, label: t`Mover «${name}» a ${label}`, icon: 'arrow-right', keywords: `estado status column columna ${label}`, run: () => p.moveCard!(card.id, col, 0) });
      }
    }
    actions.push({ id: 'board.open', label: t`Abrir «${name}»`, icon: 'external-link', shortcut: 'board.open', run: () => p.open(card.id) });
    if (p.assignMe) actions.push({ id: 'board.assign-me', label: t`Asignarme «${name}»`, icon: 'user', keywords: 'assign asignar', run: () => p.assignMe!(card.id) });
    if (p.edit) actions.push({ id: 'board.edit', label: t`Editar «${name}»`, icon: 'pencil', shortcut: 'board.edit', run: () => p.edit!(card.id) });
    if (p.del) actions.push({ id: 'board.delete', label: t`Eliminar «${name}»`, icon: 'trash', shortcut: 'board.delete', danger: true, run: () => p.del!(card.id) });
  }
  if (p.create) {
    const col = card ? p.columnOf(card.id) : p.columns[0] ?? null;
    if (col) actions.push({ id: 'board.create', label: t`Nuevo en ${p.labelOf(col)}`, icon: 'plus', shortcut: 'board.create', run: () => p.create!(col) });
  }
  usePaletteContext(t`Tablero`, actions, p.enabled);
}
