import { boolean, defineResource, email, json, location, phone, relation, text, textarea } from '../resource';

/**
 * Companies (spec 02 §3 'Company'; §5 name and document required, unique, 2 to 200). Workers, users and
 * warehouses may belong to one. Permission word 'Empresas', module 'empresas' (spec 01 §6).
 */
export const companies = defineResource({
  name: 'companies',
  label: { one: 'Empresa', many: 'Empresas' },
  gender: 'f',
  title: 'name',
  module: 'empresas',
  permission: 'Empresas',
  menu: { group: 'Administración', order: 40, icon: 'building' },
  defaultOrder: 'name',
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:200', unique: true, searchable: true }),
    document: text({ label: 'Documento', rules: 'required|min:2|max:200', unique: true, searchable: true, filter: true }),
    description: textarea({ label: 'Descripción', rules: 'max:1000', list: { visible: false } }),
    email: email({ label: 'Correo', rules: 'email|max:255', searchable: true }),
    phone_number: phone({ label: 'Teléfono', rules: 'phone' }),
    address: text({ label: 'Dirección', rules: 'max:255', list: { visible: false } }),
    contact_person: text({ label: 'Persona de contacto', rules: 'max:200', list: { visible: false } }),
    sector: text({ label: 'Sector', rules: 'max:100', filter: true, list: { visible: false } }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', list: { visible: false } }),
    location: location({ label: 'Ubicación', list: { visible: false } }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
