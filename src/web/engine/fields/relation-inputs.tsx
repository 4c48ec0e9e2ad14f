// Item selectors (spec 01 §9, 03 §7.2): Headless UI comboboxes (the ARIA combobox pattern: arrows move,
// Enter picks, Escape closes) searching `GET {target}?q=&limit=250` after 700 ms of quiet (the server
// ignores accents and case), with the field's `whereIn` pre-filters. The current value's title comes
// from the embedded include, the session (the signed-in user) or `GET {target}/{id}`. SuperAdmin may
// open the selected record in the generic edit dialog (record-editor.tsx).
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useContext, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import type { Field } from '../../../core/resource/types';
import { users } from '../../../core/resources';
import { useSessionUser } from '../../lib/session';
import { useDebounced } from '../../lib/use-debounced';
import { Icon, cx, inputClass, listPanelClass } from '../../ui';
import { SEARCH_DEBOUNCE_MS } from '../data/list-params';
import { resourceRecordQuery, selectorQuery, type Row } from '../data/queries';
import { SELECTOR_CHIPS_MAX, SELECTOR_ROW_HEIGHT, SELECTOR_TRUNCATE, overflow, selectorLabel, truncate } from './display-rules';
import { FormScopeContext, type FormScope } from './form-scope';
import { embedded, relatedLabel } from './kind-meta';
import { useRecordEditor } from './record-editor';
import type { InputProps } from './types';

/** Second line of an option: the first of these a record has that is not its title. */
const DETAIL_KEYS = ['email', 'documento', 'referencia', 'code', 'codigo', 'telefono', 'description'];

function detailOf(r: Row, title: string): string {
  for (const k of DETAIL_KEYS) {
    const v = r[k];
    if (typeof v === 'string' && v.trim() && v !== title) return v;
  }
  return '';
}

/** Search of an item selector, and how it names the records it finds. */
function useSelector(field: Field, dependent?: Record<string, (string | number)[]>) {
  const target = field.relation!.resource;
  const [text, setText] = useState('');
  const [armed, setArmed] = useState(false);
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const whereIn = dependent && Object.keys(dependent).length ? { ...field.relation!.whereIn, ...dependent } : field.relation!.whereIn;
  const query = useQuery({ ...selectorQuery(target, debounced, whereIn), enabled: armed });
  const title = (r: Row) => relatedLabel(field, r);
  return { target, title, text, setText, arm: () => setArmed(true), rows: query.data ?? [], loading: query.isFetching || text !== debounced, searched: !!debounced.trim() };
}

/** Where the list opens under a multiple selector's box (Headless UI anchors to the input inside it). */
interface BoxGeometry { width: number; dx: number; dy: number }

function Options({ rows, loading, searched, title, multiple, box }: {
  rows: Row[]; loading: boolean; searched: boolean; title: (r: Row) => string; multiple?: boolean; box?: BoxGeometry | null;
}) {
  const { t } = useLingui();
  return (
    <ComboboxOptions anchor={{ to: 'bottom start', gap: 4 + (box?.dy ?? 0), offset: -(box?.dx ?? 0) }} style={box ? { width: box.width } : undefined}
      className={cx(listPanelClass, 'max-h-80 empty:invisible', !box && 'w-(--input-width)')}>
      {loading && <div className="absolute inset-x-0 top-0 h-0.5 overflow-hidden"><div className="h-full w-1/3 animate-pulse bg-accent" /></div>}
      {rows.length === 0 ? (
        // The spec's two texts: nothing found for a search, or nothing to show before typing.
        <div className="px-2 py-3 text-center text-fg-subtle">{searched ? t`empty table` : t`Comienza a escribir para buscar`}</div>
      ) : rows.map((r) => {
        const name = title(r);
        const detail = detailOf(r, name);
        return (
          <ComboboxOption key={r.id} value={r} style={{ height: SELECTOR_ROW_HEIGHT }} title={name.length > SELECTOR_TRUNCATE ? name : undefined}
            className="group flex cursor-default items-center gap-2 rounded-md px-2 data-focus:bg-muted data-selected:font-medium">
            <span className="flex min-w-0 flex-1 flex-col justify-center leading-tight">
              <span className="truncate">{truncate(name, SELECTOR_TRUNCATE)}</span>
              <span className="truncate text-xs font-normal text-fg-subtle">{detail ? truncate(detail, SELECTOR_TRUNCATE) : `#${r.id}`}</span>
            </span>
            <Icon name="check" className={cx('shrink-0 text-accent-text', multiple ? 'invisible group-data-selected:visible' : 'hidden group-data-selected:block')} />
          </ComboboxOption>
        );
      })}
    </ComboboxOptions>
  );
}

