// /kanban/{boardId?}: one board of the resource whose board view has boards (tickets by category).
// Columns from the board record, cards from the resource, drag with @dnd-kit (pointer + keyboard),
// our shortcuts through the shortcut layer, optimistic moves rolled back on refusal.
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCorners, useSensor, useSensors,
  type DragEndEvent, type DragOverEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { canOnResource } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { getResource, RESOURCES } from '../../../core/resources';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { usePrincipal } from '../../lib/session';
import { FormDialog, useResourceMutations } from '../../engine';
import { ConfirmDialog, Icon, Skeleton } from '../../ui';
import { installShortcutDispatcher } from '../../shortcuts';
import {
  boardColumns, boardOf, filterFieldsOf, groupCards, matchesFilters, planMove, readFilters, writeFilters, type BoardFilters, type Card,
} from './board-model';
import { BoardColumn } from './board-column';
import { CardBody } from './board-card';
import { BoardToolbar } from './board-toolbar';
import { useBoardKeys } from './use-board-keys';
import { useBoardPalette } from './use-board-palette';
import { useBoardCards, useBoards, useMoveCard } from './use-board';

/** The resource kanban boards are of: the first with a board view that has boards. */
export const kanbanResource = (): Resource | undefined => RESOURCES.find((r) => r.views.board?.boards);

const DONE = /complet|rechaz|hecho|cerrad|done|closed/i;
/** Cards drawn per column at first and per step (a 1,000-card board stays light while dragging). */
const PAGE = 30;

export interface KanbanScreenProps {
  boardId?: string;
  search: Record<string, string>;
  onSearchChange: (next: Record<string, string>) => void;
}

export function KanbanScreen({ boardId, search, onSearchChange }: KanbanScreenProps) {
  const resource = kanbanResource()!;
  return <Board resource={resource} boardId={boardId} search={search} onSearchChange={onSearchChange} />;
}

