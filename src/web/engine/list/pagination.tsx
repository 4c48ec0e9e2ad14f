// Page control (spec 01 §9): sizes 5, 10, 25, 50 and 'Todos'; 'más de 10.000' for estimated totals.
import { useLingui } from '@lingui/react/macro';
import { Button, Icon, cx } from '../../ui';
import { PAGE_SIZES } from '../data/list-params';
import { groupThousands } from '../fields/format';

const ESTIMATE_BOUND = 10000;

export function Pagination({ page, itemsPerPage, total, totalIsEstimate, lastPage, onPage, onPageSize, busy }: {
  page: number; itemsPerPage: number; total: number; totalIsEstimate: boolean; lastPage: number;
  onPage: (page: number) => void; onPageSize: (size: number) => void; busy?: boolean;
}) {
  const { t } = useLingui();
  const size = itemsPerPage > 0 ? itemsPerPage : total;
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = itemsPerPage > 0 ? Math.min(page * size, total) : total;
  const n = (x: number) => groupThousands(String(x));
  // Beyond the exact-count bound the server only estimates (DESIGN §4).
  const totalText = totalIsEstimate ? t`más de ${n(ESTIMATE_BOUND)}` : n(total);
  const last = Math.max(1, lastPage);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line bg-surface px-3 py-2 text-xs text-fg-muted">
      <label className="flex items-center gap-2">
        <span>{t`Filas por página`}</span>
        <select value={String(itemsPerPage)} onChange={(e) => onPageSize(Number(e.target.value))}
          className="h-7 rounded-md border border-line bg-surface px-1.5 text-xs text-fg outline-none focus:border-accent">
          {!(PAGE_SIZES as readonly number[]).includes(itemsPerPage) && <option value={itemsPerPage}>{itemsPerPage}</option>}
          {PAGE_SIZES.map((s) => <option key={s} value={s}>{s === -1 ? t`Todos` : s}</option>)}
        </select>
      </label>
      <div className="flex items-center gap-1">
        <span className={cx('mr-2 tabular-nums', busy && 'opacity-60')}>{t`${n(from)}–${n(to)} de ${totalText}`}</span>
        <Button variant="ghost" size="icon" disabled={page <= 1} onClick={() => onPage(1)} aria-label={t`Primera página`}>
          <Icon name="chevrons-left" className="size-3.5" />
        </Button>
        <Button variant="ghost" size="icon" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`Página anterior`}>
          <Icon name="chevron-left" className="size-3.5" />
        </Button>
        <span className="px-1 tabular-nums">{t`${n(page)} / ${totalIsEstimate ? '…' : n(last)}`}</span>
        <Button variant="ghost" size="icon" disabled={page >= last} onClick={() => onPage(page + 1)} aria-label={t`Página siguiente`}>
          <Icon name="chevron-right" className="size-3.5" />
        </Button>
        <Button variant="ghost" size="icon" disabled={page >= last || totalIsEstimate} onClick={() => onPage(last)} aria-label={t`Última página`}>
          <Icon name="chevrons-right" className="size-3.5" />
        </Button>
      </div>
    </div>
  );
}
