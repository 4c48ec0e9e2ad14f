import { defineResource, json, relationMany, text } from '../resource';
import { ADMINISTRAR_USUARIOS } from './users';

export const roles = defineResource({
  name: 'roles',
  label: { one: 'Rol', many: 'Roles' },
  title: 'name',
  permission: 'Usuarios',
  // Granting rights is administration: 'Editar Usuarios' alone must not let anyone raise their own.
  // Rights are not owned rows: a role cannot be limited to "only mine" on them.
  rowScope: { fixed: true },
  access: { create: ADMINISTRAR_USUARIOS, update: ADMINISTRAR_USUARIOS, delete: ADMINISTRAR_USUARIOS },
  menu: { group: 'Administración', order: 20, icon: 'shield' },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:50', searchable: true, unique: true, filter: true, tab: 'role' }),
    permissions: relationMany('permissions', { label: 'Permisos', pivot: 'permission_role', ownerKey: 'role_id', targetKey: 'permission_id', tab: 'role' }),
    // Per resource: 'own' (only mine) or 'team' (my entidad); absent = every row (src/core/access/row-scope.ts).
    row_scopes: json({ label: 'Alcance de los registros', tab: 'scope', widget: 'row-scopes', list: { visible: false }, editCan: ADMINISTRAR_USUARIOS }),
    users: relationMany('users', { label: 'Usuarios', pivot: 'role_user', ownerKey: 'role_id', targetKey: 'user_id', tab: 'role', list: { visible: false } }),
  },
});
