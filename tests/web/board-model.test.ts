import { describe, expect, it } from 'vitest';
import { tickets } from '../../src/core/resources';
import { boardParams } from '../../src/web/engine/board/data';
import { filterFieldsOf, filterQuery, matchesFilters, readFilters, writeFilters } from '../../src/web/engine/board/filters';
import {
  applyMove, boardColumns, columnOfCard, focusOf, groupCards, isDoneColumn, ORDER_STEP, planMove, type Card,
} from '../../src/web/engine/board/model';

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

  it('filters go to the API as list-query filters; archived cards are asked for on their own', () => {
    const ff = filterFieldsOf(tickets);
    expect(filterQuery(readFilters({ assignee: '3,4', priority: '4,5', cliente: '7', q: ' Facturación ', archived: '1' }), ff)).toEqual([
      ['whereIn[assignees]', '3,4'], ['whereIn[priority]', '4,5'], ['whereIn[cliente_id]', '7'], ['q', 'Facturación'], ['archive_only', '1'],
    ]);
    // '#12' is card 12, not a text search.
    expect(filterQuery(readFilters({ q: '#12' }), ff)).toEqual([['where[id]', '12']]);
    expect(filterQuery(readFilters({}), ff)).toEqual([]);
  });

  it('a board loads its cards with the filters, its positions in order, and what the local filter reads', () => {
    const p = boardParams(tickets, { boardId: 3, filters: readFilters({ priority: '4', q: 'red' }) });
    expect(p.get('where[categoria_id]')).toBe('3');
    expect(p.get('whereIn[priority]')).toBe('4');
    expect(p.get('q')).toBe('red');
    expect(p.get('order')).toBe('orden,id');
    expect(p.get('limit')).toBe('10000');
    expect(p.get('fields')!.split(',')).toEqual(expect.arrayContaining(['titulo', 'estado', 'orden', 'categoria_id', 'priority', 'cliente_id', 'archived_at']));
    expect(p.get('fields')!.split(',')).not.toContain('assignees');
    expect(p.get('include')!.split(',').sort()).toEqual(['assignees']);
    // Without filters the board asks for none and loads no filter-only field.
    const plain = boardParams(tickets, { boardId: 3 });
    expect([...plain.keys()].filter((k) => k.startsWith('where') || k === 'q')).toEqual(['where[categoria_id]']);
    expect(plain.get('fields')!.split(',')).not.toContain('archived_at');
  });

  it('finds a card’s column and place; done columns come from the view', () => {
    const g = groupCards([card(1, 'abierto', 1), card(2, 'en curso', 1), card(3, 'en curso', 2)], ['abierto', 'en curso'], view);
    expect(columnOfCard(g, 3)).toBe('en curso');
    expect(columnOfCard(g, 9)).toBeNull();
    expect(focusOf(g, 3)).toEqual({ column: 'en curso', index: 1 });
    expect(isDoneColumn(view, 'completado')).toBe(true);
    expect(isDoneColumn(view, 'abierto')).toBe(false);
  });
});
