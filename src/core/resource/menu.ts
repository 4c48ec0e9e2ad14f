/**
 * The drawer's groups, in drawer order: business areas first, administration last. A resource
 * joins one with `menu.group`; the drawer, the dashboard and the command palette follow this order.
 * The names are Spanish source texts (the web translates them like any resource label).
 */
export const MENU_GROUPS = ['Ventas', 'Facturación', 'Compras', 'Inventario', 'Logística', 'Agenda', 'Personal', 'Tickets', 'Administración'] as const;

/** Name of a drawer group (one of MENU_GROUPS). */
export type MenuGroupName = (typeof MENU_GROUPS)[number];
