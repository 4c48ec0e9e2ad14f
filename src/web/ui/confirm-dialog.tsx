import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogBody, DialogFooter } from './dialog';
import { Icon } from './icon';

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
    <Dialog onClose={onClose} title={title} size="sm">
      {message && <DialogBody className="px-4 py-4 text-fg-muted">{message}</DialogBody>}
      <DialogFooter>
        <Button onClick={onClose}>{t`Cancelar`}</Button>
        <Button variant="danger" data-autofocus disabled={busy} onClick={onConfirm}>
          <Icon name="trash" className="size-3.5" />{confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
