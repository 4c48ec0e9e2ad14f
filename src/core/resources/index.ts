import type { Resource } from '../resource/types';
import { bookings } from './bookings';
import { categoriasProductos } from './categorias-productos';
import { categoriasTickets } from './categorias-tickets';
import { clientes } from './clientes';
import { customFields } from './custom-fields';
import { entidades } from './entidades';
import { notifications } from './notifications';
import { paymentMethods } from './payment-methods';
import { pedidos } from './pedidos';
import { permissions } from './permissions';
import { productos } from './productos';
import { puestos } from './puestos';
import { roles } from './roles';
import { seguimientos } from './seguimientos';
import { taxes } from './taxes';
import { tickets } from './tickets';
import { users } from './users';

/** The registry: every resource, once. Adding a resource = one file + one line here. */
export const RESOURCES: readonly Resource[] = [
  users, roles, permissions, entidades, clientes, pedidos, paymentMethods, productos, categoriasProductos, taxes, tickets, categoriasTickets,
  puestos, bookings,
  seguimientos, notifications, customFields,
];

const BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));

export const getResource = (name: string): Resource | undefined => BY_NAME.get(name);

export { bookings, categoriasProductos, categoriasTickets, clientes, customFields, entidades, notifications, paymentMethods, pedidos, permissions, productos, puestos, roles, seguimientos, taxes, tickets, users };
