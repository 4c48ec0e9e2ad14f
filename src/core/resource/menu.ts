/**
 * The drawer's groups, in drawer order: business areas first, administration last. A resource
 * joins one with `menu.group`; the drawer, the dashboard and the command palette follow this order.
 * The names are Spanish source texts (the web translates them like any resource label).
 */
export const MENU_GROUPS = ['Ventas', 'Facturación', 'Inventario', 'Agenda', 'Tickets', 'Administración'] as const;

/** Name of a drawer group (one of MENU_GROUPS). */
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/**
 * Screens that are not a resource's list (calendars, boards), with their gate (spec 01 §2.4, §6):
 * an entry shows when the user passes the permission check AND the tenant has the module on.
 */
export interface ScreenEntry {
  key: string;
  to: string;
  /** Spanish label (translated by the view like resource labels). */
  label: string;
  icon: string;
  group: MenuGroupName;
  order: number;
  module?: string;
  can?: string | string[];
}

export const SCREEN_ENTRIES: ScreenEntry[] = [
  { key: 'calendar', to: '/calendar', label: 'Calendario', icon: 'calendar', group: 'Agenda', order: 10, module: 'calendario', can: 'Ver Calendario' },
  { key: 'booking', to: '/booking', label: 'Reservas', icon: 'calendar-clock', group: 'Agenda', order: 20, module: 'booking', can: 'Ver Reservas' },
];

