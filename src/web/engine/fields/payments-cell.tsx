// The payment display (spec 02 §9, 03 §9): an order's payments as method:amount pairs, summed, with the
// change when the amount paid exceeds the total (and what is still owed when it falls short). The
// figures come from core/money's paymentSummary, the function the server stores pagado/cambio/saldo with.
import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { formatMoney, paymentSummary, type PaymentInput } from '../../../core/money';
import { cx } from '../../ui';
import { FormScopeContext, type FormScope } from './form-scope';
import { livePayments } from './payments-values';
import type { CellProps } from './types';

const positive = (v: string) => !/^0+(\.0+)?$/.test(v);

/** `row[name]` holds the payment lines ({ metodo, valor }); the total is the row's `total`. */
export function PaymentsCell({ row, name, full }: CellProps) {
  const { t } = useLingui();
  const payments = Array.isArray(row[name]) ? (row[name] as PaymentInput[]) : null;
  if (!payments) return <span className="text-fg-subtle">—</span>;
  const s = paymentSummary(row.total, payments);
  if (!s.pairs.length) return <span className="text-fg-subtle" data-payments="none">{t`Sin pagos`}</span>;
  const badge = positive(s.change)
    ? <span data-change className="rounded bg-success-soft px-1.5 py-px text-xs font-medium text-success">{t`Cambio ${formatMoney(s.change)}`}</span>
    : positive(s.balance)
      ? <span data-balance className="rounded bg-warning-soft px-1.5 py-px text-xs font-medium text-warning">{t`Saldo ${formatMoney(s.balance)}`}</span>
      : <span className="rounded bg-muted px-1.5 py-px text-xs text-fg-muted">{t`Pagado`}</span>;
  return (
    <span data-payments className={cx('inline-flex items-center gap-x-1.5 gap-y-1 tabular-nums', full ? 'flex-wrap' : 'whitespace-nowrap')}>
      {s.pairs.map((p, i) => (
        <span key={p.method} className="inline-flex items-center gap-1" data-pair>
          {i > 0 && <span className="text-fg-subtle" aria-hidden>+</span>}
          <span className="text-fg-muted">{p.method}:</span>
          <span>{formatMoney(p.amount)}</span>
        </span>
      ))}
      {s.pairs.length > 1 && (
        <span className="inline-flex items-center gap-1 font-medium" data-paid>
          <span className="text-fg-subtle" aria-hidden>=</span>{formatMoney(s.paid)}
        </span>
      )}
      {badge}
    </span>
  );
}

/**
 * Under the payment rows of a form: Total, Pagado and Cambio or Saldo, live as amounts are typed
 * (the lines' total as the lines table computes it), from the function the server stores them with.
 */
export function LivePaymentsSummary({ name }: { name: string }) {
  const scope = useContext(FormScopeContext);
  return scope ? <LiveSummary scope={scope} name={name} /> : null;
}

function LiveSummary({ scope, name }: { scope: FormScope; name: string }) {
  const { t } = useLingui();
  const values = useWatch({ control: scope.control }) as Record<string, unknown>;
  const s = livePayments(scope.resource.fields, name, values);
  const item = (label: string, amount: string, attr: string, tone = 'text-fg') => (
    <span className="inline-flex items-baseline gap-1.5" {...{ [attr]: amount }}>
      <span className="text-fg-muted">{label}</span><span className={cx('font-medium tabular-nums', tone)}>{formatMoney(amount)}</span>
    </span>
  );
  return (
    <p className="flex flex-wrap items-baseline justify-end gap-x-4 gap-y-1 text-13" data-live-payments aria-live="polite">
      {item(t`Total`, s.total, 'data-live-total')}
      {item(t`Pagado`, s.paid, 'data-live-paid')}
      {positive(s.change) ? item(t`Cambio`, s.change, 'data-live-change', 'text-success')
        : positive(s.balance) ? item(t`Saldo`, s.balance, 'data-live-balance', 'text-warning') : null}
    </p>
  );
}
