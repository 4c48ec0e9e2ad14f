import { useSnapshot } from 'valtio';
import { Kbd, cx } from '../ui';
import { keyCaps } from './keys';
import { activeShortcuts, keysOf, shortcutState } from './registry';

/**
 * The keys of an active shortcut, by id, for menus and buttons ('E', 'Supr', 'Ctrl K'); nothing when
 * the shortcut is not registered now. Reads the registry, so a key is declared only once.
 */
export function ShortcutHint({ id, className, size = 'sm' }: { id: string; className?: string; size?: 'sm' | 'md' }) {
  useSnapshot(shortcutState);
  const found = activeShortcuts().find((a) => a.shortcut.id === id);
  const keys = found ? keysOf(found.shortcut)[0] : undefined;
  if (!keys) return null;
  return (
    <span aria-hidden className={cx('ml-auto flex shrink-0 items-center gap-0.5', className)}>
      {keyCaps(keys).map((k, i) => <Kbd key={i} size={size}>{k}</Kbd>)}
    </span>
  );
}
