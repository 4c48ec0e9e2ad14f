// /orders-payments: the orders with their payments (spec 02 §9: method:amount pairs summed, change
// when the amount paid exceeds the total). The generic list of pedidos with its own columns — the
// payments column is the engine's named `payments` cell — so search, filters, sorting, paging, export
// and the order form (its 'Pagos' tab records payments) are the list engine's.
import { useLingui } from '@lingui/react/macro';
import { pedidos } from '../../../core/resources';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { ResourceListScreen, type ListView } from '../../engine';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { AccessDeniedScreen } from '../errors';

export const ORDERS_PAYMENTS_VIEW: ListView = {
  key: 'orders-payments',
  columns: ['numero_pedido', 'cliente_id', 'estado', 'total', 'pagos'],
};

export interface OrdersPaymentsScreenProps {
  search: Record<string, unknown>;
  onSearchChange: (next: Record<string, string>) => void;
}

export function OrdersPaymentsScreen({ search, onSearchChange }: OrdersPaymentsScreenProps) {
  const { t } = useLingui();
  const principal = usePrincipal();
  const allowed = screenAllowed(principal, getScreen('orders-payments')!);
  usePageTitle(allowed ? t`Pagos de pedidos` : null);
  if (!allowed) return <AccessDeniedScreen />;
  return <ResourceListScreen resource={pedidos} search={search} onSearchChange={onSearchChange} view={ORDERS_PAYMENTS_VIEW} />;
}
