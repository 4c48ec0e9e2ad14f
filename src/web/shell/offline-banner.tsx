import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../lib/online';
import { Icon } from '../ui';

/** Shown while the browser reports no network (spec 01 §2.4). */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="flex items-start gap-2 border-b border-warning/30 bg-warning-soft px-4 py-1.5 text-13">
      <Icon name="wifi-off" className="mt-0.5 size-4 text-warning" />
      <p>
        <strong className="font-semibold text-warning">{t`Estás sin conexión`}</strong>
        <span className="text-fg-muted"> — {t`algunas funciones no funcionarán`}</span>
      </p>
    </div>
  );
}
