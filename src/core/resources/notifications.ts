import { datetime, defineResource, json, relation, text, textarea } from '../resource';

/**
 * A user's notifications (spec 01 §2.5, §3 'Notification', §7). Written only by the server (the
 * features that notify: ticket assignments and comments, bookings); each row belongs to one user and
 * nobody else reaches it, SuperAdmin included (`rowScope.personal`). Its owner may mark it read or
 * unread (`read_at`, empty = unread) and delete it. `data` carries what a click needs: ticket_id,
 * comentario_id, booking_id.
 */
export const notifications = defineResource({
  name: 'notifications',
  label: { one: 'Notificación', many: 'Notificaciones' },
  gender: 'f',
  title: 'titulo',
  // Reading, marking and deleting: any signed-in user, on its own rows (row scope). Creating is the
  // server's (trusted writes); a client POST is refused by this check or, for SuperAdmin, by the scope.
  access: { create: 'Crear Notificaciones', admin: 'Crear Notificaciones' },
  defaultOrder: '-created_at',
  fields: {
    user_id: relation('users', { label: 'Usuario', readonly: true, filter: true }),
    titulo: text({ label: 'Título', readonly: true, rules: 'max:200' }),
    mensaje: textarea({ label: 'Mensaje', readonly: true, rules: 'max:2000' }),
    read_at: datetime({ label: 'Leída', filter: true }),
    data: json({ label: 'Datos', readonly: true }),
  },
  rowScope: { client: null, own: [], team: null, fixed: true, personal: 'user_id' },
});
