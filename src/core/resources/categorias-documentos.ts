import { defineResource, relation, text } from '../resource';

/**
 * Document categories (spec 02 §3: nombre (required, min 3), parent_id shown as full_name). full_name is the
 * path from the root, 'Contratos / Laborales', kept by the server (resource `tree`). The tree
 * that /documents/{category} walks. Permission word 'Documentos', module 'gestion_documental'.
 */
export const categoriasDocumentos = defineResource({
  name: 'categorias-documentos',
  label: { one: 'Categoría de documentos', many: 'Categorías de documentos' },
  gender: 'f',
  title: 'nombre',
  module: 'gestion_documental',
  permission: 'Documentos',
  menu: { group: 'Administración', order: 60, icon: 'tags' },
  defaultOrder: 'full_name',
  rowScope: { assigned: { column: 'id', via: 'categorias_documentos' } },
  tree: { parent: 'parent_id', name: 'nombre', path: 'full_name' },
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:3|max:255', searchable: true }),
    parent_id: relation('categorias-documentos', { label: 'Categoría padre', rules: 'parent', include: 'parent' }),
    full_name: text({ label: 'Nombre completo', readonly: true, searchable: true }),
  },
});
