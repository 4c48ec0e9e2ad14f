// One column: header (colour dot, label, count, the money field's total, hide and quick-add
// buttons), a drop zone the height of the column (empty columns take cards too), its cards — drawn
// `limit` at a time, more when the end scrolls into view — and the quick-add field.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef, useState } from 'react';
import { D, formatMoney, parseDecimal } from '../../../core/money';
import type { Resource } from '../../../core/resource/types';
import { Button, cx, Icon, inputClass } from '../../ui';
import { DraggableCard, SortableCard } from './card';
import type { Card } from './model';

/** Column dot colours by position in the board (first = neutral). */
const DOTS = ['bg-zinc-400', 'bg-amber-500', 'bg-emerald-500', 'bg-rose-500', 'bg-violet-500', 'bg-sky-500', 'bg-teal-500', 'bg-orange-500'];
export const columnDot = (index: number) => DOTS[index % DOTS.length];

/** The drop zone id of a column value. */
export const columnDropId = (value: string) => `col:${value}`;

export const sumOf = (values: unknown[]): string =>
  values.reduce<InstanceType<typeof D>>((acc, v) => acc.plus(parseDecimal(v) ?? 0), new D(0)).toFixed(2);

export interface BoardColumnProps {
  resource: Resource;
  value: string;
  /** Already translated. */
  label: string;
  index: number;
  cards: Card[];
  /** How many of the column's cards are drawn. */
  limit: number;
  onMore: (column: string) => void;
  /** Cards take a place inside the column (the view has an order field). */
  sortable: boolean;
  done: boolean;
  /** The money card field, whose total the header shows. */
  money?: string;
  tabStopId: number | null;
  highlighted: boolean;
  canMove: boolean;
  adding: boolean;
  /** Quick add is offered (and allowed). */
  canAdd: boolean;
  onHide?: (column: string) => void;
  onFocus: (id: number) => void;
  onOpen: (id: number) => void;
  onAdd: (column: string, open: boolean) => void;
  onQuickAdd: (column: string, title: string) => Promise<boolean>;
}

function QuickAdd({ column, label, onDone, onSubmit }: { column: string; label: string; onDone: () => void; onSubmit: (column: string, title: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const submit = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    const ok = await onSubmit(column, text.trim());
    setBusy(false);
    if (ok) setText('');
  };
  return (
    <form className="mb-1.5" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <input ref={ref} value={text} disabled={busy} onChange={(e) => setText(e.target.value)} aria-label={t`Nuevo en ${label}`}
        placeholder={t`Título y Enter…`} className={inputClass(false, 'h-8')}
        onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); onDone(); } }}
        onBlur={() => { if (!text.trim()) onDone(); }} />
    </form>
  );
}

/** Asks for more cards when the end of the drawn ones scrolls into view. */
function MoreSentinel({ onMore, left }: { onMore: () => void; left: number }) {
  const { t } = useLingui();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) onMore(); }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [onMore]);
  return (
    <li ref={ref} className="list-none">
      <button type="button" onClick={onMore} className="w-full rounded-md py-1.5 text-xs text-fg-muted hover:bg-muted">{t`Mostrar ${left} más`}</button>
    </li>
  );
}

export const BoardColumn = memo(function BoardColumn(p: BoardColumnProps) {
  const { t } = useLingui();
  const shown = p.cards.length > p.limit ? p.cards.slice(0, p.limit) : p.cards;
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(p.value), data: { column: p.value } });
  const sum = p.money && p.cards.length ? sumOf(p.cards.map((c) => c[p.money!])) : null;
  const Item = p.sortable ? SortableCard : DraggableCard;
  const list = (
    <ol className="flex flex-col gap-1.5">
      {shown.map((c) => (
        <Item key={c.id} resource={p.resource} card={c} column={p.value} done={p.done} disabled={!p.canMove}
          tabStop={p.tabStopId === c.id} onFocus={p.onFocus} onOpen={p.onOpen} />
      ))}
      {shown.length < p.cards.length && <MoreSentinel left={p.cards.length - shown.length} onMore={() => p.onMore(p.value)} />}
      {!p.cards.length && !p.adding && (
        <li className="list-none rounded-lg border border-dashed border-line px-3 py-5 text-center text-xs text-fg-subtle">{p.canMove ? t`Suelta aquí` : t`Sin tarjetas`}</li>
      )}
    </ol>
  );
  return (
    <section aria-label={p.label} data-column={p.value}
      className={cx('flex max-h-full w-[calc(100vw-3rem)] max-w-76 shrink-0 snap-start flex-col rounded-xl bg-muted/60 ring-1 ring-line/60 transition-colors sm:w-68',
        (p.highlighted || isOver) && 'bg-accent-soft ring-accent/30')}>
      <header className="flex items-center gap-2 px-3 pt-2.5 pb-2">
        <span className={cx('size-2 shrink-0 rounded-full', columnDot(p.index))} />
        <h2 className="min-w-0 truncate text-13 font-semibold capitalize text-fg">{p.label}</h2>
        <span className="shrink-0 rounded-full bg-surface px-1.5 text-xs tabular-nums text-fg-muted ring-1 ring-line" aria-label={t`${p.cards.length} tarjetas`}>{p.cards.length}</span>
        <span className="ml-auto" />
        {sum && <span className="min-w-0 truncate text-xs tabular-nums text-fg-subtle" title={formatMoney(sum)}>{formatMoney(sum)}</span>}
        {p.onHide && (
          <button type="button" onClick={() => p.onHide!(p.value)} title={t`Ocultar columna`} aria-label={t`Ocultar columna ${p.label}`}
            className="shrink-0 rounded p-0.5 text-fg-subtle hover:bg-surface hover:text-fg">
            <Icon name="eye-off" className="size-3.5" />
          </button>
        )}
        {p.canAdd && (
          <Button variant="ghost" size="icon-xs" aria-label={t`Agregar en ${p.label}`} title={t`Agregar en ${p.label}`} onClick={() => p.onAdd(p.value, true)}>
            <Icon name="plus" className="size-3.5" />
          </Button>
        )}
      </header>
      <div ref={setNodeRef} data-drop={p.value} className="min-h-24 flex-1 overflow-y-auto overscroll-y-contain px-2 pb-2">
        {p.adding && <QuickAdd column={p.value} label={p.label} onDone={() => p.onAdd(p.value, false)} onSubmit={p.onQuickAdd} />}
        {p.sortable ? <SortableContext id={p.value} items={shown.map((c) => c.id)} strategy={verticalListSortingStrategy}>{list}</SortableContext> : list}
      </div>
    </section>
  );
});
