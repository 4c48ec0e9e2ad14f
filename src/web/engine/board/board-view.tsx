// The board view of a resource (`views.board`), the one board of the app: /kanban draws tickets with
// it (a board per category, positions inside columns, quick add, URL filters), /orders-status-board
// draws pedidos (hideable estado columns, no positions). Drag with the pointer (dnd-kit, 5 px
// activation so a click opens the card) or the keyboard (Space lifts, arrows move, Space drops,
// Escape cancels); shortcuts and palette actions come from useBoard.
import {
  closestCorners, DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragOverEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useLabel } from '../../lib/labels';
import { installShortcutDispatcher, keyCaps } from '../../shortcuts';
import { Button, ConfirmDialog, cx, Icon, Kbd, ProgressBar, Skeleton } from '../../ui';
import { FormDialog } from '../form/form-dialog';
import { ViewDialog } from '../form/view-dialog';
import { CardFace } from './card';
import { BoardColumn } from './column';
import { isDoneColumn } from './model';
import { BoardFilterBar, ColumnsMenu } from './toolbar';
import { columnJump } from './keyboard-columns';
import { useBoard, type BoardOptions } from './use-board';

/** Pointer first (a drop where the pointer is), else the largest overlap (keyboard drags). */
const pointerFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

type OverData = { column?: string; sortable?: { containerId?: string | number } } | undefined;
/** The column a drag is over: a column's drop zone, or a card's column. */
const columnOver = (id: string | number, data: OverData): string | null =>
  data?.column ?? (data?.sortable?.containerId !== undefined ? String(data.sortable.containerId) : typeof id === 'string' && id.startsWith('col:') ? id.slice(4) : null);

export interface BoardViewProps extends BoardOptions {
  /** Left of the toolbar: the board's name, a board picker… */
  heading: ReactNode;
  /** The page's h1 (screen readers), when the heading has none. */
  title?: string;
}

