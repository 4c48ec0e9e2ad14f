import { describe, expect, it } from 'vitest';
import { recordActionsFor } from '../../src/core/resource/record-actions';
import { pedidos } from '../../src/core/resources';

// 'Pagar con tarjeta' is a declared record action of orders (kind 'form'): offered to who reads the
// order while it owes something (saldo > 0, a decimal) and its estado still takes payments.
const reader = { roles: [], permissions: ['Ver Pedidos'], modules: ['pedidos'], userId: 7 };
const offered = (row: Record<string, unknown>, p = reader) => recordActionsFor(p, pedidos, { id: 1, ...row }).map((a) => a.key);

describe('the order’s card payment action', () => {
  it('is offered while the order owes and is open, to a reader of orders', () => {
    expect(offered({ saldo: '1000.00', estado: 'Pedido' })).toEqual(['payu-payload']);
    expect(offered({ saldo: '0.01', estado: 'Entregado' })).toEqual(['payu-payload']);
  });
  it('is not offered when nothing is owed, the order is closed, or the user cannot read orders', () => {
    expect(offered({ saldo: '0.00', estado: 'Pedido' })).toEqual([]);
    expect(offered({ saldo: null, estado: 'Pedido' })).toEqual([]);
    for (const estado of ['Anulado', 'Cancelado', 'Reembolso']) expect(offered({ saldo: '5000.00', estado })).toEqual([]);
    expect(offered({ saldo: '1000.00', estado: 'Pedido' }, { ...reader, permissions: [] })).toEqual([]);
    expect(offered({ saldo: '1000.00', estado: 'Pedido' }, { ...reader, modules: [] })).toEqual([]);
  });
});
