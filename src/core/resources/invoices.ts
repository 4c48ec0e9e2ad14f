import { INVOICE_ESTADOS } from '../money/receivables';
import {
  boolean, currency, date, defineResource, json, lineItems, number, relation, select, text, textarea, todayDefault, withTones,
} from '../resource';
import { taxedLineFields } from './line-fields';
import { INVOICE_TYPES } from './pedidos';

/** Status colours: open blue, overdue and rejected red, partly paid amber, paid green, voided grey. */
const ESTADO_OPTIONS = withTones(INVOICE_ESTADOS.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })), {
  emitida: 'info', pagada: 'success', 'parcialmente pagada': 'warning', anulada: 'neutral', vencida: 'danger', rechazada: 'danger',
});
/** DIAN status (spec 02 §4); moved by the DIAN sending of issue 15, never by a form. */
export const DIAN_STATUSES = ['DIAN_PENDIENTE', 'DIAN_NO_ENVIADO', 'DIAN_ENVIADO', 'DIAN_ACEPTADO', 'DIAN_RECHAZADO'] as const;
export const DIAN_OPTIONS = withTones([
  { value: 'DIAN_PENDIENTE', label: 'Pendiente' }, { value: 'DIAN_NO_ENVIADO', label: 'No enviada' },
  { value: 'DIAN_ENVIADO', label: 'Enviada' }, { value: 'DIAN_ACEPTADO', label: 'Aceptada' }, { value: 'DIAN_RECHAZADO', label: 'Rechazada' },
], { DIAN_PENDIENTE: 'warning', DIAN_ENVIADO: 'info', DIAN_ACEPTADO: 'success', DIAN_RECHAZADO: 'danger' });
/** Forma de pago: the same pair as supplier invoices (spec 02 §3); Crédito needs a due date (§5). */
export const FORMAS_PAGO = ['Débito', 'Crédito'] as const;
/** Medio de pago: the supplier invoice's list (spec 02 §3), the values as the spec writes them. */
export const INVOICE_PAGOS = [
  { value: 'efectivo', label: 'Efectivo' }, { value: 'tarjeta Débito', label: 'Tarjeta débito' },
  { value: 'tarjeta credito', label: 'Tarjeta crédito' }, { value: 'cheque', label: 'Cheque' },
  { value: 'otro', label: 'Otro' }, { value: 'credito', label: 'Crédito' },
];

/**
 * Invoices (spec 02 §3 'Invoice'; §4 estado, type and DIAN status; §5 fecha, estado, direccion,
 * forma_pago, pago and cliente_id required, vencimiento required when forma_pago is Crédito, number
 * unique). Lines are priced like an order's (taxes per line, totals computed by the server).
 * partially_paid and debt are the server's (src/server/features/receivables): what the invoice's
 * non-annulled receipts paid, and total − partially_paid unless pagada, anulada or rechazada (0).
 * Spec 02 §6: user and seller are SuperAdmin-only; the DIAN fields show only to users who can send.
 * resolution_id names the billing resolution (proxy_resolutions) the invoice was numbered under; its
 * invoices of the last 30 days give the resolution's burn-down. FE and POS invoices are numbered from it
 * by the server (src/server/features/invoicing/numbering.ts). Left for issue 15 (DIAN invoicing): the
 * CUFE (codigo_dian) and the PDF (file_name).
 */
