// Filter bar generated from the fields with `filter` (spec 01 §2.6): a 'Filtro' picker and one chip
// per active filter; each opens the kind's widget from the catalogue.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { can, canSeeField, type Principal } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Field, Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { useLabel } from '../../lib/labels';
import { Icon, buttonClass, cx, inputClass, menuItemClass, menuPanelClass } from '../../ui';
import { filterFields } from '../data/list-params';
import { resourceRecordQuery } from '../data/queries';
import { kindOf } from '../fields/field-kinds';
import { BooleanFilter } from '../fields/filters';
import { filterKind, optionLabel } from '../fields/kind-meta';

/** The filter widget of a field: its kind's, or Sí/No for a presence filter (`handler: 'presence'`). */
export const filterWidget = (f: Field) => (filterKind(f) === 'presence' ? BooleanFilter : kindOf(f).filter);

export function usableFilters(resource: Resource, principal: Principal | null): [string, Field][] {
  return filterFields(resource).filter(([, f]) =>
    canSeeField(principal, f) && !!filterWidget(f) && (typeof f.filter !== 'object' || can(principal, f.filter.can)));
}

export function Summary({ field, values }: { field: Field; values: string[] }) {
  const { t } = useLingui();
  const tr = useLabel();
  const kind = filterKind(field);
  const target = field.relation?.resource;
  const isRelation = !!target && (kind === 'in' || kind === 'eq');
  const titles = useQueries({ queries: isRelation ? values.slice(0, 2).map((v) => ({ ...resourceRecordQuery(target!, Number(v)), staleTime: 60_000 })) : [] });
  let parts: string[];
  if (kind === 'bool' || kind === 'presence') parts = [values[0] === '1' ? t`Sí` : t`No`];
  else if (kind === 'dateRange') parts = [`${values[0] || '…'} – ${values[1] || '…'}`];
  else if (kind === 'like') parts = [`“${values[0]}”`];
  else if (isRelation) parts = values.map((v, i) => (titles[i]?.data ? recordTitle(getResource(target!), titles[i].data!) : `#${v}`));
  else parts = values.map((v) => tr(optionLabel(field, v)));
  const shown = parts.slice(0, 2).join(', ');
  return <span className="truncate font-medium text-fg">{parts.length > 2 ? `${shown} +${parts.length - 2}` : shown}</span>;
}

function FilterWidget({ name, field, values, onChange }: { name: string; field: Field; values: string[]; onChange: (v: string[]) => void }) {
  const Widget = filterWidget(field)!;
  return <Widget field={field} name={name} values={values} onChange={onChange} />;
}

export function ActiveFilterChip({ name, field, values, onChange }: { name: string; field: Field; values: string[]; onChange: (v: string[]) => void }) {
  const { t } = useLingui();
  const tr = useLabel();
  return (
    <div className="flex h-7 max-w-72 items-center rounded-md border border-line bg-surface text-xs shadow-xs">
      <Popover className="min-w-0">
        <PopoverButton className="flex h-7 min-w-0 items-center gap-1 rounded-l-md pl-2 pr-1.5 text-fg-muted outline-none hover:bg-muted data-open:bg-muted">
          <span className="shrink-0">{tr(field.label)}:</span>
          <Summary field={field} values={values} />
        </PopoverButton>
        <PopoverPanel anchor={{ to: 'bottom start', gap: 4 }} className={cx(menuPanelClass, 'p-2')}>
          <FilterWidget name={name} field={field} values={values} onChange={onChange} />
        </PopoverPanel>
      </Popover>
      <button type="button" onClick={() => onChange([])} aria-label={t`Quitar filtro ${tr(field.label)}`}
        className="flex h-7 w-6 shrink-0 items-center justify-center rounded-r-md border-l border-line text-fg-subtle hover:bg-muted hover:text-fg">
        <Icon name="x" className="size-3" />
      </button>
    </div>
  );
}

/** 'Filtro' button: pick a field, then set its values, in one popover. */
export function AddFilter({ filters, active, onChange }: {
  filters: [string, Field][]; active: Record<string, string[]>; onChange: (name: string, values: string[]) => void;
}) {
  const { t } = useLingui();
  const tr = useLabel();
  const [picked, setPicked] = useState<string | null>(null);
  const [q, setQ] = useState('');
  if (!filters.length) return null;
  const shown = filters.filter(([, f]) => !q || tr(f.label).toLowerCase().includes(q.toLowerCase()));
  const field = picked ? filters.find(([k]) => k === picked)?.[1] : undefined;
  return (
    <Popover>
      {({ open }) => (
        <>
          <PopoverButton className={buttonClass('ghost', 'md', 'text-xs data-open:bg-muted')} onClick={() => { if (!open) { setPicked(null); setQ(''); } }}>
            <Icon name="filter" className="size-3.5" />{t`Filtro`}
          </PopoverButton>
          <PopoverPanel anchor={{ to: 'bottom start', gap: 4 }} className={cx(menuPanelClass, 'p-1.5')}>
            {field && picked ? (
              <div className="flex flex-col gap-1.5">
                <button type="button" className="flex items-center gap-1 self-start rounded px-1 text-xs text-fg-muted hover:text-fg" onClick={() => setPicked(null)}>
                  <Icon name="chevron-left" className="size-3" />{tr(field.label)}
                </button>
                <FilterWidget name={picked} field={field} values={active[picked] ?? []} onChange={(v) => onChange(picked, v)} />
              </div>
            ) : (
              <div className="flex w-56 flex-col gap-1">
                {filters.length > 7 && <input autoFocus className={inputClass(false, 'h-8')} placeholder={t`Filtrar por…`} value={q} onChange={(e) => setQ(e.target.value)} />}
                <div className="max-h-72 overflow-auto">
                  {shown.map(([k, f]) => (
                    <button key={k} type="button" className={cx(menuItemClass, 'justify-between')} onClick={() => setPicked(k)}>
                      <span className="truncate">{tr(f.label)}</span>
                      {active[k] && <span className="size-1.5 rounded-full bg-accent" />}
                    </button>
                  ))}
                </div>
              </div>
            )}
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
