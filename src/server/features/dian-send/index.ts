// Electronic invoicing's send queue (issue 15): invoices queued in their own transaction, a worker that
// signs and sends each once and moves estado_dian live, and the 'Enviar a la DIAN' call.
import './hooks';
export { dianSendRoutes, NOT_RESENDABLE_MESSAGE } from './routes';
export { startDianQueue, kickDianQueues, runJob, backoffSeconds, MAX_ATTEMPTS, type DianGateway, type DianQueue, type QueueAnswer } from './worker';
export { enqueue, claimDue, outboxOf, type OutboxJob } from './outbox';
export { FISCAL_FIELDS, ISSUE_DATE_MESSAGE, SENT_INVOICE_DELETE_MESSAGE, SENT_INVOICE_MESSAGE } from './hooks';
export { NOTE_FISCAL_FIELDS, SENT_NOTE_DELETE_MESSAGE, SENT_NOTE_MESSAGE } from './notes';
export { DIAN_LOCKED, fiscalLock, type FiscalLock } from './fiscal-lock';
export { dianGateway, registerDianDocument, type DocumentBuilder } from './gateway';
import './notes';
