import { computed, defineResource, location, optionsOf, relation, select, text, textarea, withTones } from '../resource';

export const ESTADOS_BODEGA = ['activa', 'inactiva'] as const;

/**
 * Warehouses (spec 02 §3 'Warehouse'; §5 name required, 2 to 50). Stock is counted per warehouse
 * (/storage, /storage/{bodegaId}). Permission word 'Bodegas', module 'inventarios'.
 */
export const bodegas = defineResource({
  name: 'bodegas',
  label: { one: 'Bodega', many: 'Bodegas' },
  gender: 'f',
  title: 'nombre',
  module: 'inventarios',
  permission: 'Bodegas',
  // In the drawer as /storage (spec 01 §2.4 'storage (warehouses)'): this list with each warehouse's
  // stock counts, a warehouse opening its stock (core/resources/screens.ts).
  defaultOrder: 'nombre',
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:1000', list: { visible: false } }),
    estado: select(withTones(optionsOf(ESTADOS_BODEGA), { activa: 'success', inactiva: 'neutral' }),
      { label: 'Estado', rules: `required|in:${ESTADOS_BODEGA.join(',')}`, default: 'activa', list: { chip: true } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    puesto_id: relation('puestos', { label: 'Puesto', list: { visible: false } }),
    company_id: relation('companies', { label: 'Empresa', modulo: 'empresas', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', list: { visible: false } }),
    proveedor_id: relation('proveedores', { label: 'Proveedor', modulo: 'proveedores', list: { visible: false } }),
    location: location({ label: 'Ubicación', list: { visible: false } }),
    // Stock counts over the warehouse's stock rows (bodega_inventario), read with the warehouse.
    productos_count: computed('integer', {
      label: 'Productos',
      sql: 'select count(*)::int from bodega_inventario s where s.tenant_id = bodegas.tenant_id and s.bodega_id = bodegas.id and s.stock > 0',
    }),
    unidades: computed('number', {
      label: 'Unidades',
      sql: 'select coalesce(sum(s.stock), 0) from bodega_inventario s where s.tenant_id = bodegas.tenant_id and s.bodega_id = bodegas.id',
    }),
  },
});
