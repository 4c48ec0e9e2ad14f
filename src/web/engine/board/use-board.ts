// The board's state and behaviour, for any resource with a board view: cards from the API (filters
// sent to it, the loaded cards narrowed at once meanwhile), columns (hideable per user), roving focus
// that follows a moved card, moves (column, and position with an order field), quick add, the
// dialogs (open, edit, delete), the shortcuts and the palette's context actions. BoardView draws it.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { canOnResource } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { useLabel } from '../../lib/labels';
import { notify } from '../../lib/notices';
import { usePrincipal } from '../../lib/session';
import { useDebounced } from '../../lib/use-debounced';
import { useResourceMutations } from '../data/use-resource-mutations';
import { useStoredState } from '../list/use-stored-state';
import { useBoardCards, useMoveCard } from './data';
import { filterFieldsOf, matchesFilters, NO_FILTERS, readFilters, writeFilters, type BoardFilters } from './filters';
import { boardColumns, boardView, columnLabel, columnOfCard, groupCards, planMove, shownColumns, type Card } from './model';
import { useBoardKeys } from './use-board-keys';
import { useBoardPalette } from './use-board-palette';

/** Cards drawn per column at first and per step (a 1,000-card board stays light while dragging). */
export const PAGE = 30;
const TEXT_DEBOUNCE_MS = 250;

export const hiddenColumnsKey = (r: Resource) => `mando.board.${r.name}.hidden`;

export interface BoardOptions {
  resource: Resource;
  /** The board record (a ticket category) when the view has boards. */
  boardId?: number | null;
  board?: Record<string, unknown> | null;
  /** URL filters: the query string and how to change it. Without it the board has no filters. */
  filters?: { search: Record<string, string | undefined>; onChange: (next: Record<string, string>) => void };
  /** A title field at the top of a column creates a card there. */
  quickAdd?: boolean;
  /** Columns can be hidden (per user, in localStorage). */
  hideColumns?: boolean;
  /** What opening a card does (a record page); default: the generic form (read-only without update). */
  onOpen?: (id: number) => void;
}

export type BoardDialog = { kind: 'edit' | 'view' | 'delete'; id: number } | null;

