import { RECEIPT_STATUSES } from '../money/receivables';
import { currency, date, defineResource, json, lineItems, relation, select, text, textarea, todayDefault, withTones } from '../resource';

const STATUS_OPTIONS = withTones(RECEIPT_STATUSES.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })),
  { emitido: 'info', recibido: 'success', anulado: 'neutral' });

/**
 * Receipts (spec 02 §3 'Receipt'; §4 status emitido (default), recibido, anulado; §5 date, cliente_id,
 * invoice_id, status, amount, concept and transaction required). A receipt pays part or all of one
 * invoice of its own client: the invoice's partially_paid, debt and estado follow the sum of its
 * non-annulled receipts, recomputed in the receipt's transaction (src/server/features/receivables).
 * A receipt may pay several invoices of its client (issue 15): `invoices` are allocation lines
 * (invoice_id + amount, table receipt_invoices). With lines, they are what the receipt pays: amount is
 * their sum (derived when left out, else it must equal it) and invoice_id is one of them (the first when
 * left out). Without lines, the receipt pays `amount` of `invoice_id`, as before.
 */
export const receipts = defineResource({
  name: 'receipts',
  label: { one: 'Recibo', many: 'Recibos' },
  title: 'number',
  module: 'recibos',
  permission: 'Recibos',
  menu: { group: 'Facturación', order: 20, icon: 'wallet' },
  defaultOrder: '-date',
  // "Only mine": the receipts the user took or recorded (not those it merely edited last).
  rowScope: { own: ['user_id', 'created_by'] },
  fields: {
    number: text({ label: 'Número', rules: 'max:50', searchable: true, tab: 'receipt' }),
    date: date({ label: 'Fecha', rules: 'required|date', default: todayDefault, filter: true, tab: 'receipt' }),
    cliente_id: relation('clientes', { label: 'Cliente', rules: 'required', filter: true, tab: 'receipt' }),
    // The chosen client's invoices; an invoice picked first brings its client.
    invoice_id: relation('invoices', { label: 'Factura', rules: 'required', filter: true, filterBy: { cliente_id: 'cliente_id' }, alsoLines: 'invoices', tab: 'receipt' }),
    amount: currency({ label: 'Valor', rules: 'required|numeric|gt:0', tab: 'receipt' }),
    invoices: lineItems({
      label: 'Aplicado a facturas', tab: 'receipt', table: 'receipt_invoices', parentKey: 'receipt_id', maxRows: 100,
      hint: 'Para pagar varias facturas del cliente con este recibo: el valor de cada una. Su suma es el valor del recibo.',
      fields: {
        invoice_id: relation('invoices', { label: 'Factura', rules: 'required' }),
        amount: currency({ label: 'Valor', rules: 'required|numeric|gt:0' }),
      },
    }),
    concept: text({ label: 'Concepto', rules: 'required|max:255', searchable: true, tab: 'receipt' }),
    transaction: text({ label: 'Transacción', rules: 'required|max:100', searchable: true, hint: 'Referencia de la consignación, transferencia o cheque, o «Efectivo».', tab: 'receipt' }),
    status: select(STATUS_OPTIONS, { label: 'Estado', rules: `required|in:${RECEIPT_STATUSES.join(',')}`, default: 'emitido', filter: true, tab: 'receipt', list: { chip: true } }),
    note: textarea({ label: 'Nota', rules: 'max:2000', tab: 'receipt', list: { visible: false } }),
    pedido_id: relation('pedidos', { label: 'Pedido', modulo: 'pedidos', filter: true, tab: 'others', list: { visible: false } }),
    user_id: relation('users', { label: 'Recibido por', default: (c) => c.userId, tab: 'others', list: { visible: false } }),
    created_by: relation('users', { label: 'Creado por', include: 'creator', readonly: true, default: (c) => c.userId, tab: 'others', list: { visible: false } }),
    updated_by: relation('users', { label: 'Modificado por', include: 'editor', readonly: true, tab: 'others', list: { visible: false } }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
  },
});
