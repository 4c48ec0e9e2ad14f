/**
 * PayU transaction states (shared/reference/dian-payu.md §5). The response page's transactionState:
 * 4 Aprobada, 6 Rechazada, 7 Pendiente, 104 Error. The confirmation's state_pol: 4 Aprobada,
 * 6 Rechazada, 5 Expirada. Only a confirmation with state_pol 4 and a valid sign pays an order.
 */
export const PAYU_APPROVED = '4';

export type PayuOutcome = 'approved' | 'rejected' | 'pending' | 'error' | 'expired' | 'unknown';

export function responseOutcome(transactionState: unknown): PayuOutcome {
  switch (String(transactionState ?? '')) {
    case '4': return 'approved';
    case '6': return 'rejected';
    case '7': return 'pending';
    case '104': return 'error';
    default: return 'unknown';
  }
}

export function confirmationOutcome(statePol: unknown): PayuOutcome {
  switch (String(statePol ?? '')) {
    case '4': return 'approved';
    case '6': return 'rejected';
    case '5': return 'expired';
    default: return 'unknown';
  }
}

/** Spanish words of the outcomes (the web translates the same words). */
export const OUTCOME_LABELS: Record<PayuOutcome, string> = {
  approved: 'Aprobada', rejected: 'Rechazada', pending: 'Pendiente', error: 'Error', expired: 'Expirada', unknown: 'Desconocida',
};
