import { defineResource, relationMany, text } from '../resource';
import { ADMINISTRAR_USUARIOS } from './users';

export const permissions = defineResource({
  name: 'permissions',
  label: { one: 'Permiso', many: 'Permisos' },
  title: 'name',
  permission: 'Usuarios',
  // Granting rights is administration: 'Editar Usuarios' alone must not let anyone raise their own.
  // Rights are not owned rows: a role cannot be limited to "only mine" on them.
  rowScope: { fixed: true },
  access: { create: ADMINISTRAR_USUARIOS, update: ADMINISTRAR_USUARIOS, delete: ADMINISTRAR_USUARIOS },
  menu: { group: 'Administración', order: 30, icon: 'key' },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true, unique: true, filter: true }),
    roles: relationMany('roles', { label: 'Roles', pivot: 'permission_role', ownerKey: 'permission_id', targetKey: 'role_id' }),
    users: relationMany('users', { label: 'Usuarios', pivot: 'permission_user', ownerKey: 'permission_id', targetKey: 'user_id', list: { visible: false } }),
  },
});
