import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icon';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** Top-aligned (command palette) instead of centred. */
  position?: 'center' | 'top';
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Hide the × button (the dialog still closes with Escape). */
  hideClose?: boolean;
  children?: ReactNode;
  className?: string;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl', full: 'max-w-[min(96vw,1400px)]' };

/**
 * Modal dialog: focus is trapped inside, Escape and a click outside close it, focus returns to the
 * opener (Headless UI). Renders in a portal.
 */
export function Dialog({ open, onClose, title, description, hideTitle, size = 'md', position = 'center', footer, hideClose, children, className }: DialogProps) {
  const { t } = useLingui();
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 backdrop-blur-[1px] transition-opacity duration-150 data-closed:opacity-0 dark:bg-black/60" />
      <div className={cx('fixed inset-0 flex justify-center overflow-y-auto p-3 sm:p-6', position === 'top' ? 'items-start pt-[12vh]' : 'items-center')}>
        <DialogPanel
          transition
          className={cx(
            'relative w-full rounded-lg border border-line bg-surface text-fg shadow-xl shadow-black/10',
            'transition duration-150 ease-out data-closed:scale-[0.98] data-closed:opacity-0',
            SIZES[size],
            className,
          )}
        >
          {hideTitle ? (
            <DialogTitle className="sr-only">{title}</DialogTitle>
          ) : (
            <div className="flex items-start gap-3 border-b border-line px-4 py-3">
              <div className="min-w-0 flex-1">
                <DialogTitle className="text-sm font-semibold">{title}</DialogTitle>
                {description ? <Description className="mt-0.5 text-13 text-fg-muted">{description}</Description> : null}
              </div>
              {hideClose ? null : (
                <button type="button" onClick={onClose} aria-label={t`Cerrar`} className="-mr-1 rounded-md p-1 text-fg-subtle hover:bg-muted hover:text-fg">
                  <Icon name="x" />
                </button>
              )}
            </div>
          )}
          {children}
          {footer ? <div className="flex justify-end gap-2 border-t border-line px-4 py-3">{footer}</div> : null}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
