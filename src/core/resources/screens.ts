import { canOnResource, can, hasModule, type Principal } from '../access';
import type { AccessCheck, ResourceMenu } from '../resource/types';
import { pedidos } from './pedidos';
import { tickets } from './tickets';
import type { Resource } from '../resource/types';

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
  can?: AccessCheck;
  module?: string;
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
  // "orders-payments" sits with the point of sale in the spec's menu: the 'Pagos' permission and the
  // punto_pagos module, besides reading orders.
  { key: 'orders-payments', path: '/orders-payments', label: 'Pagos de pedidos', resource: pedidos, can: 'Pagos', module: 'punto_pagos',
    menu: { group: 'Ventas', order: 22, icon: 'wallet' } },
  // Connected users and their pages (App.Mobile presence); SuperAdmin only, like the live-user badge
  // (spec 01 §6 names no permission for it).
  { key: 'live-users', path: '/live-users', label: 'Usuarios en línea', can: 'SuperAdmin',
    menu: { group: 'Administración', order: 90, icon: 'users' } },
];

export const screenAllowed = (p: Principal | null | undefined, s: ScreenEntry) =>
  !!p && (!s.resource || canOnResource(p, s.resource, 'view')) && can(p, s.can) && hasModule(p, s.module);

export const getScreen = (key: string) => SCREENS.find((s) => s.key === key);

/**
 * Resources whose records have a page of their own ('{id}' is the record's id); a record of any other
 * resource opens in the generic form dialog of its list. Only paths the router serves: there is no
 * /orders/{id} page yet, so orders open in the form.
 */
export const RECORD_PAGES: Readonly<Record<string, string>> = {
  tickets: '/tickets/{id}',
};

export const recordPagePath = (resource: string, id: number): string | null =>
  RECORD_PAGES[resource]?.replace('{id}', String(id)) ?? null;
