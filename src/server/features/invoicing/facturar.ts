// 'Facturar' (issue 15): an order becomes an invoice — its client, billing address, lines with their
// taxes, invoice type and purchase order — through the record pipeline, so the invoice is priced,
// numbered from the billing resolution (FE/POS, numbering.ts), validated and revised like any other;
// the order then names it (invoice_id, invoice_number). One order, one invoice: the order row is
// locked first, so two clicks at once queue and the second is refused (409).
// POST /api/pedidos/{id}/facturar — 'Agregar Facturas' (and the facturas module) and reading the order.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { todayDefault } from '../../../core/resource';
import { invoices, pedidos } from '../../../core/resources';
import { shiftDay } from '../../../core/rules/dates';
import { recordConflict, recordInvalid, recordNotFound, withRecords, type RecordContext } from '../../records';
import { requireAuth } from '../../http/context';

type Row = Record<string, unknown>;

export const ALREADY_INVOICED_MESSAGE = (number: string) => `El pedido ya está facturado (factura ${number}).`;
export const VOID_ORDER_MESSAGE = 'Un pedido anulado o cancelado no se factura.';
export const NO_LINES_MESSAGE = 'El pedido no tiene productos para facturar.';
/** Orders in these estados are not invoiced. */
const VOID_ORDER = ['Anulado', 'Cancelado'];
/** Days to pay an order sold on credit (its invoice's due date). */
export const CREDIT_DAYS = 30;

/** The invoice an order becomes (the body of POST invoices). */
export function invoiceFromOrder(order: Row, today: string): Row {
  const credito = String(order.pago ?? '').toLowerCase() === 'crédito' || String(order.pago ?? '').toLowerCase() === 'credito';
  const lines = (Array.isArray(order.items) ? order.items as Row[] : []).map((l) => ({
    producto_id: l.producto_id ?? null, nombre: l.nombre, cantidad: l.cantidad, precio: l.precio, descuento: l.descuento ?? 0,
    taxes: Array.isArray(l.taxes) ? (l.taxes as Row[]).map((t) => t.tax_id ?? t.id).filter((v) => v != null) : [],
  }));
  return {
    cliente_id: order.cliente_id, fecha: today, type: order.invoice_type ?? 'invoice',
    // 'Enviar a la DIAN' of a POS order: the invoice asks to be sent (dropped for who cannot send).
    ...(order.invoice_type === 'POS' && order.invoice_send === true ? { invoice_send: true } : {}),
    direccion: order.direccion_facturado || order.direccion_envio,
    orden_compra: order.orden_compra ?? null, entidad_id: order.entidad_id ?? null, vendedor_id: order.vendedor_id ?? null,
    forma_pago: credito ? 'Crédito' : 'Débito', pago: credito ? 'credito' : 'efectivo',
    ...(credito ? { vencimiento: shiftDay(today, CREDIT_DAYS) } : {}),
    nota: order.numero_pedido ? `Pedido ${order.numero_pedido}` : null,
    items: lines,
  };
}

/** Invoices the order (see the file's comment); returns the new invoice as a GET shows it. */
export async function invoiceOrder(rec: RecordContext, orderId: number): Promise<Row> {
  rec.assert(invoices, 'create');
  rec.assert(pedidos, 'view');
  // The order as this user may read it (404 otherwise), locked against a concurrent 'Facturar'.
  const reachable = (await sql`select ${sql.ref('pedidos.id')} from pedidos where ${rec.base(pedidos)} and ${sql.ref('pedidos.id')} = ${orderId}`
    .execute(rec.trx)).rows.length;
  if (!reachable) throw recordNotFound();
  await sql`select id from pedidos where tenant_id = ${rec.tenantId} and id = ${orderId} for update`.execute(rec.trx);
  const order = await rec.get(pedidos, orderId, ['items']);
  if (!order) throw recordNotFound();
  const linked = (await sql<{ invoice_id: number | null; number: string | null }>`select p.invoice_id, i.number from pedidos p
      left join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
     where p.tenant_id = ${rec.tenantId} and p.id = ${orderId}`.execute(rec.trx)).rows[0];
  if (linked?.invoice_id != null) throw recordConflict(ALREADY_INVOICED_MESSAGE(linked.number ?? `#${linked.invoice_id}`));
  if (VOID_ORDER.includes(String(order.estado))) throw recordInvalid({ estado: [VOID_ORDER_MESSAGE] });
  if (!Array.isArray(order.items) || !order.items.length) throw recordInvalid({ items: [NO_LINES_MESSAGE] });
  const id = await rec.create(invoices, invoiceFromOrder(order, todayDefault({ now: new Date() })));
  const number = (await sql<{ number: string | null }>`select number from invoices where tenant_id = ${rec.tenantId} and id = ${id}`
    .execute(rec.trx)).rows[0]?.number ?? null;
  // The link is the server's: whoever may invoice need not be able to edit orders.
  await rec.update(pedidos, orderId, { invoice_id: id, invoice_number: number }, { trusted: true });
  return (await rec.get(invoices, id, ['items']))!;
}

export const facturarRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.post<{ Params: { id: string } }>('/pedidos/:id/facturar', async (req, reply) => {
    const auth = requireAuth(req);
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
    if (!id) throw recordNotFound();
    const invoice = await withRecords(db, { tenantId: req.tenant.id, principal: auth.principal }, (rec) => invoiceOrder(rec, id));
    return reply.code(201).send(invoice);
  });
};
