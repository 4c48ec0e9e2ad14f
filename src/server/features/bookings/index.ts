import { sql } from 'kysely';
import { D, moneyString } from '../../../core/money';
import { BOOKING_FREES_SLOT } from '../../../core/resources/bookings';
import { recordInvalid, registerRecordHooks } from '../../records';
import { clashMessage, findClash, lockBookingSlots } from './overlap';

/**
 * Bookings (spec 02 §5) beyond their rule strings:
 * - `total` is the sum of the chosen products' prices (core/money), whatever the client sent;
 * - a live booking may not overlap another live booking of the same puesto or the same user in the
 *   tenant: 422 on start_time. Safe under concurrency: a transaction-level advisory lock per tenant
 *   is taken before the check and held until commit.
 */
registerRecordHooks('bookings', {
  async prepare(rec, change) {
    const ids = change.data.productos;
    if (!Array.isArray(ids)) {
      if (change.action === 'created') change.data.total = '0.00';
      return;
    }
    const prices = ids.length
      ? (await sql<{ precio: string | null }>`select precio::text as precio from productos
          where tenant_id = ${rec.tenantId} and id = any(${ids}::int[])`.execute(rec.trx)).rows
      : [];
    change.data.total = moneyString(prices.reduce((sum, p) => sum.plus(p.precio ?? 0), new D(0)));
  },
  async beforeWrite(rec, change) {
    if (change.action === 'deleted') return;
    const slotFields = ['start_time', 'end_time', 'puesto_id', 'user_id', 'status'];
    if (change.action === 'updated' && !slotFields.some((f) => f in change.data)) return;
    const booking = { ...(change.before ?? {}), ...change.data };
    if (booking.status === BOOKING_FREES_SLOT || !booking.start_time || !booking.end_time) return;
    await lockBookingSlots(rec);
    const clash = await findClash(rec, booking, change.id);
    if (clash) throw recordInvalid({ start_time: [clashMessage(clash)] });
  },
});
