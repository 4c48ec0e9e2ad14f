// Modal shell on Headless UI Dialog: traps focus, closes on Escape and on the backdrop.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from './icons';
import { btn, cx } from './styles';

const WIDTH = { sm: 'sm:max-w-md', md: 'sm:max-w-2xl', lg: 'sm:max-w-4xl' };

export function DialogShell({ open = true, onClose, title, badge, size = 'md', children }: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Next to the title (e.g. the record id for SuperAdmin). */
  badge?: ReactNode;
  size?: keyof typeof WIDTH;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-100 data-closed:opacity-0 dark:bg-black/60" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-start sm:p-4 sm:pt-[8vh]">
        <DialogPanel transition className={cx(
          'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-xl border border-line bg-surface text-13 text-fg shadow-2xl sm:max-h-[84vh] sm:rounded-xl',
          'transition duration-100 ease-out data-closed:translate-y-1 data-closed:opacity-0', WIDTH[size])}>
          <header className="flex h-12 shrink-0 items-center gap-2 border-b border-line pl-4 pr-2">
            <DialogTitle className="truncate text-sm font-semibold">{title}</DialogTitle>
            {badge}
            <button type="button" onClick={onClose} aria-label={t`Cerrar`} className={cx(btn.icon, 'ml-auto')}>
              <Icon name="x" />
            </button>
          </header>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export const DialogBody = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={cx('min-h-0 flex-1 overflow-y-auto', className)}>{children}</div>
);

export const DialogFooter = ({ children, start }: { children: ReactNode; start?: ReactNode }) => (
  <footer className="flex shrink-0 items-center gap-2 border-t border-line bg-subtle px-4 py-2.5">
    <div className="mr-auto flex items-center gap-2 text-xs text-fg-subtle">{start}</div>
    {children}
  </footer>
);

export const IdBadge = ({ id }: { id: number | string }) => (
  <span className="rounded bg-muted px-1.5 py-px font-mono text-[11px] text-fg-muted">#{id}</span>
);

/** Confirmation (delete, bulk delete): the confirm button has the focus, so Enter confirms. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose, busy }: {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  return (
    <DialogShell onClose={onClose} title={title} size="sm">
      {message && <DialogBody className="px-4 py-4 text-fg-muted">{message}</DialogBody>}
      <DialogFooter>
        <button type="button" className={btn.secondary} onClick={onClose}>{t`Cancelar`}</button>
        <button type="button" data-autofocus className={btn.danger} disabled={busy} onClick={onConfirm}>
          <Icon name="trash" size={14} />{confirmLabel}
        </button>
      </DialogFooter>
    </DialogShell>
  );
}
