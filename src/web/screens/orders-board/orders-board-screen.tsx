import { useLingui } from '@lingui/react/macro';
import { pedidos } from '../../../core/resources';
import { StatusBoardScreen } from './status-board-screen';

/** /orders-status-board: the orders by estado (spec 02 §4), from pedidos' board view. */
export function OrdersBoardScreen() {
  const { t } = useLingui();
  return <StatusBoardScreen resource={pedidos} title={t`Tablero de pedidos`} />;
}
