import { boolean, defineResource, json, number, optionsOf, select, text, textarea } from '../resource';

export const CONCEPT_TYPES = ['devengado', 'deduccion'] as const;
export const CONCEPT_APPLY_ON = ['No Aplica', 'Total Devengado', 'Total Neto'] as const;

/**
 * Payroll concepts (spec 02 §3 'Payroll concept'; §4 type devengado (default) / deduccion, apply_on
 * No Aplica (default) / Total Devengado / Total Neto; §5 code and name unique and required; type,
 * apply_on and percent required). The boolean columns say which social-security bases the concept
 * counts towards. Permission word 'Conceptos' (spec 01 §6 scheme), module 'trabajadores'.
 */
export const concepts = defineResource({
  name: 'concepts',
  label: { one: 'Concepto de nómina', many: 'Conceptos de nómina' },
  title: 'name',
  module: 'trabajadores',
  permission: 'Conceptos',
  menu: { group: 'Personal', order: 40, icon: 'list' },
  defaultOrder: 'code',
  fields: {
    code: text({ label: 'Código', rules: 'required|min:1|max:50', unique: true, searchable: true, filter: true }),
    name: text({ label: 'Nombre', rules: 'required|min:2|max:200', unique: true, searchable: true }),
    description: textarea({ label: 'Descripción', rules: 'max:1000', list: { visible: false } }),
    type: select(optionsOf(CONCEPT_TYPES), { label: 'Tipo', rules: `required|in:${CONCEPT_TYPES.join(',')}`, default: 'devengado' }),
    apply_on: select(optionsOf(CONCEPT_APPLY_ON), { label: 'Aplica sobre', rules: `required|in:${CONCEPT_APPLY_ON.join(',')}`, default: 'No Aplica' }),
    percent: number({ label: 'Porcentaje', rules: 'required|numeric|minvalue:0|maxvalue:100', default: 0, scale: 4 }),
    accounting_account: text({ label: 'Cuenta contable', rules: 'max:30', list: { visible: false } }),
    expense_account: text({ label: 'Cuenta de gasto', rules: 'max:30', list: { visible: false } }),
    salud: boolean({ label: 'Salud', default: false, list: { visible: false } }),
    pension: boolean({ label: 'Pensión', default: false, list: { visible: false } }),
    fondo_solidaridad_pensional: boolean({ label: 'Fondo de solidaridad pensional', default: false, list: { visible: false } }),
    arl: boolean({ label: 'ARL', default: false, list: { visible: false } }),
    caja_compensacion: boolean({ label: 'Caja de compensación', default: false, list: { visible: false } }),
    retefuente: boolean({ label: 'Retención en la fuente', default: false, list: { visible: false } }),
    cesantias: boolean({ label: 'Cesantías', default: false, list: { visible: false } }),
    indeminazion: boolean({ label: 'Indemnización', default: false, list: { visible: false } }),
    tipo_dian: text({ label: 'Tipo DIAN (nómina electrónica)', rules: 'max:50', list: { visible: false } }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
