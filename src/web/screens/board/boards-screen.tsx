// /boards: the boards (ticket categories) with their colour, columns and how many cards each holds.
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { recordTitle } from '../../../core/resource/define';
import { getResource } from '../../../core/resources';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { Icon, Skeleton } from '../../ui';
import { installShortcutDispatcher } from '../../shortcuts';
import { useEffect } from 'react';
import { resourceKeys } from '../../engine';
import { boardColumns, boardOf, columnDot, columnLabel, useBoards } from '../../engine/board';
import { kanbanResource } from './kanban-screen';

export function BoardsScreen() {
  const { t } = useLingui();
  const tr = useLabel();
  const resource = kanbanResource()!;
  const view = boardOf(resource)!;
  const target = getResource(resource.fields[view.boards!.field].relation!.resource);
  const boards = useBoards(resource);
  useEffect(() => installShortcutDispatcher(), []);
  const counts = useQueries({
    queries: (boards.data ?? []).map((b) => ({
      queryKey: [...resourceKeys.lists(resource.name), 'board-count', b.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get(resource.name, { signal, searchParams: { count: '1', [`where[${view.boards!.field}]`]: String(b.id) } }).json<{ count: number }>(),
    })),
  });
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
      <header className="mb-5 flex items-center gap-2">
        <Icon name="kanban" className="size-5 text-fg-subtle" />
        <h1 className="text-lg font-semibold">{t`Tableros`}</h1>
        <span className="text-sm text-fg-subtle">{tr(resource.label.many)}</span>
      </header>
      {boards.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-32 rounded-xl" />)}</div>
      ) : !boards.data?.length ? (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">{t`Aún no hay tableros: crea una categoría de tickets.`}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {boards.data.map((b, i) => {
            const cols = boardColumns(resource, b);
            const n = counts[i]?.data?.count;
            const color = typeof b.color === 'string' ? b.color : '#CCCCCC';
            return (
              <li key={String(b.id)}>
                <Link to="/kanban/$boardId" params={{ boardId: String(b.id) }}
                  className="group flex h-full flex-col rounded-xl border border-line bg-surface p-4 shadow-xs transition hover:border-line-strong hover:shadow-sm focus-visible:ring-2 focus-visible:ring-accent/30">
                  <div className="flex items-center gap-2">
                    <span className="size-3 rounded" style={{ background: color }} />
                    <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{target ? recordTitle(target, b) : `#${b.id}`}</h2>
                    <span className="text-xs tabular-nums text-fg-muted">{n === undefined ? '…' : t`${n} tarjetas`}</span>
                  </div>
                  {typeof b.descripcion === 'string' && b.descripcion && <p className="mt-1.5 line-clamp-2 text-xs text-fg-muted">{b.descripcion}</p>}
                  <div className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-3">
                    {cols.map((c, ci) => (
                      <span key={c} className="inline-flex items-center gap-1 text-[11px] capitalize text-fg-muted"><span className={`size-1.5 rounded-full ${columnDot(ci)}`} />{tr(columnLabel(resource, c))}</span>
                    ))}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
