import {
  boolean, currency, defineResource, extra, image, integer, json, number, relation, relationMany, section, select, table, text, textarea,
  type Field,
} from '../resource';

/**
 * Price sets 2..20 (spec 02 §3, §9: 1 to 20; §5 'price sets min 0'), on their own 'prices' tab so the
 * main tab stays short, hidden in the list by default. Sale prices (precioN) and, unless `saleOnly`,
 * purchase prices (precio_compraN) side by side. A client's setPrecio picks the set an order uses
 * (core/money unitPriceFor).
 */
export function priceSets(opts: { saleOnly?: boolean } = {}): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (let n = 2; n <= 20; n++) {
    out[`precio${n}`] = currency({ label: `Precio ${n}`, rules: 'numeric|minvalue:0', tab: 'prices', list: { visible: false } });
    if (!opts.saleOnly) out[`precio_compra${n}`] = currency({ label: `Precio de compra ${n}`, rules: 'numeric|minvalue:0', tab: 'prices', list: { visible: false } });
  }
  return out;
}

/**
 * Accounting accounts of the tenant's accounting (spec 03 §7.4 proxy_cuentas: an external catalogue,
 * not a resource here), kept as the account's id.
 */
export const accountField = (label: string): Field => integer({ label, rules: 'integer|minvalue:1', tab: 'accounting', list: { visible: false } });

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
  // The product's page lists its stock in each warehouse, summed (= its stock).
  page: { path: 'product', related: [{ resource: 'bodega_inventario', field: 'item_id', sums: ['stock'] }] },
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
    // The 'prices' tab (second): price sets 2..20, then quantity prices.
    price_sets: section({ label: 'Listas de precios', hint: 'Cada cliente compra con su lista de precios de venta (1 es el precio principal); una lista vacía usa el precio principal.', tab: 'prices' }),
    ...priceSets(),
    combos: section({ label: 'Precio por cantidad', hint: 'Una clave «combo 3-5» con un precio da ese precio unitario cuando la cantidad de la línea está entre 3 y 5.', tab: 'prices' }),
    // Combo prices (spec 02 §3): keys 'combo N-M' give the unit price for quantities N to M (core/money unitPriceFor).
    extra: extra({ label: 'Datos adicionales', tab: 'prices', max: 50 }),
    taxes: relationMany('taxes', { label: 'Impuestos', pivot: 'producto_tax', ownerKey: 'producto_id', targetKey: 'tax_id', whereIn: ACTIVE_TAX, tab: 'product', list: { visible: false } }),
    retefuente_id: relation('taxes', { label: 'Retención en la fuente', whereIn: ACTIVE_TAX, tab: 'product', list: { visible: false } }),
    reteica_id: relation('taxes', { label: 'Retención de ICA', whereIn: ACTIVE_TAX, tab: 'product', list: { visible: false } }),
    // The single tax rate some documents still carry (spec 02 §3 'impuesto'), besides the tax entries.
    impuesto: number({ label: 'Impuesto (%)', rules: 'numeric|minvalue:0|maxvalue:100', tab: 'product', list: { visible: false } }),
    unit_id: relation('units', { label: 'Unidad', tab: 'product', list: { visible: false } }),
    proveedor_id: relation('proveedores', { label: 'Proveedor', modulo: 'proveedores', tab: 'advanced', list: { visible: false } }),
    discount: number({ label: 'Descuento (%)', rules: 'numeric|minvalue:0|maxvalue:100', default: 0, tab: 'product', list: { visible: false } }),
    // The sum of the product's stock rows over the warehouses (bodega_inventario), kept by the server.
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
    cuenta_id: accountField('Cuenta contable'),
    credit_note_cuenta_id: accountField('Cuenta de notas crédito'),
    debit_note_cuenta_id: accountField('Cuenta de notas débito'),
    // Stock by warehouse detail, kept by the stock rows (bodega_inventario.advanced_stock); not typed here.
    advanced_stock: json({ label: 'Stock avanzado', formHidden: true, list: { visible: false } }),
    // What a buyer chooses with the product (spec 02 tab 'choosables'): an option and its added price.
    choosables: table([
      { key: 'nombre', label: 'Opción' },
      { key: 'precio', label: 'Precio adicional', kind: 'number' },
    ], { label: 'Opciones', tab: 'choosables', fullWidth: true, list: { visible: false } }),
  },
});
