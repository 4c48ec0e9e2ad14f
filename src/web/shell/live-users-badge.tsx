import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isSuperAdmin } from '../../core/access';
import { useLiveUsers } from '../live';
import { usePrincipal } from '../lib/session';
import { Icon } from '../ui';

/** The live-user count of the top bar (spec 01 §6: SuperAdmin only); opens /live-users. */
export function LiveUsersBadge() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const users = useLiveUsers();
  if (!isSuperAdmin(principal) || users.length === 0) return null;
  const label = t`${users.length} usuarios en línea`;
  return (
    <Link to="/live-users" aria-label={label} title={label} data-testid="live-users-badge"
      className="flex h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-fg-muted hover:bg-muted hover:text-fg">
      <Icon name="users" className="size-4" />
      <span className="tabular-nums">{users.length}</span>
    </Link>
  );
}
