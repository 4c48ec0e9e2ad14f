// /orders-status-board: the orders by estado (spec 02 §4), pedidos' board view drawn by the generic
// BoardView — hideable columns (per user), no positions inside a column, a card opens the order form.
import { useLingui } from '@lingui/react/macro';
import { canOnResource } from '../../../core/access';
import { pedidos } from '../../../core/resources';
import { BoardView } from '../../engine/board';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { Icon } from '../../ui';
import { AccessDeniedScreen } from '../errors';

export function OrdersBoardScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const title = t`Tablero de pedidos`;
  usePageTitle(title);
  if (!canOnResource(principal, pedidos, 'view')) return <AccessDeniedScreen />;
  const heading = (
    <>
      <Icon name="kanban" className="size-4 shrink-0 text-fg-subtle" />
      <span className="hidden truncate text-sm font-semibold sm:inline">{title}</span>
    </>
  );
  return <BoardView resource={pedidos} heading={heading} title={title} hideColumns />;
}
