import { describe, expect, it } from 'vitest';
import { pedidos } from '../../src/core/resources';
import { ORDER_ESTADOS } from '../../src/core/resources/pedidos';
import {
  boardColumns, boardView, groupCards, moveFocus, nextColumn, planMove, refusalMessage, shownColumns, withMoved, type Card,
} from '../../src/web/engine/board/model';
import { boardParams } from '../../src/web/engine/board/data';

// The status board's pure half: columns from pedidos' board view, hidden columns, grouping, where
// keyboard focus and keyboard moves go, the optimistic state of a move, the refusal text.

const cards: Card[] = [
  { id: 1, estado: 'Pedido' }, { id: 2, estado: 'Pedido' }, { id: 3, estado: 'Enviado' },
  { id: 4, estado: 'Entregado' }, { id: 5, estado: 'no existe' },
];

describe('orders status board', () => {
  it('columns are the order estados of spec 02 §4, in order', () => {
    expect(boardColumns(pedidos)).toEqual([...ORDER_ESTADOS]);
    expect(boardView(pedidos).column).toBe('estado');
  });

  it('loads only what a card shows: title, estado, client (with its record), total, delivery date and lines', () => {
    const p = boardParams(pedidos);
    expect(p.get('fields')!.split(',').sort()).toEqual(['cliente_id', 'estado', 'fecha_entrega', 'items', 'numero_pedido', 'total']);
    expect(p.get('include')!.split(',').sort()).toEqual(['cliente', 'items']);
  });

  it('without an order field a move writes only the column, newest first', () => {
    expect(planMove(boardView(pedidos), cards[0], 'Enviado', [cards[2]], 0)).toEqual({ values: { estado: 'Enviado' }, renumber: [] });
    expect(boardParams(pedidos).get('order')).toBe('-id');
    expect(boardParams(pedidos).get('limit')).toBe('1000');
  });

  it('hidden columns are left out, but never all of them', () => {
    expect(shownColumns(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
    expect(shownColumns(['a', 'b'], ['a', 'b'])).toEqual(['a']);
  });

  it('groups cards by estado, newest first; unknown values are not drawn', () => {
    const g = groupCards(cards, [...ORDER_ESTADOS], boardView(pedidos));
    expect(g.get('Pedido')!.map((c) => c.id)).toEqual([2, 1]);
    expect(g.get('Enviado')!.map((c) => c.id)).toEqual([3]);
    expect([...g.values()].flat()).toHaveLength(4);
  });

  it('Shift+←/→ moves to the neighbouring shown column; nothing past the edges', () => {
    const shown = shownColumns([...ORDER_ESTADOS], ['Enviado']);
    expect(nextColumn(shown, 'Pedido', 1)).toBe('Despachado');
    expect(nextColumn(shown, 'Despachado', -1)).toBe('Pedido');
    expect(nextColumn(shown, 'Pedido', -1)).toBeNull();
    expect(nextColumn(shown, 'Revisión', 1)).toBeNull();
  });

  it('j/k stay in the column (clamped); h/l jump to the nearest shown column with cards, keeping the row', () => {
    const shown = [...ORDER_ESTADOS];
    const g = groupCards(cards, shown, boardView(pedidos));
    expect(moveFocus(g, shown, null, 'down')).toEqual({ column: 'Pedido', index: 0 });
    expect(moveFocus(g, shown, { column: 'Pedido', index: 0 }, 'down')).toEqual({ column: 'Pedido', index: 1 });
    expect(moveFocus(g, shown, { column: 'Pedido', index: 1 }, 'down')).toEqual({ column: 'Pedido', index: 1 });
    expect(moveFocus(g, shown, { column: 'Pedido', index: 1 }, 'right')).toEqual({ column: 'Enviado', index: 0 });
    // Despachado is empty: → from Enviado lands on Entregado.
    expect(moveFocus(g, shown, { column: 'Enviado', index: 0 }, 'right')).toEqual({ column: 'Entregado', index: 0 });
    expect(moveFocus(g, shown, { column: 'Entregado', index: 0 }, 'right')).toBeNull();
  });

  it('a move changes only that card (the optimistic state, rolled back to the snapshot on refusal)', () => {
    const moved = withMoved(cards, 1, 'estado', 'Enviado');
    expect(moved.find((c) => c.id === 1)!.estado).toBe('Enviado');
    expect(cards.find((c) => c.id === 1)!.estado).toBe('Pedido');
    expect(moved.filter((c) => c.id !== 1)).toEqual(cards.filter((c) => c.id !== 1));
  });

  it("a refusal says the server's first field message, else its message", () => {
    expect(refusalMessage({ message: 'Datos inválidos', errors: { estado: ['El campo Estado es obligatorio.'] } })).toBe('El campo Estado es obligatorio.');
    expect(refusalMessage({ message: 'Acceso denegado' })).toBe('Acceso denegado');
    expect(refusalMessage(null)).toBeUndefined();
  });
});