/**
 * The signed-in user as a row of `target` when that is `users`: an owner default ('Creado por' = me)
 * is named from the session instead of a `GET users/{me}`.
 */
function useSessionUserRow(target: string): Row | null {
  const user = useSessionUser();
  const id = target === users.name ? user?.id : undefined;
  const fullName = user?.full_name;
  const email = user?.email;
  return useMemo(() => (id ? { id, full_name: fullName, email } : null), [id, fullName, email]);
}

const iconButton = 'flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent';

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Choices that depend on other fields of the form (`relation.filterBy`): what narrows them, what a
 * pick fills; and the fields a pick fills from the picked row (`relation.fills`).
 */
interface Dependent { whereIn: Record<string, (string | number)[]>; onPick(row: Row, previous: Row | null): void }

function DependentRelationInput({ scope, ...p }: InputProps & { scope: FormScope }) {
  const pairs = Object.entries(p.field.relation!.filterBy ?? {});
  const fills = Object.entries(p.field.relation!.fills ?? {});
  const watched = useWatch({ control: scope.control, name: [...pairs.map(([, own]) => own), ...fills.map(([own]) => own)] }) as unknown[];
  const values = watched.slice(0, pairs.length);
  const whereIn = Object.fromEntries(pairs.flatMap(([target], i) => (blank(values[i]) ? [] : [[target, [values[i] as string | number]]])));
  const onPick = (row: Row, previous: Row | null) => {
    pairs.forEach(([target, own], i) => {
      if (blank(values[i]) && !blank(row[target])) scope.setValue?.(own, row[target], { shouldDirty: true });
    });
    // A fill replaces an empty field or what the previous choice had put there, never what was typed.
    fills.forEach(([own, from], j) => {
      const current = watched[pairs.length + j];
      const untouched = blank(current) || (previous !== null && previous[from] !== undefined && previous[from] === current);
      if (untouched && !blank(row[from])) scope.setValue?.(own, row[from], { shouldDirty: true, shouldValidate: true });
    });
  };
  return <SelectorInput {...p} dependent={{ whereIn, onPick }} />;
}

export function RelationInput(p: InputProps) {
  const scope = useContext(FormScopeContext);
  const rel = p.field.relation;
  return (rel?.filterBy || rel?.fills) && scope ? <DependentRelationInput {...p} scope={scope} /> : <SelectorInput {...p} />;
}

