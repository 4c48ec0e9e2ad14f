// One table of payment vectors, run by tests/core/payments.test.ts (the function the server stores
// pagado/cambio/saldo with), tests/web/payments-display.test.ts (what the payments page shows) and
// through the API in tests/server/pedidos-payments.test.ts, so client and server provably agree.
// Expected values were worked out by hand (2 places, half away from zero, see core/money/round.ts).

export interface PaymentVector {
  name: string;
  total: string;
  pagos: { metodo: string; valor: string }[];
  pairs: [string, string][];
  paid: string;
  change: string;
  balance: string;
  /** paymentsText with the Spanish word. */
  text: string;
}

export const PAYMENT_VECTORS: PaymentVector[] = [
  { name: 'no payments: the whole total is owed', total: '76160.00', pagos: [],
    pairs: [], paid: '0.00', change: '0.00', balance: '76160.00', text: '' },
  { name: 'paid exactly', total: '76160.00', pagos: [{ metodo: 'Transferencia', valor: '76160' }],
    pairs: [['Transferencia', '76160.00']], paid: '76160.00', change: '0.00', balance: '0.00', text: 'Transferencia: $ 76.160' },
  { name: 'cash above the total gives change', total: '76160.00', pagos: [{ metodo: 'Efectivo', valor: '100000' }],
    pairs: [['Efectivo', '100000.00']], paid: '100000.00', change: '23840.00', balance: '0.00', text: 'Efectivo: $ 100.000, cambio $ 23.840' },
  { name: 'pairs are summed; one method twice is one pair', total: '99960.00',
    pagos: [{ metodo: 'Efectivo', valor: '50000' }, { metodo: 'Nequi', valor: '32000' }, { metodo: 'Efectivo', valor: '20000' }],
    pairs: [['Efectivo', '70000.00'], ['Nequi', '32000.00']], paid: '102000.00', change: '2040.00', balance: '0.00',
    text: 'Efectivo: $ 70.000 + Nequi: $ 32.000 = $ 102.000, cambio $ 2.040' },
  { name: 'short of the total leaves a balance', total: '1500.50',
    pagos: [{ metodo: 'Tarjeta débito', valor: '1000.25' }, { metodo: 'Daviplata', valor: '0.10' }],
    pairs: [['Tarjeta débito', '1000.25'], ['Daviplata', '0.10']], paid: '1000.35', change: '0.00', balance: '500.15',
    text: 'Tarjeta débito: $ 1.000 + Daviplata: $ 0 = $ 1.000' },
  { name: 'amounts round to cents first, half away from zero', total: '10.00',
    pagos: [{ metodo: 'Efectivo', valor: '5.005' }, { metodo: 'Efectivo', valor: '5.005' }],
    pairs: [['Efectivo', '10.02']], paid: '10.02', change: '0.02', balance: '0.00', text: 'Efectivo: $ 10, cambio $ 0' },
  { name: 'large amounts stay exact (no float)', total: '9999999999999.99',
    pagos: [{ metodo: 'Transferencia', valor: '9999999999999.98' }, { metodo: 'Efectivo', valor: '0.02' }],
    pairs: [['Transferencia', '9999999999999.98'], ['Efectivo', '0.02']], paid: '10000000000000.00', change: '0.01', balance: '0.00',
    text: 'Transferencia: $ 10.000.000.000.000 + Efectivo: $ 0 = $ 10.000.000.000.000, cambio $ 0' },
];
