/** Turning keyboard events into our key notation ('shift+arrowleft', 'mod+k', '?') and back into labels. */

const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

const NAMED: Record<string, string> = { ' ': 'space', esc: 'escape', del: 'delete', up: 'arrowup', down: 'arrowdown', left: 'arrowleft', right: 'arrowright' };

/**
 * The step an event stands for. Printable characters stand for themselves ('?', '#', 'G' is
 * 'shift+g'); shift is only spelled for letters and named keys, because '?' already implies it.
 */
export function eventStep(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): string {
  let key = e.key.toLowerCase();
  key = NAMED[key] ?? key;
  const printable = key.length === 1 && !/[a-z]/.test(key);
  const mods: string[] = [];
  if (isMacPlatform() ? e.metaKey : e.ctrlKey) mods.push('mod');
  if (isMacPlatform() && e.ctrlKey) mods.push('ctrl');
  if (e.altKey) mods.push('alt');
  if (e.shiftKey && !printable) mods.push('shift');
  return [...mods, key].join('+');
}

/** Normalises one written step ('Shift+Left' → 'shift+arrowleft'), modifiers in a fixed order. */
export function normaliseStep(step: string): string {
  const parts = step.toLowerCase().split('+');
  const key = parts.pop() ?? '';
  const order = ['mod', 'ctrl', 'alt', 'shift'];
  const mods = order.filter((m) => parts.includes(m));
  return [...mods, NAMED[key] ?? (key === '' ? '+' : key)].join('+');
}

const LABELS: Record<string, string> = {
  arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→', enter: '↵', escape: 'Esc', delete: 'Supr',
  backspace: '⌫', space: 'Espacio', shift: '⇧', alt: 'Alt', ctrl: 'Ctrl',
};

/** Key caps of one key string for <Kbd>: 'mod+shift+k' → ['Ctrl', '⇧', 'K']; 'g t' → ['G', 'T']. */
export function keyCaps(keys: string): string[] {
  return keys.trim().split(/\s+/).flatMap((step) => normaliseStep(step).split('+').map((k) => {
    if (k === 'mod') return isMacPlatform() ? '⌘' : 'Ctrl';
    return LABELS[k] ?? (k.length === 1 ? k.toUpperCase() : k[0]!.toUpperCase() + k.slice(1));
  }));
}