export const invoices = defineResource({
  name: 'invoices',
  label: { one: 'Factura', many: 'Facturas' },
  gender: 'f',
  title: 'number',
  module: 'facturas',
  permission: 'Facturas',
  menu: { group: 'Facturación', order: 10, icon: 'file-text' },
  defaultOrder: '-fecha',
  // /facturacion/dian: the invoices by DIAN status. estado_dian is the server's (readonly), so the
  // board only shows where each invoice is; the send queue moves the cards, live.
  views: {
    board: { column: 'estado_dian', card: ['cliente_id', 'total', 'type'], done: ['DIAN_ACEPTADO'] },
  },
  // 'Enviar a la DIAN' (POST invoices/{id}/dian-send, server/features/dian-send): an invoice not yet
  // sent, or rejected and corrected; for users who can send to the DIAN and edit it.
  // /invoices/{id}: the invoice with the receipts that paid it and its credit and debit notes.
  page: {
    related: [
      // No sum of the receipts' amounts: a receipt may pay several invoices (receipt_invoices), so its
      // amount is not what it paid of this one — the invoice's own 'Abonado' (partially_paid) is.
      { resource: 'receipts', field: 'invoice_id' },
      { resource: 'credit_notes', field: 'invoice_id', sums: ['total'] },
      { resource: 'debit_notes', field: 'invoice_id', sums: ['total'] },
    ],
  },
  // Before an electronic invoice is saved (and sent): the DIAN's checks on its values, the CUFE previewed.
  formChecks: [{ key: 'dian', label: 'Verificación DIAN', dian: true, when: { field: 'type', in: ['FE'] } }],
  actions: [
    { key: 'dian-send', label: 'Enviar a la DIAN', icon: 'send', kind: 'post', dian: true, keys: 'd',
      when: { field: 'estado_dian', in: ['DIAN_NO_ENVIADO', 'DIAN_RECHAZADO', null] },
      confirm: 'La factura se firmará y se enviará a la DIAN. Después no se podrá modificar: solo corregir con notas crédito o débito.',
      done: 'Factura en camino a la DIAN' },
    // /invoices/{id}/print: the invoice's PDF (GET invoices/{id}/file), for whoever reads the invoice.
    { key: 'print', label: 'Imprimir factura', icon: 'printer', kind: 'link', href: '/invoices/{id}/print', keys: 'p' },
  ],
  fields: {
    number: text({ label: 'Número', rules: 'max:50', unique: true, searchable: true, tab: 'invoice' }),
    // Picking the client fills the invoice's address with the client's (the form keeps a typed one).
    cliente_id: relation('clientes', { label: 'Cliente', rules: 'required', filter: true, tab: 'invoice', fills: { direccion: 'direccion' } }),
    fecha: date({ label: 'Fecha', rules: 'required|date', default: todayDefault, filter: true, tab: 'invoice' }),
    estado: select(ESTADO_OPTIONS, { label: 'Estado', rules: `required|in:${INVOICE_ESTADOS.join(',')}`, default: 'emitida', filter: true, tab: 'invoice', list: { chip: true } }),
    type: select(INVOICE_TYPES.map((v) => ({ value: v, label: v === 'invoice' ? 'Factura' : v })), { label: 'Tipo', rules: `required|in:${INVOICE_TYPES.join(',')}`, default: 'invoice', filter: true, tab: 'invoice', list: { visible: false } }),
    // Spec 02 §5: a POS invoice goes to the DIAN (as the POS electronic equivalent document) only when
    // asked, and only by a user who can send (server/features/dian-send/hooks.ts); FE always goes.
    invoice_send: boolean({ label: 'Enviar a la DIAN', default: false, dianOnly: true, visibleIf: { field: 'type', is: 'POS' }, tab: 'invoice', list: { visible: false } }),
    forma_pago: select(FORMAS_PAGO.map((v) => ({ value: v, label: v })), { label: 'Forma de pago', rules: `required|in:${FORMAS_PAGO.join(',')}`, default: 'Débito', filter: true, tab: 'invoice', list: { visible: false } }),
    pago: select(INVOICE_PAGOS, { label: 'Medio de pago', rules: `required|in:${INVOICE_PAGOS.map((p) => p.value).join(',')}`, default: 'efectivo', tab: 'invoice', list: { visible: false } }),
    // Red in the list while the invoice is vencida (past due and still owing).
    vencimiento: date({ label: 'Vencimiento', rules: 'required_if:forma_pago,Crédito|date|after_or_equal:fecha', filter: true, tab: 'invoice',
      list: { with: ['estado'], danger: { field: 'estado', is: 'vencida' } } }),
    direccion: text({ label: 'Dirección', rules: 'required|max:255', searchable: true, tab: 'invoice', list: { visible: false } }),
    resolution_id: relation('proxy_resolutions', { label: 'Resolución', include: 'resolution', filter: true, tab: 'invoice', list: { visible: false } }),
    orden_compra: text({ label: 'Orden de compra', rules: 'max:100', searchable: true, tab: 'invoice', list: { visible: false } }),
    items: lineItems({
      label: 'Productos', rules: 'required|min:1', tab: 'invoice',
      table: 'invoice_items', parentKey: 'invoice_id', taxes: 'taxes', totals: { total: 'total' },
      fields: taxedLineFields(),
    }),
    total: currency({ label: 'Total', readonly: true, tab: 'invoice' }),
    partially_paid: currency({ label: 'Abonado', readonly: true, default: 0, tab: 'invoice', list: { visible: false } }),
    debt: currency({ label: 'Saldo', readonly: true, default: 0, filter: true, tab: 'invoice' }),
    nota: textarea({ label: 'Nota', rules: 'max:2000', tab: 'others', list: { visible: false } }),
    entidad_id: relation('entidades', { label: 'Entidad', modulo: 'entidades', tab: 'others', list: { visible: false } }),
    user_id: relation('users', { label: 'Creado por', superAdminOnly: true, default: (c) => c.userId, tab: 'others', list: { visible: false } }),
    vendedor_id: relation('users', { label: 'Vendedor', superAdminOnly: true, tab: 'others', list: { visible: false } }),
    // Electronic invoicing (issue 15 sends and moves these; a form never sets them).
    estado_dian: select(DIAN_OPTIONS, { label: 'Estado DIAN', readonly: true, dianOnly: true, default: 'DIAN_NO_ENVIADO', tab: 'others', list: { visible: false, chip: true } }),
    codigo_dian: text({ label: 'CUFE', readonly: true, dianOnly: true, tab: 'others', list: { visible: false } }),
    // The DIAN's last answer: accepted, or the rejection's rules with what to fix (core/dian/rejections.ts).
    dian_respuesta: textarea({ label: 'Respuesta de la DIAN', readonly: true, dianOnly: true, tab: 'others', list: { visible: false } }),
    file_name: text({ label: 'Archivo', readonly: true, formHidden: true, list: { visible: false } }),
    contabilidad_id: text({ label: 'ID en contabilidad', readonly: true, formHidden: true, list: { visible: false } }),
  },
});
