import { defineResource, number, text, textarea } from '../resource';

/**
 * Units of measure (spec 02 §3 'Unit'; §5 name and short required, rate_conversion min 0). Products and
 * inventory items count in them. Permission word 'Unidades', module 'inventarios'.
 */
export const units = defineResource({
  name: 'units',
  label: { one: 'Unidad', many: 'Unidades' },
  gender: 'f',
  title: 'name',
  module: 'inventarios',
  permission: 'Unidades',
  menu: { group: 'Inventario', order: 50, icon: 'box' },
  defaultOrder: 'name',
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:1|max:100', searchable: true }),
    short: text({ label: 'Abreviatura', rules: 'required|min:1|max:20', searchable: true }),
    description: textarea({ label: 'Descripción', rules: 'max:500', list: { visible: false } }),
    rate_conversion: number({ label: 'Factor de conversión', rules: 'numeric|minvalue:0', default: 1, scale: 6 }),
  },
});
