// /payment-approved/{orderId} (spec 03 §7.5): where PayU sends the buyer back. The query PayU added is
// checked by the server (GET pedidos/{id}/payu-response: the response page's signature, the reference
// being this order's); the page shows the outcome — Aprobada, Rechazada, Pendiente or Error — with the
// order. It changes nothing: the order is paid by PayU's confirmation, which may arrive a moment
// later, so while an approved payment is not yet on the order the answer is asked again.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { formatMoney } from '../../../core/money';
import { parseDecimal } from '../../../core/money/decimal';
import type { PayuOutcome } from '../../../core/payu/states';
import { recordPagePath } from '../../../core/resources/screens';
import { api } from '../../lib/api';
import { usePageTitle } from '../../lib/ui-state';
import { buttonClass, cx, Icon, Skeleton, type IconName } from '../../ui';
import { AccessDeniedScreen, NotFoundScreen } from '../errors';

interface Answer {
  valid: boolean;
  outcome: PayuOutcome;
  state: string;
  referenceCode: string;
  transactionId: string;
  value: string;
  currency: string;
  message: string;
  order: { id: number; numero_pedido: string | null; estado: string; total: string; pagado: string; saldo: string };
}

const LOOK: Record<PayuOutcome, { icon: IconName; box: string }> = {
  approved: { icon: 'check-circle', box: 'border-success/40 bg-success-soft text-success' },
  rejected: { icon: 'alert-circle', box: 'border-danger/40 bg-danger-soft text-danger' },
  pending: { icon: 'alert-triangle', box: 'border-warning/40 bg-warning-soft text-warning' },
  error: { icon: 'alert-circle', box: 'border-danger/40 bg-danger-soft text-danger' },
  expired: { icon: 'alert-triangle', box: 'border-warning/40 bg-warning-soft text-warning' },
  unknown: { icon: 'alert-triangle', box: 'border-line bg-muted text-fg-muted' },
};

export function PaymentApprovedScreen({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const id = /^\d{1,9}$/.test(orderId) ? Number(orderId) : 0;
  const started = Date.now();
  const q = useQuery({
    queryKey: ['payu-response', id, searchStr],
    queryFn: ({ signal }) => api.get(`pedidos/${id}/payu-response${searchStr}`, { signal }).json<Answer>(),
    enabled: id > 0,
    // An approved payment whose confirmation has not reached the order yet: look again, for a minute.
    refetchInterval: (query) => {
      const a = query.state.data;
      return a?.valid && a.outcome === 'approved' && parseDecimal(a.order.saldo)?.gt(0) && Date.now() - started < 60_000 ? 2000 : false;
    },
  });
  const labels: Record<PayuOutcome, string> = {
    approved: t`Aprobada`, rejected: t`Rechazada`, pending: t`Pendiente`, error: t`Error`, expired: t`Expirada`, unknown: t`Desconocida`,
  };
  usePageTitle(t`Resultado del pago`);
  if (!id) return <NotFoundScreen />;
  if (q.error && isHTTPError(q.error)) {
    if (q.error.response.status === 403) return <AccessDeniedScreen />;
    if (q.error.response.status === 404) return <NotFoundScreen />;
  }
  const a = q.data;
  const outcome: PayuOutcome = a ? a.outcome : q.error ? 'error' : 'unknown';
  const look = LOOK[outcome];
  const order = a?.order;
  const waiting = a?.valid && a.outcome === 'approved' && !!parseDecimal(order?.saldo)?.gt(0);
  const orderName = order ? order.numero_pedido || `#${order.id}` : '';

  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-xl space-y-4 p-3 sm:p-6">
        {!a && !q.error ? <Skeleton className="h-28 w-full" /> : (
          <section aria-labelledby="payu-outcome" data-outcome={outcome} className={cx('rounded-lg border p-5', look.box)}>
            <p className="text-xs font-medium uppercase tracking-wide">{t`Transacción`}</p>
            <h2 id="payu-outcome" className="mt-1 flex items-center gap-2 text-2xl font-semibold">
              <Icon name={look.icon} className="size-6" />{labels[outcome]}
            </h2>
            {a && !a.valid && <p className="mt-2 text-fg">{t`La respuesta de PayU no trae una firma válida para este pedido; no se tiene en cuenta.`}</p>}
            {a?.valid && outcome === 'rejected' && <p className="mt-2 text-fg">{t`El pago fue rechazado. Puedes intentarlo de nuevo desde el pedido.`}</p>}
            {a?.valid && outcome === 'pending' && <p className="mt-2 text-fg">{t`PayU está procesando el pago; el pedido se actualizará cuando lo confirme.`}</p>}
            {waiting && <p className="mt-2 text-fg">{t`Esperando la confirmación de PayU…`}</p>}
          </section>
        )}
        {a && (
          <section aria-label={t`Detalle del pago`} className="rounded-lg border border-line bg-surface p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="text-fg-muted">{t`Pedido`}</dt><dd className="font-medium text-fg">{orderName}</dd>
              <dt className="text-fg-muted">{t`Estado del pedido`}</dt><dd data-testid="order-estado" className="font-medium text-fg">{order?.estado}</dd>
              <dt className="text-fg-muted">{t`Total`}</dt><dd className="text-fg">{formatMoney(order?.total)}</dd>
              <dt className="text-fg-muted">{t`Pagado`}</dt><dd className="text-fg">{formatMoney(order?.pagado)}</dd>
              <dt className="text-fg-muted">{t`Saldo`}</dt><dd data-testid="order-saldo" className="text-fg">{formatMoney(order?.saldo)}</dd>
              {a.value && <><dt className="text-fg-muted">{t`Valor de la transacción`}</dt><dd className="text-fg">{formatMoney(a.value)} {a.currency}</dd></>}
              {a.referenceCode && <><dt className="text-fg-muted">{t`Referencia`}</dt><dd className="break-all text-fg">{a.referenceCode}</dd></>}
              {a.transactionId && <><dt className="text-fg-muted">{t`Transacción PayU`}</dt><dd className="break-all text-fg">{a.transactionId}</dd></>}
            </dl>
          </section>
        )}
        <Link to={recordPagePath('pedidos', id) ?? '/pedidos'} className={buttonClass('primary')}>
          <Icon name="arrow-left" className="size-3.5" />{t`Ver el pedido`}
        </Link>
      </div>
    </div>
  );
}
