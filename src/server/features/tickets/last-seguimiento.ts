import { sql } from 'kysely';
import { htmlToText } from '../../../core/richtext/sanitize';
import { tickets } from '../../../core/resources';
import { registerRecordHooks, type RecordContext, type RecordChange } from '../../records';

/** How much of the comment the ticket keeps (cards show two lines of it). */
const EXCERPT_CHARS = 280;

export interface LastSeguimiento {
  id: number;
  user_id: number | null;
  user: string | null;
  texto: string;
  created_at: string;
}

/** The newest comment of a ticket as the ticket stores it, or null when it has none. */
async function latestOf(rec: RecordContext, ticketId: number): Promise<LastSeguimiento | null> {
  const row = (await sql<{ id: number; user_id: number | null; user: string | null; texto: string | null; created_at: Date | string }>`
    select s.id, s.user_id, u.full_name as "user", s.texto, s.created_at
    from seguimientos s left join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
    where s.tenant_id = ${rec.tenantId} and s.ticket_id = ${ticketId}
    order by s.created_at desc, s.id desc limit 1`.execute(rec.trx)).rows[0];
  if (!row) return null;
  const text = htmlToText(row.texto ?? '').replace(/\s+/g, ' ');
  return {
    id: row.id, user_id: row.user_id, user: row.user,
    texto: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * tickets.last_seguimiento follows its comments: every comment written or deleted rewrites it in the
 * same transaction, through the pipeline (a trusted write: the commenter may not edit tickets).
 */
async function refresh(rec: RecordContext, change: RecordChange) {
  const ids = new Set<number>();
  for (const row of [change.before, change.data]) {
    const id = row?.ticket_id;
    if (typeof id === 'number') ids.add(id);
  }
  for (const id of ids) {
    const exists = (await sql`select 1 from tickets where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx)).rows.length;
    if (exists) await rec.update(tickets, id, { last_seguimiento: await latestOf(rec, id) }, { trusted: true });
  }
}

registerRecordHooks('seguimientos', {
  // The author is whoever writes the comment; a ticket's comments never move to another ticket.
  prepare(rec, change) {
    if (change.action === 'created' && rec.userId != null && !change.data.user_id) change.data.user_id = rec.userId;
    if (change.action === 'updated' && change.before) delete change.data.ticket_id;
  },
  afterWrite: refresh,
});
