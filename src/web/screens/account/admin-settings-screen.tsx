// /admin/settings (spec 01 §2.2, §2.4 'admin/settings'): the tenant's settings, the engine's form over
// the catalogue of known keys (core/resources/settings.ts settingsView), saved through
// /api/admin-settings/{tenant id}. SuperAdmin only; a change holds for the whole tenant at once.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { settingsView } from '../../../core/resources/settings';
import { FormPanel } from '../../engine';
import { revalidateSession, usePrincipal, useSessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { AccessDeniedScreen } from '../errors';

export function AdminSettingsScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  const me = useSessionUser();
  const qc = useQueryClient();
  usePageTitle(t`Configuración de la empresa`);
  if (!me || !screenAllowed(principal, getScreen('admin-settings')!)) return <AccessDeniedScreen />;
  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-3xl space-y-4 p-3 sm:p-6">
        <p className="text-fg-muted">
          {t`Valen para todos los usuarios de la empresa desde que se guardan.`}{' '}
          <Link to="/banner" className="text-accent-text hover:underline">{t`Ver el banner`}</Link>
        </p>
        <section aria-label={t`Configuración de la empresa`} className="rounded-lg border border-line bg-surface">
          <FormPanel resource={settingsView} id={me.tenant_id} onSaved={() => {
            // The DIAN switch, maps and colour reach the session; the banner is read again.
            void revalidateSession();
            void qc.invalidateQueries({ queryKey: ['settings'] });
          }} />
        </section>
      </div>
    </div>
  );
}
