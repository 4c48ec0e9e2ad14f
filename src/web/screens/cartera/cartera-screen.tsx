// /cartera (spec 01 §2.2; issue 15): what each client owes by how long it is past due — not yet due,
// 1–30, 31–60, 61–90 and more than 90 days — with the totals per bucket and the grand total, from
// GET /api/cartera (the invoice list's row scope: a client-linked user sees its own). A client opens its
// open invoices (GET /api/cartera?cliente_id=N), each one opening in the invoices list; Excel export.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AGEING_BUCKETS, formatMoney, type AgeingBucket } from '../../../core/money';
import { canOnResource } from '../../../core/access';
import { getResource } from '../../../core/resources/index';
import { getScreen, recordPagePath, screenAllowed } from '../../../core/resources/screens';
import { downloadTable, formatDate, useLiveQueryOf } from '../../engine';
import { api } from '../../lib/api';
import { notify } from '../../lib/notices';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { usePaletteContext } from '../../palette';
import { Button, cx, Icon, Skeleton } from '../../ui';
import { AccessDeniedScreen } from '../errors';

/** What /cartera is computed from: any change of these refreshes it (both the summary and a client's invoices). */
const CARTERA_SOURCES = ['invoices', 'receipts', 'credit_notes', 'debit_notes'];

type Buckets = Record<AgeingBucket, string>;
interface Client { cliente_id: number; name: string; invoices: number; buckets: Buckets; total: string }
interface Summary { today: string; buckets: AgeingBucket[]; clients: Client[]; totals: Buckets; total: string }
interface OpenInvoice {
  id: number; number: string | null; fecha: string; vencimiento: string | null; estado: string;
  total: string; partially_paid: string; debt: string; days: number; bucket: AgeingBucket;
}
interface ClientInvoices { today: string; cliente_id: number; name: string | null; invoices: OpenInvoice[]; total: string }

const money = (v: string) => formatMoney(v, 0);
const isZero = (v: string) => Number(v) === 0;

