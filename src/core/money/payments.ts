import { D, parseDecimal, type Dec } from './decimal';
import { formatMoney } from './format';
import { moneyString, roundMoney } from './round';

/** One payment of an order as stored: the method's name (as it was when paid) and the amount. */
export interface PaymentInput {
  metodo?: unknown;
  valor?: unknown;
}

/** One method:amount pair of the display; several payments with one method are summed into one pair. */
export interface PaymentPair {
  method: string;
  amount: string;
}

/**
 * What an order's payments add up to (spec 02 §9, 03 §9: "payment display sums method:amount pairs
 * and shows change when the amount paid exceeds the total"). Amounts are wire strings with 2 places.
 * - paid: the sum of the payments (each rounded to 2 places first, as stored);
 * - change (cambio): what is given back when paid exceeds the total, else 0;
 * - balance (saldo): what is still owed when paid falls short of the total, else 0.
 * The server stores these on the order (pagado, cambio, saldo); the web shows live values from the
 * same function, so both always agree (tests/core/payment-vectors.ts).
 */
export interface PaymentSummary {
  pairs: PaymentPair[];
  paid: string;
  change: string;
  balance: string;
}

const amountOf = (v: unknown): Dec => roundMoney(parseDecimal(v) ?? new D(0));

export function paymentSummary(total: unknown, payments: readonly PaymentInput[] | null | undefined): PaymentSummary {
  const byMethod = new Map<string, Dec>();
  let paid = new D(0);
  for (const p of payments ?? []) {
    const amount = amountOf(p.valor);
    const method = typeof p.metodo === 'string' && p.metodo.trim() ? p.metodo.trim() : '—';
    byMethod.set(method, (byMethod.get(method) ?? new D(0)).plus(amount));
    paid = paid.plus(amount);
  }
  const diff = paid.minus(amountOf(total));
  return {
    pairs: [...byMethod].map(([method, amount]) => ({ method, amount: moneyString(amount) })),
    paid: moneyString(paid),
    change: moneyString(diff.gt(0) ? diff : new D(0)),
    balance: moneyString(diff.lt(0) ? diff.neg() : new D(0)),
  };
}

/**
 * The display as one line of text (exports, titles): 'Efectivo: $ 50.000 + Nequi: $ 30.000 = $ 80.000'
 * and ', cambio $ 5.000' when there is change. `changeWord` lets the web pass the translated word.
 */
export function paymentsText(s: PaymentSummary, changeWord = 'cambio'): string {
  if (!s.pairs.length) return '';
  const pairs = s.pairs.map((p) => `${p.method}: ${formatMoney(p.amount)}`).join(' + ');
  const sum = s.pairs.length > 1 ? ` = ${formatMoney(s.paid)}` : '';
  const change = new D(s.change).gt(0) ? `, ${changeWord} ${formatMoney(s.change)}` : '';
  return `${pairs}${sum}${change}`;
}
