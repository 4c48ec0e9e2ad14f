// Read-only viewer (spec 01 §2.6): the record's readable fields, in tabs when fields carry tab names.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { canSeeField, isSuperAdmin } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Field, Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { Button, Dialog, DialogBody, DialogFooter, Icon, cx } from '../../ui';
import { useResourceRecord } from '../data/use-resource-list';
import { FieldCell, kindOf } from '../fields/field-kinds';
import { formatDatetime } from '../fields/format';
import { isViewable } from '../fields/kind-meta';
import { IdBadge } from './id-badge';
import { groupByTab } from './tabs';
import { useTabLabel } from './use-tab-label';

export function ViewDialog({ resource, id, onClose, onEdit }: {
  resource: Resource;
  id: number;
  onClose: () => void;
  /** Shown when the user may edit. */
  onEdit?: () => void;
}) {
  const { t } = useLingui();
  const tr = useLabel();
  const tabLabel = useTabLabel();
  const principal = usePrincipal();
  const fields = useMemo(
    () => Object.entries(resource.fields).filter(([, f]) => isViewable(f) && canSeeField(principal, f)) as [string, Field][],
    [resource, principal],
  );
  const include = fields.map(([, f]) => f.relation?.include).filter((x): x is string => !!x);
  const { data: row, error } = useResourceRecord(resource, id, include);
  const tabs = groupByTab(fields);

  const list = (entries: [string, Field][]) => (
    <dl className="grid gap-x-6 gap-y-3 p-4 sm:grid-cols-2">
      {entries.map(([name, f]) => (
        <div key={name} className={cx('min-w-0', (kindOf(f).wide || f.fullWidth) && 'sm:col-span-2')}>
          <dt className="text-xs text-fg-subtle">{tr(f.label)}</dt>
          <dd className="mt-0.5 min-h-5 break-words text-fg">{row ? <FieldCell field={f} name={name} row={row} full /> : <div className="skeleton h-4 w-32" />}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <Dialog onClose={onClose}
      title={row ? recordTitle(resource, row) || tr(resource.label.one) : tr(resource.label.one)}
      badge={isSuperAdmin(principal) ? <IdBadge id={id} /> : undefined}>
      <DialogBody>
        {error ? <p className="p-6 text-center text-fg-muted">{t`No se pudo cargar el registro.`}</p> : tabs.length > 1 ? (
          <TabGroup>
            <TabList className="sticky top-0 z-10 flex gap-1 overflow-x-auto border-b border-line bg-surface px-3">
              {tabs.map((tab) => (
                <Tab key={tab.name} className="-mb-px h-10 whitespace-nowrap border-b-2 border-transparent px-2 text-13 text-fg-muted outline-none hover:text-fg data-focus-visible:text-fg data-selected:border-accent data-selected:font-medium data-selected:text-fg">
                  {tabLabel(tab.name)}
                </Tab>
              ))}
            </TabList>
            <TabPanels>{tabs.map((tab) => <TabPanel key={tab.name}>{list(tab.fields)}</TabPanel>)}</TabPanels>
          </TabGroup>
        ) : list(fields)}
      </DialogBody>
      <DialogFooter start={row?.updated_at ? <span>{t`Actualizado ${formatDatetime(row.updated_at)}`}</span> : undefined}>
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
