// Billing resolutions (core/resources/resolutions.ts): the next consecutive number is the server's.
// It starts at start_range when the resolution is created; while no number was taken from the range
// (next_number still at the old start), a changed start_range moves it along. A body never sets it
// (readonly fields are dropped before hooks run); issue 15's invoicing advances it under a row lock.
import { sql } from 'kysely';
import { recordInvalid, registerRecordHooks } from '../../records';

export const RESOLUTION_MESSAGES = {
  overlap: (number: string, from: string, to: string) =>
    `El rango se cruza con la resolución ${number} (${from}–${to}), activa con el mismo prefijo: dos facturas tendrían el mismo número.`,
  prefixUsed: 'La resolución ya numeró documentos: su prefijo no puede cambiar.',
  startUsed: 'La resolución ya numeró documentos: su rango no puede empezar en otro número.',
  endBeforeUsed: (last: number) => `El rango no puede terminar antes del último número usado (${last}).`,
};

registerRecordHooks('proxy_resolutions', {
  prepare(_rec, change) {
    if (change.action === 'created') {
      change.data.next_number = change.data.start_range;
      return;
    }
    if (change.action !== 'updated' || !change.before || !('start_range' in change.data)) return;
    const unused = Number(change.before.next_number) === Number(change.before.start_range);
    if (unused) change.data.next_number = change.data.start_range;
  },
  async beforeWrite(rec, change) {
    if (change.action === 'deleted') return;
    const row = { ...change.before, ...change.data };
    const before = change.before;
    // Numbers already handed out stay valid: no new prefix, no other start, no end before the last one.
    if (before && Number(before.next_number) > Number(before.start_range)) {
      const last = Number(before.next_number) - 1;
      if ((row.prefix ?? '') !== (before.prefix ?? '')) throw recordInvalid({ prefix: [RESOLUTION_MESSAGES.prefixUsed] });
      if (Number(row.start_range) !== Number(before.start_range)) throw recordInvalid({ start_range: [RESOLUTION_MESSAGES.startUsed] });
      if (Number(row.end_range) < last) throw recordInvalid({ end_range: [RESOLUTION_MESSAGES.endBeforeUsed(last)] });
    }
    // Two active resolutions with one prefix must not share numbers (invoice numbers are unique).
    if (!row.active) return;
    const clash = (await sql<{ number: string; prefix: string | null; start_range: number; end_range: number }>`
      select number, prefix, start_range, end_range from resolutions
       where tenant_id = ${rec.tenantId} and id <> ${change.id ?? 0} and active
         and coalesce(prefix, '') = ${String(row.prefix ?? '')}
         and start_range <= ${Number(row.end_range)} and end_range >= ${Number(row.start_range)}
       order by id limit 1`.execute(rec.trx)).rows[0];
    if (clash) {
      const p = clash.prefix ?? '';
      throw recordInvalid({ start_range: [RESOLUTION_MESSAGES.overlap(clash.number, `${p}${clash.start_range}`, `${p}${clash.end_range}`)] });
    }
  },
});
