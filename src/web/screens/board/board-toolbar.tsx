// Board filters (assignee, priority, client, text, archived), kept in the URL by the screen.
import { useLingui } from '@lingui/react/macro';
import type { Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { Button, cx, Icon, inputClass } from '../../ui';
import type { BoardFilters, FilterFields } from './board-model';

export interface ToolbarProps {
  resource: Resource;
  filters: BoardFilters;
  ff: FilterFields;
  people: { id: number; name: string }[];
  clients: { id: number; name: string }[];
  onChange: (next: BoardFilters) => void;
  searchRef: React.Ref<HTMLInputElement>;
}

const selectClass = (active: boolean) => cx(inputClass(false, 'h-7 !w-auto max-w-48 pr-7 text-xs [field-sizing:content]'), active && 'border-accent text-accent-text');

export function BoardToolbar({ resource, filters, ff, people, clients, onChange, searchRef }: ToolbarProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const priority = ff.priority ? resource.fields[ff.priority] : undefined;
  const any = filters.assignee.length || filters.priority.length || filters.cliente.length || filters.q || filters.archived;
  return (
    <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-0.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 [&>*]:shrink-0" role="search" aria-label={t`Filtros del tablero`}>
      <label className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-fg-subtle" />
        <input ref={searchRef} value={filters.q} onChange={(e) => onChange({ ...filters, q: e.target.value })} placeholder={t`Filtrar tarjetas…`}
          aria-label={t`Filtrar tarjetas`} className={inputClass(false, 'h-7 w-44 pl-7 text-xs')}
          onKeyDown={(e) => { if (e.key === 'Escape') (e.target as HTMLInputElement).blur(); }} />
      </label>
      {ff.assignees && (
        <select aria-label={tr(resource.fields[ff.assignees].label)} className={selectClass(!!filters.assignee.length)}
          value={filters.assignee[0] ?? ''} onChange={(e) => onChange({ ...filters, assignee: e.target.value ? [Number(e.target.value)] : [] })}>
          <option value="">{t`Cualquier asignado`}</option>
          {people.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      )}
      {priority && ff.priority && (
        <select aria-label={tr(priority.label)} className={selectClass(!!filters.priority.length)}
          value={filters.priority[0] ?? ''} onChange={(e) => onChange({ ...filters, priority: e.target.value ? [e.target.value] : [] })}>
          <option value="">{t`Cualquier prioridad`}</option>
          {(priority.options ?? []).map((o) => <option key={String(o.value)} value={String(o.value)}>{tr(o.label)}</option>)}
        </select>
      )}
      {ff.cliente && clients.length > 0 && (
        <select aria-label={tr(resource.fields[ff.cliente].label)} className={selectClass(!!filters.cliente.length)}
          value={filters.cliente[0] ?? ''} onChange={(e) => onChange({ ...filters, cliente: e.target.value ? [Number(e.target.value)] : [] })}>
          <option value="">{t`Cualquier cliente`}</option>
          {clients.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      )}
      {ff.archived && (
        <label className={cx('inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-md border px-2 text-xs', filters.archived ? 'border-accent text-accent-text' : 'border-line text-fg-muted hover:bg-muted')}>
          <input type="checkbox" className="accent-[var(--accent)]" checked={filters.archived} onChange={(e) => onChange({ ...filters, archived: e.target.checked })} />
          <Icon name="archive" className="size-3.5" />{t`Archivados`}
        </label>
      )}
      {any ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ assignee: [], priority: [], cliente: [], q: '', archived: false })}>
          <Icon name="x" className="size-3.5" />{t`Limpiar`}
        </Button>
      ) : null}
    </div>
  );
}
