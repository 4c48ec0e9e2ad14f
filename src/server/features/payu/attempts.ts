// The payu_transactions table (migration 0030): one row per form handed out (an attempt, its
// referenceCode and amount) and per confirmed transaction. Queried inside a tenant transaction (RLS).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Tx } from '../../db/tenant-scope';

export interface Attempt {
  id: number;
  pedido_id: number | null;
  reference_code: string;
  amount: string;
  currency: string;
  state: string;
  state_pol: string | null;
  transaction_id: string | null;
}

const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A referenceCode: letters and digits only, the order's id readable in it, unique by its random tail. */
export function newReferenceCode(tenantId: number, pedidoId: number): string {
  const tail = [...randomBytes(10)].map((b) => ALNUM[b % ALNUM.length]).join('');
  return `MANDO${tenantId}P${pedidoId}R${tail}`;
}

export async function recordAttempt(trx: Tx, a: { tenantId: number; pedidoId: number; referenceCode: string; amount: string; currency: string; userId: number | null }) {
  await sql`insert into payu_transactions (tenant_id, pedido_id, reference_code, amount, currency, created_by)
    values (${a.tenantId}, ${a.pedidoId}, ${a.referenceCode}, ${a.amount}::numeric, ${a.currency}, ${a.userId})`.execute(trx);
}

/** The rows of a reference, locked for this transaction (confirmations of one reference run one at a time). */
export async function lockReference(trx: Tx, tenantId: number, referenceCode: string): Promise<Attempt[]> {
  return (await sql<Attempt>`select id, pedido_id, reference_code, amount::text as amount, currency, state, state_pol, transaction_id
    from payu_transactions where tenant_id = ${tenantId} and reference_code = ${referenceCode} order by id for update`.execute(trx)).rows;
}

/** The attempts of an order with this reference (the response page checks the reference is the order's). */
export async function attemptsOf(trx: Tx, tenantId: number, pedidoId: number, referenceCode: string): Promise<Attempt[]> {
  return (await sql<Attempt>`select id, pedido_id, reference_code, amount::text as amount, currency, state, state_pol, transaction_id
    from payu_transactions where tenant_id = ${tenantId} and pedido_id = ${pedidoId} and reference_code = ${referenceCode} order by id`.execute(trx)).rows;
}

export async function confirmAttempt(trx: Tx, id: number, c: { transactionId: string; state: string; statePol: string; raw: unknown }) {
  await sql`update payu_transactions set transaction_id = ${c.transactionId}, state = ${c.state}, state_pol = ${c.statePol},
    raw = ${JSON.stringify(c.raw)}::jsonb, updated_at = now() where id = ${id}`.execute(trx);
}

export async function insertTransaction(trx: Tx, tenantId: number, first: Attempt, c: { transactionId: string; state: string; statePol: string; amount: string; currency: string; raw: unknown }) {
  await sql`insert into payu_transactions (tenant_id, pedido_id, reference_code, amount, currency, state, state_pol, transaction_id, raw)
    values (${tenantId}, ${first.pedido_id}, ${first.reference_code}, ${c.amount}::numeric, ${c.currency}, ${c.state}, ${c.statePol}, ${c.transactionId}, ${JSON.stringify(c.raw)}::jsonb)`.execute(trx);
}
