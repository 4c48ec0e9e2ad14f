// Read-only viewer (spec 01 §2.6): the record's readable fields, in tabs when fields carry tab names.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isSuperAdmin } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import { recordActionHref, recordActionsFor } from '../../../core/resource/record-actions';
import type { Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { recordPageHref } from '../../lib/record-page';
import { usePrincipal } from '../../lib/session';
import { Button, buttonClass, Dialog, DialogBody, DialogFooter, Icon } from '../../ui';
import { useResourceRecord } from '../data/use-resource-list';
import { formatDatetime } from '../fields/format';
import { IdBadge } from './id-badge';
import { RecordFields, useViewableFields } from './record-fields';

export function ViewDialog({ resource, id, onClose, onEdit }: {
  resource: Resource;
  id: number;
  onClose: () => void;
  /** Shown when the user may edit. */
  onEdit?: () => void;
}) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const { fields, include } = useViewableFields(resource);
  const { data: row, error } = useResourceRecord(resource, id, include);
  const page = recordPageHref(resource, id);

  return (
    <Dialog onClose={onClose}
      title={row ? recordTitle(resource, row) || tr(resource.label.one) : tr(resource.label.one)}
      badge={isSuperAdmin(principal) ? <IdBadge id={id} /> : undefined}>
      <DialogBody>
        {error ? <p className="p-6 text-center text-fg-muted">{t`No se pudo cargar el registro.`}</p> : <RecordFields fields={fields} row={row} />}
      </DialogBody>
      <DialogFooter start={row?.updated_at ? <span>{t`Actualizado ${formatDatetime(row.updated_at)}`}</span> : undefined}>
        {recordActionsFor(principal, resource, row).filter((a) => a.kind === 'link').map((a) => (
          <Link key={a.key} to={recordActionHref(a, id)} className={buttonClass()} onClick={onClose}><Icon name={a.icon} className="size-3.5" />{tr(a.label)}</Link>
        ))}
        {page && <Link to={page} className={buttonClass()} onClick={onClose}><Icon name="external-link" className="size-3.5" />{t`Abrir página`}</Link>}
        <Button onClick={onClose}>{t`Cerrar`}</Button>
        {onEdit && (
          <Button variant="primary" data-autofocus onClick={onEdit}>
            <Icon name="pencil" className="size-3.5" />{t`Editar`}
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
