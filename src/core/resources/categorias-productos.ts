import { boolean, color, defineResource, integer, relation, text, textarea } from '../resource';

export const categoriasProductos = defineResource({
  name: 'categorias-productos',
  label: { one: 'Categoría de productos', many: 'Categorías de productos' },
  gender: 'f',
  title: 'nombre',
  module: 'inventarios',
  permission: 'Categorias',
  menu: { group: 'Inventario', order: 20, icon: 'tags' },
  aliases: ['categories-products'],
  // A small catalogue: the list loads it whole and works in the client (local mode, spec 01 §7).
  localList: true,
  // /categorias-productos/reorder: the tree by parent, titles and descriptions from these fields (spec 01 §2.6).
  views: { reorder: { order: 'orden', parent: 'parent_id', title: 'nombre', description: 'descripcion' } },
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|max:255', searchable: true }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:2000', searchable: true }),
    parent_id: relation('categorias-productos', { label: 'Categoría padre', rules: 'parent' }),
    // Position among its siblings, written by the reorder screen (views.reorder).
    orden: integer({ label: 'Orden', rules: 'integer', formHidden: true, list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades' }),
    color: color({ label: 'Color', rules: 'max:20' }),
    image_url: text({ label: 'Imagen', rules: 'max:2048', list: { visible: false } }),
    banner_url: text({ label: 'Banner', rules: 'max:2048', list: { visible: false } }),
    mostrar_en_tienda: boolean({ label: 'Mostrar en tienda', default: true, modulo: 'tienda', filter: true }),
  },
});
