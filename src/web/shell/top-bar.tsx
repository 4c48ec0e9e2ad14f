import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { toggleDrawer, uiState } from '../lib/ui-state';
import { Icon, Kbd, modKey } from '../ui';
import { LiveUsersBadge } from './live-users-badge';
import { NotificationsButton } from './notifications';
import { openPalette } from '../palette';
import { UserMenu } from './user-menu';

/** Menu toggle, page title, command palette button, notifications and the user menu. */
export function TopBar() {
  const { t } = useLingui();
  const { title } = useSnapshot(uiState);
  return (
    <header className="flex h-12 shrink-0 items-center gap-2 border-b border-line bg-canvas px-2 sm:px-3">
      <button type="button" onClick={toggleDrawer} aria-label={t`Menú`} title={`${t`Menú`} (${modKey()}+B)`} className="flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg">
        <Icon name="panel-left" />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-sm font-semibold">{title}</h1>
      <button
        type="button"
        onClick={openPalette}
        aria-label={t`Buscar comandos`}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-8 items-center gap-2 rounded-md border border-line bg-surface px-2 text-fg-subtle shadow-xs hover:border-line-strong hover:text-fg-muted sm:w-56"
      >
        <Icon name="search" />
        <span className="hidden flex-1 text-left sm:inline">{t`Buscar o ir a…`}</span>
        <span className="hidden gap-0.5 sm:flex"><Kbd>{modKey()}</Kbd><Kbd>K</Kbd></span>
      </button>
      <LiveUsersBadge />
      <NotificationsButton />
      <UserMenu />
    </header>
  );
}
