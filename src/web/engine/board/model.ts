// Pure board logic (no React), for every resource with a board view (`views.board`): the columns of a
// board, cards grouped and ordered, hidden columns, where keyboard focus goes, and where a moved card
// lands (the column value, plus the position written to the order field when the view has one).
// Nothing here knows tickets or orders: it reads the declaration. Unit-tested in
// tests/web/board-model.test.ts and tests/web/orders-board.test.ts.
import type { BoardView, Resource } from '../../../core/resource/types';

export type Card = Record<string, unknown> & { id: number };

/** Gap the server leaves between new cards (server/features/boards/order.ts); renumbering uses it too. */
export const ORDER_STEP = 1024;

/** The board view of a resource, or null when it has none. */
export const boardOf = (r: Resource): BoardView | null => r.views.board ?? null;

/** The board view of a resource (throws for a resource without one: a programming error). */
export function boardView(r: Resource): BoardView {
  if (!r.views.board) throw new Error(`${r.name} has no board view`);
  return r.views.board;
}

/**
 * Column values of a board: the board record's comma-separated columns field (a ticket category's
 * `lists`) when the view has boards, else the column field's options, in their order.
 */
export function boardColumns(r: Resource, board?: Record<string, unknown> | null): string[] {
  const view = boardOf(r);
  if (!view) return [];
  const raw = view.boards && board ? board[view.boards.columns] : null;
  const listed = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : [];
  const options = (r.fields[view.column]?.options ?? []).map((o) => String(o.value));
  return [...new Set(listed.length ? listed : options)];
}

/** The label of a column value: its option's label when the column field has one, else the value. */
export const columnLabel = (r: Resource, value: string): string =>
  String(r.fields[boardView(r).column]?.options?.find((o) => String(o.value) === value)?.label ?? value);

/** Whether cards in this column are finished (no overdue mark, muted title): the view's `done`. */
export const isDoneColumn = (view: BoardView, value: string) => !!view.done?.includes(value);

/** Columns the user did not hide; never none (hiding every column would leave an empty page). */
export function shownColumns(columns: string[], hidden: readonly string[]): string[] {
  const shown = columns.filter((c) => !hidden.includes(c));
  return shown.length ? shown : columns.slice(0, 1);
}

const orderOf = (c: Card, field: string) => {
  const v = c[field];
  return typeof v === 'number' ? v : Number.POSITIVE_INFINITY;
};

/**
 * Cards in column order: with an order field, its value ascending (cards without one last), then id;
 * without one, newest first.
 */
export function sortCards(cards: readonly Card[], orderField?: string): Card[] {
  return orderField
    ? [...cards].sort((a, b) => orderOf(a, orderField) - orderOf(b, orderField) || a.id - b.id)
    : [...cards].sort((a, b) => b.id - a.id);
}

/** Cards by column value, each column sorted; cards whose value is no column are left out. */
export function groupCards(cards: readonly Card[], columns: readonly string[], view: BoardView): Map<string, Card[]> {
  const out = new Map(columns.map((c) => [c, [] as Card[]]));
  for (const card of cards) out.get(String(card[view.column] ?? ''))?.push(card);
  for (const [k, list] of out) out.set(k, sortCards(list, view.order));
  return out;
}

/** The column a card is drawn in, or null when it is in none. */
export function columnOfCard(groups: Map<string, Card[]>, id: number): string | null {
  for (const [col, list] of groups) if (list.some((c) => c.id === id)) return col;
  return null;
}

/** The shown column next to `column` in direction `dir`, or null at the edge. */
export function nextColumn(shown: readonly string[], column: string, dir: -1 | 1): string | null {
  const i = shown.indexOf(column);
  const j = i + dir;
  return i < 0 || j < 0 || j >= shown.length ? null : shown[j];
}

export interface Focus { column: string; index: number }

/** Where a card is: its column and index there, or null. */
export function focusOf(groups: Map<string, Card[]>, id: number | null): Focus | null {
  if (id === null) return null;
  for (const [column, list] of groups) {
    const index = list.findIndex((c) => c.id === id);
    if (index >= 0) return { column, index };
  }
  return null;
}

