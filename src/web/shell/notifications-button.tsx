import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { Icon, cx, menuPanelClass } from '../ui';

/**
 * The bell of the top bar. The notifications API comes in a later issue: no badge and no list yet
 * (nothing is invented); the panel says so.
 */
export function NotificationsButton() {
  const { t } = useLingui();
  return (
    <Popover>
      <PopoverButton aria-label={t`Notificaciones`} className="relative flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg">
        <Icon name="bell" />
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 6 }} transition className={cx(menuPanelClass, 'w-72 p-0')}>
        <div className="border-b border-line px-3 py-2 font-medium">{t`Notificaciones`}</div>
        <p className="px-3 py-6 text-center text-fg-subtle">{t`Las notificaciones estarán disponibles pronto.`}</p>
      </PopoverPanel>
    </Popover>
  );
}
