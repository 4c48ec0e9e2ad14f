import { boolean, defineResource, text, textarea } from '../resource';

/**
 * Payment methods (spec 01 §2.2 /payment-methods, 03 §7.4 selectors; permission word 'Metodos de
 * Pagos', spec 01 §6). The spec names no fields: a method is a name (what the payment display shows,
 * 'Efectivo: $ 50.000'), the DIAN "medio de pago" code electronic invoices carry (10 efectivo, 48
 * tarjeta crédito, 49 tarjeta débito, 47 transferencia …), a description and an active flag. Gated by
 * the 'pedidos' module: orders are its user today (point of sale and invoices will share it).
 */
export const paymentMethods = defineResource({
  name: 'payment-methods',
  label: { one: 'Método de pago', many: 'Métodos de pago' },
  title: 'nombre',
  module: 'pedidos',
  permission: 'Metodos de Pagos',
  menu: { group: 'Ventas', order: 40, icon: 'credit-card' },
  // A small catalogue: the list loads it whole and works in the client (local mode, spec 01 §7).
  localList: true,
  fields: {
    nombre: text({ label: 'Nombre', rules: 'required|min:2|max:50', unique: true, searchable: true, tab: 'payment methods' }),
    codigo: text({ label: 'Código DIAN', rules: 'max:10', searchable: true, filter: true, tab: 'payment methods', hint: 'Medio de pago de la DIAN: 10 efectivo, 47 transferencia, 48 tarjeta crédito, 49 tarjeta débito.' }),
    descripcion: textarea({ label: 'Descripción', rules: 'max:500', tab: 'payment methods', list: { visible: false } }),
    activo: boolean({ label: 'Activo', default: true, filter: true, tab: 'payment methods' }),
  },
});
