import { useEffect, useRef } from 'react';

export interface ListKeys {
  enabled: boolean;
  onSearch: () => void;
  onCreate?: () => void;
  onMove: (delta: number) => void;
  onOpen: () => void;
  onSelect: () => void;
  onDelete?: () => void;
  onEscape?: () => void;
}

const editable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * List shortcuts (keyboard-first): `/` search, `n`/`c` create, j/k or arrows move, Enter opens,
 * `x` selects, `#`/Delete deletes, Escape clears the selection. Ignored while typing, inside menus
 * and dialogs, and with Ctrl/⌘/Alt held (those belong to the shell).
 */
export function useListKeyboard(keys: ListKeys) {
  const ref = useRef(keys);
  ref.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = ref.current;
      if (!k.enabled || e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey || e.isComposing) return;
      const target = e.target as HTMLElement | null;
      if (editable(target)) return;
      if (target?.closest('[role=menu],[role=dialog],[role=listbox],[data-headlessui-state~="open"]')) return;
      const onControl = !!target?.closest('button,a,[role=button]') && !target?.closest('tr[data-row-index],[data-card-index]');
      const run = (fn?: () => void) => { if (!fn) return; e.preventDefault(); fn(); };
      switch (e.key) {
        case '/': return run(k.onSearch);
        case 'n': case 'c': return run(k.onCreate);
        case 'j': case 'ArrowDown': return run(() => k.onMove(1));
        case 'k': case 'ArrowUp': return run(() => k.onMove(-1));
        case 'Enter': return onControl ? undefined : run(k.onOpen);
        case 'x': return run(k.onSelect);
        case '#': case 'Delete': return run(k.onDelete);
        case 'Escape': return run(k.onEscape);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
