// /kanban/{boardId?}: the board view of the resource whose board view has boards (tickets, one board
// per category) — positions inside columns, quick add, URL filters sent to the API; a card opens its
// page (/tickets/{id}). Everything else is the generic BoardView (src/web/engine/board).
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { canOnResource } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { RESOURCES } from '../../../core/resources';
import { BoardView, boardResourceOf, useBoards } from '../../engine/board';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { Icon } from '../../ui';
import { AccessDeniedScreen } from '../errors';

/** The resource kanban boards are of: the first with a board view that has boards. */
export const kanbanResource = (): Resource | undefined => RESOURCES.find((r) => r.views.board?.boards);

export interface KanbanScreenProps {
  boardId?: string;
  search: Record<string, string>;
  onSearchChange: (next: Record<string, string>) => void;
}

export function KanbanScreen(props: KanbanScreenProps) {
  const resource = kanbanResource()!;
  const principal = usePrincipal();
  return canOnResource(principal, resource, 'view') ? <Kanban resource={resource} {...props} /> : <AccessDeniedScreen />;
}

function Kanban({ resource, boardId, search, onSearchChange }: KanbanScreenProps & { resource: Resource }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const boards = useBoards(resource);
  const target = boardResourceOf(resource);
  const id = boardId && /^\d+$/.test(boardId) ? Number(boardId) : null;
  // No board in the address: the first one (the address then names it).
  useEffect(() => {
    if (!id && boards.data?.length) void navigate({ to: '/kanban/$boardId', params: { boardId: String(boards.data[0].id) }, search, replace: true });
  }, [id, boards.data, navigate, search]);
  const board = boards.data?.find((b) => Number(b.id) === id) ?? null;
  const name = board && target ? recordTitle(target, board) : '';
  const color = board && typeof board.color === 'string' ? board.color : undefined;
  usePageTitle(name ? t`Tablero ${name}` : t`Tableros`);
  const filters = useMemo(() => ({ search, onChange: onSearchChange }), [search, onSearchChange]);
  const heading = (
    <>
      <a href="/boards" onClick={(e) => { e.preventDefault(); void navigate({ to: '/boards' }); }} title={t`Tableros`} aria-label={t`Tableros`}
        className="-ml-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle hover:bg-muted hover:text-fg">
        <Icon name="kanban" className="size-4" />
      </a>
      <span className="text-fg-subtle">/</span>
      {color && <span className="size-2.5 shrink-0 rounded-full" style={{ background: color }} />}
      {boards.data && boards.data.length > 1 ? (
        <select aria-label={t`Tablero`} value={id ?? ''} className="h-7 max-w-56 truncate rounded-md border border-transparent bg-transparent pr-1 text-sm font-semibold text-fg [field-sizing:content] hover:border-line"
          onChange={(e) => void navigate({ to: '/kanban/$boardId', params: { boardId: e.target.value }, search })}>
          {boards.data.map((b) => <option key={String(b.id)} value={String(b.id)}>{target ? recordTitle(target, b) : String(b.id)}</option>)}
        </select>
      ) : <span className="truncate text-sm font-semibold">{name}</span>}
    </>
  );
  const onOpen = (cid: number) => void navigate({ to: '/tickets/$ticketId', params: { ticketId: String(cid) } });
  if (boards.data && !boards.data.length) {
    return <p className="m-6 rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">{t`Aún no hay tableros: crea una categoría de tickets.`}</p>;
  }
  if (!board) return <BoardView resource={resource} boardId={null} heading={heading} title={t`Tableros`} />;
  return (
    <BoardView key={board.id as number} resource={resource} boardId={id} board={board} heading={heading} title={t`Tablero ${name}`}
      filters={filters} quickAdd onOpen={onOpen} />
  );
}
