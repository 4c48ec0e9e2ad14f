// The payment display (spec 02 §9, 03 §9): an order's payments as method:amount pairs, summed, with the
// change when the amount paid exceeds the total (and what is still owed when it falls short). The
// figures come from core/money's paymentSummary, the function the server stores pagado/cambio/saldo with.
import { useLingui } from '@lingui/react/macro';
import { formatMoney, paymentSummary, type PaymentInput } from '../../../core/money';
import { cx } from '../../ui';
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
