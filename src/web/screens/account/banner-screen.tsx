// /banner (spec 01 §2.2, spec 03 §7.5): the tenant's current banner message and when it changed, for
// those who can send to the DIAN (the banner's audience) and SuperAdmin, who edits it on /admin/settings.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isSuperAdmin } from '../../../core/access';
import { formatDatetime } from '../../engine';
import { usePrincipal, useSessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { bannerQuery } from '../../shell/tenant-banner';
import { AccessDeniedScreen } from '../errors';

export function BannerScreen() {
  const { t } = useLingui();
  const me = useSessionUser();
  const principal = usePrincipal();
  const admin = isSuperAdmin(principal);
  const allowed = !!me?.canSendToDian || admin;
  const { data, isPending } = useQuery(bannerQuery(me?.tenant_id, allowed));
  usePageTitle(t`Banner`);
  if (!allowed) return <AccessDeniedScreen />;
  const message = data?.value?.trim();
  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-3xl space-y-3 p-3 sm:p-6">
        <section aria-label={t`Banner`} className="rounded-lg border border-line bg-surface p-4">
          {isPending ? <div className="skeleton h-10" aria-hidden />
            : message ? (
              <>
                <p className="whitespace-pre-line text-sm text-fg" data-testid="banner-message">{message}</p>
                <p className="mt-2 text-xs text-fg-subtle">{t`Actualizado: ${formatDatetime(data!.updated_at)}`}</p>
              </>
            ) : <p className="text-fg-muted">{t`No hay un mensaje de banner.`}</p>}
        </section>
        {admin && <Link to="/admin/settings" className="text-accent-text hover:underline">{t`Cambiarlo en la configuración de la empresa`}</Link>}
      </div>
    </div>
  );
}
