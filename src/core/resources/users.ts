import {
  boolean, date, defineResource, email, image, json, password, phone, relation, relationMany, text,
} from '../resource';

/** Assigning roles and permissions (and editing them) needs this, not just 'Editar Usuarios'. */
export const ADMINISTRAR_USUARIOS = 'Administrar Usuarios';

export const users = defineResource({
  name: 'users',
  label: { one: 'Usuario', many: 'Usuarios' },
  customFields: true,
  title: 'full_name',
  permission: 'Usuarios',
  menu: { group: 'Administración', order: 10, icon: 'user' },
  fields: {
    full_name: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true, tab: 'user' }),
    email: email({ label: 'Correo', rules: 'required|email|max:50', searchable: true, unique: true, filter: true, tab: 'user' }),
    documento: text({ label: 'Documento', rules: 'required|min:3|max:50', searchable: true, tab: 'user' }),
    telefono: phone({ label: 'Teléfono', rules: 'phone', tab: 'user' }),
    imagen: image({ label: 'Imagen', aspect: 1, tab: 'user', list: { visible: false } }),
    password: password({ label: 'Contraseña', rules: 'min:6|max:50|confirmed', tab: 'user' }),
    active: boolean({ label: 'Activo', default: true, filter: true, tab: 'user' }),
    nacimiento: date({ label: 'Nacimiento', rules: 'date|before:today', filter: true, tab: 'user', list: { visible: false } }),
    departamento: text({ label: 'Departamento', rules: 'max:100', filter: true, tab: 'user', list: { visible: false } }),
    cargo: text({ label: 'Cargo', rules: 'max:100', tab: 'user', list: { visible: false } }),
    direccion: text({ label: 'Dirección', rules: 'max:255', tab: 'user', list: { visible: false } }),
    admin: boolean({ label: 'Administrador', default: false, superAdminOnly: true, tab: 'user', list: { visible: false } }),
    is_vendedor: boolean({ label: 'Es vendedor', default: false, filter: true, tab: 'user', list: { visible: false } }),
    is_store_user: boolean({ label: 'Usuario de tienda', default: false, modulo: 'tienda', tab: 'user', list: { visible: false } }),
    store_url: text({ label: 'URL de la tienda', rules: 'max:255', modulo: 'tienda', tab: 'user', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'relations', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', superAdminOnly: true, tab: 'relations', list: { visible: false } }),
    roles: relationMany('roles', { label: 'Roles', pivot: 'role_user', ownerKey: 'user_id', targetKey: 'role_id', tab: 'role', editCan: ADMINISTRAR_USUARIOS }),
    permissions: relationMany('permissions', { label: 'Permisos directos', pivot: 'permission_user', ownerKey: 'user_id', targetKey: 'permission_id', tab: 'role', editCan: ADMINISTRAR_USUARIOS, list: { visible: false } }),
    preferences: json({ label: 'Preferencias', formHidden: true, list: { visible: false } }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
    password_status: text({ label: 'Estado de la contraseña', readonly: true, formHidden: true, list: { visible: false } }),
  },
});
