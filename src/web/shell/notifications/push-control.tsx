import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PUSH_DENIED_MESSAGE } from '../../../core/notifications';
import { notify } from '../../lib/notices';
import { useSessionUser } from '../../lib/session';
import { Icon, buttonClass } from '../../ui';
import { pushPermission, subscribeWebPush, type PushPermission } from './web-push';

/**
 * Browser notifications for this device (spec 01 §4 / 03 §4: ask, granted, denied). Asking is a
 * click (browsers refuse a prompt without one); a refusal shows 'User denied permissions!'.
 */
export function PushControl() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [state, setState] = useState<PushPermission>(pushPermission);
  const [busy, setBusy] = useState(false);
  if (state === 'unsupported' || !user) return null;

  const enable = async () => {
    setBusy(true);
    try {
      await subscribeWebPush(user.id, { ask: true, confirm: true });
      setState('granted');
    } catch (err) {
      const now = pushPermission();
      setState(now);
      if (now === 'denied' || (err as Error).message === PUSH_DENIED_MESSAGE) {
        notify({ kind: 'error', title: PUSH_DENIED_MESSAGE, message: t`Permite las notificaciones de este sitio en la configuración del navegador.` });
      } else {
        notify({ kind: 'error', title: t`No se pudieron activar las notificaciones del navegador.` });
      }
    } finally {
      setBusy(false);
    }
  };

  if (state === 'granted') {
    return <span className="flex items-center gap-1.5" data-push-state="granted"><Icon name="check-circle" className="size-3.5" />{t`Avisos del navegador activos`}</span>;
  }
  if (state === 'denied') {
    return (
      <span className="flex items-center gap-1.5" data-push-state="denied" title={t`Permite las notificaciones de este sitio en la configuración del navegador.`}>
        <Icon name="ban" className="size-3.5" />{t`Avisos del navegador bloqueados`}
      </span>
    );
  }
  return (
    <button type="button" onClick={() => void enable()} disabled={busy} data-push-state="ask" className={buttonClass('ghost', 'sm', '-ml-2')}>
      <Icon name="bell" className="size-3.5" />{t`Activar avisos del navegador`}
    </button>
  );
}
