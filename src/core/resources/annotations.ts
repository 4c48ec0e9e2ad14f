import { datetime, defineResource, json, number, relation, text, textarea } from '../resource';

/**
 * Annotations — the minutes of a workplace: a note, an incident, a count (spec 02 §3 'Annotation':
 * type (required, default nota), timestamp (required, default now), quantity (default 0), user_id
 * (required), worker_id, entidad_id, puesto_id, note, extra; ordered by timestamp descending).
 * Permission word 'Minutas', module 'anotaciones'.
 */
export const annotations = defineResource({
  name: 'annotations',
  label: { one: 'Anotación', many: 'Anotaciones' },
  gender: 'f',
  title: 'type',
  module: 'anotaciones',
  permission: 'Minutas',
  menu: { group: 'Personal', order: 70, icon: 'file-text' },
  defaultOrder: '-timestamp',
  fields: {
    type: text({ label: 'Tipo', rules: 'required|min:2|max:50', default: 'nota', searchable: true, filter: true }),
    timestamp: datetime({ label: 'Fecha y hora', rules: 'required|date', default: (c) => c.now.toISOString(), filter: true }),
    quantity: number({ label: 'Cantidad', rules: 'numeric', default: 0 }),
    note: textarea({ label: 'Nota', rules: 'max:5000', searchable: true }),
    user_id: relation('users', { label: 'Registrado por', rules: 'required', default: (c) => c.userId }),
    worker_id: relation('workers', { label: 'Trabajador', modulo: 'trabajadores', filter: true }),
    puesto_id: relation('puestos', { label: 'Puesto', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
