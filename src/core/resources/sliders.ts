import { color, defineResource, image, relation, text, textarea } from '../resource';

/**
 * Sliders — the banners of the shop and the dashboard (spec 02 §3 'Slider': name, text, color (default
 * white), url, image, entidad_id, puesto_id, cliente_id, role_id, company_id; §5 color defaults to
 * white). Permission word 'Portadas', module 'portadas'.
 */
export const sliders = defineResource({
  name: 'sliders',
  label: { one: 'Portada', many: 'Portadas' },
  gender: 'f',
  title: 'name',
  module: 'portadas',
  permission: 'Portadas',
  menu: { group: 'Administración', order: 50, icon: 'columns' },
  defaultOrder: 'name',
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:100', searchable: true }),
    text: textarea({ label: 'Texto', rules: 'max:1000' }),
    color: color({ label: 'Color', rules: 'max:20', default: '#FFFFFF' }),
    url: text({ label: 'Enlace', rules: 'url|max:255', list: { visible: false } }),
    image: image({ label: 'Imagen', aspect: 16 / 9 }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    puesto_id: relation('puestos', { label: 'Puesto', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', list: { visible: false } }),
    role_id: relation('roles', { label: 'Rol', list: { visible: false } }),
    company_id: relation('companies', { label: 'Empresa', modulo: 'empresas', list: { visible: false } }),
  },
});
