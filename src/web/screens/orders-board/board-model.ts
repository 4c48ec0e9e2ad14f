// Pure logic of a status board (no React): its columns come from the resource's board view (the
// column field's select options), cards are grouped by that field, hidden columns are left out, and
// keyboard moves/focus go to the neighbouring shown column. Unit-tested (tests/web/orders-board.test.ts).
import type { BoardView, Resource } from '../../../core/resource/types';

export type Card = Record<string, unknown> & { id: number };

/** The board view of a resource (throws for a resource without one: a programming error). */
export function boardView(r: Resource): BoardView {
  if (!r.views.board) throw new Error(`${r.name} has no board view`);
  return r.views.board;
}

/** Column values, in the column field's option order (spec 02 §4 for an order's estado). */
export const boardColumns = (r: Resource): string[] =>
  (r.fields[boardView(r).column]?.options ?? []).map((o) => String(o.value));

/** Columns the user did not hide; never none (hiding every column would leave an empty page). */
export function shownColumns(columns: string[], hidden: readonly string[]): string[] {
  const shown = columns.filter((c) => !hidden.includes(c));
  return shown.length ? shown : columns.slice(0, 1);
}

/** Cards by column value, newest first; a card whose value is no column is left out. */
export function groupCards(cards: readonly Card[], columns: readonly string[], view: BoardView): Map<string, Card[]> {
  const out = new Map(columns.map((c) => [c, [] as Card[]]));
  for (const card of cards) out.get(String(card[view.column] ?? ''))?.push(card);
  for (const list of out.values()) list.sort((a, b) => b.id - a.id);
  return out;
}

/** The shown column next to `column` in direction `dir`, or null at the edge. */
export function nextColumn(shown: readonly string[], column: string, dir: -1 | 1): string | null {
  const i = shown.indexOf(column);
  const j = i + dir;
  return i < 0 || j < 0 || j >= shown.length ? null : shown[j];
}

/** The cards with one card moved to another column (the optimistic state of a move). */
export const withMoved = (cards: readonly Card[], id: number, field: string, column: string): Card[] =>
  cards.map((c) => (c.id === id ? { ...c, [field]: column } : c));

export interface Focus { column: string; index: number }

/**
 * Where keyboard focus goes from `at`: down/up inside the column (clamped), left/right to the nearest
 * shown column that has cards, keeping the row when it can. Null when there is nowhere to go.
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

/** The first message of a refused write (422 field errors, else the server's message). */
export function refusalMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { message?: unknown; errors?: Record<string, unknown> };
  const first = b.errors && Object.values(b.errors).flat().find((m) => typeof m === 'string');
  if (typeof first === 'string') return first;
  return typeof b.message === 'string' && b.message ? b.message : undefined;
}
