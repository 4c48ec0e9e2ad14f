// Pure board logic (no React): columns of a board, cards grouped and ordered, and where a moved card
// lands (the position written to the resource's order field). Everything comes from the resource's
// board view (views.board) and the board record, never from ticket knowledge.
import type { BoardView, Resource } from '../../../core/resource/types';

export type Card = Record<string, unknown> & { id: number };

/** Gap the server leaves between new cards (server/features/boards/order.ts); renumbering uses it too. */
export const ORDER_STEP = 1024;

/** The board view of a resource, or null when it has none. */
export const boardOf = (r: Resource): BoardView | null => r.views.board ?? null;

/**
 * Column values of a board: the board record's comma-separated columns field (a ticket category's
 * `lists`) when the view has boards, else the column field's options.
 */
export function boardColumns(r: Resource, board: Record<string, unknown> | null | undefined): string[] {
  const view = boardOf(r);
  if (!view) return [];
  const raw = view.boards && board ? board[view.boards.columns] : null;
  const listed = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : [];
  const options = (r.fields[view.column]?.options ?? []).map((o) => String(o.value));
  const cols = listed.length ? listed : options;
  return [...new Set(cols)];
}

const orderOf = (c: Card, field?: string) => {
  const v = field ? c[field] : null;
  return typeof v === 'number' ? v : Number.POSITIVE_INFINITY;
};

/** Cards in column order: the order field ascending (cards without one last), then id. */
export function sortCards(cards: Card[], orderField?: string): Card[] {
  return [...cards].sort((a, b) => orderOf(a, orderField) - orderOf(b, orderField) || a.id - b.id);
}

/** Cards by column value, each column sorted; cards whose value is no column are left out. */
export function groupCards(cards: Card[], columns: string[], view: BoardView): Map<string, Card[]> {
  const out = new Map(columns.map((c) => [c, [] as Card[]]));
  for (const card of cards) out.get(String(card[view.column] ?? ''))?.push(card);
  for (const [k, list] of out) out.set(k, sortCards(list, view.order));
  return out;
}

export interface MovePlan {
  /** The moved card's new column value and position. */
  values: Record<string, unknown>;
  /** Other cards whose position must change too (no room between the neighbours): id → position. */
  renumber: { id: number; order: number }[];
}

/**
 * Where a card dropped at `index` of `target` (the column's cards without the moved one) goes: the
 * midpoint of its neighbours' positions; when they leave no room, the column is renumbered.
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
export function applyMove(cards: Card[], id: number, plan: MovePlan, orderField?: string): Card[] {
  const renumbered = new Map(plan.renumber.map((r) => [r.id, r.order]));
  return cards.map((c) => {
    if (c.id === id) return { ...c, ...plan.values };
    const order = renumbered.get(c.id);
    return order !== undefined && orderField ? { ...c, [orderField]: order } : c;
  });
}

/** Board filters kept in the URL: assignee ids, priorities, client ids, text, archived. */
export interface BoardFilters {
  assignee: number[];
  priority: string[];
  cliente: number[];
  q: string;
  archived: boolean;
}

const ids = (raw: string | undefined) => (raw ?? '').split(',').map((s) => Number(s)).filter((n) => Number.isInteger(n) && n > 0);

export function readFilters(search: Record<string, string | undefined>): BoardFilters {
  return {
    assignee: ids(search.assignee),
    priority: (search.priority ?? '').split(',').filter(Boolean),
    cliente: ids(search.cliente),
    q: search.q ?? '',
    archived: search.archived === '1',
  };
}

export function writeFilters(f: BoardFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.assignee.length) out.assignee = f.assignee.join(',');
  if (f.priority.length) out.priority = f.priority.join(',');
  if (f.cliente.length) out.cliente = f.cliente.join(',');
  if (f.q.trim()) out.q = f.q;
  if (f.archived) out.archived = '1';
  return out;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Which fields a board filter reads: the first relation_multiple to users, the priority-like select, cliente_id. */
export interface FilterFields { assignees?: string; priority?: string; cliente?: string; archived?: string; title: string }

export function filterFieldsOf(r: Resource): FilterFields {
  const entries = Object.entries(r.fields);
  return {
    assignees: entries.find(([, f]) => f.kind === 'relation_multiple' && f.relation?.resource === 'users')?.[0],
    priority: entries.find(([k, f]) => f.kind === 'select' && k !== boardOf(r)?.column && (f.options ?? []).every((o) => typeof o.value === 'number'))?.[0],
    cliente: entries.find(([k, f]) => k === 'cliente_id' && f.relation)?.[0],
    archived: entries.find(([k, f]) => k === 'archived_at' && f.kind === 'datetime')?.[0],
    title: r.title,
  };
}

const relatedIdsOf = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => Number(typeof x === 'object' && x ? (x as { id: unknown }).id : x)) : []);

export function matchesFilters(card: Card, f: BoardFilters, ff: FilterFields): boolean {
  if (ff.archived && !f.archived && card[ff.archived]) return false;
  if (ff.assignees && f.assignee.length && !relatedIdsOf(card[ff.assignees]).some((id) => f.assignee.includes(id))) return false;
  if (ff.priority && f.priority.length && !f.priority.includes(String(card[ff.priority]))) return false;
  if (ff.cliente && f.cliente.length && !f.cliente.includes(Number(card[ff.cliente]))) return false;
  if (f.q.trim()) {
    const words = fold(f.q).split(/\s+/).filter(Boolean);
    const hay = fold(`${String(card[ff.title] ?? '')} #${card.id}`);
    if (!words.every((w) => hay.includes(w))) return false;
  }
  return true;
}
