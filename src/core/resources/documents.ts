import { boolean, date, defineResource, file, relation, text, textarea } from '../resource';

/**
 * Documents (spec 02 §3 'Document': file, titulo, activo, descripcion, categoria_id, expired_at,
 * worker_id, cliente_id, proveedor_id, user_id; §5 titulo and descripcion required, min 3;
 * categoria_id required; file required, max 10240 KB; expired_at a date after today). Filed under a
 * document category (the tree of /documents/{category}); a document of a client is seen by that
 * client's users. Permission word 'Documentos', module 'gestion_documental'.
 */
export const documents = defineResource({
  name: 'documents',
  label: { one: 'Documento', many: 'Documentos' },
  title: 'titulo',
  module: 'gestion_documental',
  permission: 'Documentos',
  menu: { group: 'Administración', order: 55, icon: 'file-text' },
  defaultOrder: '-created_at',
  // The category tree beside the list; /documents/{category} lists that category and those below it.
  views: { tree: { field: 'categoria_id' } },
  // A user assigned document categories sees only those (and their subcategories) and their documents.
  rowScope: { assigned: { column: 'categoria_id', via: 'categorias_documentos' } },
  fields: {
    titulo: text({ label: 'Título', rules: 'required|min:3|max:255', searchable: true }),
    descripcion: textarea({ label: 'Descripción', rules: 'required|min:3|max:2000', searchable: true, list: { visible: false } }),
    categoria_id: relation('categorias-documentos', { label: 'Categoría', rules: 'required', include: 'categoria', filter: true }),
    file: file({ label: 'Archivo', rules: 'required', maxKb: 10240 }),
    activo: boolean({ label: 'Activo', default: true, filter: true }),
    expired_at: date({ label: 'Vence', rules: 'date|after:today', filter: true }),
    worker_id: relation('workers', { label: 'Trabajador', modulo: 'trabajadores', filter: true, list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', modulo: 'clientes', filter: true, list: { visible: false } }),
    proveedor_id: relation('proveedores', { label: 'Proveedor', modulo: 'proveedores', list: { visible: false } }),
    user_id: relation('users', { label: 'Subido por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
  },
});
