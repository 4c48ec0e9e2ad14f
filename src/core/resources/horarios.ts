import { boolean, defineResource, json, relation, text, textarea } from '../resource';

const WORKDAY = [{ start: '08:00', end: '17:00' }];
const day = (label: string, workday: boolean) =>
  json({ label, rules: 'time_ranges', default: () => (workday ? WORKDAY.map((r) => ({ ...r })) : []), widget: 'time-ranges', cell: 'time-ranges', list: { visible: false } });

/**
 * Working-hours schedules (spec 02 §3 'horario': nombre, monday to sunday — each a list of time
 * ranges —, entidad_id, active (default true), note; §9 Monday to Friday 08:00-17:00 by default,
 * Saturday and Sunday empty; §5 nombre and active required). Workers, charges and entidades point at
 * one. Each day is a list of {start, end} 'HH:mm' ranges (rule `time_ranges`: ordered, not overlapping).
 * Permission word 'Horarios', module 'trabajadores'.
 */
export const horarios = defineResource({
  name: 'horarios',
  label: { one: 'Horario', many: 'Horarios' },
  title: 'nombre',
  module: 'trabajadores',
  permission: 'Horarios',
  menu: { group: 'Personal', order: 20, icon: 'calendar-clock' },
  defaultOrder: 'nombre',
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:100', unique: true, searchable: true }),
    active: boolean({ label: 'Activo', rules: 'required', default: true, filter: true }),
    monday: day('Lunes', true),
    tuesday: day('Martes', true),
    wednesday: day('Miércoles', true),
    thursday: day('Jueves', true),
    friday: day('Viernes', true),
    saturday: day('Sábado', false),
    sunday: day('Domingo', false),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    note: textarea({ label: 'Nota', rules: 'max:2000', list: { visible: false } }),
  },
});
