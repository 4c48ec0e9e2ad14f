import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATION_PAGE, UNREAD_POLL_MS } from '../../../core/notifications';
import { api } from '../../lib/api';
import { useLiveEvent } from '../../lib/live-events';

/** A notification as the API answers it (spec 01 §3). */
export interface AppNotification {
  id: number;
  titulo: string | null;
  mensaje: string | null;
  read_at: string | null;
  created_at: string;
  data: { ticket_id?: number; comentario_id?: number; booking_id?: number } | null;
}

// Under the resource's key space (['r', 'notifications', …]): whatever refreshes the resource's
// cached lists (a live .created/.updated/.deleted) refreshes the bell too.
const KEY = ['r', 'notifications', 'bell'] as const;
const COUNT_KEY = [...KEY, 'count'] as const;
const LIST_KEY = [...KEY, 'list'] as const;
const silent = { context: { silent: true } };

/**
 * The unread count (spec 01 §7: `GET notifications?count=1&whereNull[]=read_at`), polled every 5
 * minutes and refreshed at once when a notification arrives live ('.notification') or the live
 * connection comes back. A failure is only logged (spec 01 §8).
 */
export function useUnreadCount(enabled: boolean): number {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: COUNT_KEY,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
    queryFn: async () => {
      try {
        return (await api.get('notifications', { searchParams: 'count=1&whereNull[]=read_at', ...silent }).json<{ count: number }>()).count;
      } catch (err) {
        console.warn('notification count failed', err);
        throw err;
      }
    },
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });
  useLiveEvent('.notification', refresh);
  useLiveEvent('reconnected', refresh);
  useEffect(() => {
    if (q.error) console.warn('notification count failed', q.error);
  }, [q.error]);
  return q.data ?? 0;
}

/** The 50 newest (spec 01 §7: `GET notifications?limit=50&order=-created_at`), loaded while the panel is open. */
export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: LIST_KEY,
    enabled,
    queryFn: () => api.get('notifications', { searchParams: `limit=${NOTIFICATION_PAGE}&order=-created_at` }).json<AppNotification[]>(),
  });
}

/** Read, unread, all read, delete — each answers from the server, then the count and list are fetched again. */
export function useNotificationActions() {
  const qc = useQueryClient();
  const patch = (n: AppNotification) => qc.setQueryData<AppNotification[]>(LIST_KEY, (list) => list?.map((x) => (x.id === n.id ? { ...x, ...n } : x)));
  const settle = () => qc.invalidateQueries({ queryKey: KEY });
  const read = useMutation({
    mutationFn: (id: number) => api.get(`notificacion/${id}/leida`).json<AppNotification>(),
    onSuccess: patch, onSettled: settle,
  });
  const unread = useMutation({
    mutationFn: (id: number) => api.get(`notificacion/${id}/noleida`).json<AppNotification>(),
    onSuccess: patch, onSettled: settle,
  });
  const readAll = useMutation({
    mutationFn: () => api.get('notificaciones/leer-todas').json<{ message: string }>(),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`notificacion/${id}/delete`).json<{ message: string }>(),
    onSuccess: (_res, id) => qc.setQueryData<AppNotification[]>(LIST_KEY, (list) => list?.filter((x) => x.id !== id)),
    onSettled: settle,
  });
  return { read, unread, readAll, remove };
}