function SelectorInput({ dependent, ...p }: InputProps & { dependent?: Dependent }) {
  const { t } = useLingui();
  const s = useSelector(p.field, dependent?.whereIn);
  const { target, title } = s;
  const id = p.value === null || p.value === undefined || p.value === '' ? null : Number(p.value);
  const [picked, setPicked] = useState<Row | null>(null);
  const fromRecord = p.record && Number(p.record[p.name]) === id ? (embedded(p.field, p.record) as Row | undefined) : undefined;
  const me = useSessionUserRow(target);
  const known = picked?.id === id ? picked : fromRecord ?? (me && me.id === id ? me : null);
  const current = useQuery({ ...resourceRecordQuery(target, id ?? 0), enabled: !!id && !known });
  const selected = id ? known ?? current.data ?? ({ id } as Row) : null;
  const editor = useRecordEditor(target, (row) => setPicked(row));

  return (
    <>
      <Combobox value={selected} by="id" immediate disabled={p.disabled}
        onChange={(r: Row | null) => { setPicked(r); p.onChange(r ? r.id : null); if (r) dependent?.onPick(r, selected); }}
        onClose={() => s.setText('')}>
        <div className="group/selector relative">
          <ComboboxInput ref={p.inputRef as Ref<HTMLInputElement>} id={p.id} name={p.name} aria-invalid={p.invalid || undefined}
            aria-describedby={p.describedBy} autoComplete="off" placeholder={t`Buscar…`} title={p.dense && selected ? title(selected) : undefined}
            className={inputClass(p.invalid, cx('h-8', p.dense
              // A table cell: the name takes the room; edit and clear appear on hover or focus.
              ? cx('pr-7', selected && (editor.allowed ? 'group-hover/selector:pr-20 group-focus-within/selector:pr-20' : 'group-hover/selector:pr-14 group-focus-within/selector:pr-14'))
              : editor.allowed && selected ? 'pr-20' : 'pr-14'))}
            displayValue={(r: Row | null) => (r ? title(r) : '')}
            // Typing replaces the current choice's name instead of appending to it.
            onFocus={(e) => { s.arm(); e.currentTarget.select(); }} onClick={(e) => e.currentTarget.select()}
            onBlur={p.onBlur} onChange={(e) => { s.arm(); s.setText(e.target.value); }} />
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">
            <div className={cx('flex items-center', p.dense && 'hidden group-hover/selector:flex group-focus-within/selector:flex')}>
            {selected && editor.allowed && (
              <button type="button" className={iconButton} aria-label={t`Editar ${title(selected)}`} title={t`Editar ${title(selected)}`}
                onClick={() => editor.edit(Number(selected.id))}>
                <Icon name="pencil" className="size-3.5" />
              </button>
            )}
            {selected && !p.disabled && (
              <button type="button" className={iconButton} aria-label={t`Quitar`} onClick={() => { setPicked(null); p.onChange(null); }}>
                <Icon name="x" className="size-3.5" />
              </button>
            )}
            </div>
            <ComboboxButton className="flex size-6 items-center justify-center rounded text-fg-subtle hover:text-fg" aria-label={t`Mostrar opciones`} onClick={s.arm}>
              <Icon name="chevron-down" className="size-3.5" />
            </ComboboxButton>
          </div>
        </div>
        <Options rows={s.rows} loading={s.loading} searched={s.searched} title={title} />
      </Combobox>
      {editor.node}
    </>
  );
}

