// A status board of a resource (its `views.board`): one column per value of the column field, cards
// from react-query, drag with the pointer or the keyboard to change the value (optimistic, rolled back
// with a toast when the server refuses), hideable columns (per user, localStorage), Enter opens the
// record in the generic form. /orders-status-board draws pedidos with it.
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { canOnResource } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { FormDialog, ViewDialog, useStoredState } from '../../engine';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { installShortcutDispatcher, keyCaps, useShortcuts } from '../../shortcuts';
import { Button, Icon, Kbd, ProgressBar, Skeleton, buttonClass, cx, menuPanelClass } from '../../ui';
import { AccessDeniedScreen } from '../errors';
import { BoardCard, CardFace } from './board-card';
import { BoardColumn, sumOf } from './board-column';
import {
  boardColumns, boardView, groupCards, moveFocus, nextColumn, shownColumns, type Card, type Focus,
} from './board-model';
import { columnJump } from './keyboard-columns';
import { useBoardCards, useMoveCard } from './use-board-data';

export const hiddenColumnsKey = (r: Resource) => `mando.board.${r.name}.hidden`;

/** Pointer first (a drop where the pointer is), else the largest overlap (keyboard drags). */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

export function StatusBoardScreen({ resource, title }: { resource: Resource; title: string }) {
  const principal = usePrincipal();
  return canOnResource(principal, resource, 'view') ? <Board resource={resource} title={title} /> : <AccessDeniedScreen />;
}

