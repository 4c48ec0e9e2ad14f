import { useEffect, useRef } from 'react';
import { addShortcutScope, type Shortcut } from './registry';

/**
 * Registers a screen's shortcuts while it is mounted (and `enabled`). `run` always calls the latest
 * closure, so callers may pass inline functions without re-registering every render; the list is
 * re-registered when the ids, keys or labels change.
 */
export function useShortcuts(scope: string, shortcuts: Shortcut[], enabled = true): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const signature = enabled ? shortcuts.map((s) => `${s.id}=${String(s.keys)}=${s.label}=${s.group}`).join('|') : '';
  useEffect(() => {
    if (!enabled) return;
    const stable = latest.current.map((s) => ({
      ...s,
      run: (e: KeyboardEvent) => latest.current.find((x) => x.id === s.id)?.run(e),
    }));
    return addShortcutScope(scope, stable);
  }, [scope, signature, enabled]);
}
