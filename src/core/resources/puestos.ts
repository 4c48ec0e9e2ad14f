import { color, defineResource, relation, text, textarea } from '../resource';

/**
 * Job places (spec 02 §3 'Job place': nombre, localizacion, descripcion, entidad_id, producto_id): a
 * chair, a room, a bay. Bookings are taken on a puesto; its `color` paints them in the calendars.
 */
export const puestos = defineResource({
  name: 'puestos',
  label: { one: 'Puesto', many: 'Puestos' },
  customFields: true,
  title: 'nombre',
  permission: 'Puestos',
  menu: { group: 'Agenda', order: 30, icon: 'map-pin' },
  aliases: ['job_places'],
  // A small catalogue: the list loads it whole and works in the client (local mode, spec 01 §7).
  localList: true,
  defaultOrder: 'nombre',
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:255', searchable: true, tab: 'job place' }),
    color: color({ label: 'Color', rules: 'max:20', default: '#2563EB', tab: 'job place' }),
    localizacion: text({ label: 'Localización', rules: 'max:255', searchable: true, tab: 'job place' }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:2000', tab: 'job place', list: { visible: false } }),
    producto_id: relation('productos', { label: 'Producto', tab: 'job place', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'job place', list: { visible: false } }),
  },
});
