import { defineResource, relationMany, text } from '../resource';

export const permissions = defineResource({
  name: 'permissions',
  label: { one: 'Permiso', many: 'Permisos' },
  title: 'name',
  permission: 'Usuarios',
  menu: { group: 'Administración', order: 30, icon: 'key' },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true, unique: true, filter: true }),
    roles: relationMany('roles', { label: 'Roles', pivot: 'permission_role', ownerKey: 'permission_id', targetKey: 'role_id' }),
    users: relationMany('users', { label: 'Usuarios', pivot: 'permission_user', ownerKey: 'permission_id', targetKey: 'user_id', list: { visible: false } }),
  },
});
