// Named form inputs a field may ask for with `widget` (core FieldOptions) instead of its kind's input.
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { rowScopeLevels } from '../../../core/access';
import type { RowScopeLevel } from '../../../core/resource/types';
import { RESOURCES } from '../../../core/resources';
import { useLabel } from '../../lib/labels';
import { inputClass } from '../../ui/input';
import { TimeRangesInput } from './time-ranges';
import type { InputProps } from './types';

/** The json form value (a JSON string, see KIND_VALUES.json) as an object. */
function parsed(value: unknown): Record<string, string> {
  if (value && typeof value === 'object') return value as Record<string, string>;
  try {
    const v = JSON.parse(String(value || '{}'));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** roles.row_scopes: per resource that can be limited, every row, my team's (entidad) or only mine. */
function RowScopesInput(p: InputProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const names: Record<RowScopeLevel, string> = { all: t`Todos los registros`, team: t`Solo los de mi equipo`, own: t`Solo los míos` };
  const scopes = parsed(p.value);
  const set = (resource: string, level: string) => {
    const next = { ...scopes };
    if (level === 'all') delete next[resource];
    else next[resource] = level;
    p.onChange(JSON.stringify(next));
  };
  const limitable = RESOURCES.filter((r) => rowScopeLevels(r).length > 0);
  return (
    <div id={p.id} role="group" aria-label={p.label} aria-describedby={p.describedBy}
      className="grid grid-cols-[minmax(8rem,1fr)_minmax(10rem,14rem)] items-center gap-x-3 gap-y-1.5">
      {limitable.map((r) => (
        <label key={r.name} className="contents">
          <span className="truncate text-sm text-fg-muted">{tr(r.label.many)}</span>
          <select className={inputClass(p.invalid, 'h-8 pr-8')} disabled={p.disabled} onBlur={p.onBlur}
            value={scopes[r.name] ?? 'all'} onChange={(e) => set(r.name, e.target.value)}>
            {rowScopeLevels(r).map((level) => <option key={level} value={level}>{names[level]}</option>)}
          </select>
        </label>
      ))}
    </div>
  );
}

export const FIELD_WIDGETS: Record<string, ComponentType<InputProps>> = {
  'row-scopes': RowScopesInput,
  'time-ranges': TimeRangesInput,
};
