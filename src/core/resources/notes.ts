import {
  currency, date, defineResource, lineItems, relation, select, text, textarea, todayDefault,
} from '../resource';
import type { Resource } from '../resource/types';
import { DIAN_OPTIONS } from './invoices';
import { taxedLineFields } from './line-fields';

/**
 * Concepto de corrección of a credit note (Anexo Técnico, DiscrepancyResponse/ResponseCode; reference
 * dian-payu.md §4): 1 devolución parcial, 2 anulación, 3 rebaja o descuento, 4 ajuste de precio.
 */
export const CREDIT_CONCEPTS = [
  { value: '1', label: 'Devolución parcial' }, { value: '2', label: 'Anulación' },
  { value: '3', label: 'Rebaja o descuento' }, { value: '4', label: 'Ajuste de precio' },
];
/** The concept that voids the invoice: the note credits all that is left and the invoice becomes anulada. */
export const CREDIT_ANULACION = '2';
/** Concepto de corrección of a debit note (Anexo Técnico): 1 intereses, 2 gastos por cobrar, 3 cambio del valor, 4 otros. */
export const DEBIT_CONCEPTS = [
  { value: '1', label: 'Intereses' }, { value: '2', label: 'Gastos por cobrar' },
  { value: '3', label: 'Cambio del valor' }, { value: '4', label: 'Otros' },
];

const note = (kind: 'credit' | 'debit'): Resource => {
  const credit = kind === 'credit';
  const concepts = credit ? CREDIT_CONCEPTS : DEBIT_CONCEPTS;
  const name = credit ? 'credit_notes' : 'debit_notes';
  return defineResource({
    name,
    label: credit ? { one: 'Nota crédito', many: 'Notas crédito' } : { one: 'Nota débito', many: 'Notas débito' },
    gender: 'f',
    title: 'number',
    module: 'facturas',
    permission: 'Notas Débito/Crédito',
    menu: { group: 'Facturación', order: credit ? 12 : 13, icon: credit ? 'file-minus' : 'file-plus' },
    // Spec 01 §2.2: /facturacion/credit_notes and /facturacion/debit_notes lead to the list.
    aliases: [`facturacion/${name}`],
    defaultOrder: '-fecha',
    fields: {
      number: text({ label: 'Número', readonly: true, unique: true, searchable: true }),
      // The invoice the note corrects; its client is the note's (filled from it, checked by the server).
      invoice_id: relation('invoices', { label: 'Factura', rules: 'required', filter: true, filterBy: { cliente_id: 'cliente_id' } }),
      cliente_id: relation('clientes', { label: 'Cliente', rules: 'required', filter: true }),
      fecha: date({ label: 'Fecha', rules: 'required|date', default: todayDefault, filter: true }),
      concepto: select(concepts, {
        label: 'Concepto', rules: `required|in:${concepts.map((c) => c.value).join(',')}`, default: '1', filter: true, list: { chip: true },
      }),
      descripcion: textarea({ label: 'Motivo', rules: 'required|max:2000', searchable: true }),
      resolution_id: relation('proxy_resolutions', { label: 'Resolución', include: 'resolution', filter: true, list: { visible: false } }),
      // An anulación without lines takes the invoice's lines (server).
      items: lineItems({
        label: 'Productos', rules: credit ? `required_unless:concepto,${CREDIT_ANULACION}` : 'required|min:1',
        table: credit ? 'credit_note_items' : 'debit_note_items', parentKey: credit ? 'credit_note_id' : 'debit_note_id',
        taxes: 'taxes', totals: { total: 'total' }, fields: taxedLineFields(),
      }),
      total: currency({ label: 'Total', readonly: true }),
      user_id: relation('users', { label: 'Creado por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
      // Electronic invoicing: the DIAN sending moves these; a form never sets them.
      estado_dian: select(DIAN_OPTIONS, { label: 'Estado DIAN', readonly: true, dianOnly: true, default: 'DIAN_NO_ENVIADO', list: { visible: false, chip: true } }),
      codigo_dian: text({ label: 'CUDE', readonly: true, dianOnly: true, list: { visible: false } }),
      dian_respuesta: textarea({ label: 'Respuesta de la DIAN', readonly: true, dianOnly: true, list: { visible: false } }),
    },
  });
};

/**
 * Credit notes (issue 15; spec 01 §2.2 /facturacion/credit_notes, §6 'Notas Débito/Crédito'): correct an
 * invoice downwards. Numbered from the NC billing resolution (src/server/features/invoicing/numbering.ts);
 * together they never credit more than the invoice's total, and they lower its debt
 * (src/server/features/invoicing/notes.ts). Concept 2 (Anulación) credits all that is left and marks the
 * invoice anulada. CUDE and DIAN status are the DIAN sending's.
 */
export const creditNotes = note('credit');
/** Debit notes: correct an invoice upwards (interest, charges …); numbered from the ND resolution; raise its debt. */
export const debitNotes = note('debit');
