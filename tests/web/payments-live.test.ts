import { describe, expect, it } from 'vitest';
import { pedidos } from '../../src/core/resources';
import { livePayments } from '../../src/web/engine/fields/payments-values';
import { PAYMENT_VECTORS } from '../core/payment-vectors';

// The order form's live Total / Pagado / Cambio / Saldo: form values as typed (canonical decimal strings in
// the rows, no stored amounts) → the same figures the server stores (paymentSummary, decimal only).

const method = (metodo: string) => ({ payment_method_id: metodo.length, valor: '', referencia: '', metodo });

describe('live payments of the order form', () => {
  it.each(PAYMENT_VECTORS)('$name', (v) => {
    // One line whose price is the vector's total (no taxes), the payments as the form holds them.
    const values = {
      items: [{ nombre: 'Pedido', cantidad: '1', precio: v.total, descuento: '0', taxes: [] }],
      pagos: v.pagos.map((p) => ({ ...method(p.metodo), valor: p.valor })),
    };
    const s = livePayments(pedidos.fields, 'pagos', values);
    expect(s).toMatchObject({ total: v.total, paid: v.paid, change: v.change, balance: v.balance });
  });

  it('reads the total from the lines as they are typed (form values are canonical decimal strings)', () => {
    const s = livePayments(pedidos.fields, 'pagos', {
      items: [{ nombre: 'Monitor', cantidad: '2', precio: '0.1', descuento: '0', taxes: [] }, { nombre: 'Cable', cantidad: '1', precio: '0.2', descuento: '0', taxes: [] }],
      pagos: [{ ...method('Efectivo'), valor: '0.3' }, { ...method('Nequi'), valor: '1000' }, { ...method('Nequi'), valor: '' }],
    });
    // 0.1 × 2 + 0.2 is exactly 0.40 and 0.3 + 1000 exactly 1000.30 (decimal, not float); an empty row counts 0.
    expect(s).toMatchObject({ total: '0.40', paid: '1000.30', change: '999.90', balance: '0.00' });
  });

  it('without rows: nothing paid, the whole total owed', () => {
    expect(livePayments(pedidos.fields, 'pagos', { items: [{ nombre: 'x', cantidad: '3', precio: '19999.99', taxes: [] }] }))
      .toMatchObject({ total: '59999.97', paid: '0.00', change: '0.00', balance: '59999.97' });
  });
});
