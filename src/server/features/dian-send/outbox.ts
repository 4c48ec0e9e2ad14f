// The DIAN send queue's table (migration 0033): written in the document's transaction, read by the
// worker (./worker.ts) outside any tenant (its own claim, then each job in its tenant's transaction).
import { sql, type Kysely } from 'kysely';
import type { RecordContext } from '../../records';

/** The documents the queue sends, by resource name. */
export type DianDocumentKind = 'invoices' | 'credit_notes' | 'debit_notes';

export interface OutboxJob {
  id: number;
  tenant_id: number;
  document: DianDocumentKind;
  document_id: number;
  state: 'pending' | 'sending' | 'accepted' | 'rejected' | 'failed';
  attempts: number;
  document_key: string | null;
  xml: string | null;
  file_name: string | null;
  requested_by: number | null;
}

/**
 * Queues a document in the caller's transaction. A document is queued once: queuing it again only
 * revives a rejected or failed row (a corrected document sent again); a pending, sending or accepted
 * one is left alone, so nothing is ever sent twice. True when the row is (again) pending.
 */
export async function enqueue(rec: RecordContext, document: DianDocumentKind, documentId: number): Promise<boolean> {
  const row = (await sql<{ id: number }>`insert into dian_outbox (tenant_id, document, document_id, requested_by)
    values (${rec.tenantId}, ${document}, ${documentId}, ${rec.userId})
    on conflict (tenant_id, document, document_id) do update
      set state = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, updated_at = now(),
          xml = null, file_name = null, document_key = null, answer = null,
          requested_by = excluded.requested_by
      where dian_outbox.state in ('rejected', 'failed')
    returning id`.execute(rec.trx)).rows[0];
  return !!row;
}

/** The queue row of a document, if any (in the caller's tenant transaction). */
export async function outboxOf(rec: RecordContext, document: DianDocumentKind, documentId: number) {
  return (await sql<OutboxJob & { answer: unknown; last_error: string | null }>`select * from dian_outbox
    where tenant_id = ${rec.tenantId} and document = ${document} and document_id = ${documentId}`.execute(rec.trx)).rows[0] ?? null;
}

/** A send whose outcome never came back (the process died mid-call) is claimed again after this. */
export const STALE_SENDING_SECONDS = 120;

/**
 * Claims due jobs across tenants (the bare connection: the worker is the server itself): pending ones
 * whose time has come, and 'sending' ones left stale by a crash (their outcome is unknown, so the
 * worker asks the DIAN for the document key before sending again). SKIP LOCKED lets several server
 * processes share the queue without taking the same job.
 */
export async function claimDue(db: Kysely<any>, limit = 10): Promise<OutboxJob[]> {
  return (await sql<OutboxJob>`update dian_outbox set state = 'sending', attempts = attempts + 1, updated_at = now()
    where id in (
      select id from dian_outbox
       where (state = 'pending' and next_attempt_at <= now())
          or (state = 'sending' and updated_at < now() - make_interval(secs => ${STALE_SENDING_SECONDS}))
       order by next_attempt_at, id
       limit ${limit}
       for update skip locked)
    returning id, tenant_id, document, document_id, state, attempts, document_key, xml, file_name, requested_by`.execute(db)).rows;
}