export function useBoard(o: BoardOptions) {
  const { t } = useLingui();
  const tr = useLabel();
  const r = o.resource;
  const view = boardView(r);
  const principal = usePrincipal();
  // A column field the server keeps (invoices' estado_dian) shows cards where they are: nobody drags them.
  const movable = !r.fields[view.column]?.readonly;
  const can = {
    update: canOnResource(principal, r, 'update'), create: canOnResource(principal, r, 'create'), delete: canOnResource(principal, r, 'delete'),
    move: movable && canOnResource(principal, r, 'update'),
  };
  const boardId = o.boardId ?? null;

  // Filters: the URL's, sent to the API (the text after a pause), applied locally until it answers.
  const filtersOn = !!o.filters;
  const search = o.filters?.search;
  const filters = useMemo(() => (search ? readFilters(search) : NO_FILTERS), [search]);
  const ff = useMemo(() => filterFieldsOf(r), [r]);
  const debouncedQ = useDebounced(filters.q, TEXT_DEBOUNCE_MS);
  const serverFilters = useMemo(() => (filtersOn ? { ...filters, q: debouncedQ } : null), [filtersOn, filters, debouncedQ]);
  const onFilters = o.filters?.onChange;
  const setFilters = useCallback((f: BoardFilters) => onFilters?.(writeFilters(f)), [onFilters]);
  const cards = useBoardCards(r, { boardId, filters: serverFilters });
  const stale = filtersOn && (cards.isPlaceholderData || debouncedQ !== filters.q);
  const visible = useMemo(() => (stale ? (cards.data ?? []).filter((c) => matchesFilters(c, filters, ff)) : cards.data ?? []), [stale, cards.data, filters, ff]);

  const [hidden, setHidden] = useStoredState<string[]>(hiddenColumnsKey(r), []);
  const columns = useMemo(() => boardColumns(r, o.board), [r, o.board]);
  const shown = useMemo(() => (o.hideColumns ? shownColumns(columns, hidden) : columns), [o.hideColumns, columns, hidden]);
  const grouped = useMemo(() => groupCards(visible, columns, view), [visible, columns, view]);
  const labelOf = useCallback((col: string) => tr(columnLabel(r, col)), [tr, r]);
  const columnOf = useCallback((id: number) => columnOfCard(grouped, id), [grouped]);

  // Roving focus: the card the user focused, else the first card is the tab stop.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const focused = focusedId !== null && columnOf(focusedId) !== null && shown.includes(columnOf(focusedId)!) ? focusedId : null;
  const tabStopId = focused ?? shown.map((c) => grouped.get(c)?.[0]?.id).find((id) => id !== undefined) ?? null;
  const [limits, setLimits] = useState<Record<string, number>>({});
  const limitOf = useCallback((col: string) => limits[col] ?? PAGE, [limits]);
  const more = useCallback((col: string) => setLimits((l) => ({ ...l, [col]: (l[col] ?? PAGE) + PAGE })), []);
  // DOM focus follows a card (also into the column a move sends it to, once it is drawn there).
  const [pending, setPending] = useState<{ id: number; column: string | null } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const focusCard = useCallback((id: number, column: string | null = null) => {
    setFocusedId(id);
    setPending({ id, column });
  }, []);
  useEffect(() => {
    if (!pending) return;
    const col = pending.column ?? columnOf(pending.id);
    if (col === null) return;
    const i = grouped.get(col)?.findIndex((c) => c.id === pending.id) ?? -1;
    if (i < 0) return; // not there yet (a move on its way)
    if (i >= limitOf(col)) { setLimits((l) => ({ ...l, [col]: i + PAGE })); return; }
    const el = boardRef.current?.querySelector<HTMLElement>(`section[data-column="${CSS.escape(col)}"] [data-card-id="${pending.id}"]`);
    if (el) { el.focus(); setPending(null); }
  }, [pending, grouped, columnOf, limitOf]);

  const move = useMoveCard(r, cards.key);
  /** Moves a card to `index` of `column` (its index among the column's other cards). */
  const moveCard = useCallback((id: number, column: string, index: number) => {
    if (!can.move) { notify({ kind: 'error', title: t`No tienes permisos para realizar esta acción` }); return; }
    const card = (cards.data ?? []).find((c) => c.id === id);
    if (!card) return;
    const target = (grouped.get(column) ?? []).filter((c) => c.id !== id);
    move.mutate({ id, plan: planMove(view, card, column, target, index) });
    focusCard(id, column);
  }, [can.move, cards.data, grouped, view, move, focusCard, t]);

  const [dialog, setDialog] = useState<BoardDialog>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const { remove, save } = useResourceMutations(r);
  const onOpen = o.onOpen;
  const open = useCallback((id: number) => {
    setFocusedId(id);
    if (onOpen) onOpen(id);
    else setDialog({ kind: can.update ? 'edit' : 'view', id });
  }, [onOpen, can.update]);
  const closeDialog = () => { const id = dialog?.id; setDialog(null); if (id !== undefined) focusCard(id); };

  const quickAdd = useCallback(async (column: string, title: string) => {
    const body: Record<string, unknown> = { [r.title]: title, [view.column]: column };
    if (view.boards && boardId) body[view.boards.field] = boardId;
    // A required rich-text body (a ticket's contenido) starts as the title.
    for (const [name, f] of Object.entries(r.fields)) if (f.kind === 'richtext' && /required/.test(f.rules ?? '') && !(name in body)) body[name] = `<p>${title.replace(/[<&>]/g, '')}</p>`;
    try {
      const row = await save.mutateAsync({ body });
      focusCard(Number(row.id), column);
      return true;
    } catch {
      return false;
    }
  }, [r, view, boardId, save, focusCard]);

  const [dragging, setDragging] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const enabled = !dragging && dialog === null;
  const create = o.quickAdd && can.create ? (col: string | null) => setAdding(col ?? shown[0] ?? null) : undefined;
  const edit = can.update ? (id: number) => setDialog({ kind: 'edit', id }) : undefined;
  const del = can.delete ? (id: number) => setDialog({ kind: 'delete', id }) : undefined;
  useBoardKeys({
    enabled, columns: shown, grouped, focused, focusCard, sortable: !!view.order,
    moveCard: can.move ? moveCard : undefined, open, edit, create, del,
    search: filtersOn ? () => searchRef.current?.focus() : undefined,
    refresh: () => void cards.refetch(),
  });
  const focusedCard = tabStopId !== null ? visible.find((c) => c.id === tabStopId) ?? null : null;
  const me = principal?.userId ?? null;
  const assignees = ff.assignees;
  useBoardPalette({
    enabled, columns: shown, labelOf, focused: focusedCard, title: focusedCard ? recordTitle(r, focusedCard) || `#${focusedCard.id}` : '',
    columnOf, moveCard: can.move ? moveCard : undefined, open, edit, del, create,
    assignMe: can.update && me !== null && assignees ? (id) => {
      const card = (cards.data ?? []).find((c) => c.id === id);
      const ids = ((card?.[r.fields[assignees].relation!.include] as { id: number }[] | undefined) ?? []).map((u) => Number(u.id));
      if (!ids.includes(me)) save.mutate({ id, body: { [assignees]: [...ids, me] } });
    } : undefined,
  });

  return {
    view, can, cards, visible, columns, shown, grouped, hidden, setHidden, labelOf, columnOf,
    filtersOn, filters, ff, setFilters, searchRef, boardRef,
    tabStopId, setFocusedId, focusCard, limitOf, more, moveCard, open,
    dialog, setDialog, closeDialog, remove, adding, setAdding, quickAdd, setDragging,
    card: (id: number): Card | undefined => (cards.data ?? []).find((c) => c.id === id),
  };
}

export type BoardState = ReturnType<typeof useBoard>;
