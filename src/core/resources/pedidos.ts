import {
  address, boolean, currency, date, defineResource, json, lineItems, location, number, optionsOf, relation, select, text, textarea, todayDefault, withTones,
  type VisibleCondition,
} from '../resource';
import { taxedLineFields } from './line-fields';

/** Order estado and tipo lists (spec 02 §4). */
export const ORDER_ESTADOS = [
  'Pedido', 'Enviado', 'Despachado', 'Entregado', 'Pagado', 'Anulado', 'Cancelado', 'Reembolso', 'Pendiente de Pago',
  'Error en el Pago', 'Retrasado', 'Parcialmente Enviado', 'Desconocido', 'Por Confirmar', 'Revisión',
] as const;
/** Status colours of the estado badges: in progress blue/amber, done green, failed red. */
const ORDER_TONES = {
  Pedido: 'info', Enviado: 'accent', Despachado: 'accent', Entregado: 'success', Pagado: 'success', Anulado: 'neutral',
  Cancelado: 'neutral', Reembolso: 'warning', 'Pendiente de Pago': 'warning', 'Error en el Pago': 'danger', Retrasado: 'danger',
  'Parcialmente Enviado': 'warning', Desconocido: 'neutral', 'Por Confirmar': 'warning', 'Revisión': 'warning',
} as const;
/** Estados in which an order takes no more payments (no card payment is offered or accepted). */
export const ORDER_CLOSED_ESTADOS = ['Anulado', 'Cancelado', 'Reembolso'] as const;
export const ORDER_TIPOS = ['pedido', 'prueba', 'servicio'] as const;
export const INVOICE_TYPES = ['FE', 'POS', 'invoice'] as const;

/** Orders (spec 02 §3–§5). */
/** The order generates an invoice (its invoice fields apply). */
const invoicing: VisibleCondition = { field: 'facturar', is: true };

