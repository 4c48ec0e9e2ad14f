import type { Principal } from '../../core/access';
import type { Resource } from '../../core/resource';
import { menuFor, visibleResources } from '../lib/menu';

/**
 * The pages a user may open, from the one source the drawer uses (menuFor: registry + permission +
 * module), then permitted resources without a menu entry. `label` null is the dashboard.
 */
export interface PaletteRoute {
  to: string;
  label: string | null;
  icon: string;
  resource?: Resource;
}

export function visibleRoutes(principal: Principal | null): PaletteRoute[] {
  const out: PaletteRoute[] = [];
  const seen = new Set<string>();
  for (const group of menuFor(principal)) {
    for (const item of group.items) {
      if (seen.has(item.to)) continue;
      seen.add(item.to);
      out.push({ to: item.to, label: item.label, icon: item.icon, resource: item.resource });
    }
  }
  for (const r of visibleResources(principal)) {
    const to = `/${r.name}`;
    if (seen.has(to)) continue;
    seen.add(to);
    out.push({ to, label: r.label.many, icon: r.menu?.icon ?? 'list', resource: r });
  }
  return out;
}

/**
 * 'g …' sequences: each goes to the first of its pages the user may open (boards before the plain
 * tickets list once they exist); a sequence none of whose pages is visible is not offered.
 */
export const GO_SEQUENCES: { keys: string; to: string[] }[] = [
  { keys: 'g d', to: ['/dashboard'] },
  { keys: 'g t', to: ['/boards', '/tickets'] },
  { keys: 'g o', to: ['/orders-status-board', '/pedidos'] },
  { keys: 'g b', to: ['/booking', '/bookings'] },
  { keys: 'g a', to: ['/calendar'] },
  { keys: 'g c', to: ['/clientes'] },
  { keys: 'g p', to: ['/productos'] },
  { keys: 'g f', to: ['/facturas'] },
  { keys: 'g u', to: ['/users'] },
];

/** The sequences this user gets: keys → the page they open. */
export function goSequences(routes: readonly Pick<PaletteRoute, 'to'>[]): { keys: string; to: string }[] {
  const open = new Set(routes.map((r) => r.to));
  return GO_SEQUENCES.flatMap((s) => {
    const to = s.to.find((x) => open.has(x));
    return to ? [{ keys: s.keys, to }] : [];
  });
}

/** Shortcut id of the 'g …' sequence that opens `to` (palette entries show its keys). */
export const goShortcutId = (to: string): string => `go:${to}`;

/** Other words that find a page: English names and common synonyms (labels stay the source). */
export const SYNONYMS: Record<string, string> = {
  '/dashboard': 'inicio home dashboard tablero principal',
  '/clientes': 'clients customers terceros contactos empresas personas',
  '/tickets': 'casos soporte incidencias issues support requests',
  '/boards': 'kanban tablero tableros boards tickets',
  '/pedidos': 'ordenes órdenes orders ventas sales',
  '/orders-status-board': 'pedidos ordenes orders estado status kanban',
  '/orders-payments': 'pagos pedidos payments orders',
  '/facturacion/dian': 'dian facturacion electronica facturación electrónica cufe envio envío estado einvoicing board tablero',
  '/live-users': 'usuarios en linea conectados live users online presencia',
  '/profile': 'perfil profile mi cuenta account mis datos',
  '/settings': 'configuracion configuración ajustes settings preferencias idioma tema',
  '/cartera': 'cartera receivables cuentas por cobrar deudas saldos vencidas ageing antiguedad antigüedad',
  '/birthdays': 'cumpleanos cumpleaños birthdays nacimiento aniversario',
  '/productos': 'products items articulos artículos servicios inventario inventory',
  '/facturas': 'invoices bills facturacion facturación',
  '/users': 'usuarios users personas equipo team',
  '/roles': 'roles perfiles',
  '/permissions': 'permisos permissions',
  '/taxes': 'impuestos taxes iva',
  '/entidades': 'entidades equipos sedes teams',
  '/booking': 'reservas citas agenda bookings appointments',
  '/bookings': 'reservas citas bookings appointments',
  '/calendar': 'calendario agenda calendar',
  '/puestos': 'puestos places stations',
  '/payment-methods': 'medios de pago formas de pago payment methods',
  '/categorias-tickets': 'categorias categories tickets',
  '/categorias-productos': 'categorias categories productos products',
};
