import { defineResource, integer, location, relation, text } from '../resource';

export const entidades = defineResource({
  name: 'entidades',
  label: { one: 'Entidad', many: 'Entidades' },
  customFields: true,
  gender: 'f',
  title: 'name',
  module: 'entidades',
  permission: 'Entidades',
  menu: { group: 'Administración', order: 40, icon: 'building' },
  aliases: ['entities'],
  // A small catalogue: the list loads it whole and works in the client (local mode, spec 01 §7).
  localList: true,
  // /entidades/reorder: the tree by parent, titles and descriptions from these fields (spec 01 §2.6).
  views: { reorder: { order: 'orden', parent: 'parent_id', title: 'name' } },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:255', searchable: true, filter: true }),
    codigo: text({ label: 'Código', rules: 'max:50', searchable: true, filter: true }),
    parent_id: relation('entidades', { label: 'Entidad padre', rules: 'parent' }),
    // Position among its siblings, written by the reorder screen (views.reorder).
    orden: integer({ label: 'Orden', rules: 'integer', formHidden: true, list: { visible: false } }),
    location: location({ label: 'Ubicación' }),
  },
});
