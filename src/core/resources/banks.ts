import { defineResource, json, text } from '../resource';

/**
 * Banks (spec 02 §3 'Bank': name, code, url, extra; §5 code and name required, unique, 1 to 200). The
 * payroll's and the suppliers' bank accounts point at them. The spec names no permission word for
 * banks; they take the scheme of spec 01 §6 with 'Bancos' and sit in the 'tablas' module (master tables).
 */
export const banks = defineResource({
  name: 'banks',
  label: { one: 'Banco', many: 'Bancos' },
  title: 'name',
  module: 'tablas',
  permission: 'Bancos',
  menu: { group: 'Personal', order: 60, icon: 'building' },
  defaultOrder: 'name',
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:1|max:200', unique: true, searchable: true }),
    code: text({ label: 'Código', rules: 'required|min:1|max:200', unique: true, searchable: true, filter: true }),
    url: text({ label: 'Sitio web', rules: 'url|max:255', list: { visible: false } }),
    extra: json({ label: 'Extra', list: { visible: false }, formHidden: true }),
  },
});
