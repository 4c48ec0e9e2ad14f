import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ALL_READ_MESSAGE, notificationHref } from '../../../core/notifications';
import { notifySuccess } from '../../lib/api';
import { usePrincipal } from '../../lib/session';
import { Button, ConfirmDialog, Dialog, DialogBody, DialogFooter, Icon, Skeleton, buttonClass, cx } from '../../ui';
import { useNotificationActions, useNotificationList, type AppNotification } from './use-notifications';
import { PushControl } from './push-control';

/** '3 min', 'hace 2 h', '4 mar' — short, in the UI language. */
function useAgo() {
  const { i18n } = useLingui();
  return (iso: string) => {
    const then = new Date(iso);
    const s = Math.round((then.getTime() - Date.now()) / 1000);
    const rtf = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto', style: 'short' });
    if (Math.abs(s) < 60) return rtf.format(0, 'second');
    if (Math.abs(s) < 3600) return rtf.format(Math.round(s / 60), 'minute');
    if (Math.abs(s) < 86400) return rtf.format(Math.round(s / 3600), 'hour');
    if (Math.abs(s) < 7 * 86400) return rtf.format(Math.round(s / 86400), 'day');
    return then.toLocaleDateString(i18n.locale, { day: 'numeric', month: 'short' });
  };
}

/**
 * The notifications dialog (spec 01 §2.4, §2.5): full screen on phones, a tall panel on wider
 * screens. Newest first; a click marks read, closes and opens its page (module-aware); each row can
 * be marked unread/read and deleted after a confirmation; 'Leer Todas' marks all read. Keyboard:
 * Tab through, ↑/↓ between notifications, Enter opens, Escape closes.
 */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const principal = usePrincipal();
  const navigate = useNavigate();
  const ago = useAgo();
  const list = useNotificationList(true);
  const { read, unread, readAll, remove } = useNotificationActions();
  const [confirming, setConfirming] = useState<AppNotification | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rows = list.data ?? [];
  const unreadCount = rows.filter((n) => !n.read_at).length;
  const anyUnread = unreadCount > 0;

  const open = (n: AppNotification) => {
    if (!n.read_at) read.mutate(n.id);
    onClose();
    const href = notificationHref(n.data, principal?.modules ?? []);
    if (href) void navigate({ href });
  };
  const markAll = () => readAll.mutate(undefined, {
    onSuccess: (res) => notifySuccess(200, res.message === ALL_READ_MESSAGE ? t`Todas las notificaciones se marcaron como leídas.` : res.message),
  });
  const confirmDelete = () => {
    const n = confirming;
    if (!n) return;
    remove.mutate(n.id, {
      onSuccess: (res) => notifySuccess(200, res.message),
      onSettled: () => setConfirming(null),
    });
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-notification-open]') ?? [])];
    const at = items.findIndex((el) => el === document.activeElement || el.closest('li')?.contains(document.activeElement));
    const next = items[Math.min(items.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
    if (next) { e.preventDefault(); next.focus(); }
  };

  return (
    <>
      <Dialog
        onClose={onClose}
        title={t`Notificaciones`}
        size="lg"
        className="h-dvh max-h-none rounded-none border-0 sm:h-[84vh] sm:max-h-[84vh] sm:rounded-xl sm:border"
      >
        <div className="flex shrink-0 items-center gap-2 border-b border-line px-4 py-2">
          <span className="mr-auto text-xs text-fg-muted">
            {unreadCount ? t`${unreadCount} sin leer` : rows.length ? t`Todo leído` : ''}
          </span>
          <Button size="sm" onClick={markAll} disabled={!anyUnread || readAll.isPending}>
            <Icon name="check" className="size-3.5" />{t`Leer Todas`}
          </Button>
        </div>
        <DialogBody>
          {list.isPending ? (
            <div className="space-y-3 p-4">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-12 w-full" />)}</div>
          ) : list.isError ? (
            <p className="px-4 py-10 text-center text-fg-muted">{t`No se pudieron cargar las notificaciones.`}</p>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-14 text-center text-fg-muted">
              <Icon name="inbox" className="size-8 text-fg-subtle" />
              <p>{t`No tienes notificaciones.`}</p>
            </div>
          ) : (
            <ul ref={listRef} onKeyDown={onListKey} className="divide-y divide-line" aria-label={t`Notificaciones`}>
              {rows.map((n) => {
                const isUnread = !n.read_at;
                const href = notificationHref(n.data, principal?.modules ?? []);
                return (
                  <li key={n.id} className={cx('group flex items-start gap-1 pr-2', isUnread && 'bg-accent-soft/50')} data-notification-id={n.id} data-unread={isUnread || undefined}>
                    <button
                      type="button"
                      data-notification-open
                      onClick={() => open(n)}
                      className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                      aria-label={`${isUnread ? t`Sin leer` : t`Leída`}: ${n.titulo ?? ''}. ${n.mensaje ?? ''}`}
                    >
                      <span aria-hidden className={cx('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-accent' : 'bg-transparent')} />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline gap-2">
                          <span className={cx('min-w-0 flex-1 truncate', isUnread ? 'font-semibold text-fg' : 'text-fg-muted')}>{n.titulo}</span>
                          <time dateTime={n.created_at} className="shrink-0 text-xs text-fg-subtle">{ago(n.created_at)}</time>
                        </span>
                        <span className="mt-0.5 line-clamp-2 block text-fg-muted">{n.mensaje}</span>
                        {href ? null : n.data?.ticket_id || n.data?.booking_id ? (
                          <span className="mt-0.5 block text-xs text-fg-subtle">{t`El módulo de este aviso no está activo.`}</span>
                        ) : null}
                      </span>
                    </button>
                    <button
                      type="button"
                      onClick={() => (isUnread ? read : unread).mutate(n.id)}
                      aria-label={isUnread ? t`Marcar como leída` : t`Marcar como no leída`}
                      title={isUnread ? t`Marcar como leída` : t`Marcar como no leída`}
                      className={buttonClass('ghost', 'icon', 'mt-2')}
                    >
                      <Icon name={isUnread ? 'check' : 'mail'} />
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming(n)}
                      aria-label={t`Eliminar notificación`}
                      title={t`Eliminar notificación`}
                      className={buttonClass('ghost', 'icon', 'mt-2 text-fg-subtle hover:text-danger')}
                    >
                      <Icon name="trash" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </DialogBody>
        <DialogFooter start={<PushControl />}>
          <Button onClick={onClose}>{t`Cerrar`}</Button>
        </DialogFooter>
      </Dialog>
      {confirming ? (
        <ConfirmDialog
          title={t`Eliminar notificación`}
          message={t`¿Está seguro de que desea eliminar esta notificación?`}
          confirmLabel={t`Eliminar`}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
