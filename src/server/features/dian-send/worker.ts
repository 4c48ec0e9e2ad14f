// The DIAN send worker: claims due queue rows (./outbox.ts), builds and signs each document once,
// sends it, and moves the document's estado_dian through the record pipeline (trusted writes, so
// revisions and the realtime `.updated` reach every open list and board as the answer arrives).
// Network calls never run inside a database transaction.
import type { Kysely } from 'kysely';
import { dianRejectionText } from '../../../core/dian/rejections';
import { getResource } from '../../../core/resources';
import { notifications } from '../../../core/resources';
import { systemActor, withRecords, type RecordContext } from '../../records';
import { inDianContingency, setDianContingency } from '../invoicing/contingency';
import { claimDue, type OutboxJob } from './outbox';
import { sql } from 'kysely';

/** One DIAN answer as the queue needs it (the wire adapter's DianAnswer). */
export interface QueueAnswer {
  accepted: boolean;
  statusCode: string;
  description: string;
  errors: { rule: string; message: string }[];
}

/** What the queue needs from the DIAN side: build+sign a document, send it, ask for one already sent. */
export interface DianGateway {
  build(rec: RecordContext, job: OutboxJob): Promise<{ xml: string; documentKey: string; fileName: string }>;
  send(tenantId: number, doc: { fileName: string; xml: string }): Promise<QueueAnswer>;
  /** The DIAN's answer for a document key, or null when it does not know the document. */
  status(tenantId: number, documentKey: string): Promise<QueueAnswer | null>;
}

/** Attempts before a job is given up ('failed'); the wait grows 30 s, 2 min, 8 min, 32 min … (×4). */
export const MAX_ATTEMPTS = 6;
export const backoffSeconds = (attempts: number) => 30 * 4 ** Math.max(0, attempts - 1);
/**
 * Contingency (../invoicing/contingency.ts): the DIAN unreachable on a document's second attempt (its
 * first retry, 30 s later) puts the tenant in contingency; then nothing is given up for want of the
 * DIAN, retried at least every CONTINGENCY_RETRY_SECONDS, and the first answer ends it and sends the rest.
 */
export const CONTINGENCY_AFTER_ATTEMPTS = 2;
export const CONTINGENCY_RETRY_SECONDS = 1800;

const ESTADO = { sent: 'DIAN_ENVIADO', accepted: 'DIAN_ACEPTADO', rejected: 'DIAN_RECHAZADO', unsent: 'DIAN_NO_ENVIADO' } as const;

async function setDocument(rec: RecordContext, job: OutboxJob, data: Record<string, unknown>) {
  const r = getResource(job.document);
  if (r) await rec.update(r, job.document_id, data, { trusted: true });
}

/** The document's number and author, for the rejection notice. */
async function documentHead(rec: RecordContext, job: OutboxJob): Promise<{ number: string; author: number | null }> {
  const r = getResource(job.document)!;
  const row = (await sql<{ number: string | null; user_id: number | null }>`select number, user_id from ${sql.table(r.table)}
    where tenant_id = ${rec.tenantId} and id = ${job.document_id}`.execute(rec.trx)).rows[0];
  return { number: row?.number ?? `#${job.document_id}`, author: row?.user_id ?? null };
}

/** A failure to build or sign the document (not the DIAN's answer, not the network). */
class BuildError extends Error {
  constructor(readonly cause: unknown) { super(cause instanceof Error ? cause.message : String(cause)); }
}

/** Notifies the document's author and whoever queued it. */
async function notify(rec: RecordContext, job: OutboxJob, titulo: (number: string) => string, mensaje: string) {
  const head = await documentHead(rec, job);
  const recipients = new Set([head.author, job.requested_by].filter((v): v is number => typeof v === 'number'));
  for (const user_id of recipients) {
    await rec.create(notifications, {
      user_id, titulo: titulo(head.number), mensaje: mensaje.slice(0, 2000),
      data: job.document === 'invoices' ? { invoice_id: job.document_id } : {},
    }, { trusted: true });
  }
}

/** A rejection (or a send given up), with the rules and their fixes. */
const noticeRejection = (rec: RecordContext, job: OutboxJob, answer: QueueAnswer, title = 'La DIAN rechazó') =>
  notify(rec, job, (n) => `${title} ${n}`, dianRejectionText(answer.errors, answer.description));

export const CONTINGENCY_WAITING = 'En contingencia: la DIAN no responde. Se enviará sola cuando vuelva a responder.';
export const CONTINGENCY_NOTICE = 'Las facturas electrónicas se numeran ahora con la resolución de contingencia (tipo 03) y se enviarán solas cuando la DIAN vuelva a responder.';

