import {
  boolean, currency, date, datetime, defineResource, json, lineItems, number, relation, select, text, textarea, todayDefault, withTones,
} from '../resource';

/** Purchase order status list (spec 02 §4), in the spec's order; the first is the default. */
export const PURCHASE_ORDER_STATUSES = [
  'generado', 'revisado', 'aprobado', 'parcialmente entregado', 'entregado', 'rechazado', 'cancelado', 'pagado',
] as const;
/** Badge colours in the scheme of the orders' estados: in progress blue/amber, done green, refused red, dropped grey. */
const STATUS_OPTIONS = withTones(
  PURCHASE_ORDER_STATUSES.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })),
  {
    generado: 'info', revisado: 'info', aprobado: 'accent', 'parcialmente entregado': 'warning', entregado: 'success',
    rechazado: 'danger', cancelado: 'neutral', pagado: 'success',
  },
);

/**
 * Purchase orders (spec 02 §3 'Purchase order'; §4 status; §5 number, proveedor_id and date required,
 * at least one item, item cantidad min 1; a line's cantidad_entregada at most its cantidad). REST name, route and menu entry `purchase_orders` (spec 01
 * §2.2, §2.4); permission word 'Ordenes de Compra' (spec 01 §6); module 'proveedores' (spec 01 §6 has
 * no purchases module: purchase orders are bought from suppliers). The number is unique per tenant.
 * Lines are priced like an order's (src/core/money): the line and document totals are the server's.
 * A line may name the product it buys (optional: the spec's lines are name, precio, cantidad,
 * cantidad_entregada); picking one fills its name and purchase price. approved_at / approved_by are
 * set by the server when the order becomes 'aprobado' (src/server/features/purchases).
 */
export const purchaseOrders = defineResource({
  name: 'purchase_orders',
  label: { one: 'Orden de compra', many: 'Órdenes de compra' },
  gender: 'f',
  title: 'number',
  module: 'proveedores',
  permission: 'Ordenes de Compra',
  menu: { group: 'Compras', order: 20, icon: 'inbox' },
  page: {},
  defaultOrder: '-date',
  fields: {
    number: text({ label: 'Número', rules: 'required|max:50', unique: true, searchable: true, tab: 'purchase order' }),
    proveedor_id: relation('proveedores', { label: 'Proveedor', rules: 'required', tab: 'purchase order' }),
    date: date({ label: 'Fecha', rules: 'required|date', default: todayDefault, filter: true, tab: 'purchase order' }),
    status: select(STATUS_OPTIONS, {
      label: 'Estado', rules: `required|in:${PURCHASE_ORDER_STATUSES.join(',')}`, default: 'generado', tab: 'purchase order', list: { chip: true },
    }),
    items: lineItems({
      label: 'Productos', rules: 'required|min:1', tab: 'purchase order',
      table: 'purchase_order_items', parentKey: 'purchase_order_id', totals: { total: 'total' }, productPrice: 'precio_compra',
      fields: {
        producto_id: relation('productos', { label: 'Producto' }),
        name: text({ label: 'Descripción', rules: 'required|max:255' }),
        cantidad: number({ label: 'Cantidad', rules: 'required|numeric|minvalue:1', default: 1, scale: 4 }),
        precio: currency({ label: 'Precio', rules: 'required|numeric|minvalue:0', default: 0 }),
        // Never more delivered than ordered (checked per line: items.N.cantidad_entregada).
        cantidad_entregada: number({ label: 'Cantidad entregada', rules: 'numeric|minvalue:0|lte:cantidad', default: 0, scale: 4 }),
        total: currency({ label: 'Total', readonly: true }),
      },
    }),
    // The lines table shows the total as it is typed; the form needs no second copy.
    total: currency({ label: 'Total', readonly: true, formHidden: true, tab: 'purchase order' }),
    payment_method: text({ label: 'Forma de pago', rules: 'max:50', filter: true, tab: 'purchase order', list: { visible: false } }),
    bodega_id: relation('bodegas', { label: 'Bodega', modulo: 'inventarios', tab: 'purchase order', list: { visible: false } }),
    delivered_date: date({ label: 'Fecha de entrega', rules: 'date', filter: true, tab: 'purchase order', list: { visible: false } }),
    is_processed: boolean({ label: 'Procesada', default: false, filter: true, tab: 'purchase order', list: { visible: false } }),
    notes: textarea({ label: 'Notas', rules: 'max:2000', tab: 'others', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'others', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', modulo: 'clientes', tab: 'others', list: { visible: false } }),
    approved_at: datetime({ label: 'Aprobada el', readonly: true, tab: 'approval workflow', list: { visible: false } }),
    approved_by: relation('users', { label: 'Aprobada por', include: 'aprobador', readonly: true, tab: 'approval workflow', list: { visible: false } }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
  },
});