export function BoardView({ heading, title, ...options }: BoardViewProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const b = useBoard(options);
  const r = options.resource;
  const sortable = !!b.view.order;
  useEffect(() => installShortcutDispatcher(), []);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overColumn, setOverColumn] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, sortable
      ? { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }
      : { coordinateGetter: columnJump, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const stop = () => { setActiveId(null); setOverColumn(null); b.setDragging(false); };
  const onDragStart = (e: DragStartEvent) => { setActiveId(Number(e.active.id)); b.setFocusedId(Number(e.active.id)); b.setDragging(true); };
  const onDragOver = (e: DragOverEvent) => {
    const col = e.over ? columnOver(e.over.id, e.over.data.current as OverData) : null;
    if (col !== overColumn) setOverColumn(col);
  };
  const onDragEnd = (e: DragEndEvent) => {
    stop();
    const id = Number(e.active.id);
    const col = e.over ? columnOver(e.over.id, e.over.data.current as OverData) : null;
    if (!col || !b.grouped.has(col)) return;
    const from = b.columnOf(id);
    const list = b.grouped.get(col) ?? [];
    const others = list.filter((c) => c.id !== id);
    let index = others.length;
    if (sortable && !String(e.over!.id).startsWith('col:')) {
      const overIndex = others.findIndex((c) => c.id === Number(e.over!.id));
      if (overIndex >= 0) {
        const fromIndex = list.findIndex((c) => c.id === id);
        // Within a column, dropping on a card below puts it after that card (as the sortable showed).
        index = from === col && fromIndex >= 0 && fromIndex <= overIndex ? overIndex + 1 : overIndex;
      }
    }
    if (from === col && (!sortable || list.findIndex((c) => c.id === id) === index)) return;
    b.moveCard(id, col, index);
  };

  const money = (b.view.card ?? []).find((f) => r.fields[f]?.kind === 'currency');
  const active = activeId !== null ? b.card(activeId) : undefined;
  const total = b.visible.length;
  const busy = b.cards.isFetching && !b.cards.isPending;
  const dialog = b.dialog;
  return (
    <div className="flex h-full min-h-0 flex-col bg-canvas text-13">
      {title && <h1 className="sr-only">{title}</h1>}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        <div className="flex min-w-0 items-center gap-2">
          {heading}
          <span className="shrink-0 text-xs tabular-nums text-fg-subtle" aria-live="polite">{t`${total} tarjetas`}</span>
        </div>
        {b.filtersOn && (
          <div className="order-last -mx-3 flex w-[calc(100%+1.5rem)] min-w-0 items-center px-3 sm:mx-0 sm:w-full sm:px-0">
            <BoardFilterBar resource={r} filters={b.filters} ff={b.ff} onChange={b.setFilters} searchRef={b.searchRef} />
          </div>
        )}
        <div className="ml-auto flex items-center gap-1">
          <span className="mr-2 hidden items-center gap-1 text-xs text-fg-subtle lg:inline-flex" aria-hidden>
            <Kbd size="sm">J</Kbd><Kbd size="sm">K</Kbd>{t`navegar`}
            {b.can.move && <span className="ml-2 inline-flex items-center gap-1">{keyCaps('shift+arrowleft').map((k) => <Kbd key={k} size="sm">{k}</Kbd>)}<Kbd size="sm">→</Kbd>{t`mover`}</span>}
            <span className="ml-2 inline-flex items-center gap-1"><Kbd size="sm">↵</Kbd>{t`abrir`}</span>
          </span>
          {options.hideColumns && <ColumnsMenu columns={b.columns} hidden={b.hidden} labelOf={b.labelOf} onChange={b.setHidden} />}
          <Button variant="ghost" size="icon" onClick={() => void b.cards.refetch()} title={t`Actualizar`} aria-label={t`Actualizar`}>
            <Icon name="refresh" className={cx('size-3.75', busy && 'animate-spin [animation-duration:1.2s]')} />
          </Button>
        </div>
      </header>
      <div ref={b.boardRef} className="relative min-h-0 flex-1" data-testid="board" data-board={r.name}>
        <ProgressBar active={busy} />
        {b.cards.isPending ? (
          <div className="flex gap-3 overflow-hidden p-3 sm:p-4" aria-hidden>
            {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-96 w-68 shrink-0 rounded-xl" />)}
          </div>
        ) : b.cards.error && !b.cards.data ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center text-fg-muted">
            <Icon name="alert-triangle" className="size-5 text-danger" />
            <p>{t`No se pudo cargar el tablero.`}</p>
            <Button onClick={() => void b.cards.refetch()}>{t`Reintentar`}</Button>
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={sortable ? closestCorners : pointerFirst}
            onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={stop}
            accessibility={{ screenReaderInstructions: { draggable: t`Espacio para tomar la tarjeta, flechas para moverla, Espacio para soltarla, Escape para cancelar.` } }}>
            <div className="flex h-full snap-x snap-mandatory items-stretch gap-3 overflow-x-auto overscroll-x-contain scroll-px-3 p-3 sm:snap-none sm:p-4">
              {b.shown.map((col, i) => (
                <BoardColumn key={col} resource={r} value={col} label={b.labelOf(col)} index={b.columns.indexOf(col) >= 0 ? b.columns.indexOf(col) : i}
                  cards={b.grouped.get(col) ?? []} limit={b.limitOf(col)} onMore={b.more} sortable={sortable} done={isDoneColumn(b.view, col)} money={money}
                  tabStopId={b.tabStopId} highlighted={activeId !== null && overColumn === col && b.columnOf(activeId) !== col}
                  canMove={b.can.move} adding={b.adding === col} canAdd={!!options.quickAdd && b.can.create}
                  onHide={options.hideColumns ? (c) => b.setHidden([...b.hidden, c]) : undefined}
                  onFocus={b.setFocusedId} onOpen={b.open} onAdd={(c, on) => b.setAdding(on ? c : null)} onQuickAdd={b.quickAdd} />
              ))}
            </div>
            <DragOverlay dropAnimation={null}>
              {active ? <div className="w-66 cursor-grabbing"><CardFace resource={r} card={active} done={false} lifted /></div> : null}
            </DragOverlay>
          </DndContext>
        )}
      </div>
      {dialog?.kind === 'edit' && <FormDialog resource={r} id={dialog.id} onClose={b.closeDialog} />}
      {dialog?.kind === 'view' && <ViewDialog resource={r} id={dialog.id} onClose={b.closeDialog} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title={t`¿Eliminar ${tr(r.label.one).toLowerCase()} #${dialog.id}?`} message={t`Esta acción no se puede deshacer.`}
          confirmLabel={t`Eliminar`} busy={b.remove.isPending} onClose={() => b.setDialog(null)}
          onConfirm={() => b.remove.mutate(dialog.id, { onSettled: () => b.setDialog(null) })} />
      )}
    </div>
  );
}
