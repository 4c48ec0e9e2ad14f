import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePaletteContext } from '../../palette/context';
import { useSessionUser } from '../../lib/session';
import { useShortcuts } from '../../shortcuts';
import { Icon } from '../../ui';
import { NotificationsPanel } from './notifications-panel';
import { useUnreadCount } from './use-notifications';
import { onServiceWorkerMessage, pushPermission, subscribeWebPush } from './web-push';


/** Shortcut id of "open the notifications" (keys 'g n'); the palette entry shows its keys. */
export const NOTIFICATIONS_SHORTCUT = 'shell.notifications';

/**
 * The bell of the top bar with the unread badge (spec 01 §2.4), opening the notifications dialog.
 * Also reachable with 'g n' and from the command palette. While signed in it keeps this browser's
 * push subscription current when the permission was already granted (no prompt).
 */
export function NotificationsButton() {
  const { t } = useLingui();
  const user = useSessionUser();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const count = useUnreadCount(!!user);
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  const label = count ? t`Notificaciones (${count} sin leer)` : t`Notificaciones`;

  useShortcuts('notifications', [{ id: NOTIFICATIONS_SHORTCUT, keys: 'g n', label: t`Abrir notificaciones`, group: t`Navegación`, run: show }]);
  usePaletteContext(t`Notificaciones`, [{
    id: 'notifications.open', label: count ? t`Abrir notificaciones (${count} sin leer)` : t`Abrir notificaciones`, icon: 'bell',
    keywords: 'notificaciones avisos alertas campana notifications bell inbox', shortcut: NOTIFICATIONS_SHORTCUT, run: show,
  }], !!user, 'end');

  const userId = user?.id;
  useEffect(() => {
    if (userId && pushPermission() === 'granted') void subscribeWebPush(userId).catch((err) => console.warn('web push renewal failed', err));
  }, [userId]);
  useEffect(() => onServiceWorkerMessage((msg) => {
    if (msg.type === 'notification') void qc.invalidateQueries({ queryKey: ['r', 'notifications'] });
    if (msg.type === 'open' && msg.url) void navigate({ href: msg.url });
  }), [qc, navigate]);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={label}
        title={`${label} (G N)`}
        aria-keyshortcuts="G N"
        aria-haspopup="dialog"
        data-notifications-bell
        className="relative flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg"
      >
        <Icon name="bell" />
        {count > 0 ? (
          <span data-unread-badge className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-semibold text-white tabular-nums">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? <NotificationsPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
