import { boolean, defineResource, number, optionsOf, select, text, textarea } from '../resource';

export const TAX_TYPES = ['IVA', 'INC', 'ICA', 'RETEICA', 'RETEFUENTE', 'RETEIVA', 'INPP', 'ICUI', 'IBUA'] as const;
/** Types that are taxes charged on a sale, as opposed to withholdings (retenciones). */
const CHARGED_TYPES = ['IVA', 'INC', 'ICA', 'INPP', 'ICUI', 'IBUA'];

export const taxes = defineResource({
  name: 'taxes',
  label: { one: 'Impuesto', many: 'Impuestos' },
  title: 'name',
  module: 'facturas',
  permission: 'Impuestos',
  menu: { group: 'Facturación', order: 30, icon: 'percent' },
  // A small catalogue: the list loads it whole and works in the client (local mode, spec 01 §7).
  localList: true,
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:200', searchable: true, tab: 'tax' }),
    description: textarea({ label: 'Descripción', rules: 'max:500', list: { visible: false }, tab: 'tax' }),
    code: text({ label: 'Código', rules: 'max:20', searchable: true, filter: true, tab: 'tax' }),
    rate: number({ label: 'Tarifa', rules: 'required|numeric|minvalue:0', default: 19, scale: 4, tab: 'tax' }),
    mode: select([{ value: 'percentage', label: 'Porcentaje' }, { value: 'fixed', label: 'Valor fijo' }],
      { label: 'Modo', rules: 'required|in:percentage,fixed', default: 'percentage', tab: 'tax' }),
    type: select(optionsOf(TAX_TYPES), { label: 'Tipo', rules: `required|in:${TAX_TYPES.join(',')}`, default: 'IVA', tab: 'tax' }),
    status: select([{ value: 1, label: 'Activo', tone: 'success' }, { value: 0, label: 'Inactivo', tone: 'neutral' }],
      { label: 'Estado', rules: 'required|in:0,1', default: 1, tab: 'tax', list: { chip: true } }),
    is_mandatory: boolean({ label: 'Obligatorio', default: false, superAdminOnly: true, filter: true, tab: 'tax' }),
  },
  scopes: { taxes: [{ field: 'type', op: 'in', value: CHARGED_TYPES }] },
});
