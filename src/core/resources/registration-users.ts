import { defineResource, email, password, phone, relation, text } from '../resource';

/**
 * Registration users (spec 02 §3 'Registration user': code, name, email, document, phone, cliente_id,
 * password (with confirmation), address; §5 code required 3 to 50, email optional ≤ 50, password 6 to
 * 50 with confirmation, address and document 3 to 50): people signed up under a client's registration
 * code, kept apart from the staff users. The password is stored hashed and never read back. Managed
 * with the users' permissions ('Usuarios').
 */
export const registrationUsers = defineResource({
  name: 'registration-users',
  label: { one: 'Usuario registrado', many: 'Usuarios registrados' },
  title: 'name',
  permission: 'Usuarios',
  menu: { group: 'Administración', order: 15, icon: 'user' },
  fields: {
    code: text({ label: 'Código', rules: 'required|min:3|max:50', searchable: true, filter: true }),
    name: text({ label: 'Nombre', rules: 'max:100', searchable: true }),
    email: email({ label: 'Correo', rules: 'email|max:50', searchable: true }),
    document: text({ label: 'Documento', rules: 'min:3|max:50', searchable: true }),
    phone: phone({ label: 'Teléfono', rules: 'phone' }),
    address: text({ label: 'Dirección', rules: 'min:3|max:50', list: { visible: false } }),
    cliente_id: relation('clientes', { label: 'Cliente', modulo: 'clientes', filter: true }),
    password: password({ label: 'Contraseña', rules: 'min:6|max:50|confirmed' }),
  },
});
