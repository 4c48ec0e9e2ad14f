import { datetime, tomorrowStartDefault, defineResource, json, relation, textarea } from '../resource';

/**
 * Schedules — a worker's or user's shift (spec 02 §3 'Schedule': user_id, worker_id, start (required,
 * default tomorrow 00:00), end, entidad_id, puesto_id, note, observations, extra; ordered by start
 * descending). Permission word 'Turnos' (spec 01 §6 scheme), module 'trabajadores'.
 */
export const schedules = defineResource({
  name: 'schedules',
  label: { one: 'Turno', many: 'Turnos' },
  title: 'start',
  module: 'trabajadores',
  permission: 'Turnos',
  menu: { group: 'Personal', order: 50, icon: 'calendar-clock' },
  defaultOrder: '-start',
  fields: {
    start: datetime({ label: 'Inicio', rules: 'required|date', default: tomorrowStartDefault, filter: true }),
    end: datetime({ label: 'Fin', rules: 'date|after_or_equal:start', filter: true }),
    worker_id: relation('workers', { label: 'Trabajador', modulo: 'trabajadores', filter: true }),
    user_id: relation('users', { label: 'Usuario' }),
    puesto_id: relation('puestos', { label: 'Puesto' }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    note: textarea({ label: 'Nota', rules: 'max:2000', list: { visible: false } }),
    observations: textarea({ label: 'Observaciones', rules: 'max:2000', list: { visible: false } }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