/**
 * Where keyboard focus goes from `at`: down/up inside the column (clamped), left/right to the nearest
 * shown column that has cards, keeping the row when it can; from nowhere, the first card. Null when
 * there is nowhere to go.
 */
export function moveFocus(groups: Map<string, Card[]>, shown: readonly string[], at: Focus | null, dir: 'up' | 'down' | 'left' | 'right'): Focus | null {
  const count = (c: string) => groups.get(c)?.length ?? 0;
  if (!at || !count(at.column)) {
    const first = shown.find((c) => count(c) > 0);
    return first ? { column: first, index: 0 } : null;
  }
  if (dir === 'up' || dir === 'down') {
    const index = Math.max(0, Math.min(count(at.column) - 1, at.index + (dir === 'down' ? 1 : -1)));
    return { column: at.column, index };
  }
  const step = dir === 'right' ? 1 : -1;
  for (let i = shown.indexOf(at.column) + step; i >= 0 && i < shown.length; i += step) {
    const n = count(shown[i]);
    if (n) return { column: shown[i], index: Math.min(at.index, n - 1) };
  }
  return null;
}

export interface MovePlan {
  /** The moved card's new column value (and position, with an order field). */
  values: Record<string, unknown>;
  /** Other cards whose position must change too (no room between the neighbours): id → position. */
  renumber: { id: number; order: number }[];
}

/**
 * Where a card dropped at `index` of `target` (the column's cards without the moved one) goes: the
 * column value; with an order field, the midpoint of its neighbours' positions, or a renumbered
 * column when they leave no room.
 */
export function planMove(view: BoardView, card: Card, column: string, target: Card[], index: number): MovePlan {
  const values: Record<string, unknown> = { [view.column]: column };
  if (!view.order) return { values, renumber: [] };
  const field = view.order;
  const at = Math.max(0, Math.min(index, target.length));
  const pos = (c: Card | undefined) => (c && typeof c[field] === 'number' ? (c[field] as number) : null);
  const before = pos(target[at - 1]);
  const after = pos(target[at]);
  const known = target.every((c) => typeof c[field] === 'number');
  if (known) {
    if (before === null && after === null) return { values: { ...values, [field]: ORDER_STEP }, renumber: [] };
    if (before === null && after !== null && after > 1) return { values: { ...values, [field]: Math.floor(after / 2) }, renumber: [] };
    if (after === null && before !== null) return { values: { ...values, [field]: before + ORDER_STEP }, renumber: [] };
    if (before !== null && after !== null && after - before > 1) return { values: { ...values, [field]: before + Math.floor((after - before) / 2) }, renumber: [] };
  }
  // No room (or positions missing): every card of the column gets a fresh, evenly spaced position.
  const list = [...target.slice(0, at), card, ...target.slice(at)];
  const renumber: { id: number; order: number }[] = [];
  list.forEach((c, i) => {
    const order = (i + 1) * ORDER_STEP;
    if (c.id === card.id) values[field] = order;
    else if (pos(c) !== order) renumber.push({ id: c.id, order });
  });
  return { values, renumber };
}

/** The cards after a move, as the optimistic cache shows them until the server answers. */
export function applyMove(cards: readonly Card[], id: number, plan: MovePlan, orderField?: string): Card[] {
  const renumbered = new Map(plan.renumber.map((r) => [r.id, r.order]));
  return cards.map((c) => {
    if (c.id === id) return { ...c, ...plan.values };
    const order = renumbered.get(c.id);
    return order !== undefined && orderField ? { ...c, [orderField]: order } : c;
  });
}

/** The cards with one card moved to another column (a move without an order field). */
export const withMoved = (cards: readonly Card[], id: number, field: string, column: string): Card[] =>
  applyMove(cards, id, { values: { [field]: column }, renumber: [] });

/** The first message of a refused write (422 field errors, else the server's message). */
export function refusalMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { message?: unknown; errors?: Record<string, unknown> };
  const first = b.errors && Object.values(b.errors).flat().find((m) => typeof m === 'string');
  if (typeof first === 'string') return first;
  return typeof b.message === 'string' && b.message ? b.message : undefined;
}
