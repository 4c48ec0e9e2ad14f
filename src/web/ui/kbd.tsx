import type { ReactNode } from 'react';
import { cx } from './cx';

export const isMac = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** 'Ctrl' or '⌘' depending on the platform. */
export const modKey = (): string => (isMac() ? '⌘' : 'Ctrl');

/** A keyboard key hint: <Kbd>Ctrl</Kbd><Kbd>K</Kbd>. */
export function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <kbd
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded border border-line bg-subtle px-1',
        'font-sans text-[11px] font-medium text-fg-subtle',
        className,
      )}
    >
      {children}
    </kbd>
  );
}
