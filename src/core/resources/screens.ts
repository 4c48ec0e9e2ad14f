import { canOnResource, can, hasModule, type Principal } from '../access';
import type { AccessCheck, ResourceMenu } from '../resource/types';
import { bodegas } from './bodegas';
import { clientes } from './clientes';
import { invoices } from './invoices';
import { pedidos } from './pedidos';
import { workers } from './workers';
import { tickets } from './tickets';
import type { Resource } from '../resource/types';
import { getResource } from './index';

/**
 * Screens besides a resource's own list that the drawer offers (spec 01 §2.4: each menu item needs a
 * named permission and the tenant module): views of a resource (a status board) or another list of
 * it, and screens over several resources (calendars). Gated by reading the resource (if any), plus the
 * entry's own permission and module.
 */
export interface ScreenEntry {
  key: string;
  path: string;
  /** Spanish label (translated by the web like resource labels). */
  label: string;
  menu: ResourceMenu;
  /** Its data, when it is a view of one resource: the user must be able to view it. */
  resource?: Resource;
  /** Its data, when it gathers several resources: the user must be able to view at least one. */
  anyOf?: readonly Resource[];
  can?: AccessCheck;
  module?: string;
  /** Only for users who can send to the DIAN (the tenant's switch and 'Agregar Facturas': canSendToDian). */
  dian?: boolean;
}

export const SCREENS: readonly ScreenEntry[] = [
  // The tickets kanban's board list (spec 01 §2.4 'boards (tickets)'), first in the Tickets group.
  { key: 'boards', path: '/boards', label: 'Tableros', resource: tickets,
    menu: { group: 'Tickets', order: (tickets.menu?.order ?? 10) - 0.5, icon: 'kanban' } },
  { key: 'calendar', path: '/calendar', label: 'Calendario', can: 'Ver Calendario', module: 'calendario',
    menu: { group: 'Agenda', order: 10, icon: 'calendar' } },
  { key: 'booking', path: '/booking', label: 'Reservas', can: 'Ver Reservas', module: 'booking',
    menu: { group: 'Agenda', order: 20, icon: 'calendar-clock' } },
  { key: 'orders-status-board', path: '/orders-status-board', label: 'Tablero de pedidos', resource: pedidos,
    menu: { group: 'Ventas', order: 21, icon: 'square-kanban' } },
  // The invoices by DIAN status (issue 15): each card moves by itself as the DIAN answers (realtime).
  { key: 'dian-board', path: '/facturacion/dian', label: 'Tablero DIAN', resource: invoices, dian: true,
    menu: { group: 'Facturación', order: 12, icon: 'square-kanban' } },
  // DIAN habilitación (issue 15): the TestSetId, the test set's sends and the DIAN's answers. For who may
  // administer invoices with the electronic-invoicing module (the server's gate); not the sending switch:
  // habilitación comes before sending is switched on.
  { key: 'dian-habilitacion', path: '/facturacion/habilitacion', label: 'Habilitación DIAN', can: 'Administrar Facturas', module: 'facturacion_electronica',
    menu: { group: 'Facturación', order: 16, icon: 'check-circle' } },
  // "orders-payments" sits with the point of sale in the spec's menu: the 'Pagos' permission and the
  // punto_pagos module, besides reading orders.
  { key: 'orders-payments', path: '/orders-payments', label: 'Pagos de pedidos', resource: pedidos, can: 'Pagos', module: 'punto_pagos',
    menu: { group: 'Ventas', order: 22, icon: 'wallet' } },
  // Receivables by client with ageing (spec 01 §2.2 /cartera; §6 'Cartera'): 'Ver Cartera', the
  // facturas module (§6 lists no cartera module; it is the invoices' debt) and reading invoices.
  { key: 'cartera', path: '/cartera', label: 'Cartera', resource: invoices, can: 'Ver Cartera', module: 'facturas',
    menu: { group: 'Facturación', order: 30, icon: 'wallet' } },
  // People by their next birthday (spec 01 §2.2 /birthdays): the resources that declare a date of birth.
  { key: 'birthdays', path: '/birthdays', label: 'Cumpleaños', anyOf: [workers, clientes],
    menu: { group: 'Personal', order: 80, icon: 'cake' } },
  // Everyone's own: their data and default homepage, this device's language and theme (spec 01 §2.4 'settings; profile').
  { key: 'profile', path: '/profile', label: 'Perfil', menu: { group: 'Administración', order: 95, icon: 'user' } },
  { key: 'settings', path: '/settings', label: 'Configuración', menu: { group: 'Administración', order: 96, icon: 'settings' } },
  // The tenant's settings (spec 01 §2.4 'admin/settings'; spec 01 §6 names no permission: SuperAdmin).
  { key: 'admin-settings', path: '/admin/settings', label: 'Configuración de la empresa', can: 'SuperAdmin',
    menu: { group: 'Administración', order: 97, icon: 'building' } },
  // The warehouses with their stock counts; a warehouse opens its stock (/storage/{bodegaId}).
  { key: 'storage', path: '/storage', label: 'Bodegas', resource: bodegas,
    menu: { group: 'Inventario', order: 40, icon: 'archive' } },
  // Connected users and their pages (App.Mobile presence); SuperAdmin only, like the live-user badge
  // (spec 01 §6 names no permission for it).
  { key: 'live-users', path: '/live-users', label: 'Usuarios en línea', can: 'SuperAdmin',
    menu: { group: 'Administración', order: 90, icon: 'users' } },
];

export const screenAllowed = (p: Principal | null | undefined, s: ScreenEntry) =>
  !!p && (!s.resource || canOnResource(p, s.resource, 'view')) && can(p, s.can) && hasModule(p, s.module)
  && (!s.anyOf || s.anyOf.some((r) => canOnResource(p, r, 'view'))) && (!s.dian || !!p.canSendToDian);

export const getScreen = (key: string) => SCREENS.find((s) => s.key === key);

/**
 * A record's own page, or null when its records open in the form dialog of their list: tickets have
 * their page (/tickets/{id}); other resources declare one with `page` (/cliente/{id}, /orders/{id} …,
 * served by the generic record page).
 */
export function recordPagePath(resource: string, id: number | string): string | null {
  if (resource === 'tickets') return `/tickets/${id}`;
  const r = getResource(resource);
  return r?.page ? `/${r.page.path ?? r.name}/${id}` : null;
}
