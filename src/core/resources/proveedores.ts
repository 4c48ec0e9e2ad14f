import { boolean, date, defineResource, email, image, json, location, optionsOf, phone, relation, select, text, textarea } from '../resource';

export const BIEN_O_SERVICIO = ['bien', 'servicio', 'ambos'] as const;

/**
 * Suppliers (spec 02 §3 'Supplier'; §5 documento and direccion required). Purchase orders, supplier
 * invoices, expenses and documents point at them. Permission word 'Proveedores', module 'proveedores'.
 */
export const proveedores = defineResource({
  name: 'proveedores',
  label: { one: 'Proveedor', many: 'Proveedores' },
  title: 'nombre',
  module: 'proveedores',
  permission: 'Proveedores',
  menu: { group: 'Compras', order: 10, icon: 'users' },
  aliases: ['suppliers'],
  defaultOrder: 'nombre',
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:200', searchable: true }),
    documento: text({ label: 'Documento', rules: 'required|min:3|max:30', unique: true, searchable: true, filter: true }),
    email: email({ label: 'Correo', rules: 'email|max:255', searchable: true }),
    telefono: phone({ label: 'Teléfono', rules: 'phone', searchable: true }),
    direccion: text({ label: 'Dirección', rules: 'required|max:255' }),
    bien_o_servicio: select(optionsOf(BIEN_O_SERVICIO), { label: 'Bien o servicio', rules: `in:${BIEN_O_SERVICIO.join(',')}`, default: 'bien', list: { visible: false } }),
    tipo: text({ label: 'Tipo', rules: 'max:50', filter: true, list: { visible: false } }),
    activo: boolean({ label: 'Activo', default: true, filter: true }),
    fecha_ingreso: date({ label: 'Fecha de ingreso', rules: 'date', list: { visible: false } }),
    codigo_ciudad: text({ label: 'Código de ciudad', rules: 'max:8', list: { visible: false } }),
    codigo_actividad_economica: text({ label: 'Actividad económica (CIIU)', rules: 'max:10', list: { visible: false } }),
    nota: textarea({ label: 'Nota', rules: 'max:2000', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    foto: image({ label: 'Foto', aspect: 1, list: { visible: false } }),
    location: location({ label: 'Ubicación', list: { visible: false } }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
