import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/ui-state';
import { buttonClass } from '../../ui/button';
import { Icon, type IconName } from '../../ui/icon';

function ErrorPage({ code, icon, title, children }: { code?: string; icon: IconName; title: string; children?: ReactNode }) {
  const { t } = useLingui();
  usePageTitle(title);
  return (
    <div className="flex min-h-full flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-muted text-fg-muted">
        <Icon name={icon} className="size-5" />
      </span>
      {code ? <p className="mt-4 font-mono text-xs text-fg-subtle">{code}</p> : null}
      <h2 className="mt-1 text-base font-semibold">{title}</h2>
      <div className="mt-1 max-w-md text-13 text-fg-muted">{children}</div>
      <Link to="/dashboard" className={buttonClass('secondary', 'md', 'mt-6')}>
        <Icon name="arrow-left" className="size-3.5" />
        {t`Ir al inicio`}
      </Link>
    </div>
  );
}

/** /404 (query resource, paragraph) and any unknown page. */
export function NotFoundScreen({ resource }: { resource?: string }) {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { resource?: string; paragraph?: string };
  const what = resource ?? search.resource;
  return (
    <ErrorPage code="404" icon="search" title={t`Página no encontrada`}>
      <p>{what ? t`No encontramos «${what}».` : t`La página que buscas no existe o fue movida.`}</p>
      {search.paragraph ? <p className="mt-2">{search.paragraph}</p> : null}
    </ErrorPage>
  );
}

/** /500 (query resource, paragraph). */
export function ServerErrorScreen() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { resource?: string; paragraph?: string };
  const what = search.resource;
  return (
    <ErrorPage code="500" icon="alert-triangle" title={t`Error interno del servidor`}>
      <p>{what ? t`Algo falló al cargar «${what}». Inténtalo de nuevo en unos minutos.` : t`Algo falló de nuestro lado. Inténtalo de nuevo en unos minutos.`}</p>
      {search.paragraph ? <p className="mt-2">{search.paragraph}</p> : null}
    </ErrorPage>
  );
}

/** A page the user may not see (missing permission or tenant module). */
export function AccessDeniedScreen() {
  const { t } = useLingui();
  return (
    <ErrorPage code="403" icon="lock" title={t`Acceso denegado`}>
      <p>{t`Acceso denegado - usted no tiene los permisos necesarios para ver esta página.`}</p>
    </ErrorPage>
  );
}
