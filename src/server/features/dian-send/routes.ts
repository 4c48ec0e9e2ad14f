// `POST invoices/{id}/dian-send` — 'Enviar a la DIAN' (issue 15): queues an invoice that was not sent,
// or was rejected and has been corrected. Our own call (the spec shows the option, not the call):
// docs/contracts.md "DIAN send". The user must be able to send to the DIAN (canSendToDian: the
// tenant's DIAN switch and 'Agregar Facturas') and to edit this invoice (permission, module, row scope).
import type { FastifyPluginAsync } from 'fastify';
import { canChangeRecord, canOnResource } from '../../../core/access';
import { todayDefault } from '../../../core/resource';
import { invoices } from '../../../core/resources';
import { recordConflict, withRecords, withRecordsRead } from '../../records';
import { dianChecks } from './checks';
import { requireAuth } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { parseId } from '../../http/ids';
import { enqueue } from './outbox';
import { kickDianQueues } from './worker';

export const NOT_RESENDABLE_MESSAGE = 'La factura ya está en la DIAN o en camino: no se envía de nuevo.';
const SENDABLE = ['DIAN_NO_ENVIADO', 'DIAN_RECHAZADO', null, undefined, ''];

export const dianSendRoutes: FastifyPluginAsync = async (app) => {
  // The form's 'Verificación DIAN' (issue 15 pre-checks): the unsaved values, checked and the CUFE
  // previewed. For users who can send to the DIAN and create or edit invoices; nothing is written.
  app.post('/invoices/checks/dian', async (req) => {
    const auth = requireAuth(req);
    if (!auth.principal.canSendToDian) throw forbidden();
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body as Record<string, unknown> : {};
    return withRecordsRead(app.deps.db, { tenantId: req.tenant.id, principal: auth.principal }, async (rec) => {
      if (!canOnResource(rec.principal, invoices, typeof body.id === 'number' ? 'update' : 'create')) throw forbidden();
      return dianChecks(rec, body);
    });
  });

  app.post<{ Params: { id: string } }>('/invoices/:id/dian-send', async (req) => {
    const auth = requireAuth(req);
    const id = parseId(req.params.id);
    if (!auth.principal.canSendToDian) throw forbidden();
    return withRecords(app.deps.db, { tenantId: req.tenant.id, principal: auth.principal }, async (rec) => {
      const row = await rec.get(invoices, id);
      if (!row) throw notFound();
      if (!SENDABLE.includes(row.estado_dian as string)) throw recordConflict(NOT_RESENDABLE_MESSAGE);
      // Sending changes the invoice: the user must be able to edit this one (permission, module, row scope).
      if (!canChangeRecord(rec.principal, invoices, 'update', row)) throw forbidden();
      // Issued when sent (FAD09e): an invoice sent on a later day than its date takes today's.
      await rec.update(invoices, id, { estado_dian: 'DIAN_PENDIENTE', dian_respuesta: null, fecha: todayDefault({ now: new Date() }) }, { trusted: true });
      await enqueue(rec, 'invoices', id);
      rec.onCommit(kickDianQueues);
      return rec.get(invoices, id);
    });
  });
};
