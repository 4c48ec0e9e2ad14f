// The board's toolbar pieces: the URL filters (text, assignee, priority, client, archived — each a
// popover with the field kind's own filter widget, as in lists) and the hidden-columns menu.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { Field, Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { Button, buttonClass, cx, Icon, inputClass, menuPanelClass } from '../../ui';
import { kindOf } from '../fields/field-kinds';
import { usePrincipal } from '../../lib/session';
import { Summary, usableFilters } from '../list/filter-bar';
import { anyFilter, NO_FILTERS, type BoardFilters, type FilterFields } from './filters';

const chipClass = (active: boolean) => cx(buttonClass('ghost', 'sm', 'h-7 max-w-60 gap-1 border text-xs data-open:bg-muted'),
  active ? 'border-accent/50 bg-accent-soft/60 text-accent-text' : 'border-line text-fg-muted');

function FilterChip({ name, field, values, onChange }: { name: string; field: Field; values: string[]; onChange: (v: string[]) => void }) {
  const tr = useLabel();
  const Widget = kindOf(field).filter!;
  return (
    <Popover>
      <PopoverButton className={chipClass(values.length > 0)}>
        <span className="shrink-0">{tr(field.label)}{values.length ? ':' : ''}</span>
        {values.length > 0 && <Summary field={field} values={values} />}
        <Icon name="chevron-down" className="size-3 shrink-0 opacity-60" />
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom start', gap: 4 }} className={cx(menuPanelClass, 'p-2')}>
        <Widget field={field} name={name} values={values} onChange={onChange} />
      </PopoverPanel>
    </Popover>
  );
}

export interface FilterBarProps {
  resource: Resource;
  filters: BoardFilters;
  ff: FilterFields;
  onChange: (next: BoardFilters) => void;
  searchRef: React.Ref<HTMLInputElement>;
}

export function BoardFilterBar({ resource, filters, ff, onChange, searchRef }: FilterBarProps) {
  const { t } = useLingui();
  const f = resource.fields;
  // Only the filters this user may use (field visible, filter permission), as in lists.
  const usable = new Set(usableFilters(resource, usePrincipal()).map(([k]) => k));
  const chip = (name: string | undefined): name is string => !!name && usable.has(name);
  const nums = (v: string[]) => v.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return (
    <div className="flex min-w-0 items-center gap-1.5 overflow-x-auto sm:flex-wrap sm:overflow-visible [&>*]:shrink-0" role="search" aria-label={t`Filtros del tablero`}>
      <label className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-fg-subtle" />
        <input ref={searchRef} value={filters.q} onChange={(e) => onChange({ ...filters, q: e.target.value })} placeholder={t`Filtrar tarjetas…`}
          aria-label={t`Filtrar tarjetas`} className={inputClass(false, 'h-7 w-40 pl-7 text-xs lg:w-48')}
          onKeyDown={(e) => { if (e.key === 'Escape') (e.target as HTMLInputElement).blur(); }} />
      </label>
      {chip(ff.assignees) && (
        <FilterChip name={ff.assignees} field={f[ff.assignees]} values={filters.assignee.map(String)} onChange={(v) => onChange({ ...filters, assignee: nums(v) })} />
      )}
      {chip(ff.priority) && (
        <FilterChip name={ff.priority} field={f[ff.priority]} values={filters.priority} onChange={(v) => onChange({ ...filters, priority: v })} />
      )}
      {chip(ff.cliente) && (
        <FilterChip name={ff.cliente} field={f[ff.cliente]} values={filters.cliente.map(String)} onChange={(v) => onChange({ ...filters, cliente: nums(v) })} />
      )}
      {ff.archived && (
        <label className={cx('inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-md border px-2 text-xs', filters.archived ? 'border-accent/50 bg-accent-soft/60 text-accent-text' : 'border-line text-fg-muted hover:bg-muted')}>
          <input type="checkbox" className="accent-[var(--accent)]" checked={filters.archived} onChange={(e) => onChange({ ...filters, archived: e.target.checked })} />
          <Icon name="archive" className="size-3.5" />{t`Archivados`}
        </label>
      )}
      {anyFilter(filters) && (
        <Button variant="ghost" size="sm" className="h-7 text-xs" onClick={() => onChange(NO_FILTERS)}>
          <Icon name="x" className="size-3.5" />{t`Limpiar`}
        </Button>
      )}
    </div>
  );
}

/** Which columns show (per user, persisted by the board): a checkbox per column value. */
export function ColumnsMenu({ columns, hidden, labelOf, onChange }: {
  columns: string[]; hidden: string[]; labelOf: (v: string) => string; onChange: (next: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <Popover>
      <PopoverButton className={buttonClass('ghost', 'sm', 'data-open:bg-muted data-open:text-fg')} title={t`Columnas`}>
        <Icon name="columns" className="size-3.75" />
        <span className="hidden sm:inline">{t`Columnas`}</span>
        {hidden.length > 0 && <span className="rounded-full bg-accent-soft px-1.5 text-xs text-accent-text">{t`${hidden.length} ocultas`}</span>}
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 4 }} className={cx(menuPanelClass, 'w-64')}>
        <div className="flex items-center justify-between px-2 pb-1 pt-0.5 text-xs text-fg-subtle">
          <span>{t`Columnas visibles`}</span>
          {hidden.length > 0 && <button type="button" className="text-accent-text hover:underline" onClick={() => onChange([])}>{t`Mostrar todas`}</button>}
        </div>
        <div className="max-h-96 overflow-auto">
          {columns.map((c) => (
            <label key={c} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted">
              <input type="checkbox" className="size-3.5 accent-[var(--accent)]" checked={!hidden.includes(c)}
                onChange={() => onChange(hidden.includes(c) ? hidden.filter((x) => x !== c) : [...hidden, c])} />
              <span className="truncate">{labelOf(c)}</span>
            </label>
          ))}
        </div>
      </PopoverPanel>
    </Popover>
  );
}
