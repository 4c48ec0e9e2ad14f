import { describe, expect, it } from 'vitest';
import { tickets } from '../../src/core/resources';
import {
  applyMove, boardColumns, filterFieldsOf, groupCards, matchesFilters, ORDER_STEP, planMove, readFilters, writeFilters, type Card,
} from '../../src/web/screens/board/board-model';

const view = tickets.views.board!;
const card = (id: number, estado: string, orden: number | null, extra: Record<string, unknown> = {}): Card => ({ id, estado, orden, ...extra });

describe('board model', () => {
  it('columns come from the board record (a category’s lists), else the column field’s options', () => {
    expect(boardColumns(tickets, { lists: 'abierto, en curso,completado' })).toEqual(['abierto', 'en curso', 'completado']);
    expect(boardColumns(tickets, { lists: '' })).toEqual(['abierto', 'en curso', 'completado', 'rechazado', 'vencido']);
  });

  it('groups cards by column in position order, cards without a position last', () => {
    const g = groupCards([card(1, 'abierto', 2048), card(2, 'abierto', 1024), card(3, 'abierto', null), card(4, 'otro', 1)], ['abierto', 'en curso'], view);
    expect(g.get('abierto')!.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(g.get('en curso')).toEqual([]);
  });

  it('a dropped card takes the midpoint of its neighbours, the end, or the start', () => {
    const target = [card(1, 'en curso', 1024), card(2, 'en curso', 2048)];
    const moved = card(9, 'abierto', 5000);
    expect(planMove(view, moved, 'en curso', target, 1)).toEqual({ values: { estado: 'en curso', orden: 1536 }, renumber: [] });
    expect(planMove(view, moved, 'en curso', target, 2).values.orden).toBe(2048 + ORDER_STEP);
    expect(planMove(view, moved, 'en curso', target, 0).values.orden).toBe(512);
    expect(planMove(view, moved, 'en curso', [], 0).values.orden).toBe(ORDER_STEP);
  });

  it('renumbers the column when the neighbours leave no room', () => {
    const target = [card(1, 'x', 5), card(2, 'x', 6), card(3, 'x', 7)];
    const plan = planMove(view, card(9, 'y', 1), 'x', target, 1);
    expect(plan.values).toEqual({ estado: 'x', orden: 2 * ORDER_STEP });
    expect(plan.renumber).toEqual([{ id: 1, order: ORDER_STEP }, { id: 2, order: 3 * ORDER_STEP }, { id: 3, order: 4 * ORDER_STEP }]);
    const after = groupCards(applyMove([...target, card(9, 'y', 1)], 9, plan, 'orden'), ['x'], view).get('x')!;
    expect(after.map((c) => c.id)).toEqual([1, 9, 2, 3]);
  });

  it('filters round-trip through the URL and match cards accent-insensitively', () => {
    const f = readFilters({ assignee: '3,4', priority: '4', q: 'Facturacion', archived: '1' });
    expect(writeFilters(f)).toEqual({ assignee: '3,4', priority: '4', q: 'Facturacion', archived: '1' });
    const ff = filterFieldsOf(tickets);
    expect(ff).toMatchObject({ assignees: 'assignees', priority: 'priority', cliente: 'cliente_id', archived: 'archived_at' });
    const c = card(1, 'abierto', 1, { titulo: 'Facturación electrónica', priority: 4, assignees: [{ id: 4 }], archived_at: '2026-01-01' });
    expect(matchesFilters(c, f, ff)).toBe(true);
    expect(matchesFilters(c, { ...f, archived: false }, ff)).toBe(false);
    expect(matchesFilters(c, { ...f, assignee: [7] }, ff)).toBe(false);
    expect(matchesFilters(c, { ...f, q: 'nomina' }, ff)).toBe(false);
  });
});
