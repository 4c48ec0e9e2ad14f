// Demo credit and debit notes (issue 15): their own NC and ND billing resolutions, a partial return and
// interest on the overdue FE1002, and the Anulación that voids FE1006. Written through the record
// pipeline, so they are numbered from their resolutions and move their invoices' debt and estado.
import { creditNotes, debitNotes, resolutions } from '../../core/resources';
import { dayFromToday } from './agenda';
import type { ReceivablesSeeder } from './receivables';
// The hooks that number the notes and move the invoices must be registered when the seed runs alone.
import '../features/invoicing/numbering';
import '../features/invoicing/notes';

export async function seedNotes(s: ReceivablesSeeder, ctx: {
  admin: number; invoiceIds: Record<string, number>;
  productoIds: Record<string, { id: number; name: string; precio: string; taxes: number[] }>;
}) {
  const now = new Date();
  await s.create(resolutions, {
    number: '18764000009012', type: 'NC', prefix: 'NC', start_range: 1, end_range: 500,
    start_date: dayFromToday(now, -180), end_date: dayFromToday(now, 550), notes: 'Numeración de las notas crédito electrónicas.',
  }, ctx.admin);
  await s.create(resolutions, {
    number: '18764000009013', type: 'ND', prefix: 'ND', start_range: 1, end_range: 500,
    start_date: dayFromToday(now, -180), end_date: dayFromToday(now, 550), notes: 'Numeración de las notas débito electrónicas.',
  }, ctx.admin);
  const line = (ref: string, cantidad: string, descuento = '0') => {
    const p = ctx.productoIds[ref];
    return { producto_id: p.id, nombre: p.name, cantidad, precio: p.precio, descuento, taxes: p.taxes };
  };
  // NC1: four bags of coffee of FE1002 came back (same 5 % discount as invoiced).
  await s.create(creditNotes, {
    invoice_id: ctx.invoiceIds.FE1002, fecha: dayFromToday(now, -3), concepto: '1',
    descripcion: 'El cliente devolvió 4 unidades con el empaque roto.', items: [line('CAF-001', '4', '5')],
  }, ctx.admin);
  // ND1: interest on FE1002, overdue for a month.
  await s.create(debitNotes, {
    invoice_id: ctx.invoiceIds.FE1002, fecha: dayFromToday(now, -2), concepto: '1',
    descripcion: 'Intereses de mora de 30 días sobre el saldo vencido.',
    items: [{ nombre: 'Intereses de mora', cantidad: '1', precio: '18500', descuento: '0', taxes: [] }],
  }, ctx.admin);
  // NC2: FE1006 annulled (the note takes the invoice's lines and marks it anulada).
  await s.create(creditNotes, {
    invoice_id: ctx.invoiceIds.FE1006, fecha: dayFromToday(now, -20), concepto: '2',
    descripcion: 'Factura expedida por error: el cliente canceló el servicio antes de prestarlo.',
  }, ctx.admin);
}
