import { color, defineResource, integer, json, relation, text, textarea } from '../resource';

export const categoriasTickets = defineResource({
  name: 'categorias-tickets',
  label: { one: 'Categoría de tickets', many: 'Categorías de tickets' },
  gender: 'f',
  title: 'nombre',
  module: 'tickets',
  // Its own word (spec 01 §6): adding tickets must not let anyone edit the board's categories.
  permission: 'Categorias',
  menu: { group: 'Tickets', order: 20, icon: 'tags' },
  // A small catalogue: the list loads it whole and works in the client (local mode, spec 01 §7).
  localList: true,
  // /categorias-tickets/reorder: the tree by parent, titles and descriptions from these fields (spec 01 §2.6).
  views: { reorder: { order: 'orden', parent: 'parent_id', title: 'nombre', description: 'descripcion' } },
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:255', searchable: true, tab: 'category' }),
    color: color({ label: 'Color', rules: 'max:20', default: '#CCCCCC', tab: 'category' }),
    lists: text({ label: 'Columnas del tablero', rules: 'required|max:1000', default: 'abierto,en curso,completado,rechazado', tab: 'category' }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:2000', tab: 'category', list: { visible: false } }),
    parent_id: relation('categorias-tickets', { label: 'Categoría padre', rules: 'parent', tab: 'category' }),
    // Position among its siblings, written by the reorder screen (views.reorder).
    orden: integer({ label: 'Orden', rules: 'integer', formHidden: true, list: { visible: false } }),
    metadata: json({ label: 'Metadatos', formHidden: true, list: { visible: false } }),
  },
});
