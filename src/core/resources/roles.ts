import { defineResource, relationMany, text } from '../resource';

export const roles = defineResource({
  name: 'roles',
  label: { one: 'Rol', many: 'Roles' },
  title: 'name',
  permission: 'Usuarios',
  menu: { group: 'Administración', order: 20, icon: 'shield' },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true, unique: true, filter: true, tab: 'role' }),
    permissions: relationMany('permissions', { label: 'Permisos', pivot: 'permission_role', ownerKey: 'role_id', targetKey: 'permission_id', tab: 'role' }),
    users: relationMany('users', { label: 'Usuarios', pivot: 'role_user', ownerKey: 'role_id', targetKey: 'user_id', tab: 'role', list: { visible: false } }),
  },
});
