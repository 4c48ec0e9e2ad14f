import {
  boolean, currency, defineResource, extra, image, integer, json, number, relation, relationMany, select, text, textarea,
  type Field,
} from '../resource';

/** Price sets 2..20, for sale (precioN) and purchase (precio_compraN), all on the 'prices' tab (spec 02 §3). */
function priceSets(): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (let n = 2; n <= 20; n++) {
    out[`precio${n}`] = currency({ label: `Precio ${n}`, rules: 'numeric|minvalue:0', tab: 'prices', list: { visible: false } });
    out[`precio_compra${n}`] = currency({ label: `Precio de compra ${n}`, rules: 'numeric|minvalue:0', tab: 'prices', list: { visible: false } });
  }
  return out;
}

export const TIPOS_PRODUCTO = [
  { value: 'producto', label: 'Producto' }, { value: 'servicio', label: 'Servicio' }, { value: 'combo', label: 'Combo' },
];

/** Tax selectors offer only active taxes (spec 01 §3: taxes come from the taxes resource with status 1). */
const ACTIVE_TAX = { status: [1] };

export const productos = defineResource({
  name: 'productos',
  label: { one: 'Producto', many: 'Productos' },
  customFields: true,
  title: 'name',
  module: 'inventarios',
  permission: 'Productos',
  menu: { group: 'Inventario', order: 10, icon: 'box' },
  page: { path: 'product' },
  aliases: ['products'],
  fields: {
    referencia: text({ label: 'Referencia', rules: 'required|min:2|max:200', searchable: true, unique: true, filter: { searchLogic: 'exact' }, tab: 'product' }),
    name: text({ label: 'Nombre', rules: 'required|min:2|max:200', searchable: true, tab: 'product' }),
    image: image({ label: 'Imagen', aspect: 1, tab: 'product' }),
    description: textarea({ label: 'Descripción', rules: 'min:2|max:5000', searchable: true, tab: 'product', list: { visible: false } }),
    type: select(TIPOS_PRODUCTO, { label: 'Tipo', rules: 'required|in:producto,servicio,combo', default: 'producto', tab: 'product' }),
    categoria_id: relation('categorias-productos', { label: 'Categoría', tab: 'product' }),
    precio: currency({ label: 'Precio', rules: 'required|numeric|minvalue:0', default: 0, tab: 'product' }),
    precio_compra: currency({ label: 'Precio de compra', rules: 'numeric|minvalue:0', default: 0, tab: 'product', list: { visible: false } }),
    taxes: relationMany('taxes', { label: 'Impuestos', pivot: 'producto_tax', ownerKey: 'producto_id', targetKey: 'tax_id', whereIn: ACTIVE_TAX, tab: 'product', list: { visible: false } }),
    retefuente_id: relation('taxes', { label: 'Retención en la fuente', whereIn: ACTIVE_TAX, tab: 'product', list: { visible: false } }),
    reteica_id: relation('taxes', { label: 'Retención de ICA', whereIn: ACTIVE_TAX, tab: 'product', list: { visible: false } }),
    discount: number({ label: 'Descuento (%)', rules: 'numeric|minvalue:0|maxvalue:100', default: 0, tab: 'product', list: { visible: false } }),
    stock: number({ label: 'Stock', readonly: true, default: 0, tab: 'product' }),
    minimum_stock: number({ label: 'Stock mínimo', rules: 'numeric|minvalue:-1', default: -1, tab: 'advanced', list: { visible: false } }),
    maximum_stock: number({ label: 'Stock máximo', rules: 'numeric|minvalue:-1', default: -1, tab: 'advanced', list: { visible: false } }),
    active: boolean({ label: 'Activo', default: true, filter: true, tab: 'product' }),
    // Featured only matters among active products (the shop shows no others): offered once 'Activo' is Sí.
    destacado: boolean({ label: 'Destacado', default: false, filter: { showIf: { filter: 'active', values: ['1'] } }, tab: 'advanced', list: { visible: false } }),
    es_vendible_sin_stock: boolean({ label: 'Vendible sin stock', default: true, tab: 'advanced', list: { visible: false } }),
    mostrar_stock: boolean({ label: 'Mostrar stock', default: true, modulo: 'tienda', tab: 'shop', list: { visible: false } }),
    mostrar_precio: boolean({ label: 'Mostrar precio', default: true, modulo: 'tienda', tab: 'shop', list: { visible: false } }),
    notas: textarea({ label: 'Notas', rules: 'max:255', tab: 'advanced', list: { visible: false } }),
    duration: integer({ label: 'Duración (minutos)', rules: 'integer|minvalue:0|maxvalue:720', default: 30, modulo: 'booking', tab: 'advanced', list: { visible: false } }),
    tips: textarea({ label: 'Recomendaciones', rules: 'max:500', tab: 'advanced', list: { visible: false } }),
    service_reminder_days: integer({ label: 'Recordatorio de servicio (días)', rules: 'integer|minvalue:0|maxvalue:600', tab: 'advanced', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'advanced', list: { visible: false } }),
    user_id: relation('users', { label: 'Creado por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
    ...priceSets(),
    // Combo prices (spec 02 §3): keys 'combo N-M' give the unit price for quantities N to M.
    extra: extra({ label: 'Datos adicionales', hint: 'Precio por cantidad: clave «combo 2-5», valor el precio.', tab: 'advanced', max: 50 }),
    advanced_stock: json({ label: 'Stock avanzado', formHidden: true, list: { visible: false } }),
    choosables: json({ label: 'Opciones', formHidden: true, list: { visible: false } }),
  },
});
