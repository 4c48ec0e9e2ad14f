import { defineResource, location, relation, text } from '../resource';

export const entidades = defineResource({
  name: 'entidades',
  label: { one: 'Entidad', many: 'Entidades' },
  customFields: true,
  gender: 'f',
  title: 'name',
  module: 'entidades',
  permission: 'Entidades',
  menu: { group: 'Administración', order: 40, icon: 'building' },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:255', searchable: true, filter: true }),
    codigo: text({ label: 'Código', rules: 'max:50', searchable: true, filter: true }),
    parent_id: relation('entidades', { label: 'Entidad padre', rules: 'parent' }),
    location: location({ label: 'Ubicación' }),
  },
});
