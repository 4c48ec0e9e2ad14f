import { useEffect, useRef } from 'react';
import { proxy } from 'valtio';

/**
 * Context actions: what a screen offers for what is on it (the record open in a dialog, the selected
 * rows, the focused card). Screens publish them with `usePaletteContext`; the command palette lists
 * them first, under the scope's heading. Kept free of other palette code so any screen (lists,
 * boards, calendars) can import it without pulling the palette in.
 */
export interface PaletteContextAction {
  /** Stable id, e.g. 'list.edit', 'board.move-to:en-curso'. Recently used entries are kept by id. */
  id: string;
  /** Already translated, e.g. 'Editar «José Pérez»'. */
  label: string;
  /** Icon name of src/web/ui (pencil, copy, trash, link, user-plus, columns…). */
  icon?: string;
  /** More words that find it (English words too). */
  keywords?: string;
  /** Id of the shortcut (src/web/shortcuts) that does the same: its keys are shown next to the entry. */
  shortcut?: string;
  /** Shown in red. */
  danger?: boolean;
  run: () => void;
}

/**
 * Where a scope's group shows on the palette's first screen: 'top' (what the user is working on: the
 * open record, the selection) before recently used entries; 'end' (screen-wide commands: refresh,
 * compact view) after the pages and 'Nuevo …' entries. Typing ranks them all alike.
 */
export type PalettePlacement = 'top' | 'end';

export interface PaletteContextScope {
  /** Heading in the palette, already translated ('Este registro', 'Selección', 'Tablero'). */
  heading: string;
  placement: PalettePlacement;
  actions: PaletteContextAction[];
  seq: number;
}

export const paletteContextState = proxy({ scopes: [] as PaletteContextScope[] });

let seq = 0;

/** Adds a scope of context actions; returns its removal. Prefer `usePaletteContext` in components. */
export function addPaletteContext(heading: string, actions: PaletteContextAction[], placement: PalettePlacement = 'top'): () => void {
  const scope: PaletteContextScope = { heading, placement, actions, seq: ++seq };
  paletteContextState.scopes = [...paletteContextState.scopes, scope];
  return () => { paletteContextState.scopes = paletteContextState.scopes.filter((s) => s.seq !== scope.seq); };
}

/** The context actions on offer, newest scope first (the open dialog before the screen behind it). */
export function contextActions(): { heading: string; placement: PalettePlacement; action: PaletteContextAction }[] {
  return [...paletteContextState.scopes].sort((a, b) => b.seq - a.seq)
    .flatMap((s) => s.actions.map((action) => ({ heading: s.heading, placement: s.placement, action })));
}

/**
 * Publishes a screen's context actions while it is mounted (and `enabled`). `run` always calls the
 * latest closure; the scope is re-published when ids or labels change. `placement`: see PalettePlacement.
 *
 *   usePaletteContext(t`Este registro`, [
 *     { id: 'list.edit', label: t`Editar`, icon: 'pencil', shortcut: 'list.edit', run: edit },
 *   ]);
 */
export function usePaletteContext(heading: string, actions: PaletteContextAction[], enabled = true, placement: PalettePlacement = 'top'): void {
  const latest = useRef(actions);
  latest.current = actions;
  const signature = enabled ? actions.map((a) => `${a.id}=${a.label}=${a.shortcut ?? ''}=${a.danger ? 1 : 0}`).join('|') : '';
  useEffect(() => {
    if (!enabled || !latest.current.length) return;
    const stable = latest.current.map((a) => ({ ...a, run: () => latest.current.find((x) => x.id === a.id)?.run() }));
    return addPaletteContext(heading, stable, placement);
  }, [heading, signature, enabled, placement]);
}