export function CarteraScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const allowed = screenAllowed(principal, getScreen('cartera')!);
  const [open, setOpen] = useState<number | null>(null);
  usePageTitle(t`Cartera`);
  // Live like record pages: a receipt, invoice or note written anywhere moves the figures (issue 15).
  const sources = CARTERA_SOURCES.filter((n) => { const r = getResource(n); return r && canOnResource(principal, r, 'view'); });
  useLiveQueryOf(allowed ? sources : null, ['cartera']);
  const q = useQuery({
    queryKey: ['cartera'],
    queryFn: ({ signal }) => api.get('cartera', { signal }).json<Summary>(),
    enabled: allowed,
    refetchOnMount: 'always',
  });
  const bucketLabel: Record<AgeingBucket, string> = {
    current: t`Al día`, d1_30: t`1–30 días`, d31_60: t`31–60 días`, d61_90: t`61–90 días`, d90: t`Más de 90 días`,
  };
  const exportExcel = async () => {
    const data = q.data;
    if (!data) return;
    const headers = [t`Cliente`, t`Facturas`, ...AGEING_BUCKETS.map((b) => bucketLabel[b]), t`Total`];
    const num = (v: string) => Number(v);
    const rows = data.clients.map((c) => [c.name, c.invoices, ...AGEING_BUCKETS.map((b) => num(c.buckets[b])), num(c.total)]);
    rows.push([t`Total`, data.clients.reduce((a, c) => a + c.invoices, 0), ...AGEING_BUCKETS.map((b) => num(data.totals[b])), num(data.total)]);
    try {
      await downloadTable({ headers, rows }, t`Cartera`, `cartera-${data.today}.xlsx`);
    } catch {
      notify({ kind: 'error', title: t`No se pudo exportar.` });
    }
  };
  usePaletteContext(t`Cartera`, [
    { id: 'cartera.export', label: t`Exportar cartera a Excel`, icon: 'download', keywords: 'excel xlsx export exportar', run: () => void exportExcel() },
  ], allowed && !!q.data, 'end');
  if (!allowed) return <AccessDeniedScreen />;
  const data = q.data;

  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-6xl space-y-4 p-3 sm:p-6">
        <header className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-fg">{t`Cartera`}</h2>
            <p className="text-xs text-fg-muted">
              {data ? t`Saldo por cliente según los días vencidos, al ${formatDate(data.today)}.` : t`Saldo por cliente según los días vencidos.`}
            </p>
          </div>
          <Button variant="ghost" onClick={() => void exportExcel()} disabled={!data?.clients.length}>
            <Icon name="download" className="size-3.5" />{t`Exportar`}
          </Button>
        </header>

        {q.isPending ? (
          <div className="space-y-2" aria-hidden>{[0, 1, 2].map((i) => <Skeleton key={i} className="h-14 w-full" />)}</div>
        ) : q.error || !data ? (
          <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`No se pudo cargar la cartera.`}</p>
        ) : (
          <>
            <section aria-label={t`Totales por antigüedad`} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="cartera-totals">
              {AGEING_BUCKETS.map((b) => (
                <div key={b} className="rounded-lg border border-line bg-surface px-3 py-2">
                  <div className="text-xs text-fg-muted">{bucketLabel[b]}</div>
                  <div className={cx('text-base font-semibold tabular-nums', b !== 'current' && !isZero(data.totals[b]) ? 'text-danger' : 'text-fg')}
                    data-bucket={b}>{money(data.totals[b])}</div>
                </div>
              ))}
              <div className="rounded-lg border border-accent bg-accent-soft px-3 py-2">
                <div className="text-xs text-fg-muted">{t`Total por cobrar`}</div>
                <div className="text-base font-semibold tabular-nums text-fg" data-testid="cartera-total">{money(data.total)}</div>
              </div>
            </section>

            {!data.clients.length ? (
              <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`Ningún cliente tiene saldo pendiente.`}</p>
            ) : (
              <div className="overflow-x-auto rounded-lg border border-line bg-surface">
                <table className="w-full min-w-[760px] text-13" aria-label={t`Cartera por cliente`}>
                  <thead className="border-b border-line bg-muted/40 text-xs text-fg-muted">
                    <tr>
                      <th className="px-3 py-2 text-left font-medium">{t`Cliente`}</th>
                      <th className="px-3 py-2 text-right font-medium">{t`Facturas`}</th>
                      {AGEING_BUCKETS.map((b) => <th key={b} className="px-3 py-2 text-right font-medium">{bucketLabel[b]}</th>)}
                      <th className="px-3 py-2 text-right font-medium">{t`Total`}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {data.clients.map((c) => (
                      <ClientRows key={c.cliente_id} client={c} open={open === c.cliente_id} bucketLabel={bucketLabel}
                        onToggle={() => setOpen(open === c.cliente_id ? null : c.cliente_id)} />
                    ))}
                  </tbody>
                  <tfoot className="border-t border-line font-semibold">
                    <tr>
                      <td className="px-3 py-2">{t`Total`}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{data.clients.reduce((a, c) => a + c.invoices, 0)}</td>
                      {AGEING_BUCKETS.map((b) => <td key={b} className="px-3 py-2 text-right tabular-nums">{money(data.totals[b])}</td>)}
                      <td className="px-3 py-2 text-right tabular-nums">{money(data.total)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ClientRows({ client, open, onToggle, bucketLabel }: {
  client: Client; open: boolean; onToggle: () => void; bucketLabel: Record<AgeingBucket, string>;
}) {
  const { t } = useLingui();
  return (
    <>
      <tr className={cx('cursor-pointer hover:bg-muted/40', open && 'bg-accent-soft')} onClick={onToggle}>
        <td className="px-3 py-2">
          <button type="button" aria-expanded={open} className="inline-flex items-center gap-1.5 text-left font-medium text-fg hover:underline"
            onClick={(e) => { e.stopPropagation(); onToggle(); }}>
            <Icon name={open ? 'chevron-down' : 'chevron-right'} className="size-3.5 text-fg-muted" />{client.name || t`Sin cliente`}
          </button>
        </td>
        <td className="px-3 py-2 text-right tabular-nums text-fg-muted">{client.invoices}</td>
        {AGEING_BUCKETS.map((b) => (
          <td key={b} className={cx('px-3 py-2 text-right tabular-nums', isZero(client.buckets[b]) ? 'text-fg-subtle' : b === 'current' ? 'text-fg' : 'text-danger')}>
            {isZero(client.buckets[b]) ? '—' : money(client.buckets[b])}
          </td>
        ))}
        <td className="px-3 py-2 text-right font-semibold tabular-nums">{money(client.total)}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={AGEING_BUCKETS.length + 3} className="bg-subtle px-3 py-2">
            <ClientInvoicesPanel clienteId={client.cliente_id} bucketLabel={bucketLabel} />
          </td>
        </tr>
      )}
    </>
  );
}

function ClientInvoicesPanel({ clienteId, bucketLabel }: { clienteId: number; bucketLabel: Record<AgeingBucket, string> }) {
  const { t } = useLingui();
  const q = useQuery({
    queryKey: ['cartera', clienteId],
    queryFn: ({ signal }) => api.get('cartera', { searchParams: { cliente_id: clienteId }, signal }).json<ClientInvoices>(),
  });
  if (q.isPending) return <Skeleton className="h-16 w-full" />;
  if (q.error || !q.data) return <p className="text-fg-muted">{t`No se pudieron cargar sus facturas.`}</p>;
  const page = recordPagePath('clientes', clienteId);
  return (
    <div className="space-y-2">
      <table className="w-full text-13" aria-label={t`Facturas abiertas`}>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th className="py-1 pr-3 text-left font-medium">{t`Factura`}</th>
            <th className="py-1 pr-3 text-left font-medium">{t`Fecha`}</th>
            <th className="py-1 pr-3 text-left font-medium">{t`Vencimiento`}</th>
            <th className="py-1 pr-3 text-left font-medium">{t`Antigüedad`}</th>
            <th className="py-1 pr-3 text-right font-medium">{t`Total`}</th>
            <th className="py-1 text-right font-medium">{t`Saldo`}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.invoices.map((i) => (
            <tr key={i.id}>
              <td className="py-1 pr-3">
                <Link to="/$resource" params={{ resource: 'invoices' }} search={{ dialog: 'view', id: i.id } as never} className="font-medium text-accent-text hover:underline">{i.number || `#${i.id}`}</Link>
              </td>
              <td className="py-1 pr-3 tabular-nums">{formatDate(i.fecha)}</td>
              <td className={cx('py-1 pr-3 tabular-nums', i.days > 0 && 'font-medium text-danger')}>{i.vencimiento ? formatDate(i.vencimiento) : '—'}</td>
              <td className={cx('py-1 pr-3', i.days > 0 ? 'text-danger' : 'text-fg-muted')}>
                {i.days > 0 ? t`${i.days} días vencida` : bucketLabel.current}
              </td>
              <td className="py-1 pr-3 text-right tabular-nums text-fg-muted">{money(i.total)}</td>
              <td className="py-1 text-right font-semibold tabular-nums">{money(i.debt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {page && <Link to={page} className="inline-flex items-center gap-1 text-xs text-accent-text hover:underline">{t`Ver la ficha del cliente`}<Icon name="arrow-right" className="size-3" /></Link>}
    </div>
  );
}
