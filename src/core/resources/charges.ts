import { defineResource, json, number, relation, text, textarea } from '../resource';

/**
 * Charges — job titles (spec 02 §3 'Charge': name, code, description, percent_arl (default 4),
 * horario_id, Auxilios (multi); §9 'Charge ARL percent default 4'). Auxilios (allowances) are payroll
 * concepts; kept as a list of concept ids in `auxilios` until payroll needs a pivot. Permission word
 * 'Cargos' (spec 01 §6 scheme), module 'trabajadores'.
 */
export const charges = defineResource({
  name: 'charges',
  label: { one: 'Cargo', many: 'Cargos' },
  title: 'name',
  module: 'trabajadores',
  permission: 'Cargos',
  menu: { group: 'Personal', order: 30, icon: 'user' },
  defaultOrder: 'name',
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:200', unique: true, searchable: true }),
    code: text({ label: 'Código', rules: 'max:50', searchable: true, filter: true }),
    description: textarea({ label: 'Descripción', rules: 'max:1000', list: { visible: false } }),
    percent_arl: number({ label: 'Porcentaje ARL', rules: 'required|numeric|minvalue:0|maxvalue:100', default: 4, scale: 4 }),
    horario_id: relation('horarios', { label: 'Horario' }),
    auxilios: json({ label: 'Auxilios', list: { visible: false }, formHidden: true }),
  },
});
