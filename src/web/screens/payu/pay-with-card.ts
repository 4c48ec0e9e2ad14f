// 'Pagar con tarjeta' on an order (spec 02 §7, 03 §7.5): GET pedidos/{id}/payu-payload, then the
// hidden form is posted to PayU's checkout (the browser leaves the app; PayU brings it back to
// /payment-approved/{id}).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { parseDecimal } from '../../../core/money/decimal';
import { api, reportApiError } from '../../lib/api';
import { notify } from '../../lib/notices';

interface PayloadAnswer { payload: Record<string, string>; url: string }

/** Posts `payload` to `url` as PayU's WebCheckout form of hidden inputs. */
export function submitHiddenForm(url: string, payload: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(payload)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Orders that no longer take payments (the server refuses them too). */
const CLOSED = ['Anulado', 'Cancelado', 'Reembolso'];

/** Whether an order (as read) still owes something PayU could take. */
export function canPayWithCard(row: Record<string, unknown> | undefined): boolean {
  if (!row || CLOSED.includes(String(row.estado))) return false;
  return !!parseDecimal(row.saldo)?.gt(0);
}

/** The action: fetch the signed payload and go to the checkout. */
export function usePayWithCard(id: number) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api.get(`pedidos/${id}/payu-payload`).json<PayloadAnswer>();
      submitHiddenForm(answer.url, answer.payload);
    } catch (err) {
      const failure = await reportApiError(err);
      if (failure.status === 422) notify({ kind: 'error', title: t`No se puede pagar con tarjeta`, message: failure.message });
      setBusy(false);
    }
  };
  return { run, busy };
}

/** An action a record page offers beside Editar/Eliminar (record/page-actions.ts). */
export interface OrderPageAction { id: string; label: string; icon: string; keywords: string; busy: boolean; run: () => void }

/** The order page's actions: 'Pagar con tarjeta' while the order owes something. */
export function useOrderPageActions(id: number, row: Record<string, unknown> | undefined): OrderPageAction[] {
  const { t } = useLingui();
  const pay = usePayWithCard(id);
  if (!canPayWithCard(row)) return [];
  return [{ id: 'payu.pay', label: t`Pagar con tarjeta`, icon: 'credit-card', keywords: 'payu tarjeta pago pagar card pay', busy: pay.busy, run: () => void pay.run() }];
}
