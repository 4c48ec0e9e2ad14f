import { boolean, computed, currency, date, defineResource, email, image, json, location, optionsOf, phone, relation, select, text, textarea, withTones } from '../resource';

export const WORKER_STATUSES = ['active', 'ausent', 'disabled', 'license', 'vacations', 'quarantine', 'allow', 'inactive'] as const;
const WORKER_STATUS_OPTIONS = withTones([
  { value: 'active', label: 'Activo' }, { value: 'ausent', label: 'Ausente' }, { value: 'disabled', label: 'Incapacitado' },
  { value: 'license', label: 'Licencia' }, { value: 'vacations', label: 'Vacaciones' }, { value: 'quarantine', label: 'Cuarentena' },
  { value: 'allow', label: 'Permiso' }, { value: 'inactive', label: 'Inactivo' },
], { active: 'success', ausent: 'warning', disabled: 'danger', license: 'info', vacations: 'info', quarantine: 'warning', allow: 'info', inactive: 'neutral' });
export const GENEROS = ['masculino', 'femenino'] as const;

/**
 * Workers (spec 02 §3 'Worker'; §4 status list, default active; §5 first_name and last_name required
 * 3 to 50, document required, email required and valid, birthday before now, salary numeric, status
 * required). /birthdays lists them by upcoming birthday. Permission word 'Trabajadores', module
 * 'trabajadores'; a worker linked to a client (cliente_id) is seen by that client's users.
 */
export const workers = defineResource({
  name: 'workers',
  label: { one: 'Trabajador', many: 'Trabajadores' },
  title: 'full_name',
  module: 'trabajadores',
  permission: 'Trabajadores',
  menu: { group: 'Personal', order: 10, icon: 'users' },
  // /workers/{id}: the worker's page with their documents, annotations and shifts.
  birthday: 'birthday',
  page: {
    related: [
      { resource: 'documents', field: 'worker_id' },
      { resource: 'annotations', field: 'worker_id' },
      { resource: 'schedules', field: 'worker_id' },
    ],
  },
  defaultOrder: 'first_name',
  fields: {
    first_name: text({ label: 'Primer nombre', rules: 'required|min:3|max:50', searchable: true }),
    middle_name: text({ label: 'Segundo nombre', rules: 'max:50', list: { visible: false } }),
    last_name: text({ label: 'Apellidos', rules: 'required|min:3|max:50', searchable: true }),
    full_name: computed('text', { label: 'Nombre completo', sql: "concat_ws(' ', first_name, middle_name, last_name)", list: { visible: false } }),
    document: text({ label: 'Documento', rules: 'required|min:3|max:30', unique: true, searchable: true, filter: true }),
    email: email({ label: 'Correo', rules: 'required|email|max:255', searchable: true }),
    phone_number: phone({ label: 'Teléfono', rules: 'phone' }),
    address: text({ label: 'Dirección', rules: 'max:255', list: { visible: false } }),
    birthday: date({ label: 'Cumpleaños', rules: 'date|before:now', filter: true }),
    gender: select(optionsOf(GENEROS), { label: 'Género', rules: `in:${GENEROS.join(',')}`, list: { visible: false } }),
    status: select(WORKER_STATUS_OPTIONS, { label: 'Estado', rules: `required|in:${WORKER_STATUSES.join(',')}`, default: 'active', list: { chip: true } }),
    active: boolean({ label: 'Activo', default: true, filter: true, list: { visible: false } }),
    code: text({ label: 'Código', rules: 'max:50', searchable: true, list: { visible: false } }),
    charge: relation('charges', { label: 'Cargo', include: 'cargo', modulo: 'trabajadores' }),
    department: text({ label: 'Departamento', rules: 'max:100', filter: true, list: { visible: false } }),
    salary: currency({ label: 'Salario', rules: 'numeric|minvalue:0', default: 0, list: { visible: false } }),
    admission_date: date({ label: 'Fecha de ingreso', rules: 'date', list: { visible: false } }),
    egress_date: date({ label: 'Fecha de retiro', rules: 'date|after_or_equal:admission_date', list: { visible: false } }),
    notes: textarea({ label: 'Notas', rules: 'max:2000', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    company_id: relation('companies', { label: 'Empresa', modulo: 'empresas', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', list: { visible: false } }),
    puesto_id: relation('puestos', { label: 'Puesto', list: { visible: false } }),
    horario_id: relation('horarios', { label: 'Horario', list: { visible: false } }),
    image: image({ label: 'Foto', aspect: 1, list: { visible: false } }),
    location: location({ label: 'Ubicación', list: { visible: false } }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
