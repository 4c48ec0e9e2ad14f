import {
  currency, date, defineResource, json, lineItems, number, optionsOf, relation, select, text, textarea, todayDefault, withTones,
} from '../resource';
import { taxedLineFields } from './line-fields';

/** Supplier invoice estado (spec 02 §4), forma_pago and pago (spec 02 §3), in the spec's order and spelling. */
export const SUPPLIER_INVOICE_ESTADOS = ['emitida', 'pagada', 'anulada', 'vencida', 'rechazada'] as const;
export const SUPPLIER_INVOICE_FORMAS_PAGO = ['Débito', 'Crédito'] as const;
export const SUPPLIER_INVOICE_PAGOS = ['efectivo', 'tarjeta Débito', 'tarjeta credito', 'cheque', 'otro', 'credito'] as const;

const ESTADO_OPTIONS = withTones(
  SUPPLIER_INVOICE_ESTADOS.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) })),
  { emitida: 'info', pagada: 'success', anulada: 'neutral', vencida: 'danger', rechazada: 'danger' },
);
const PAGO_OPTIONS = SUPPLIER_INVOICE_PAGOS.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) }));

/**
 * Supplier invoices (spec 02 §3 'Supplier invoice' (invoices-proveedores), with its defaults and
 * options; §4 estado; §5 number, supplier, date, status, address, forma_pago, pago required and at
 * least one item). Route /invoices-proveedores (spec 01 §2.2). Spec 01 §6 names no permission word for
 * them: 'Facturas de Proveedores' in the same scheme; module 'proveedores' (they are bills from
 * suppliers, like purchase orders). The number is unique per tenant. Lines are priced with taxes like
 * an order's (src/core/money); a picked product fills its purchase price. orden_compra is the number
 * of the purchase order being billed, as text (the spec names no relation).
 */
export const invoicesProveedores = defineResource({
  name: 'invoices-proveedores',
  label: { one: 'Factura de proveedor', many: 'Facturas de proveedores' },
  gender: 'f',
  title: 'number',
  module: 'proveedores',
  permission: 'Facturas de Proveedores',
  menu: { group: 'Compras', order: 30, icon: 'file' },
  defaultOrder: '-fecha',
  fields: {
    number: text({ label: 'Número', rules: 'required|max:50', unique: true, searchable: true, tab: 'invoice' }),
    // Picking the supplier fills the invoice's address with the supplier's (the form keeps a typed one).
    proveedor_id: relation('proveedores', { label: 'Proveedor', rules: 'required', tab: 'invoice', fills: { direccion: 'direccion' } }),
    fecha: date({ label: 'Fecha', rules: 'required|date', default: todayDefault, filter: true, tab: 'invoice' }),
    estado: select(ESTADO_OPTIONS, {
      label: 'Estado', rules: `required|in:${SUPPLIER_INVOICE_ESTADOS.join(',')}`, default: 'emitida', tab: 'invoice', list: { chip: true },
    }),
    direccion: textarea({ label: 'Dirección', rules: 'required|max:500', tab: 'invoice', list: { visible: false } }),
    forma_pago: select(optionsOf(SUPPLIER_INVOICE_FORMAS_PAGO), {
      label: 'Forma de pago', rules: `required|in:${SUPPLIER_INVOICE_FORMAS_PAGO.join(',')}`, default: 'Débito', tab: 'invoice',
    }),
    pago: select(PAGO_OPTIONS, {
      label: 'Medio de pago', rules: `required|in:${SUPPLIER_INVOICE_PAGOS.join(',')}`, default: 'efectivo', tab: 'invoice', list: { visible: false },
    }),
    items: lineItems({
      label: 'Productos', rules: 'required|min:1', tab: 'invoice',
      table: 'invoice_proveedor_items', parentKey: 'invoice_proveedor_id', taxes: 'taxes', totals: { total: 'total' }, productPrice: 'precio_compra',
      fields: taxedLineFields(),
    }),
    // The lines table shows the total as it is typed; the form needs no second copy.
    total: currency({ label: 'Total', readonly: true, formHidden: true, tab: 'invoice' }),
    orden_compra: text({ label: 'Orden de compra', rules: 'max:100', searchable: true, filter: true, tab: 'invoice', list: { visible: false } }),
    bodega_id: relation('bodegas', { label: 'Bodega', modulo: 'inventarios', tab: 'invoice', list: { visible: false } }),
    user_id: relation('users', { label: 'Registrada por', readonly: true, default: (c) => c.userId, tab: 'invoice', list: { visible: false } }),
  },
});
