// /profile (spec 01 §2.2): the signed-in user's own name, contact details and default homepage
// (PROFILE_FIELDS, saved through /api/profile/{id}), its roles, and the way to change its password.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { profileView } from '../../../core/resources/users';
import { FormPanel } from '../../engine';
import { useSessionUser, updateSessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { buttonClass, Icon } from '../../ui';

export function ProfileScreen() {
  const { t } = useLingui();
  const me = useSessionUser();
  usePageTitle(t`Perfil`);
  if (!me) return null;
  const initials = me.full_name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-3xl space-y-4 p-3 sm:p-6">
        <header className="flex items-center gap-3">
          <span className="grid size-12 place-items-center rounded-full bg-accent text-base font-semibold text-accent-fg" aria-hidden>{initials}</span>
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg font-semibold text-fg">{me.full_name}</h2>
            <p className="truncate text-fg-muted">{me.email}{me.roles.length ? ` · ${me.roles.join(', ')}` : ''}</p>
          </div>
          <Link to="/change-password" className={buttonClass('ghost')}><Icon name="key" className="size-3.5" />{t`Cambiar contraseña`}</Link>
        </header>
        <section aria-label={t`Datos personales`} className="rounded-lg border border-line bg-surface">
          <FormPanel resource={profileView} id={me.id} onSaved={(row) => updateSessionUser({
            full_name: String(row.full_name ?? me.full_name),
            email: String(row.email ?? me.email),
            preferences: { ...(me.preferences ?? {}), default_homepage: row.default_homepage ?? null },
          })} />
        </section>
      </div>
    </div>
  );
}
