// An order's payments (pedidos.pagos): each line keeps the payment method's name as it was when the
// payment was recorded (`metodo`), and the order stores what its payments add up to — pagado, cambio
// (change when paid exceeds the total) and saldo (still owed) — from core/money's paymentSummary, the
// function the web shows live values with. Runs after the lines were priced (the total is known) and
// the payment method ids were checked (tenant + row scope), inside the write's transaction.
import { sql } from 'kysely';
import { paymentSummary, type PaymentInput } from '../../../core/money';
import { paymentMethods } from '../../../core/resources';
import { registerRecordHooks, type RecordContext } from '../../records';

type Row = Record<string, unknown>;

/** Names of the payment methods among `ids` the writer reaches (the pipeline's base condition). */
async function methodNames(rec: RecordContext, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const t = paymentMethods.table;
  const rows = (await sql<{ id: number; nombre: string }>`select ${sql.ref(`${t}.id`)} as id, ${sql.ref(`${t}.nombre`)} as nombre
    from ${sql.table(t)} where ${rec.base(paymentMethods)} and ${sql.ref(`${t}.id`)} = any(${ids}::int[])`.execute(rec.trx)).rows;
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

registerRecordHooks('pedidos', {
  async beforeWrite(rec, change) {
    if (change.action === 'deleted') return;
    const { data, before } = change;
    const sent = Array.isArray(data.pagos) ? (data.pagos as Row[]) : null;
    if (sent) {
      const stored = new Map(((before?.pagos as Row[] | undefined) ?? []).map((p) => [p.id, p]));
      const names = await methodNames(rec, [...new Set(sent.map((p) => p.payment_method_id).filter((v): v is number => typeof v === 'number'))]);
      for (const p of sent) {
        // A kept payment whose method did not change keeps the name it was recorded with.
        const old = stored.get(p.id);
        p.metodo = old && old.payment_method_id === p.payment_method_id && old.metodo
          ? old.metodo : names.get(p.payment_method_id as number) ?? null;
      }
    }
    // Nothing that moves the sums changed: the stored ones stand.
    if (!sent && !('total' in data) && before) return;
    const total = 'total' in data ? data.total : before?.total;
    const payments = (sent ?? (before?.pagos as Row[] | undefined) ?? []) as PaymentInput[];
    const s = paymentSummary(total ?? 0, payments);
    data.pagado = s.paid;
    data.cambio = s.change;
    data.saldo = s.balance;
  },
});
