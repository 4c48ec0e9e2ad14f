// A record's readable fields as a definition list, in tabs when fields carry tab names. Shared by the
// view dialog (spec 01 §2.6) and the record page (/cliente/{id}, /orders/{id} …).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo } from 'react';
import { canSeeField } from '../../../core/access';
import type { Field, Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { cx } from '../../ui';
import { FieldCell, kindOf } from '../fields/field-kinds';
import { isViewable } from '../fields/kind-meta';
import { groupByTab } from './tabs';
import { useTabLabel } from './use-tab-label';

/** The fields this user may read of `resource`, and the includes that name their relations. */
export function useViewableFields(resource: Resource) {
  const principal = usePrincipal();
  return useMemo(() => {
    const fields = Object.entries(resource.fields).filter(([, f]) => isViewable(f) && canSeeField(principal, f)) as [string, Field][];
    const include = fields.map(([, f]) => f.relation?.include).filter((x): x is string => !!x);
    return { fields, include };
  }, [resource, principal]);
}

export function RecordFields({ fields, row, stickyTabs = true }: {
  fields: [string, Field][];
  /** Undefined while loading: skeletons. */
  row: Record<string, unknown> | undefined;
  stickyTabs?: boolean;
}) {
  const tr = useLabel();
  const tabLabel = useTabLabel();
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
  if (tabs.length <= 1) return list(fields);
  return (
    <TabGroup>
      <TabList className={cx('flex gap-1 overflow-x-auto border-b border-line bg-surface px-3', stickyTabs && 'sticky top-0 z-10')}>
        {tabs.map((tab) => (
          <Tab key={tab.name} className="-mb-px h-10 whitespace-nowrap border-b-2 border-transparent px-2 text-13 text-fg-muted outline-none hover:text-fg data-focus-visible:text-fg data-selected:border-accent data-selected:font-medium data-selected:text-fg">
            {tabLabel(tab.name)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>{tabs.map((tab) => <TabPanel key={tab.name}>{list(tab.fields)}</TabPanel>)}</TabPanels>
    </TabGroup>
  );
}
