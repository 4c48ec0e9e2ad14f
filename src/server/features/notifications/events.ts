import { recordTitle } from '../../../core/resource';
import { BOOKING_FREES_SLOT } from '../../../core/resources/bookings';
import { clientes, tickets } from '../../../core/resources';
import { htmlToText } from '../../../core/richtext/sanitize';
import { registerRecordHooks, type RecordChange, type RecordContext } from '../../records';
import { slotText } from '../bookings/overlap';
import { notify, systemReader, userName } from './notify';

// The events users care about (issue 12 "Notifications"), as hooks of the record pipeline: each runs
// in the writer's transaction after the row is stored, so notifications commit (or roll back) with
// the change; the writer is never notified of its own act (notify()).
// Approvals: approvals.ts (a purchase order put in revisado notifies those who may approve it).

type Row = Record<string, unknown>;

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const quote = (s: unknown) => `«${String(s ?? '').trim()}»`;
const EXCERPT = 140;

/** Someone was made an assignee or the responsible (guardian) of a ticket, by create or update. */
async function ticketAssigned(rec: RecordContext, change: RecordChange) {
  if (change.action === 'deleted' || change.id == null) return;
  const before: Row = change.before ?? {};
  const d = change.data;
  const added = 'assignees' in d ? ids(d.assignees).filter((u) => !ids(before.assignees).includes(u)) : [];
  const guardian = 'guardian_id' in d && num(d.guardian_id) !== num(before.guardian_id) ? num(d.guardian_id) : null;
  if (!added.length && guardian == null) return;
  const titulo = d.titulo ?? before.titulo;
  const who = await userName(rec, rec.userId);
  const data = { ticket_id: change.id };
  await notify(rec, added, { titulo: `Te asignaron el ticket #${change.id}`, mensaje: `${who} te asignó el ticket ${quote(titulo)}.`, data });
  if (guardian != null && !added.includes(guardian)) {
    await notify(rec, [guardian], { titulo: `Eres responsable del ticket #${change.id}`, mensaje: `${who} te hizo responsable del ticket ${quote(titulo)}.`, data });
  }
}

/** A new comment: the ticket's owner, responsible and assignees hear of it (not its author). */
async function ticketCommented(rec: RecordContext, change: RecordChange) {
  if (change.action !== 'created' || change.id == null) return;
  const ticketId = num(change.data.ticket_id);
  if (ticketId == null) return;
  const ticket = await systemReader(rec).get(tickets, ticketId, ['assignees']);
  if (!ticket) return;
  const people = [num(ticket.user_id), num(ticket.guardian_id), ...((ticket.assignees as Row[] | undefined) ?? []).map((u) => num(u.id))];
  const author = await userName(rec, num(change.data.user_id) ?? rec.userId);
  const text = htmlToText(String(change.data.texto ?? '')).replace(/\s+/g, ' ').trim();
  const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
  await notify(rec, people.filter((u) => u !== num(change.data.user_id)), {
    titulo: `Nuevo comentario en el ticket #${ticketId}`,
    mensaje: `${author} comentó en ${quote(ticket.titulo)}: ${excerpt}`,
    data: { ticket_id: ticketId, comentario_id: change.id },
  });
}

const time = (v: unknown) => (v == null ? null : new Date(String(v)).getTime());

/** A booking created, moved, reassigned or cancelled for a user (its `user_id`, who attends it). */
async function bookingChanged(rec: RecordContext, change: RecordChange) {
  if (change.id == null) return;
  const before: Row | null = change.before;
  const now: Row = change.action === 'deleted' ? (before ?? {}) : { ...(before ?? {}), ...change.data };
  const cliente = num(now.cliente_id) != null ? await systemReader(rec).get(clientes, num(now.cliente_id)!) : null;
  const con = cliente ? ` con ${recordTitle(clientes, cliente)}` : '';
  const slot = now.start_time && now.end_time ? slotText(String(now.start_time), String(now.end_time)) : '';
  const who = await userName(rec, rec.userId);
  const data = { booking_id: change.id };
  const user = num(now.user_id);
  const wasCancelled = before?.status === BOOKING_FREES_SLOT;

  if (change.action === 'deleted') {
    if (!wasCancelled) await notify(rec, [user], { titulo: 'Reserva cancelada', mensaje: `${who} eliminó tu reserva${con} (${slot}).`, data: {} });
    return;
  }
  if (change.action === 'created') {
    if (now.status !== BOOKING_FREES_SLOT) await notify(rec, [user], { titulo: 'Nueva reserva', mensaje: `${who} agendó una reserva contigo${con}: ${slot}.`, data });
    return;
  }
  const previousUser = num(before?.user_id);
  if (now.status === BOOKING_FREES_SLOT) {
    if (!wasCancelled) await notify(rec, [previousUser, user], { titulo: 'Reserva cancelada', mensaje: `${who} canceló tu reserva${con} (${slot}).`, data });
    return;
  }
  if (previousUser !== user) {
    if (!wasCancelled) {
      const to = await userName(rec, user);
      await notify(rec, [previousUser], { titulo: 'Reserva reasignada', mensaje: `${who} pasó tu reserva${con} (${slot}) a ${to}.`, data: {} });
    }
    await notify(rec, [user], { titulo: 'Nueva reserva', mensaje: `${who} agendó una reserva contigo${con}: ${slot}.`, data });
    return;
  }
  const moved = time(now.start_time) !== time(before?.start_time) || time(now.end_time) !== time(before?.end_time)
    || num(now.puesto_id) !== num(before?.puesto_id);
  if (wasCancelled) await notify(rec, [user], { titulo: 'Reserva reactivada', mensaje: `${who} reactivó tu reserva${con}: ${slot}.`, data });
  else if (moved) await notify(rec, [user], { titulo: 'Reserva modificada', mensaje: `${who} cambió tu reserva${con}: ${slot}.`, data });
}

// Notifications are other records: the written one stays as stored (keepsRecord).
registerRecordHooks('tickets', { afterWrite: ticketAssigned, keepsRecord: true });
registerRecordHooks('seguimientos', { afterWrite: ticketCommented, keepsRecord: true });
registerRecordHooks('bookings', { afterWrite: bookingChanged, keepsRecord: true });
