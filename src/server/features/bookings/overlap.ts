import { sql } from 'kysely';
import { wallOf } from '../../../core/rules/dates';
import { BOOKING_FREES_SLOT } from '../../../core/resources/bookings';
import type { RecordContext } from '../../records';

type Row = Record<string, unknown>;

/** One advisory-lock class for booking slots (the second key is the tenant). */
const BOOKING_LOCK = 0x6b6f6f62; // 'book'

/**
 * Serialises booking writes of one tenant until commit (pg_advisory_xact_lock), so two concurrent
 * writes cannot both see a free slot: the second one waits, then reads the first one's booking.
 */
export async function lockBookingSlots(rec: RecordContext): Promise<void> {
  await sql`select pg_advisory_xact_lock(${BOOKING_LOCK}::int, ${rec.tenantId}::int)`.execute(rec.trx);
}

export interface Clash {
  id: number;
  start_time: Date | string;
  end_time: Date | string;
  /** What the two bookings share. */
  by: 'puesto' | 'user';
  name: string;
}

/**
 * A live booking of the same tenant that shares the puesto or the user and overlaps [start, end)
 * (touching ends do not overlap; a zero-length booking overlaps what contains it). Reads the whole
 * tenant, not the writer's row scope: a slot is taken whoever can see the booking holding it.
 */
export async function findClash(rec: RecordContext, b: Row, selfId: number | null): Promise<Clash | null> {
  const puesto = (b.puesto_id as number | null) ?? null;
  const user = (b.user_id as number | null) ?? null;
  if (puesto === null && user === null) return null;
  const start = String(b.start_time instanceof Date ? b.start_time.toISOString() : b.start_time);
  const end = String(b.end_time instanceof Date ? b.end_time.toISOString() : b.end_time);
  const rows = (await sql<{ id: number; start_time: Date; end_time: Date; same_puesto: boolean; puesto: string | null; usuario: string | null }>`
    select b.id, b.start_time, b.end_time, (b.puesto_id is not distinct from ${puesto}::int and ${puesto}::int is not null) as same_puesto,
      p.nombre as puesto, u.full_name as usuario
    from bookings b
      left join puestos p on p.tenant_id = b.tenant_id and p.id = b.puesto_id
      left join users u on u.tenant_id = b.tenant_id and u.id = b.user_id
    where b.tenant_id = ${rec.tenantId} and b.id <> ${selfId ?? 0}
      and b.status is distinct from ${BOOKING_FREES_SLOT}
      and (b.puesto_id = ${puesto}::int or b.user_id = ${user}::int)
      and b.start_time < greatest(${end}::timestamptz, ${start}::timestamptz + interval '1 microsecond')
      and greatest(b.end_time, b.start_time + interval '1 microsecond') > ${start}::timestamptz
    order by same_puesto desc, b.start_time
    limit 1`.execute(rec.trx)).rows;
  const r = rows[0];
  if (!r) return null;
  return r.same_puesto
    ? { id: r.id, start_time: r.start_time, end_time: r.end_time, by: 'puesto', name: r.puesto ?? '' }
    : { id: r.id, start_time: r.start_time, end_time: r.end_time, by: 'user', name: r.usuario ?? '' };
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** Wall clock in Colombia, split: ['4 de marzo', '09:00'] (no Intl: its wording varies between ICU versions). */
function wall(d: Date | string): [string, string] {
  const w = wallOf(new Date(d), 'America/Bogota') ?? new Date(d).toISOString();
  return [`${Number(w.slice(8, 10))} de ${MONTHS[Number(w.slice(5, 7)) - 1]}`, w.slice(11, 16)];
}

/** '4 de marzo, 09:00–10:00' in Colombian time (both days named when the booking spans days). */
export function slotText(start: Date | string, end: Date | string): string {
  const [sd, st] = wall(start);
  const [ed, et] = wall(end);
  return sd === ed ? `${sd}, ${st}–${et}` : `${sd}, ${st} – ${ed}, ${et}`;
}

/** The 422 text on start_time. */
export function clashMessage(c: Clash): string {
  const when = slotText(c.start_time, c.end_time);
  return c.by === 'puesto'
    ? `El puesto ${c.name || 'elegido'} ya tiene una reserva que se cruza con este horario (${when}).`
    : `${c.name || 'El usuario'} ya tiene una reserva que se cruza con este horario (${when}).`;
}
