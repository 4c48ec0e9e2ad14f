import type { SessionUser } from '../../lib/session';
import { homePath, safeReturnUrl } from '../../lib/session';

/** After login: store users go to their shop; others to returnUrl, their homepage or /dashboard. */
export function afterSignIn(user: SessionUser, returnUrl: string | undefined, navigate: (href: string) => void): void {
  if (user.is_store_user && user.store_url) {
    window.location.assign(user.store_url);
    return;
  }
  if (user.password_status === 'expired') {
    const back = safeReturnUrl(returnUrl);
    navigate(`/change-password${back ? `?returnUrl=${encodeURIComponent(back)}` : ''}`);
    return;
  }
  navigate(safeReturnUrl(returnUrl) ?? homePath(user));
}
