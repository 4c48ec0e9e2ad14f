import { currency, date, defineResource, json, lineItems, number, relation, relationMany, text } from '../resource';

/**
 * Scheduled orders (spec 02 §3 'Scheduled order': fecha, productos_id, categorias_id, entidad_id, tipo
 * (default 'Menú'), items, extra; §5 date required, at least one item): what is planned for a day —
 * a menu, by default — and the lines to order for it. Route and menu entry /programacion-pedidos
 * (spec 01 §2.2, §2.4), permission word 'Programacion' and module 'programacion_pedidos' (spec 01 §6).
 *
 * productos_id and categorias_id are plural names holding ids: they are read as the products and the
 * product categories the day offers (several of each), so they are many-to-many relations to
 * `productos` and `categorias-productos` (pivot tables; the field names are kept as the spec spells
 * them and are also their include names). The lines are what is ordered, each with a quantity and a
 * price; a line total is computed by the server, and the spec gives the record no total of its own.
 */
export const programacionPedidos = defineResource({
  name: 'programacion-pedidos',
  label: { one: 'Programación de pedidos', many: 'Programación de pedidos' },
  gender: 'f',
  title: 'fecha',
  module: 'programacion_pedidos',
  permission: 'Programacion',
  menu: { group: 'Ventas', order: 25, icon: 'calendar-check' },
  defaultOrder: '-fecha',
  fields: {
    fecha: date({ label: 'Fecha', rules: 'required|date', filter: true }),
    tipo: text({ label: 'Tipo', rules: 'required|max:50', default: 'Menú', filter: true, searchable: true }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades' }),
    productos_id: relationMany('productos', {
      label: 'Productos', pivot: 'programacion_pedido_producto', ownerKey: 'programacion_pedido_id', targetKey: 'producto_id', filter: true,
    }),
    categorias_id: relationMany('categorias-productos', {
      label: 'Categorías', pivot: 'programacion_pedido_categoria', ownerKey: 'programacion_pedido_id', targetKey: 'categoria_id', filter: true,
      list: { visible: false },
    }),
    items: lineItems({
      label: 'Líneas', rules: 'required|min:1',
      table: 'programacion_pedido_items', parentKey: 'programacion_pedido_id', totals: {},
      fields: {
        producto_id: relation('productos', { label: 'Producto' }),
        nombre: text({ label: 'Descripción', rules: 'required|max:255' }),
        cantidad: number({ label: 'Cantidad', rules: 'required|numeric|minvalue:1', default: 1, scale: 4 }),
        precio: currency({ label: 'Precio', rules: 'numeric|minvalue:0', default: 0 }),
        total: currency({ label: 'Total', readonly: true }),
      },
    }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
  },
});