function Board({ resource, boardId, search, onSearchChange }: KanbanScreenProps & { resource: Resource }) {
  const { t } = useLingui();
  const tr = useLabel();
  const navigate = useNavigate();
  const principal = usePrincipal();
  const view = boardOf(resource)!;
  const boards = useBoards(resource);
  const boardTarget = view.boards ? getResource(resource.fields[view.boards.field].relation!.resource) : undefined;
  const id = boardId && /^\d+$/.test(boardId) ? Number(boardId) : null;
  // No board in the address: the first one (the address then names it).
  useEffect(() => {
    if (!id && boards.data?.length) void navigate({ to: '/kanban/$boardId', params: { boardId: String(boards.data[0].id) }, search, replace: true });
  }, [id, boards.data, navigate, search]);
  const board = boards.data?.find((b) => Number(b.id) === id) ?? null;
  const columns = useMemo(() => boardColumns(resource, board), [resource, board]);
  const cards = useBoardCards(resource, id);
  const filters = useMemo(() => readFilters(search), [search]);
  const ff = useMemo(() => filterFieldsOf(resource), [resource]);
  const setFilters = (f: BoardFilters) => onSearchChange(writeFilters(f));
  const visible = useMemo(() => (cards.data ?? []).filter((c) => matchesFilters(c, filters, ff)), [cards.data, filters, ff]);
  const grouped = useMemo(() => groupCards(visible, columns, view), [visible, columns, view]);

  const people = useMemo(() => {
    const m = new Map<number, string>();
    const inc = ff.assignees ? resource.fields[ff.assignees].relation!.include : '';
    for (const c of cards.data ?? []) for (const u of (c[inc] as Record<string, unknown>[] | undefined) ?? []) m.set(Number(u.id), recordTitle(getResource('users'), u));
    return [...m].map(([pid, name]) => ({ id: pid, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [cards.data, ff.assignees, resource]);
  const clients = useMemo(() => {
    const m = new Map<number, string>();
    for (const c of cards.data ?? []) { const cl = c.cliente as Record<string, unknown> | null; if (cl) m.set(Number(cl.id), recordTitle(getResource('clientes'), cl)); }
    return [...m].map(([cid, name]) => ({ id: cid, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [cards.data]);

  const move = useMoveCard(resource, id, t`No se pudo mover la tarjeta; volvió a su lugar.`);
  const { remove, save } = useResourceMutations(resource);
  const canUpdate = canOnResource(principal, resource, 'update');
  const canCreate = canOnResource(principal, resource, 'create');
  const canDelete = canOnResource(principal, resource, 'delete');

  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overColumn, setOverColumn] = useState<string | null>(null);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const limitOf = (col: string) => limits[col] ?? PAGE;
  const more = useCallback((col: string) => setLimits((l) => ({ ...l, [col]: (l[col] ?? PAGE) + PAGE })), []);
  const searchRef = useRef<HTMLInputElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => installShortcutDispatcher(), []);

  const columnOf = useCallback((cid: number) => {
    for (const [col, list] of grouped) if (list.some((c) => c.id === cid)) return col;
    return null;
  }, [grouped]);
  const effectiveFocus = focusedId !== null && columnOf(focusedId) !== null ? focusedId : (grouped.get(columns[0] ?? '')?.[0]?.id ?? [...grouped.values()].find((l) => l.length)?.[0]?.id ?? null);

  const focusCard = useCallback((cid: number | null) => {
    if (cid === null) return;
    setFocusedId(cid);
    // A card beyond the drawn part of its column is drawn first.
    for (const [col, list] of grouped) {
      const i = list.findIndex((c) => c.id === cid);
      if (i >= 0) setLimits((l) => (i < (l[col] ?? PAGE) ? l : { ...l, [col]: i + PAGE }));
    }
    const focus = (tries: number) => {
      const el = boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${cid}"]`);
      if (el) el.focus();
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    requestAnimationFrame(() => focus(5));
  }, [grouped]);

  /** Moves a card to `index` of `column` (index among the column's other cards). */
  const moveCard = useCallback((cid: number, column: string, index: number) => {
    if (!canUpdate) { notify({ kind: 'error', title: t`No tienes permisos para realizar esta acción` }); return; }
    const card = (cards.data ?? []).find((c) => c.id === cid);
    if (!card) return;
    const target = (grouped.get(column) ?? []).filter((c) => c.id !== cid);
    const plan = planMove(view, card, column, target, index);
    move.mutate({ id: cid, plan });
    focusCard(cid);
  }, [canUpdate, cards.data, grouped, view, move, focusCard, t]);

  const open = useCallback((cid: number) => void navigate({ to: '/tickets/$ticketId', params: { ticketId: String(cid) } }), [navigate]);

  const quickAdd = useCallback(async (column: string, title: string) => {
    const body: Record<string, unknown> = { [resource.title]: title, [view.column]: column };
    if (view.boards && id) body[view.boards.field] = id;
    // A required rich-text body (ticket contenido) starts as the title.
    for (const [name, f] of Object.entries(resource.fields)) if (f.kind === 'richtext' && /required/.test(f.rules ?? '') && !(name in body)) body[name] = `<p>${title.replace(/[<&>]/g, '')}</p>`;
    try {
      const row = await save.mutateAsync({ body });
      focusCard(Number(row.id));
      return true;
    } catch {
      return false;
    }
  }, [resource, view, id, save, focusCard]);

  useBoardKeys({
    enabled: activeId === null && editing === null && deleting === null,
    columns, grouped, focused: effectiveFocus, columnOf, focusCard, moveCard, open,
    edit: canUpdate ? setEditing : undefined,
    create: canCreate ? (col) => setAdding(col ?? columns[0] ?? null) : undefined,
    del: canDelete ? setDeleting : undefined,
    search: () => searchRef.current?.focus(),
  });

  const me = principal?.userId ?? null;
  const assigneesField = ff.assignees;
  const focusedCard = effectiveFocus !== null ? (cards.data ?? []).find((c) => c.id === effectiveFocus) ?? null : null;
  useBoardPalette({
    enabled: activeId === null && editing === null && deleting === null,
    columns, focused: focusedCard, title: focusedCard ? String(focusedCard[resource.title] ?? '') : '', columnOf, moveCard, open,
    edit: canUpdate ? setEditing : undefined,
    del: canDelete ? setDeleting : undefined,
    create: canCreate ? (col) => setAdding(col) : undefined,
    assignMe: canUpdate && me !== null && assigneesField ? (cid) => {
      const card = (cards.data ?? []).find((c) => c.id === cid);
      const rows = (card?.[resource.fields[assigneesField].relation!.include] as { id: number }[] | undefined) ?? [];
      const ids = rows.map((r) => Number(r.id));
      if (!ids.includes(me)) save.mutate({ id: cid, body: { [assigneesField]: [...ids, me] } });
    } : undefined,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );
  const containerOf = (overId: string | number | undefined, data?: { column?: string; sortable?: { containerId?: string | number } }) =>
    data?.column ?? (data?.sortable?.containerId ? String(data.sortable.containerId) : typeof overId === 'string' && overId.startsWith('col:') ? overId.slice(4) : null);
  const onDragStart = (e: DragStartEvent) => { setActiveId(Number(e.active.id)); setFocusedId(Number(e.active.id)); };
  const onDragOver = (e: DragOverEvent) => {
    const col = e.over ? containerOf(e.over.id, e.over.data.current as never) : null;
    if (col !== overColumn) setOverColumn(col);
  };
  const onDragEnd = (e: DragEndEvent) => {
    setActiveId(null);
    setOverColumn(null);
    const cid = Number(e.active.id);
    if (!e.over) return;
    const col = containerOf(e.over.id, e.over.data.current as never);
    const from = columnOf(cid);
    if (!col || !grouped.has(col)) return;
    const list = (grouped.get(col) ?? []).filter((c) => c.id !== cid);
    let index = list.length;
    if (!String(e.over.id).startsWith('col:')) {
      const overIndex = list.findIndex((c) => c.id === Number(e.over!.id));
      if (overIndex >= 0) {
        const fromIndex = (grouped.get(col) ?? []).findIndex((c) => c.id === cid);
        // Within a column, dropping on a card below puts it after that card (as the sortable showed).
        index = from === col && fromIndex >= 0 && fromIndex <= overIndex ? overIndex + 1 : overIndex;
      }
    }
    const sameSpot = from === col && (grouped.get(col) ?? []).findIndex((c) => c.id === cid) === index;
    if (!sameSpot) moveCard(cid, col, index);
  };

  const active = activeId !== null ? (cards.data ?? []).find((c) => c.id === activeId) : undefined;
  const cardFields = view.card ?? [];
  const boardName = board && boardTarget ? recordTitle(boardTarget, board) : '';
  const color = board && typeof board.color === 'string' ? board.color : undefined;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-4 py-2.5 sm:px-6">
        <div className="flex min-w-0 items-center gap-2">
          <Icon name="kanban" className="size-4 text-fg-subtle" />
          <a href="/boards" onClick={(e) => { e.preventDefault(); void navigate({ to: '/boards' }); }} className="text-13 text-fg-muted hover:text-fg">{t`Tableros`}</a>
          <span className="text-fg-subtle">/</span>
          {boards.data && boards.data.length > 1 ? (
            <select aria-label={t`Tablero`} value={id ?? ''} className="h-7 max-w-56 truncate rounded-md border border-transparent bg-transparent pr-1 text-sm font-semibold text-fg [field-sizing:content] hover:border-line"
              onChange={(e) => void navigate({ to: '/kanban/$boardId', params: { boardId: e.target.value }, search })}>
              {boards.data.map((b) => <option key={String(b.id)} value={String(b.id)}>{boardTarget ? recordTitle(boardTarget, b) : String(b.id)}</option>)}
            </select>
          ) : <h1 className="truncate text-sm font-semibold">{boardName}</h1>}
          {color && <span className="size-2.5 shrink-0 rounded-full" style={{ background: color }} />}
        </div>
        <div className="w-full sm:ml-auto sm:w-auto">
          <BoardToolbar resource={resource} filters={filters} ff={ff} people={people} clients={clients} onChange={setFilters} searchRef={searchRef} />
        </div>
      </header>
      <h1 className="sr-only">{t`Tablero ${boardName}`}</h1>
      <div ref={boardRef} className="min-h-0 flex-1 snap-x scroll-px-4 overflow-x-auto overflow-y-hidden sm:snap-none" data-testid="board">
        {cards.isPending || boards.isPending ? (
          <div className="flex gap-3 p-4 sm:px-6">{[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-96 w-[18rem] shrink-0 rounded-xl" />)}</div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCorners} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd}
            onDragCancel={() => { setActiveId(null); setOverColumn(null); }}
            accessibility={{ screenReaderInstructions: { draggable: t`Espacio para tomar la tarjeta, flechas para moverla, Espacio para soltarla, Escape para cancelar.` } }}>
            <div className="flex h-full items-stretch gap-3 p-4 sm:px-6">
              {columns.map((col, i) => (
                <BoardColumn key={col} resource={resource} value={col} index={i} label={col} cards={grouped.get(col) ?? []} limit={limitOf(col)} onMore={more} fields={cardFields}
                  done={DONE.test(col)} focusedId={effectiveFocus} highlighted={overColumn === col && activeId !== null && columnOf(activeId) !== col}
                  adding={adding === col} canCreate={canCreate} onFocus={setFocusedId} onOpen={open}
                  onAdd={(c, on) => setAdding(on ? c : null)} onQuickAdd={quickAdd} />
              ))}
            </div>
            <DragOverlay dropAnimation={null}>
              {active ? <div className="w-[17rem] cursor-grabbing"><CardBody resource={resource} card={active} fields={cardFields} done={false} overlay /></div> : null}
            </DragOverlay>
          </DndContext>
        )}
      </div>
      {editing !== null && <FormDialog resource={resource} id={editing} onClose={() => { setEditing(null); focusCard(editing); }} />}
      {deleting !== null && (
        <ConfirmDialog title={t`¿Eliminar ${tr(resource.label.one).toLowerCase()} #${deleting}?`} message={t`Esta acción no se puede deshacer.`}
          confirmLabel={t`Eliminar`} busy={remove.isPending} onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })} />
      )}
    </div>
  );
}