/** Runs one claimed job to its next state. */
export async function runJob(db: Kysely<any>, gateway: DianGateway, job: OutboxJob): Promise<void> {
  const actor = systemActor(job.tenant_id);
  try {
    // 1. Build and sign once; the key and bytes are committed before anything leaves the server.
    let { xml, file_name: fileName, document_key: key } = job;
    const firstSend = !xml;
    if (!xml) {
      const built = await withRecords(db, actor, async (rec) => {
        const b = await gateway.build(rec, job).catch((e: unknown) => { throw new BuildError(e); });
        await sql`update dian_outbox set xml = ${b.xml}, file_name = ${b.fileName}, document_key = ${b.documentKey}, updated_at = now()
          where id = ${job.id}`.execute(rec.trx);
        await setDocument(rec, job, { estado_dian: ESTADO.sent, codigo_dian: b.documentKey });
        return b;
      });
      xml = built.xml; fileName = built.fileName; key = built.documentKey;
    }
    // 2. A retry whose first outcome is unknown asks first: the DIAN may already hold the document.
    const known = !firstSend && key ? await gateway.status(job.tenant_id, key) : null;
    const answer = known ?? await gateway.send(job.tenant_id, { fileName: fileName!, xml: xml! });
    // 3. Record the answer on the queue and the document.
    await withRecords(db, actor, async (rec) => {
      await sql`update dian_outbox set state = ${answer.accepted ? 'accepted' : 'rejected'}, answer = ${JSON.stringify(answer)}::jsonb,
        last_error = null, updated_at = now() where id = ${job.id}`.execute(rec.trx);
      await setDocument(rec, job, {
        estado_dian: answer.accepted ? ESTADO.accepted : ESTADO.rejected,
        dian_respuesta: answer.accepted ? answer.description : dianRejectionText(answer.errors, answer.description),
      });
      if (!answer.accepted) await noticeRejection(rec, job, answer);
      // The DIAN answers again: contingency ends, and what waited for it is due now.
      if (await setDianContingency(rec, false)) {
        await sql`update dian_outbox set next_attempt_at = now() where tenant_id = ${job.tenant_id} and state = 'pending'
          and next_attempt_at > now()`.execute(rec.trx);
      }
    });
  } catch (err) {
    // The DIAN unreachable or answering garbage (or the build failing): try again later, then give up.
    // A document that cannot be built (settings, certificate, data) will not build on retry: say so now.
    const cause = err instanceof BuildError ? err.cause : err;
    const message = cause instanceof Error ? cause.message : String(cause);
    await withRecords(db, actor, async (rec) => {
      const unreachable = !(err instanceof BuildError);
      if (unreachable && job.attempts >= CONTINGENCY_AFTER_ATTEMPTS && await setDianContingency(rec, true)) {
        await notify(rec, job, () => 'La DIAN no responde', `${CONTINGENCY_NOTICE} Último error: ${message}`);
      }
      const contingency = unreachable && await inDianContingency(rec);
      const giveUp = !unreachable || (job.attempts >= MAX_ATTEMPTS && !contingency);
      const wait = contingency ? Math.min(backoffSeconds(job.attempts), CONTINGENCY_RETRY_SECONDS) : backoffSeconds(job.attempts);
      await sql`update dian_outbox set state = ${giveUp ? 'failed' : 'pending'}, last_error = ${message.slice(0, 2000)},
        next_attempt_at = now() + make_interval(secs => ${wait}), updated_at = now()
        where id = ${job.id}`.execute(rec.trx);
      if (giveUp) {
        const text = `No se pudo enviar a la DIAN: ${message}`.slice(0, 2000);
        await setDocument(rec, job, { estado_dian: ESTADO.unsent, dian_respuesta: text });
        await noticeRejection(rec, job, { accepted: false, statusCode: '', description: text, errors: [] }, 'No se pudo enviar');
      } else if (contingency) {
        // The document says why it waits (once: the retries do not rewrite it).
        const r = getResource(job.document)!;
        const said = (await sql<{ dian_respuesta: string | null }>`select dian_respuesta from ${sql.table(r.table)}
          where tenant_id = ${rec.tenantId} and id = ${job.document_id}`.execute(rec.trx)).rows[0]?.dian_respuesta;
        if (said !== CONTINGENCY_WAITING) await setDocument(rec, job, { dian_respuesta: CONTINGENCY_WAITING });
      }
    }).catch((e) => console.error('dian queue: could not record a failed send', e));
  }
}

export interface DianQueue {
  /** Looks for due jobs now (after a document was queued). */
  kick(): void;
  /** Resolves when no run is in progress (tests wait on it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const running = new Set<DianQueue>();

/** Wakes every queue of this process (the after-commit of a queued document). */
export const kickDianQueues = () => { for (const q of running) q.kick(); };

/** Starts the worker: a run on every kick and every pollMs (due retries, other processes' jobs). */
export function startDianQueue(opts: { db: Kysely<any>; gateway: DianGateway; pollMs?: number }): DianQueue {
  let current: Promise<void> = Promise.resolve();
  let again = false;
  let busy = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      const jobs = await claimDue(opts.db).catch((e) => { console.error('dian queue: claim failed', e); return []; });
      for (const job of jobs) await runJob(opts.db, opts.gateway, job);
      if (jobs.length) again = true;
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (busy) { again = true; return; }
    busy = true;
    current = run().finally(() => { busy = false; });
  };
  const timer = setInterval(kick, opts.pollMs ?? 15_000);
  timer.unref();
  const queue: DianQueue = {
    kick,
    idle: async () => { while (busy) await current; },
    stop: async () => { stopped = true; clearInterval(timer); running.delete(queue); await current; },
  };
  running.add(queue);
  return queue;
}
