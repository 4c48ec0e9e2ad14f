import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { invoicePrint } from '../../../core/dian/invoice-print';
import { invoices } from '../../../core/resources';
import { invoicePdf } from '../../features/invoicing/invoice-pdf';
import { withRecordsRead } from '../../records';
import { requireAuth } from '../context';
import { notFound } from '../errors';

type Row = Record<string, unknown>;

/**
 * `GET invoices/{id}/file` (spec 03 §7; issue 15): the invoice's PDF, its legal Colombian layout
 * (core/dian/invoice-print.ts). The token comes in the Auth-Token header or, for a link the browser
 * opens, as `?token=` (app.ts). Reading it takes what `GET invoices/{id}` takes (permission, module,
 * row scope: a client-linked user only its client's invoices); an invoice the user cannot reach is a
 * 404. The printed fields are the document's (CUFE included, even for users who may not see the DIAN
 * fields in the API: the PDF is what the client receives).
 */
export const invoicePdfRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get<{ Params: { id: string } }>('/invoices/:id/file', async (req, reply) => {
    const auth = requireAuth(req);
    if (!/^\d{1,9}$/.test(req.params.id)) throw notFound();
    const id = Number(req.params.id);
    const tenant = req.tenant;
    const data = await withRecordsRead(db, { tenantId: tenant.id, principal: auth.principal }, async (rec) => {
      if (!(await rec.get(invoices, id))) return null;
      const t = rec.tenantId;
      const invoice = (await sql<Row>`select id, number, fecha::text as fecha, vencimiento::text as vencimiento, estado, type, forma_pago, pago,
        direccion, orden_compra, nota, total::text as total, codigo_dian, cliente_id, resolution_id
        from invoices where tenant_id = ${t} and id = ${id}`.execute(rec.trx)).rows[0];
      const items = (await sql<Row>`select nombre, cantidad::text as cantidad, precio::text as precio, descuento::text as descuento, taxes
        from invoice_items where tenant_id = ${t} and invoice_id = ${id} order by position, id`.execute(rec.trx)).rows;
      const client = invoice.cliente_id == null ? null : (await sql<Row>`select nombres, middle_name, apellidos, nombre_comercial,
        tipo_documento, document, direccion, ciudad, telefono, email from clientes where tenant_id = ${t} and id = ${invoice.cliente_id}`
        .execute(rec.trx)).rows[0] ?? null;
      const resolution = invoice.resolution_id == null ? null : (await sql<Row>`select number, type, prefix, start_range, end_range,
        start_date::text as start_date, end_date::text as end_date from resolutions where tenant_id = ${t} and id = ${invoice.resolution_id}`
        .execute(rec.trx)).rows[0] ?? null;
      return { invoice: { ...invoice, items } as Row & { items: Row[] }, client, resolution };
    });
    if (!data) throw notFound('Factura no encontrada.');
    const pdf = await invoicePdf(invoicePrint({ ...data, settings: tenant.settings ?? {}, tenantName: tenant.display_name }));
    const name = `factura-${String(data.invoice.number || id).replace(/[^\w.-]+/g, '_')}.pdf`;
    return reply.header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
