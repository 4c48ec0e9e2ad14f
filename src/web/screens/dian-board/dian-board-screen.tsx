// /facturacion/dian: the invoices by DIAN status (issue 15), invoices' board view drawn by the generic
// BoardView. Cards are not dragged (estado_dian is the server's); they move as the DIAN answers.
import { useLingui } from '@lingui/react/macro';
import { invoices } from '../../../core/resources';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { BoardView } from '../../engine/board';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { Icon } from '../../ui';
import { AccessDeniedScreen } from '../errors';

export function DianBoardScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const title = t`Tablero DIAN`;
  usePageTitle(title);
  if (!screenAllowed(principal, getScreen('dian-board')!)) return <AccessDeniedScreen />;
  const heading = (
    <>
      <Icon name="square-kanban" className="size-4 shrink-0 text-fg-subtle" />
      <span className="hidden truncate text-sm font-semibold sm:inline">{title}</span>
    </>
  );
  return <BoardView resource={invoices} heading={heading} title={title} hideColumns />;
}
