import { SUPER_ADMIN } from '../../../core/access';
import type { NotificationData } from '../../../core/notifications';
import { notifications, users } from '../../../core/resources';
import { Records, type RecordContext } from '../../records';

export interface NewNotification {
  titulo: string;
  mensaje: string;
  data: NotificationData;
}

const TITLE_MAX = 200;
const MESSAGE_MAX = 2000;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The same transaction, read with every permission: a feature deciding whom to notify must see the
 * ticket's people even when the writer could not (a commenter who may not list users). Reads only —
 * writes stay on the writer's pipeline so their after-commit effects run.
 */
export function systemReader(rec: RecordContext): Records {
  return new Records(rec.trx, { tenantId: rec.tenantId, principal: { roles: [SUPER_ADMIN], permissions: [], modules: rec.principal.modules, userId: null } });
}

/** A user's name as notifications quote it ('Laura Administradora'), or a neutral word. */
export async function userName(rec: RecordContext, id: number | null | undefined): Promise<string> {
  if (!id) return 'Alguien';
  const row = await systemReader(rec).get(users, id);
  return String(row?.full_name ?? 'Alguien');
}

/**
 * Notifies users of something the writer did, inside the writer's transaction (a refused write
 * notifies nobody): one row per recipient, never the writer itself, duplicates once; a write
 * without a user (seeds) notifies nobody. The rows are
 * written through the pipeline as trusted writes; their after-commit hook pushes them
 * (delivery.ts). Returns the notification ids.
 *
 * This is the seam for every event worth a notification (tickets, comments, bookings today;
 * purchase-order approvals): decide the recipients and the Spanish text, then call notify.
 */
export async function notify(rec: RecordContext, recipients: Iterable<number | null | undefined>, n: NewNotification): Promise<number[]> {
  const ids: number[] = [];
  // The server acting on its own (seeds, imports) has nobody to name: it notifies nobody.
  if (rec.userId == null) return ids;
  const seen = new Set<number>();
  for (const userId of recipients) {
    if (typeof userId !== 'number' || userId === rec.userId || seen.has(userId)) continue;
    seen.add(userId);
    ids.push(await rec.create(notifications, {
      user_id: userId, titulo: cut(n.titulo, TITLE_MAX), mensaje: cut(n.mensaje, MESSAGE_MAX), data: n.data,
    }, { trusted: true }));
  }
  return ids;
}
