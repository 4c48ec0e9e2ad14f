import { proxy } from 'valtio';

/**
 * The one shortcut layer of the app. Screens, boards, calendars and the shell register what they
 * offer; one document listener dispatches keys (with sequences such as 'g t'), the `?` overlay and the
 * command palette read the same registry, so a shortcut is declared once and shown everywhere.
 */
export interface Shortcut {
  /** Stable id, e.g. 'list.create', 'board.move-left'. */
  id: string;
  /**
   * Key combination in our notation: space-separated steps of a sequence ('g t'), each step a key
   * with optional modifiers joined by '+' ('mod+k', 'shift+arrowleft', '?', 'delete').
   * 'mod' is Ctrl, or ⌘ on a Mac. Alternatives: several strings.
   */
  keys: string | string[];
  /** Spanish label, already translated (shown in the `?` overlay, menus and the palette). */
  label: string;
  /** Heading in the overlay ('Navegación', 'Lista', 'Tablero'…); already translated. */
  group: string;
  run: (e: KeyboardEvent) => void;
  /** Also fires while focus is in a text field (only sensible with a modifier, e.g. 'mod+enter'). */
  inInputs?: boolean;
  /** Also fires while a dialog or menu is open (Escape handling of the dialog itself wins anyway). */
  inDialogs?: boolean;
  /** Not listed in the overlay (aliases such as arrows next to j/k). */
  hidden?: boolean;
  /**
   * Declines a matching key for this event (the key then goes on to the page untouched), e.g. Enter
   * on a focused button must click the button rather than open the focused row.
   */
  when?: (e: KeyboardEvent) => boolean;
}

export interface ShortcutScope {
  /** 'global' for the shell, the screen's name otherwise. */
  name: string;
  shortcuts: Shortcut[];
  /** Registration order: later scopes (the open screen) win over earlier ones (the shell). */
  seq: number;
}

/** Reactive for the overlay; the dispatcher reads it directly. */
export const shortcutState = proxy({
  scopes: [] as ShortcutScope[],
  overlayOpen: false,
  /** Keys typed so far of an unfinished sequence ('g'), shown as a hint. */
  pending: '',
});

let seq = 0;

/** Adds a scope; returns its removal. Prefer the `useShortcuts` hook in components. */
export function addShortcutScope(name: string, shortcuts: Shortcut[]): () => void {
  const scope: ShortcutScope = { name, shortcuts, seq: ++seq };
  shortcutState.scopes = [...shortcutState.scopes, scope];
  return () => {
    shortcutState.scopes = shortcutState.scopes.filter((s) => s.seq !== scope.seq);
  };
}

/** Every key string of a shortcut, normalised ('Mod+K' → 'mod+k'). */
export const keysOf = (s: Pick<Shortcut, 'keys'>): string[] =>
  (Array.isArray(s.keys) ? s.keys : [s.keys]).map((k) => k.trim().toLowerCase().replace(/\s+/g, ' '));

/** Active shortcuts, the newest scope first, one entry per key string (a newer scope shadows). */
export function activeShortcuts(): { scope: string; shortcut: Shortcut }[] {
  const seen = new Set<string>();
  const out: { scope: string; shortcut: Shortcut }[] = [];
  for (const scope of [...shortcutState.scopes].sort((a, b) => b.seq - a.seq)) {
    for (const shortcut of scope.shortcuts) {
      const free = keysOf(shortcut).filter((k) => !seen.has(k));
      if (!free.length) continue;
      free.forEach((k) => seen.add(k));
      out.push({ scope: scope.name, shortcut });
    }
  }
  return out;
}