function Board({ resource, title }: { resource: Resource; title: string }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  usePageTitle(title);
  useEffect(() => installShortcutDispatcher(), []);
  const view = boardView(resource);
  const columnField = resource.fields[view.column];
  const canMove = canOnResource(principal, resource, 'update');
  const moneyField = (view.card ?? []).find((f) => resource.fields[f]?.kind === 'currency');

  const cards = useBoardCards(resource);
  const move = useMoveCard(resource);
  const [hidden, setHidden] = useStoredState<string[]>(hiddenColumnsKey(resource), []);
  const columns = useMemo(() => boardColumns(resource), [resource]);
  const shown = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);
  const groups = useMemo(() => groupCards(cards.data ?? [], columns, view), [cards.data, columns, view]);
  const labelOf = (value: string) => tr(columnField.options?.find((o) => String(o.value) === value)?.label ?? value);

  const [focus, setFocus] = useState<Focus | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [dragging, setDragging] = useState<Card | null>(null);
  const focusedCard = focus ? groups.get(focus.column)?.[focus.index] : undefined;

  // Keep DOM focus on the focused card (after moves and refetches the card may have re-rendered).
  const focusCard = useCallback((id: number) => {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-card-id="${id}"]`)?.focus());
  }, []);
  const focusAt = (f: Focus | null) => {
    if (!f) return;
    setFocus(f);
    const card = groups.get(f.column)?.[f.index];
    if (card) focusCard(card.id);
  };
  // After a move the card is drawn in its new column (a new element): focus follows it there.
  const [follow, setFollow] = useState<{ id: number; column: string } | null>(null);
  useEffect(() => {
    if (!follow) return;
    const el = document.querySelector<HTMLElement>(`section[data-column="${CSS.escape(follow.column)}"] [data-card-id="${follow.id}"]`);
    if (el) { el.focus(); setFollow(null); }
  }, [follow, groups]);
  const onFocusCard = useCallback((card: Card) => {
    const column = String(card[view.column] ?? '');
    const index = groups.get(column)?.findIndex((c) => c.id === card.id) ?? -1;
    if (index >= 0) setFocus((f) => (f?.column === column && f.index === index ? f : { column, index }));
  }, [groups, view.column]);

  const moveTo = (card: Card, column: string) => {
    if (!canMove || String(card[view.column]) === column) return;
    move.mutate({ id: card.id, column });
    setFollow({ id: card.id, column });
  };
  const moveFocused = (dir: -1 | 1) => {
    if (!focusedCard || !focus) return;
    const to = nextColumn(shown, focus.column, dir);
    if (to) moveTo(focusedCard, to);
  };
  const open = useCallback((card: Card) => setOpenId(card.id), []);

  const group = t`Tablero`;
  useShortcuts(`board.${resource.name}`, [
    { id: 'board.down', keys: ['j', 'arrowdown'], label: t`Tarjeta siguiente`, group, run: () => focusAt(moveFocus(groups, shown, focus, 'down')) },
    { id: 'board.up', keys: ['k', 'arrowup'], label: t`Tarjeta anterior`, group, run: () => focusAt(moveFocus(groups, shown, focus, 'up')) },
    { id: 'board.left', keys: ['h', 'arrowleft'], label: t`Columna anterior`, group, run: () => focusAt(moveFocus(groups, shown, focus, 'left')) },
    { id: 'board.right', keys: ['l', 'arrowright'], label: t`Columna siguiente`, group, run: () => focusAt(moveFocus(groups, shown, focus, 'right')) },
    ...(canMove ? [
      { id: 'board.move-left', keys: 'shift+arrowleft', label: t`Mover la tarjeta a la columna anterior`, group, run: () => moveFocused(-1) },
      { id: 'board.move-right', keys: 'shift+arrowright', label: t`Mover la tarjeta a la columna siguiente`, group, run: () => moveFocused(1) },
    ] : []),
    { id: 'board.open', keys: 'enter', label: t`Abrir la tarjeta`, group, run: () => focusedCard && open(focusedCard) },
    { id: 'board.refresh', keys: 'r', label: t`Actualizar`, group, run: () => void cards.refetch() },
  ], !dragging && openId === null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const onDragStart = (e: DragStartEvent) => setDragging((cards.data ?? []).find((c) => c.id === e.active.id) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const card = (cards.data ?? []).find((c) => c.id === e.active.id);
    if (card && e.over) moveTo(card, String(e.over.id));
  };

  const total = cards.data?.length ?? 0;
  const busy = cards.isFetching && !cards.isLoading;
  return (
    <div className="flex h-full min-h-0 flex-col bg-canvas text-13">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        <span className="text-13 tabular-nums text-fg-muted">{t`${total} en total`}</span>
        <div className="ml-auto flex items-center gap-1">
          <span className="mr-2 hidden items-center gap-1 text-xs text-fg-subtle lg:inline-flex">
            <Kbd size="sm">J</Kbd><Kbd size="sm">K</Kbd>{t`navegar`}
            <span className="ml-2 inline-flex items-center gap-1">{keyCaps('shift+arrowleft').map((k) => <Kbd key={k} size="sm">{k}</Kbd>)}<Kbd size="sm">→</Kbd>{t`mover`}</span>
            <span className="ml-2 inline-flex items-center gap-1"><Kbd size="sm">↵</Kbd>{t`abrir`}</span>
          </span>
          <ColumnsMenu columns={columns} hidden={hidden} labelOf={labelOf} onChange={setHidden} />
          <Button variant="ghost" size="icon" onClick={() => void cards.refetch()} title={t`Actualizar`} aria-label={t`Actualizar`}>
            <Icon name="refresh" className={cx('size-3.75', busy && 'animate-spin [animation-duration:1.2s]')} />
          </Button>
        </div>
      </div>
      <div className="relative min-h-0 flex-1">
        <ProgressBar active={busy} />
        {cards.isLoading ? (
          <div className="flex gap-3 overflow-hidden p-3 sm:p-4" aria-hidden>
            {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-96 w-72 shrink-0 rounded-xl" />)}
          </div>
        ) : cards.error && !cards.data ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center text-fg-muted">
            <Icon name="alert-triangle" className="size-5 text-danger" />
            <p>{t`No se pudo cargar el tablero.`}</p>
            <Button onClick={() => void cards.refetch()}>{t`Reintentar`}</Button>
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={collision} onDragStart={onDragStart} onDragEnd={onDragEnd}
            onDragCancel={() => setDragging(null)}
            accessibility={{ screenReaderInstructions: { draggable: t`Pulsa Espacio para levantar la tarjeta, flechas para cambiarla de columna, Espacio para soltarla o Escape para cancelar.` } }}>
            <div className="flex h-full snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain scroll-px-3 p-3 sm:snap-none sm:p-4" data-board={resource.name}>
              {shown.map((column) => {
                const list = groups.get(column) ?? [];
                return (
                  <BoardColumn key={column} id={column} label={labelOf(column)} count={list.length}
                    sum={moneyField ? sumOf(list.map((c) => c[moneyField])) : null}
                    onHide={() => setHidden([...hidden, column])}>
                    {list.map((card, i) => (
                      <BoardCard key={card.id} resource={resource} card={card} column={column} disabled={!canMove}
                        focused={focus?.column === column && focus.index === i}
                        tabStop={focusedCard ? focusedCard.id === card.id : column === shown.find((c) => groups.get(c)?.length) && i === 0}
                        onOpen={open} onFocusCard={onFocusCard} />
                    ))}
                  </BoardColumn>
                );
              })}
            </div>
            <DragOverlay dropAnimation={null}>
              {dragging ? <div className="w-68"><CardFace resource={resource} card={dragging} lifted /></div> : null}
            </DragOverlay>
          </DndContext>
        )}
      </div>
      {openId !== null && (canMove
        ? <FormDialog resource={resource} id={openId} onClose={() => { setOpenId(null); focusCard(openId); }} />
        : <ViewDialog resource={resource} id={openId} onClose={() => { setOpenId(null); focusCard(openId); }} />)}
    </div>
  );
}

/** Which columns show (per user, persisted): a checkbox per column value. */
function ColumnsMenu({ columns, hidden, labelOf, onChange }: {
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
