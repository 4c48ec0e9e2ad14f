import { color, defineResource, json, relation, text, textarea } from '../resource';

export const categoriasTickets = defineResource({
  name: 'categorias-tickets',
  label: { one: 'Categoría de tickets', many: 'Categorías de tickets' },
  gender: 'f',
  title: 'nombre',
  module: 'tickets',
  // Its own word (spec 01 §6): adding tickets must not let anyone edit the board's categories.
  permission: 'Categorias',
  menu: { group: 'Tickets', order: 20, icon: 'tags' },
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:255', searchable: true, tab: 'category' }),
    color: color({ label: 'Color', rules: 'max:20', default: '#CCCCCC', tab: 'category' }),
    lists: text({ label: 'Columnas del tablero', rules: 'required|max:1000', default: 'abierto,en curso,completado,rechazado', tab: 'category' }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:2000', tab: 'category', list: { visible: false } }),
    parent_id: relation('categorias-tickets', { label: 'Categoría padre', rules: 'parent', tab: 'category' }),
    metadata: json({ label: 'Metadatos', formHidden: true, list: { visible: false } }),
  },
});
