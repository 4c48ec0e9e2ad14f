// One section of a record page: the records of another resource that point at this one (a client's
// orders, a worker's documents), the first page of them, how many there are and their sums.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { canOnResource, canSeeField } from '../../../core/access';
import type { RelatedList, Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources/index';
import { FieldCell, formatCurrency, formatDecimal, includesFor, listColumns, resourceListQuery, useLiveResource, ViewDialog, type Page } from '../../engine';
import { useLabel } from '../../lib/labels';
import { recordPageHref } from '../../lib/record-page';
import { usePrincipal } from '../../lib/session';
import { cx, Icon } from '../../ui';

/** Rows shown per section; 'Ver todos' opens the filtered list for the rest. */
export const RELATED_ROWS = 10;
/** Columns of a section besides the record's title: the list's first default columns. */
const MAX_COLUMNS = 4;

type SumsPage = Page & { sums?: Record<string, string> };

export function RelatedSection({ related, id }: { related: RelatedList; id: number }) {
  const principal = usePrincipal();
  const target = getResource(related.resource);
  if (!target || !canOnResource(principal, target, 'view')) return null;
  return <Section target={target} related={related} id={id} />;
}

function Section({ target, related, id }: { target: Resource; related: RelatedList; id: number }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo(
    () => listColumns(target, principal).filter((c) => c.key !== related.field && c.key !== 'id' && (c.field.list?.visible ?? true))
      .slice(0, MAX_COLUMNS),
    [target, principal, related.field],
  );
  // Only sums of fields this user may read (the server refuses the others).
  const sums = (related.sums ?? []).filter((s) => target.fields[s] && canSeeField(principal, target.fields[s]));
  const entries = useMemo((): [string, string][] => [
    [`where[${related.field}]`, String(id)],
    ['paginate', String(RELATED_ROWS)],
    ...(includesFor(target, columns.map((c) => c.key)).length ? [['include', includesFor(target, columns.map((c) => c.key)).join(',')] as [string, string]] : []),
    ...(sums.length ? [['sum', sums.join(',')] as [string, string]] : []),
  ], [related.field, id, target, columns, sums.join(',')]);
  const q = useQuery(resourceListQuery(target.name, entries));
  useLiveResource(target.name);
  const page = q.data as SumsPage | undefined;
  const rows = page?.data ?? [];
  const headingId = `related-${target.name}-${related.field}`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-4 py-2.5">
        <h2 id={headingId} className="text-sm font-semibold text-fg">{tr(target.label.many)}</h2>
        {page && <span className="rounded-full bg-muted px-2 text-xs tabular-nums text-fg-muted" data-testid={`${headingId}-count`}>{page.total}</span>}
        {page?.sums && sums.map((s) => (
          <span key={s} className="text-xs text-fg-muted">
            {tr(target.fields[s].label)}: <strong className="tabular-nums text-fg" data-testid={`${headingId}-sum-${s}`}>{target.fields[s].kind === 'currency' ? formatCurrency(page.sums![s]) : formatDecimal(page.sums![s])}</strong>
          </span>
        ))}
        <Link to="/$resource" params={{ resource: target.name }} search={{ [related.field]: String(id) } as never} className="ml-auto inline-flex items-center gap-1 rounded text-xs text-accent hover:underline">
          {t`Ver todos`}<Icon name="arrow-right" className="size-3" />
        </Link>
      </header>
      {q.isPending ? (
        <div className="space-y-2 p-4" aria-hidden><div className="skeleton h-4 w-2/3" /><div className="skeleton h-4 w-1/2" /></div>
      ) : q.error ? (
        <p className="px-4 py-3 text-fg-muted">{t`No se pudo cargar la lista.`}</p>
      ) : !rows.length ? (
        <p className="px-4 py-3 text-fg-muted">{t`Sin registros.`}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-13">
            <thead>
              <tr className="text-left text-xs text-fg-subtle">
                {columns.map((c) => <th key={c.key} scope="col" className={cx('px-4 py-1.5 font-normal', c.align === 'right' && 'text-right')}>{tr(c.field.label)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const href = recordPageHref(target, row.id);
                return (
                  <tr key={row.id} className="border-t border-line hover:bg-subtle">
                    {columns.map((c, i) => (
                      <td key={c.key} className={cx('max-w-64 truncate px-4 py-1.5', c.align === 'right' && 'text-right tabular-nums')}>
                        {i === 0 ? (() => {
                          // The first cell opens the record; an empty one (an order not numbered yet) still names it.
                          const label = row[c.key] === null || row[c.key] === undefined || row[c.key] === '' ? `#${row.id}` : <FieldCell field={c.field} name={c.key} row={row} />;
                          return href ? <Link to={href} className="text-fg underline-offset-2 hover:underline focus-visible:underline">{label}</Link>
                            : <button type="button" className="text-left text-fg underline-offset-2 hover:underline focus-visible:underline" onClick={() => setViewing(row.id)}>{label}</button>;
                        })() : <FieldCell field={c.field} name={c.key} row={row} />}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {viewing !== null && <ViewDialog resource={target} id={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
