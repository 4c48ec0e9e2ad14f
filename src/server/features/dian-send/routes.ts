// `POST invoices/{id}/dian-send` — 'Enviar a la DIAN' (issue 15): queues an invoice that was not sent,
// or was rejected and has been corrected. Our own call (the spec shows the option, not the call):
// docs/contracts.md "DIAN send". The user must be able to send to the DIAN (canSendToDian: the
// tenant's DIAN switch and 'Agregar Facturas') and to edit this invoice (permission, module, row scope).
import type { FastifyPluginAsync } from 'fastify';
import { canChangeRecord } from '../../../core/access';
import { todayDefault } from '../../../core/resource';
import { invoices } from '../../../core/resources';
import { recordConflict, withRecords } from '../../records';
import { requireAuth } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { parseId } from '../../http/ids';
import { enqueue } from './outbox';
import { kickDianQueues } from './worker';

export const NOT_RESENDABLE_MESSAGE = 'La factura ya está en la DIAN o en camino: no se envía de nuevo.';
const SENDABLE = ['DIAN_NO_ENVIADO', 'DIAN_RECHAZADO', null, undefined, ''];

export const dianSendRoutes: FastifyPluginAsync = async (app) => {
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
