import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Form tab names (spec 03 §2.1); other tab names are shown as written (translated as labels). */
export const TAB_LABELS: Record<string, MessageDescriptor> = {
  info: msg`Información`,
  client: msg`Cliente`,
  Tributarios: msg`Tributarios`,
  product: msg`Producto`,
  prices: msg`Precios`,
  choosables: msg`Opciones`,
  accounting: msg`Contabilidad`,
  item: msg`Ítem`,
  advanced: msg`Avanzado`,
  shop: msg`Tienda`,
  user: msg`Usuario`,
  role: msg`Roles`,
  relations: msg`Relaciones`,
  tax: msg`Impuesto`,
  category: msg`Categoría`,
  ticket: msg`Ticket`,
  others: msg`Otros`,
  scope: msg`Alcance`,
  order: msg`Pedido`,
  shipping: msg`Envío`,
  invoice: msg`Factura`,
  receipt: msg`Recibo`,
  'payment methods': msg`Pagos`,
  'purchase order': msg`Orden de compra`,
  'approval workflow': msg`Aprobación`,
  // Custom fields (spec 03 §2.3): their default group, and the definition form's own tab.
  data: msg`Datos`,
  field: msg`Campo`,
};
