import { boolean, defineResource, table, text } from '../resource';

/**
 * Transports — shipping options of the shop and of orders (spec 02 §3 'Transport': name (required),
 * icon (url, min 3), active (default true), conditions: a required list of option, charge, min_amount,
 * max_amount, by default one blank row with 0 and no maximum; §5 name and conditions required, icon
 * min 3). A condition charges `charge` for an order between min_amount and max_amount (empty: no
 * upper limit). Permission word 'Transportes', module 'transporte'.
 */
export const transports = defineResource({
  name: 'transports',
  label: { one: 'Transporte', many: 'Transportes' },
  title: 'name',
  module: 'transporte',
  permission: 'Transportes',
  menu: { group: 'Logística', order: 40, icon: 'box' },
  defaultOrder: 'name',
  fields: {
    name: text({ label: 'Nombre', rules: 'required|min:2|max:100', searchable: true }),
    icon: text({ label: 'Icono (dirección web)', rules: 'url|min:3|max:255', list: { visible: false } }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
    conditions: table([
      { key: 'option', label: 'Opción' },
      { key: 'charge', label: 'Cargo', kind: 'number' },
      { key: 'min_amount', label: 'Valor mínimo', kind: 'number' },
      { key: 'max_amount', label: 'Valor máximo', kind: 'number' },
    ], {
      label: 'Condiciones', rules: 'required', fullWidth: true, list: { visible: true },
      default: () => [{ option: '', charge: '0', min_amount: '0', max_amount: '' }],
    }),
  },
});