export const pedidos = defineResource({
  name: 'pedidos',
  label: { one: 'Pedido', many: 'Pedidos' },
  title: 'numero_pedido',
  module: 'pedidos',
  permission: 'Pedidos',
  menu: { group: 'Ventas', order: 20, icon: 'file-text' },
  // /orders/{id}: the order with its lines, and the receipts paid against it.
  page: { path: 'orders', related: [{ resource: 'receipts', field: 'pedido_id', sums: ['amount'] }] },
  aliases: ['orders'],
  // 'Facturar' makes the order's invoice (POST pedidos/{id}/facturar, src/server/features/invoicing/facturar.ts):
  // whoever reads the order and may add invoices, while the order has none; the invoice opens next.
  // Card payment by PayU WebCheckout (spec 02 §7, 03 §7.5): GET pedidos/{id}/payu-payload, then the
  // hidden form to the checkout; offered to whoever reads the order while it owes and is not closed.
  actions: [
    { key: 'facturar', label: 'Facturar', icon: 'file-text', kind: 'post', when: { field: 'invoice_id', in: [null] }, needs: 'view',
      can: 'Agregar Facturas', module: 'facturas', confirm: 'Se creará la factura de este pedido con sus productos, cliente y dirección.',
      done: 'Pedido facturado', keys: 'f', opens: 'invoices' },
    { key: 'payu-payload', label: 'Pagar con tarjeta', icon: 'credit-card', kind: 'form', needs: 'view',
      when: [{ field: 'saldo', gt: 0 }, { field: 'estado', notIn: ORDER_CLOSED_ESTADOS }] },
  ],
  fields: {
    numero_pedido: text({ label: 'Número de pedido', rules: 'max:50', unique: true, searchable: true, tab: 'order' }),
    cliente_id: relation('clientes', { label: 'Cliente', rules: 'required', filter: true, tab: 'order' }),
    fecha_pedido: date({ label: 'Fecha del pedido', rules: 'required|date', default: todayDefault, filter: true, tab: 'order' }),
    estado: select(withTones(optionsOf(ORDER_ESTADOS), ORDER_TONES), { label: 'Estado', rules: `required|in:${ORDER_ESTADOS.join(',')}`, default: 'Pedido', tab: 'order', list: { chip: true } }),
    tipo: select(optionsOf(ORDER_TIPOS), { label: 'Tipo', rules: `required|in:${ORDER_TIPOS.join(',')}`, default: 'pedido', tab: 'order', list: { visible: false } }),
    direccion_envio: address({ label: 'Dirección de envío', rules: 'required|max:255', searchable: true, tab: 'order', list: { visible: false } }),
    pago: text({ label: 'Forma de pago', rules: 'max:50', default: 'Crédito', filter: true, tab: 'order', list: { visible: false } }),
    orden_compra: text({ label: 'Orden de compra', rules: 'max:100', searchable: true, tab: 'order', list: { visible: false } }),
    items: lineItems({
      label: 'Productos', rules: 'required|min:1', tab: 'order',
      table: 'pedido_items', parentKey: 'pedido_id', taxes: 'taxes', totals: { total: 'total' },
      fields: taxedLineFields(),
    }),
    total: currency({ label: 'Total', readonly: true, tab: 'order' }),
    // Payments (spec 02 §9: "payment display sums method:amount pairs and shows change when the amount
    // paid exceeds the total"): lines of their own table, so each one is a real reference to a
    // payment method (tenant and row scope checked), has per-row rules and is kept in revisions.
    // `metodo` is the method's name when the payment was recorded, set by the server
    // (src/server/features/orders/payments.ts) together with pagado, cambio and saldo.
    pagos: lineItems({
      label: 'Pagos', tab: 'payment methods', table: 'pedido_pagos', parentKey: 'pedido_id', maxRows: 50,
      cell: 'payments', list: { visible: false, sortable: false, with: ['total'] },
      fields: {
        payment_method_id: relation('payment-methods', { label: 'Método de pago', rules: 'required' }),
        valor: currency({ label: 'Valor', rules: 'required|numeric|minvalue:0.01' }),
        referencia: text({ label: 'Referencia', rules: 'max:100' }),
        metodo: text({ label: 'Método', readonly: true }),
      },
    }),
    pagado: currency({ label: 'Pagado', readonly: true, tab: 'payment methods', list: { visible: false } }),
    cambio: currency({ label: 'Cambio', readonly: true, tab: 'payment methods', list: { visible: false } }),
    saldo: currency({ label: 'Saldo', readonly: true, tab: 'payment methods', list: { visible: false } }),
    facturar: boolean({ label: 'Generar factura', default: true, filter: true, tab: 'order' }),
    fecha_envio: date({ label: 'Fecha de envío', rules: 'date', tab: 'shipping', list: { visible: false } }),
    fecha_entrega: date({ label: 'Fecha de entrega', rules: 'date', tab: 'shipping', list: { visible: false } }),
    direccion_destino: text({ label: 'Dirección de destino', rules: 'max:255', tab: 'shipping', list: { visible: false } }),
    direccion_facturado: text({ label: 'Dirección de facturación', rules: 'max:255', tab: 'shipping', list: { visible: false } }),
    transporte: text({ label: 'Transporte', rules: 'max:100', tab: 'shipping', list: { visible: false } }),
    category: text({ label: 'Categoría', rules: 'max:100', filter: true, tab: 'others', list: { visible: false } }),
    notas: textarea({ label: 'Notas', rules: 'max:2000', tab: 'others', list: { visible: false } }),
    bodega_id: relation('bodegas', { label: 'Bodega', modulo: 'inventarios', tab: 'shipping', list: { visible: false } }),
    conductor_id: relation('conductores', { label: 'Conductor', modulo: 'transporte', tab: 'shipping', list: { visible: false } }),
    conductor2_id: relation('conductores', { label: 'Segundo conductor', include: 'conductor2', modulo: 'transporte', tab: 'shipping', list: { visible: false } }),
    vehiculo_id: relation('vehiculos', { label: 'Vehículo', modulo: 'transporte', tab: 'shipping', list: { visible: false } }),
    vendedor_id: relation('users', { label: 'Vendedor', tab: 'others', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'others', list: { visible: false } }),
    approved_by: relation('users', { label: 'Aprobado por', include: 'aprobador', tab: 'others', list: { visible: false }, filter: { handler: 'presence' } }),
    user_id: relation('users', { label: 'Creado por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
    // The invoice fields show (and the type is required) only while "Generar factura" is on (spec 02 §4).
    invoice_type: select(optionsOf(INVOICE_TYPES), { label: 'Tipo de factura', rules: `required|in:${INVOICE_TYPES.join(',')}`, default: 'invoice', visibleIf: invoicing, modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    invoice_number: text({ label: 'Número de factura', rules: 'max:50', visibleIf: invoicing, modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    invoice_resolucion: text({ label: 'Resolución de facturación', rules: 'max:255', visibleIf: invoicing, modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    invoice_cabecera: textarea({ label: 'Encabezado de la factura', rules: 'max:2000', visibleIf: invoicing, modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    invoice_pie: textarea({ label: 'Pie de la factura', rules: 'max:2000', visibleIf: invoicing, modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    // The DIAN send option appears only for POS invoices when the user can send to the DIAN (spec 02 §4).
    invoice_id: relation('invoices', { label: 'Factura', modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    invoice_send: boolean({ label: 'Enviar a la DIAN', default: false, dianOnly: true, visibleIf: [invoicing, { field: 'invoice_type', is: 'POS' }], modulo: 'facturas', tab: 'invoice', list: { visible: false } }),
    // Spec 02 §6: the order location picker is hidden unless the user is an admin (of orders; SuperAdmin passes).
    location: location({ label: 'Ubicación', can: 'Administrar Pedidos', tab: 'shipping', list: { visible: false } }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
  },
  // /orders-status-board: a column per estado (spec 02 §4; any estado may follow any other, the spec
  // shows no transition rules); a card shows the client, total, delivery date and number of lines.
  views: {
    board: {
      column: 'estado',
      card: ['cliente_id', 'total', 'fecha_entrega', 'items'],
      done: ['Entregado', 'Pagado', 'Anulado', 'Cancelado', 'Reembolso'],
    },
  },
});
