import { currency, todayDefault, date, defineResource, lineItems, relation, select, text, textarea, withTones } from '../resource';

export const EXPENSE_STATUSES = ['pendiente', 'pagado', 'anulado', 'vencida'] as const;
const STATUS_OPTIONS = withTones(EXPENSE_STATUSES.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })),
  { pendiente: 'warning', pagado: 'success', anulado: 'neutral', vencida: 'danger' });

/**
 * Expenses (spec 02 §3 'Expense'; §4 status pendiente (default), pagado, anulado, vencida; §5 number,
 * date and concept required, amount greater than 0 with the messages 'Required' / 'Must be greater
 * than 0' (§8; Spanish source texts 'Obligatorio' / 'Debe ser mayor que 0')). The category is a product
 * category: those carry the expense account (cuenta_expense_id). Payments are method:amount lines like
 * an order's. Permission word 'Gastos', module 'expenses'.
 */
export const expenses = defineResource({
  name: 'expenses',
  label: { one: 'Gasto', many: 'Gastos' },
  title: 'number',
  module: 'expenses',
  permission: 'Gastos',
  menu: { group: 'Compras', order: 40, icon: 'wallet' },
  defaultOrder: '-date',
  fields: {
    number: text({ label: 'Número', rules: 'required|max:50', unique: true, searchable: true }),
    date: date({ label: 'Fecha', rules: 'required|date', default: todayDefault, filter: true }),
    concept: text({ label: 'Concepto', rules: 'required|max:255', searchable: true }),
    amount: currency({ label: 'Valor', rules: 'required|numeric|gt:0', messages: { required: 'Obligatorio', gt: 'Debe ser mayor que 0' } }),
    status: select(STATUS_OPTIONS, { label: 'Estado', rules: `required|in:${EXPENSE_STATUSES.join(',')}`, default: 'pendiente', list: { chip: true } }),
    category_id: relation('categorias-productos', { label: 'Categoría', include: 'category' }),
    proveedor_id: relation('proveedores', { label: 'Proveedor', modulo: 'proveedores' }),
    cliente_id: relation('clientes', { label: 'Cliente', list: { visible: false } }),
    user_id: relation('users', { label: 'Registrado por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
    notes: textarea({ label: 'Notas', rules: 'max:2000', list: { visible: false } }),
    payment_methods: lineItems({
      label: 'Pagos', table: 'expense_pagos', parentKey: 'expense_id', maxRows: 20, list: { visible: false, sortable: false },
      fields: {
        payment_method_id: relation('payment-methods', { label: 'Método de pago', rules: 'required' }),
        valor: currency({ label: 'Valor', rules: 'required|numeric|minvalue:0.01' }),
      },
    }),
  },
});
