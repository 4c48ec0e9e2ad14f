// Invoices turn 'vencida' when their due date passes while they still owe, and back when paid (the
// estado rule is invoiceBalance's, applied on every invoice write). A date passing is no write, so this
// sweep finds, per tenant, the invoices whose stored estado no longer matches today and rewrites them
// through the pipeline (a trusted write: recomputed by the invoices hook, with revision and realtime).
// Run once at start and hourly (startOverdueSweep); tests call sweepOverdueInvoices directly.
import { sql, type Kysely } from 'kysely';
import { INVOICE_VOID } from '../../../core/money';
import { todayDefault } from '../../../core/resource';
import { invoices } from '../../../core/resources';
import { asApp } from '../../db/tenant-scope';
import { systemActor, withRecords } from '../../records';

/** Invoices rewritten per tenant and transaction, so one sweep never holds long locks. */
const BATCH = 200;
export const OVERDUE_SWEEP_MS = 60 * 60 * 1000;

/** Rewrites the invoices of one tenant whose overdue state changed; returns how many. */
export async function sweepTenantOverdue(db: Kysely<any>, tenantId: number, today = todayDefault({ now: new Date() })): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const n = await withRecords(db, systemActor(tenantId), async (rec) => {
      const stale = (await sql<{ id: number }>`select id from invoices where tenant_id = ${tenantId} and id > ${after}
          and estado not in (${sql.join([...INVOICE_VOID, 'pagada'])})
          and ((estado <> 'vencida' and vencimiento < ${today}::date and debt > 0)
            or (estado = 'vencida' and (vencimiento is null or vencimiento >= ${today}::date or debt <= 0)))
        order by id limit ${BATCH}`.execute(rec.trx)).rows;
      for (const { id } of stale) {
        await rec.update(invoices, id, {}, { trusted: true });
        after = id;
      }
      return stale.length;
    });
    done += n;
    if (n < BATCH) return done;
  }
}

/** Every active tenant's sweep; a failing tenant is logged and the others still run. */
export async function sweepOverdueInvoices(db: Kysely<any>, today?: string): Promise<number> {
  const tenants = await asApp(db, async (trx) => (await sql<{ id: number }>`select id from tenants where active order by id`.execute(trx)).rows);
  let total = 0;
  for (const t of tenants) {
    try {
      total += await sweepTenantOverdue(db, t.id, today);
    } catch (err) {
      console.error(`overdue sweep of tenant ${t.id} failed`, err);
    }
  }
  return total;
}

/** Sweeps now and every hour; returns the stop function (the app's onClose calls it). */
export function startOverdueSweep(db: Kysely<any>, everyMs = OVERDUE_SWEEP_MS): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try { await sweepOverdueInvoices(db); } catch (err) { console.error('overdue sweep failed', err); } finally { running = false; }
  };
  const first = setTimeout(() => void run(), 2000);
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return () => { clearTimeout(first); clearInterval(timer); };
}
