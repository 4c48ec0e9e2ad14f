import { defineResource, json, location, optionsOf, relation, select, text, textarea, withTones } from '../resource';

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
  menu: { group: 'Inventario', order: 40, icon: 'archive' },
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
  },
});
