import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { cx } from './cx';
import { Icon } from './icon';

export interface DialogProps {
  /** Default true: callers usually mount the dialog only while it is open. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Next to the title (e.g. the record id for SuperAdmin). */
  badge?: ReactNode;
  size?: keyof typeof SIZES;
  /**
   * 'sheet': a bottom sheet on phones, near the top on wider screens (record forms, viewers,
   * confirmations). 'top': higher up and floating on every screen (command palette).
   */
  position?: 'sheet' | 'top';
  /** Hide the × button (the dialog still closes with Escape). */
  hideClose?: boolean;
  children?: ReactNode;
  className?: string;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl', '2xl': 'max-w-6xl', full: 'max-w-[min(96vw,1400px)]' };

const POSITIONS = {
  sheet: {
    frame: 'items-end sm:items-start sm:p-4 sm:pt-[8vh]',
    panel: 'max-h-[92dvh] rounded-t-xl sm:max-h-[84vh] sm:rounded-xl',
  },
  top: {
    frame: 'items-start p-3 pt-[12vh] sm:p-6 sm:pt-[12vh]',
    panel: 'max-h-[80vh] rounded-xl',
  },
};

/**
 * Modal dialog: focus is trapped inside, Escape and a click outside close it, focus returns to the
 * opener (Headless UI). Renders in a portal. The panel is a column: put a DialogBody (scrolls) and a
 * DialogFooter (stays) inside it.
 */
export function Dialog({ open = true, onClose, title, description, hideTitle, badge, size = 'lg', position = 'sheet', hideClose, children, className }: DialogProps) {
  const { t } = useLingui();
  const where = POSITIONS[position];
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-100 data-closed:opacity-0 dark:bg-black/60" />
      <div className={cx('fixed inset-0 flex justify-center', where.frame)}>
        <DialogPanel
          transition
          className={cx(
            'flex w-full flex-col overflow-hidden border border-line bg-surface text-13 text-fg shadow-2xl',
            'transition duration-100 ease-out data-closed:translate-y-1 data-closed:opacity-0',
            where.panel,
            SIZES[size],
            className,
          )}
        >
          {hideTitle ? (
            <DialogTitle className="sr-only">{title}</DialogTitle>
          ) : (
            <header className="flex min-h-12 shrink-0 items-center gap-2 border-b border-line pl-4 pr-2">
              <div className="min-w-0 py-3">
                <DialogTitle className="truncate text-sm font-semibold">{title}</DialogTitle>
                {description ? <Description className="mt-0.5 text-13 text-fg-muted">{description}</Description> : null}
              </div>
              {badge}
              {hideClose ? null : (
                <button type="button" onClick={onClose} aria-label={t`Cerrar`} className={buttonClass('ghost', 'icon', 'ml-auto')}>
                  <Icon name="x" />
                </button>
              )}
            </header>
          )}
          {children}
        </DialogPanel>
      </div>
    </HDialog>
  );
}

/** The scrolling part of a dialog. */
export const DialogBody = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={cx('min-h-0 flex-1 overflow-y-auto', className)}>{children}</div>
);

/** The buttons row of a dialog; `start` sits at the left (hints, timestamps). */
export const DialogFooter = ({ children, start }: { children: ReactNode; start?: ReactNode }) => (
  <footer className="flex shrink-0 items-center gap-2 border-t border-line bg-subtle px-4 py-2.5">
    <div className="mr-auto flex items-center gap-2 text-xs text-fg-subtle">{start}</div>
    {children}
  </footer>
);
