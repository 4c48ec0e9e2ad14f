import { computed, defineResource, json, number, relation } from '../resource';

/**
 * Stock of a product in a warehouse (spec 01 §3: the realtime payload of `bodega_inventario` carries
 * item_id, bodega_id, stock, advanced_stock). One row per (product, warehouse) in a tenant. The
 * product's `stock` is the sum of its rows, kept by the server in the same transaction
 * (src/server/features/stock). A row is reachable exactly when its warehouse is (row scope through
 * bodega_id), and it is read and written with the warehouses' permissions ('Bodegas', module
 * 'inventarios'). Screens: /storage and /storage/{bodegaId}.
 */
export const bodegaInventario = defineResource({
  name: 'bodega_inventario',
  label: { one: 'Stock en bodega', many: 'Stock por bodega' },
  title: 'producto',
  module: 'inventarios',
  permission: 'Bodegas',
  defaultOrder: 'producto',
  rowScope: { parent: 'bodega_id' },
  uniqueTogether: [{ fields: ['item_id', 'bodega_id'], message: 'Este producto ya tiene stock en esta bodega: edita esa fila.' }],
  fields: {
    item_id: relation('productos', { label: 'Producto', rules: 'required', filter: true }),
    bodega_id: relation('bodegas', { label: 'Bodega', rules: 'required', filter: true }),
    stock: number({ label: 'Stock', rules: 'required|numeric', default: 0 }),
    // The product's name and reference, for the record's title, sorting and exports.
    producto: computed('text', {
      label: 'Nombre del producto', list: { visible: false },
      sql: 'select p.name from productos p where p.tenant_id = bodega_inventario.tenant_id and p.id = bodega_inventario.item_id',
    }),
    referencia: computed('text', {
      label: 'Referencia',
      sql: 'select p.referencia from productos p where p.tenant_id = bodega_inventario.tenant_id and p.id = bodega_inventario.item_id',
    }),
    advanced_stock: json({ label: 'Stock avanzado', formHidden: true, list: { visible: false } }),
  },
});
