import { boolean, computed, defineResource, fieldCreator, text } from '../resource';
import { ADMINISTRAR_USUARIOS } from './users';

/**
 * A tenant's custom fields (spec 03 §2.3, the custom form-field builder). Each record is one
 * definition (`definition`, a `field_creator` value: type, label, group, resource, …) under a key the
 * server derives from the label on create and never changes; the values live in the target table's
 * jsonb column `custom` (core/custom-fields), so adding a field needs no migration. Defining fields is
 * administration ('Administrar Usuarios'); any user of a resource reads its definitions through
 * GET /api/custom-fields/definitions (server/features/custom-fields).
 */
export const customFields = defineResource({
  name: 'custom-fields',
  table: 'custom_fields',
  label: { one: 'Campo personalizado', many: 'Campos personalizados' },
  title: 'label',
  access: { view: ADMINISTRAR_USUARIOS, create: ADMINISTRAR_USUARIOS, update: ADMINISTRAR_USUARIOS, delete: ADMINISTRAR_USUARIOS, admin: ADMINISTRAR_USUARIOS },
  rowScope: { fixed: true },
  menu: { group: 'Administración', order: 40, icon: 'list' },
  defaultOrder: 'id',
  fields: {
    definition: fieldCreator({ label: 'Campo', rules: 'required', tab: 'field', list: { visible: false, sortable: false } }),
    key: text({ label: 'Clave', readonly: true, filter: true, tab: 'field', hint: 'Se forma con la etiqueta al crear el campo; no cambia.' }),
    searchable: boolean({ label: 'Incluir en la búsqueda', default: false, filter: true, tab: 'field' }),
    label: computed('text', { label: 'Etiqueta', sql: `"definition"->>'label'` }),
    type: computed('text', { label: 'Tipo', sql: `"definition"->>'type'` }),
    resource: computed('text', { label: 'Recurso', sql: `"definition"->>'resource'`, filter: true }),
  },
});
