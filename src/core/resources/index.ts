import type { Resource } from '../resource/types';
import { annotations } from './annotations';
import { banks } from './banks';
import { bodegas } from './bodegas';
import { bodegaInventario } from './bodega-inventario';
import { inventarios } from './inventarios';
import { categoriasDocumentos } from './categorias-documentos';
import { charges } from './charges';
import { companies } from './companies';
import { concepts } from './concepts';
import { documents } from './documents';
import { forms } from './forms';
import { formResponses } from './form-responses';
import { registrationUsers } from './registration-users';
import { conductores } from './conductores';
import { expenses } from './expenses';
import { horarios } from './horarios';
import { invoices } from './invoices';
import { creditNotes, debitNotes } from './notes';
import { proveedores } from './proveedores';
import { programacionPedidos } from './programacion-pedidos';
import { purchaseOrders } from './purchase-orders';
import { invoicesProveedores } from './invoices-proveedores';
import { schedules } from './schedules';
import { sliders } from './sliders';
import { transports } from './transports';
import { units } from './units';
import { vehiculos } from './vehiculos';
import { workers } from './workers';
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
import { receipts } from './receipts';
import { resolutions } from './resolutions';
import { roles } from './roles';
import { seguimientos } from './seguimientos';
import { settings } from './settings';
import { taxes } from './taxes';
import { tickets } from './tickets';
import { users } from './users';

/** The registry: every resource, once. Adding a resource = one file + one line here. */
export const RESOURCES: readonly Resource[] = [
  users, roles, permissions, entidades, clientes, pedidos, paymentMethods, productos, categoriasProductos, taxes, tickets, categoriasTickets,
  puestos, bookings,
  seguimientos, notifications, customFields,
  // Issue 14: the rest of the entities spec.
  proveedores, expenses, bodegas, units, conductores, vehiculos, workers, charges, concepts, horarios, schedules,
  annotations, banks, companies, categoriasDocumentos, documents, sliders, transports,
  forms, formResponses, registrationUsers,
  purchaseOrders, invoicesProveedores, programacionPedidos,
  invoices, receipts, resolutions,
  creditNotes, debitNotes,
  inventarios, bodegaInventario,
  settings,
];

const BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));

export const getResource = (name: string): Resource | undefined => BY_NAME.get(name);

export { bookings, categoriasProductos, categoriasTickets, clientes, customFields, entidades, notifications, paymentMethods, pedidos, permissions, productos, puestos, roles, seguimientos, taxes, tickets, users };
export {
  annotations, banks, bodegas, categoriasDocumentos, charges, companies, concepts, conductores, documents, expenses, horarios, proveedores,
  schedules, sliders, transports, units, vehiculos, workers, forms, formResponses, registrationUsers,
};
export { bodegaInventario, inventarios };
export { invoicesProveedores, programacionPedidos, purchaseOrders };
export { invoices, receipts, resolutions };
export { creditNotes, debitNotes };
export { settings };
