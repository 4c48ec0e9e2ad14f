// One column: droppable (empty columns take cards too), its sortable cards, and quick-add.
import { useLingui } from '@lingui/react/macro';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useEffect, useRef, useState } from 'react';
import type { Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { Button, cx, Icon, inputClass } from '../../ui';
import type { Card } from './board-model';
import { BoardCard } from './board-card';

/** Column dot colours by position in the board (first = neutral). */
const DOTS = ['bg-zinc-400', 'bg-amber-500', 'bg-emerald-500', 'bg-rose-500', 'bg-violet-500', 'bg-sky-500'];
export const columnDot = (index: number) => DOTS[index % DOTS.length];

export interface BoardColumnProps {
  resource: Resource;
  value: string;
  index: number;
  label: string;
  cards: Card[];
  /** How many of the column's cards are drawn (long columns grow as they scroll). */
  limit: number;
  onMore: (column: string) => void;
  fields: string[];
  done: boolean;
  focusedId: number | null;
  highlighted: boolean;
  adding: boolean;
  canCreate: boolean;
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
    <form className="mb-2" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
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
  const tr = useLabel();
  const { setNodeRef } = useDroppable({ id: `col:${p.value}`, data: { column: p.value } });
  const label = tr(p.label);
  return (
    <section aria-label={label} data-column={p.value} className={cx('flex w-[17.5rem] shrink-0 snap-start flex-col rounded-xl bg-muted/60 transition-colors', p.highlighted && 'bg-accent-soft ring-1 ring-accent/30')}>
      <header className="flex items-center gap-2 px-3 pt-2.5 pb-2">
        <span className={cx('size-2 rounded-full', columnDot(p.index))} />
        <h2 className="text-13 font-semibold capitalize text-fg">{label}</h2>
        <span className="text-xs tabular-nums text-fg-subtle">{p.cards.length}</span>
        {p.canCreate && (
          <Button variant="ghost" size="icon-xs" className="ml-auto" aria-label={t`Agregar en ${label}`} title={t`Agregar en ${label}`} onClick={() => p.onAdd(p.value, true)}>
            <Icon name="plus" className="size-3.5" />
          </Button>
        )}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {p.adding && <QuickAdd column={p.value} label={label} onDone={() => p.onAdd(p.value, false)} onSubmit={p.onQuickAdd} />}
        <SortableContext id={p.value} items={shown.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <ol ref={setNodeRef} className="flex min-h-16 flex-col gap-1.5">
            {shown.map((c) => (
              <BoardCard key={c.id} resource={p.resource} card={c} column={p.value} fields={p.fields} done={p.done}
                focused={p.focusedId === c.id} onFocus={p.onFocus} onOpen={p.onOpen} />
            ))}
            {shown.length < p.cards.length && <MoreSentinel left={p.cards.length - shown.length} onMore={() => p.onMore(p.value)} />}
            {!p.cards.length && !p.adding && (
              <li className="list-none rounded-lg border border-dashed border-line px-3 py-5 text-center text-xs text-fg-subtle">{t`Sin tarjetas`}</li>
            )}
          </ol>
        </SortableContext>
      </div>
    </section>
  );
});
