// /live-users (spec 01 §2.2, §6): who is connected right now and on which page, from the App.Mobile
// presence channel (web/live/live-users.ts); hidden users follow the privileged-user rule.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { useLiveUsers } from '../../live';
import { usePrincipal, useSessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { AccessDeniedScreen } from '../errors';

export function LiveUsersScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const me = useSessionUser();
  const users = useLiveUsers();
  usePageTitle(t`Usuarios en línea`);
  if (!screenAllowed(principal, getScreen('live-users')!)) return <AccessDeniedScreen />;
  const off = me?.broadcasting?.enabled === false || !me?.broadcasting?.pusherAppKey;
  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-6">
      <p className="mb-3 text-13 text-fg-muted" aria-live="polite">
        {off ? t`Las actualizaciones en vivo están desactivadas.` : t`${users.length} conectados`}
      </p>
      <table className="w-full border-separate border-spacing-0 text-13" data-testid="live-users">
        <thead>
          <tr className="text-left text-xs text-fg-muted">
            <th scope="col" className="border-b border-line px-3 py-2 font-medium">{t`Usuario`}</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-medium">{t`Correo`}</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-medium">{t`Página actual`}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td className="border-b border-line px-3 py-2 font-medium">{u.name}{u.id === me?.id ? ` (${t`tú`})` : ''}</td>
              <td className="border-b border-line px-3 py-2 text-fg-muted">{u.email}</td>
              <td className="border-b border-line px-3 py-2 font-mono text-xs">
                {u.route ? <Link to={u.route} className="text-accent hover:underline">{u.route}</Link> : <span className="text-fg-subtle">—</span>}
              </td>
            </tr>
          ))}
          {users.length === 0 && (
            <tr><td colSpan={3} className="px-3 py-8 text-center text-fg-muted">{t`Nadie conectado.`}</td></tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