export function RelationMultipleInput(p: InputProps) {
  const { t } = useLingui();
  const s = useSelector(p.field);
  const { target, title } = s;
  const ids = useMemo(() => (Array.isArray(p.value) ? (p.value as unknown[]).map(Number) : []), [p.value]);
  const [picked, setPicked] = useState<Row[]>([]);
  const me = useSessionUserRow(target);
  const known = useMemo(() => {
    const map = new Map<number, Row>();
    if (me) map.set(me.id, me);
    const fromRecord = p.record ? embedded(p.field, p.record) : undefined;
    if (Array.isArray(fromRecord)) for (const r of fromRecord as Row[]) map.set(Number(r.id), r);
    for (const r of picked) map.set(Number(r.id), r);
    return map;
  }, [me, p.record, p.field, picked]);
  const missing = ids.filter((id) => !known.has(id));
  const fetched = useQueries({ queries: missing.map((id) => resourceRecordQuery(target, id)) });
  const selected = ids.map((id) => known.get(id) ?? fetched.find((q) => q.data?.id === id)?.data ?? ({ id } as Row));
  const remember = (rows: Row[]) => setPicked((prev) => [...prev.filter((r) => !rows.some((x) => x.id === r.id)), ...rows]);
  const set = (rows: Row[]) => {
    remember(rows);
    p.onChange(rows.map((r) => Number(r.id)));
  };
  const editor = useRecordEditor(target, (row) => remember([row]));
  const { shown, rest } = overflow(selected, SELECTOR_CHIPS_MAX);
  const names = selected.map(title);
  // The spec's label: the names up to 9 selected, then only the count; read with the input's name.
  const summary = selectorLabel(names, (n) => t`${n} seleccionados`);
  const summaryId = `${p.id}-selected`;
  // The list spans the whole box of chips, not just the input after them.
  const boxRef = useRef<HTMLDivElement>(null);
  const inputEl = useRef<HTMLInputElement | null>(null);
  const [box, setBox] = useState<BoxGeometry | null>(null);
  const measure = () => {
    const b = boxRef.current?.getBoundingClientRect();
    const i = inputEl.current?.getBoundingClientRect();
    if (b && i) setBox({ width: Math.round(b.width), dx: Math.round(i.left - b.left), dy: Math.round(b.bottom - i.bottom) });
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(measure, [selected.length]);
  const setInput = (el: HTMLInputElement | null) => {
    inputEl.current = el;
    const r = p.inputRef;
    if (typeof r === 'function') r(el);
    else if (r) (r as { current: HTMLElement | null }).current = el;
  };

  return (
    <>
      <Combobox multiple value={selected} by="id" immediate disabled={p.disabled} onChange={set} onClose={() => s.setText('')}>
        <div ref={boxRef} title={summary || undefined} className={cx('flex min-h-8 flex-wrap items-center gap-1 rounded-md border bg-surface px-1.5 py-1 shadow-xs focus-within:ring-2',
          p.invalid ? 'border-danger focus-within:ring-danger/20' : 'border-line focus-within:border-accent focus-within:ring-accent/20')}>
          {shown.map((r) => (
            <span key={r.id} className="inline-flex max-w-48 items-center gap-0.5 rounded bg-muted py-px pl-1.5 pr-0.5 text-xs text-fg">
              {editor.allowed ? (
                <button type="button" className="truncate rounded hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                  aria-label={t`Editar ${title(r)}`} title={title(r)} onClick={() => editor.edit(Number(r.id))}>
                  {truncate(title(r), SELECTOR_TRUNCATE)}
                </button>
              ) : <span className="truncate" title={title(r)}>{truncate(title(r), SELECTOR_TRUNCATE)}</span>}
              {!p.disabled && (
                <button type="button" aria-label={t`Quitar ${title(r)}`} className="rounded p-0.5 text-fg-subtle hover:bg-emphasis hover:text-fg"
                  onClick={() => set(selected.filter((x) => x.id !== r.id))}>
                  <Icon name="x" className="size-3" />
                </button>
              )}
            </span>
          ))}
          {rest > 0 && <span className="rounded bg-muted px-1.5 py-px text-xs text-fg-muted" title={names.slice(shown.length).join(', ')}>{t`+${rest} más`}</span>}
          <ComboboxInput ref={setInput} id={p.id} name={p.name} aria-invalid={p.invalid || undefined}
            aria-describedby={[summary ? summaryId : '', p.describedBy ?? ''].filter(Boolean).join(' ') || undefined}
            autoComplete="off" placeholder={selected.length ? '' : t`Buscar…`}
            className="h-6 min-w-24 flex-1 bg-transparent px-1 text-13 text-fg outline-none placeholder:text-fg-subtle"
            displayValue={() => s.text} value={s.text}
            onFocus={() => { measure(); s.arm(); }} onBlur={p.onBlur} onChange={(e) => { s.arm(); s.setText(e.target.value); }} />
          {summary && <span id={summaryId} className="sr-only">{summary}</span>}
        </div>
        <Options rows={s.rows} loading={s.loading} searched={s.searched} title={title} multiple box={box} />
      </Combobox>
      {editor.node}
    </>
  );
}
