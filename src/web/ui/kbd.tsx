import type { ReactNode } from 'react';
import { cx } from './cx';

export const isMac = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** 'Ctrl' or '⌘' depending on the platform. */
export const modKey = (): string => (isMac() ? '⌘' : 'Ctrl');

const SIZES = {
  sm: 'h-4 min-w-4 text-[10px]',
  md: 'h-5 min-w-5 text-[11px] font-medium',
};

/** A keyboard key hint: <Kbd>Ctrl</Kbd><Kbd>K</Kbd>. 'sm' fits inside inputs and buttons. */
export function Kbd({ children, className, size = 'md' }: { children: ReactNode; className?: string; size?: keyof typeof SIZES }) {
  return (
    <kbd
      className={cx(
        'inline-flex items-center justify-center rounded border border-line bg-subtle px-1 font-sans text-fg-subtle',
        SIZES[size],
        className,
      )}
    >
      {children}
    </kbd>
  );
}
