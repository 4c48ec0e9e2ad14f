// Filter widgets per filter kind (the `filter` half of the catalogue); shown inside the filter bar's popovers.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLabel } from '../../lib/labels';
import { useDebounced } from '../../lib/use-debounced';
import { Badge, Icon, inputClass } from '../../ui';
import { SEARCH_DEBOUNCE_MS } from '../data/list-params';
import { selectorQuery, type Row } from '../data/queries';
import { DateText, isCompleteDate } from './date-text';
import { truncate } from './format';
import { filterKind, relatedLabel } from './kind-meta';
import type { FilterProps } from './types';

const input = inputClass(false, 'h-8');
const check = 'size-3.5 shrink-0 accent-[var(--accent)]';
const row = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted';

function toggle(values: string[], v: string, multiple: boolean) {
  if (!multiple) return values[0] === v ? [] : [v];
  return values.includes(v) ? values.filter((x) => x !== v) : [...values, v];
}

/** Options of a select: checkboxes (whereIn) or radios (where). */
export function OptionsFilter({ field, name, values, onChange }: FilterProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const [q, setQ] = useState('');
  const multiple = !(typeof field.filter === 'object' && field.filter.multiple === false);
  const options = (field.options ?? []).filter((o) => !q || tr(o.label).toLowerCase().includes(q.toLowerCase()));
  return (
    <div className="flex w-60 flex-col gap-1">
      {(field.options?.length ?? 0) > 8 && (
        <input autoFocus className={input} placeholder={t`Buscar…`} value={q} onChange={(e) => setQ(e.target.value)} />
      )}
      <div className="max-h-64 overflow-auto" role="group" aria-label={tr(field.label)}>
        {options.map((o) => {
          const v = String(o.value);
          return (
            <label key={v} className={row}>
              <input type={multiple ? 'checkbox' : 'radio'} name={`f-${name}`} className={check} checked={values.includes(v)}
                onChange={() => onChange(toggle(values, v, multiple))} />
              {field.list?.chip ? <Badge tone={o.tone}>{tr(o.label)}</Badge> : <span className="truncate">{tr(o.label)}</span>}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** Related records: search + checkboxes; the chosen ones stay on top. */
export function RelationFilter({ field, values, onChange }: FilterProps) {
  const { t } = useLingui();
  const target = field.relation!.resource;
  const [text, setText] = useState('');
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const found = useQuery(selectorQuery(target, debounced));
  const [titles, setTitles] = useState<Record<string, string>>({});
  const rows = found.data ?? [];
  const title = (r: Row) => relatedLabel(field, r);
  const multiple = !(typeof field.filter === 'object' && field.filter.multiple === false);
  const pick = (r: Row) => {
    setTitles((m) => ({ ...m, [String(r.id)]: title(r) }));
    onChange(toggle(values, String(r.id), multiple));
  };
  return (
    <div className="flex w-64 flex-col gap-1">
      <input autoFocus className={input} placeholder={t`Buscar…`} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="max-h-64 overflow-auto">
        {values.filter((v) => !rows.some((r) => String(r.id) === v)).map((v) => (
          <label key={v} className={row}>
            <input type="checkbox" className={check} checked onChange={() => onChange(values.filter((x) => x !== v))} />
            <span className="truncate">{titles[v] ?? `#${v}`}</span>
          </label>
        ))}
        {rows.map((r) => (
          <label key={r.id} className={row}>
            <input type={multiple ? 'checkbox' : 'radio'} className={check} checked={values.includes(String(r.id))} onChange={() => pick(r)} />
            <span className="truncate">{truncate(title(r), 50)}</span>
          </label>
        ))}
        {!rows.length && !found.isFetching && (
          <div className="px-2 py-1.5 text-fg-subtle">{debounced ? t`No se han encontrado registros` : t`Comienza a escribir para buscar`}</div>
        )}
      </div>
    </div>
  );
}

export function BooleanFilter({ values, onChange }: FilterProps) {
  const { t } = useLingui();
  const opts: [string, string][] = [['', t`Todos`], ['1', t`Sí`], ['0', t`No`]];
  return (
    <div className="flex w-40 flex-col" role="radiogroup">
      {opts.map(([v, label]) => (
        <label key={v} className={row}>
          <input type="radio" className={check} checked={(values[0] ?? '') === v} onChange={() => onChange(v ? [v] : [])} />
          {label}
        </label>
      ))}
    </div>
  );
}

/** One bound of a date range: typed as YYYY-MM-DD, applied once the date is whole (or cleared). */
function DateBound({ label, value, onApply }: { label: string; value: string; onApply: (v: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <DateText aria-label={label} className={inputClass(false, 'h-8 pr-9 tabular-nums')} value={text}
      onChange={(v) => { setText(v); if (v === '' || isCompleteDate(v)) onApply(v); }} />
  );
}

/** from/to range → whereDategte / whereDatelwe, as YYYY-MM-DD whatever the browser's locale. */
export function DateRangeFilter({ values, onChange }: FilterProps) {
  const { t } = useLingui();
  const [from = '', to = ''] = values;
  return (
    <div className="grid w-64 grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1.5">
      <span className="text-fg-muted">{t`Desde`}</span>
      <DateBound label={t`Desde`} value={from} onApply={(v) => onChange([v, to])} />
      <span className="text-fg-muted">{t`Hasta`}</span>
      <DateBound label={t`Hasta`} value={to} onApply={(v) => onChange([from, v])} />
    </div>
  );
}

/** Free text (whereLike) or an exact number (where): applied after a pause or on Enter. */
export function TextFilter({ values, onChange, field }: FilterProps) {
  const { t } = useLingui();
  const [text, setText] = useState(values[0] ?? '');
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== (values[0] ?? '')) onChange(debounced ? [debounced] : []);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const numeric = ['integer', 'number', 'currency'].includes(field.kind);
  // searchLogic 'exact' (a code, a reference) compares the whole value instead of a part.
  const exact = numeric || filterKind(field) === 'eq';
  return (
    <div className="relative w-60">
      <input autoFocus className={inputClass(false, 'h-8 pr-8')} inputMode={numeric ? 'decimal' : undefined}
        placeholder={exact ? t`Igual a…` : t`Contiene…`} value={text} onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') onChange(text ? [text] : []); }} />
      {text && (
        <button type="button" aria-label={t`Borrar`} className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-fg-subtle hover:text-fg"
          onClick={() => { setText(''); onChange([]); }}>
          <Icon name="x" className="size-3.5" />
        </button>
      )}
    </div>
  );
}
