import { computed, date, defineResource, email, image, location, optionsOf, phone, select, text, textarea } from '../resource';

export const SEXOS = ['masculino', 'femenino'] as const;
export const ESTADOS_CIVILES = ['soltero', 'casado', 'unión libre', 'divorciado', 'viudo'] as const;

/**
 * Drivers (spec 02 §3 'Driver'; §5 name required, 2 to 50). Orders carry conductor_id and
 * conductor2_id. Permission word 'Conductores', module 'transporte'.
 */
export const conductores = defineResource({
  name: 'conductores',
  label: { one: 'Conductor', many: 'Conductores' },
  title: 'full_name',
  module: 'transporte',
  permission: 'Conductores',
  menu: { group: 'Logística', order: 20, icon: 'user' },
  aliases: ['drivers'],
  defaultOrder: 'nombres',
  fields: {
    nombres: text({ label: 'Nombres', rules: 'required|min:2|max:50', searchable: true }),
    apellidos: text({ label: 'Apellidos', rules: 'max:50', searchable: true }),
    full_name: computed('text', { label: 'Nombre completo', sql: "concat_ws(' ', nombres, apellidos)", list: { visible: false } }),
    cedula: text({ label: 'Cédula', rules: 'max:20', unique: true, searchable: true, filter: true }),
    email: email({ label: 'Correo', rules: 'email|max:255' }),
    telefono: phone({ label: 'Teléfono', rules: 'phone' }),
    nacimiento: date({ label: 'Nacimiento', rules: 'date|before:today', list: { visible: false } }),
    sexo: select(optionsOf(SEXOS), { label: 'Sexo', rules: `in:${SEXOS.join(',')}`, list: { visible: false } }),
    estadoCivil: select(optionsOf(ESTADOS_CIVILES), { label: 'Estado civil', rules: `in:${ESTADOS_CIVILES.join(',')}`, list: { visible: false } }),
    direccion: text({ label: 'Dirección', rules: 'max:255', list: { visible: false } }),
    ingreso: date({ label: 'Fecha de ingreso', rules: 'date', list: { visible: false } }),
    egreso: date({ label: 'Fecha de egreso', rules: 'date|after_or_equal:ingreso', list: { visible: false } }),
    nota: textarea({ label: 'Nota', rules: 'max:2000', list: { visible: false } }),
    foto: image({ label: 'Foto', aspect: 1, list: { visible: false } }),
    location: location({ label: 'Ubicación', list: { visible: false } }),
  },
});
