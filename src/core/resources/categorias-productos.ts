import { boolean, color, defineResource, relation, text, textarea } from '../resource';

export const categoriasProductos = defineResource({
  name: 'categorias-productos',
  label: { one: 'Categoría de productos', many: 'Categorías de productos' },
  gender: 'f',
  title: 'nombre',
  module: 'inventarios',
  permission: 'Categorias',
  menu: { group: 'Inventario', order: 20, icon: 'tags' },
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|max:255', searchable: true }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:2000', searchable: true }),
    parent_id: relation('categorias-productos', { label: 'Categoría padre', rules: 'parent' }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades' }),
    color: color({ label: 'Color', rules: 'max:20' }),
    image_url: text({ label: 'Imagen', rules: 'max:2048', list: { visible: false } }),
    banner_url: text({ label: 'Banner', rules: 'max:2048', list: { visible: false } }),
    mostrar_en_tienda: boolean({ label: 'Mostrar en tienda', default: true, modulo: 'tienda', filter: true }),
  },
});
