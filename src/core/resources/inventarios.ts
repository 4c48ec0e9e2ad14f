import { boolean, currency, defineResource, json, number, relation, relationMany, text, textarea } from '../resource';
import { accountField, priceSets } from './productos';

/** Tax selectors offer only active taxes (spec 01 §3: taxes come from the taxes resource with status 1). */
const ACTIVE_TAX = { status: [1] };

/**
 * Inventory items (spec 02 §3 'Inventory item'; §5 item and referencia required, 2 to 200;
 * valor_unitario required, min 0). REST name 'inventarios' (spec 01 §2.2 /inventarios/images), module
 * 'inventarios'. Spec 01 §6 names no permission word of their own: they are catalogue items like
 * products ('Productos'). Sale price sets 2..20 on the 'prices' tab, like products.
 */
export const inventarios = defineResource({
  name: 'inventarios',
  label: { one: 'Ítem de inventario', many: 'Inventario' },
  title: 'item',
  module: 'inventarios',
  permission: 'Productos',
  menu: { group: 'Inventario', order: 15, icon: 'box' },
  defaultOrder: 'item',
  fields: {
    item: text({ label: 'Ítem', rules: 'required|min:2|max:200', searchable: true, tab: 'item' }),
    referencia: text({ label: 'Referencia', rules: 'required|min:2|max:200', searchable: true, filter: { searchLogic: 'exact' }, tab: 'item' }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:5000', searchable: true, tab: 'item', list: { visible: false } }),
    categoria_id: relation('categorias-productos', { label: 'Categoría', filter: true, tab: 'item' }),
    unit_id: relation('units', { label: 'Unidad', tab: 'item', list: { visible: false } }),
    valor_unitario: currency({ label: 'Valor unitario', rules: 'required|numeric|minvalue:0', tab: 'item' }),
    precio_compra: currency({ label: 'Precio de compra', rules: 'numeric|minvalue:0', default: 0, tab: 'item', list: { visible: false } }),
    taxes: relationMany('taxes', { label: 'Impuestos', pivot: 'inventario_tax', ownerKey: 'inventario_id', targetKey: 'tax_id', whereIn: ACTIVE_TAX, tab: 'item', list: { visible: false } }),
    impuesto: number({ label: 'Impuesto (%)', rules: 'numeric|minvalue:0|maxvalue:100', tab: 'item', list: { visible: false } }),
    retefuente_id: relation('taxes', { label: 'Retención en la fuente', whereIn: ACTIVE_TAX, tab: 'item', list: { visible: false } }),
    reteica_id: relation('taxes', { label: 'Retención de ICA', whereIn: ACTIVE_TAX, tab: 'item', list: { visible: false } }),
    discount: number({ label: 'Descuento (%)', rules: 'numeric|minvalue:0|maxvalue:100', default: 0, tab: 'item', list: { visible: false } }),
    active: boolean({ label: 'Activo', default: true, filter: true, tab: 'item' }),
    ...priceSets({ saleOnly: true }),
    minimum_stock: number({ label: 'Stock mínimo', rules: 'numeric|minvalue:-1', default: -1, tab: 'advanced', list: { visible: false } }),
    maximum_stock: number({ label: 'Stock máximo', rules: 'numeric|minvalue:-1', default: -1, tab: 'advanced', list: { visible: false } }),
    stock_negativo: boolean({ label: 'Permite stock negativo', default: false, tab: 'advanced', list: { visible: false } }),
    sync_bodega: boolean({ label: 'Sincronizar con bodegas', default: false, tab: 'advanced', list: { visible: false } }),
    destacado: boolean({ label: 'Destacado', default: false, tab: 'advanced', list: { visible: false } }),
    es_vendible_sin_stock: boolean({ label: 'Vendible sin stock', default: true, tab: 'advanced', list: { visible: false } }),
    mostrar_stock: boolean({ label: 'Mostrar stock', default: true, modulo: 'tienda', tab: 'shop', list: { visible: false } }),
    mostrar_precio: boolean({ label: 'Mostrar precio', default: true, modulo: 'tienda', tab: 'shop', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'advanced', list: { visible: false } }),
    cuenta_id: accountField('Cuenta contable'),
    advanced_stock: json({ label: 'Stock avanzado', formHidden: true, list: { visible: false } }),
  },
});
