// The real DianGateway: the stored document as UBL 2.1 (core/dian), signed with the tenant's
// certificate (XAdES-EPES, server/dian/sign.ts), sent over SOAP to the tenant's endpoint (the DIAN, or
// the local simulator) through server/dian's wire. The queue (./worker.ts) calls it.
import type { Kysely } from 'kysely';
import { dianXml } from '../../../core/dian/ubl';
import { CertificateError, certificateFromSettings } from '../../dian/certificate';
import { invoiceDocument, tenantSettings } from '../../dian/document';
import { dianWire, tenantSettingsOf } from '../../dian/gateway';
import { signUblDocument } from '../../dian/sign';
import { dianFileName } from '../../dian/soap';
import type { DianAnswer } from '../../dian/types';
import type { RecordContext } from '../../records';
import type { OutboxJob } from './outbox';
import type { DianGateway, QueueAnswer } from './worker';

const FILE_KIND = { invoices: 'fv', credit_notes: 'nc', debit_notes: 'nd' } as const;

const asQueueAnswer = (a: DianAnswer): QueueAnswer => ({
  accepted: a.accepted, statusCode: a.statusCode, description: a.description,
  errors: a.errors.filter((e) => e.kind !== 'notificacion').map((e) => ({ rule: e.rule, message: e.message })),
});

/** The document of a queued job as a DianDocument (invoices today; notes register their builder here). */
export type DocumentBuilder = (rec: RecordContext, documentId: number) => ReturnType<typeof invoiceDocument>;
const BUILDERS = new Map<string, DocumentBuilder>([['invoices', (rec, id) => invoiceDocument(rec, id)]]);
export const registerDianDocument = (document: string, build: DocumentBuilder) => { BUILDERS.set(document, build); };

/**
 * `fallbackEndpoint`: the web service of tenants that stored no `dian_endpoint` (config DIAN_ENDPOINT,
 * or the in-process simulator of `npm start`).
 */
export function dianGateway(db: Kysely<any>, opts: { timeoutMs?: number; fallbackEndpoint?: string } = {}): DianGateway {
  const settingsOf = tenantSettingsOf(db);
  const withEndpoint = async (tenantId: number) => {
    const s = await settingsOf(tenantId);
    return String(s.dian_endpoint ?? '').trim() || !opts.fallbackEndpoint ? s : { ...s, dian_endpoint: opts.fallbackEndpoint };
  };
  const wire = dianWire({ settingsOf: withEndpoint, ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}) });
  return {
    async build(rec: RecordContext, job: OutboxJob) {
      const builder = BUILDERS.get(job.document);
      if (!builder) throw new Error(`No se sabe construir el documento ${job.document} para la DIAN.`);
      const settings = await tenantSettings(rec);
      const cert = certificateFromSettings(settings);
      if (!cert) throw new CertificateError('Falta el certificado de firma digital (Configuración › Certificado).');
      const doc = dianXml(await builder(rec, job.document_id));
      const xml = signUblDocument(doc.xml, cert);
      const fileName = dianFileName(FILE_KIND[job.document], String(settings.dian_nit ?? ''), new Date().getFullYear(), job.id);
      return { xml, documentKey: doc.uuid, fileName };
    },
    send: async (tenantId, doc) => asQueueAnswer(await wire.send(tenantId, doc)),
    status: async (tenantId, key) => { const a = await wire.status(tenantId, key); return a ? asQueueAnswer(a) : null; },
  };
}
