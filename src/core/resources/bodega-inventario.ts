import { defineResource, json, number, relation, text } from '../resource';

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
    // The product's reference and name, copied by the server from the product (and kept when it is
    // renamed), so a warehouse's stock is searched and sorted by them with the list's indexes.
    referencia: text({ label: 'Referencia', readonly: true, searchable: true, formHidden: true }),
    item_id: relation('productos', { label: 'Producto', rules: 'required', filter: true }),
    bodega_id: relation('bodegas', { label: 'Bodega', rules: 'required', filter: true }),
    stock: number({ label: 'Stock', rules: 'required|numeric', default: 0 }),
    producto: text({ label: 'Nombre del producto', readonly: true, searchable: true, formHidden: true, list: { visible: false } }),
    advanced_stock: json({ label: 'Stock avanzado', formHidden: true, list: { visible: false } }),
  },
});
