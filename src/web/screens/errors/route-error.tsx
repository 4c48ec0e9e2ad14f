import { useLingui } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isChunkLoadError, retryAfterChunkError } from '../../lib/chunk-errors';
import { notify } from '../../lib/notices';
import { usePageTitle } from '../../lib/ui-state';
import { Button, buttonClass } from '../../ui/button';
import { Icon } from '../../ui/icon';

/**
 * Every route's error screen (router defaultErrorComponent): a page whose code could not be loaded
 * (offline, or a release replaced it) or that failed to render. Inside the shell when the shell
 * itself loaded. 'Reintentar' renders the page again, or for missing code reloads the page once the
 * server answers (see retryAfterChunkError).
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!chunk) console.error(error);
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => { window.removeEventListener('online', update); window.removeEventListener('offline', update); };
  }, [chunk, error]);

  const title = chunk ? (online ? t`No se pudo cargar esta pantalla` : t`Sin conexión`) : t`Algo salió mal`;
  usePageTitle(title);

  const retry = async () => {
    setBusy(true);
    try {
      if (chunk) {
        if (await retryAfterChunkError()) return;
        setOnline(navigator.onLine);
        notify({ kind: 'warning', title: t`El servidor todavía no responde. Inténtalo de nuevo en un momento.` });
        return;
      }
      reset();
      await router.invalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="alert" className="flex min-h-full flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-muted text-fg-muted">
        <Icon name={chunk && !online ? 'wifi-off' : 'alert-triangle'} className="size-5" />
      </span>
      <h2 className="mt-4 text-base font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-13 text-fg-muted">
        {chunk
          ? online
            ? t`Falló la descarga de esta parte de Mando. Revisa tu conexión y vuelve a intentarlo.`
            : t`Esta parte de Mando no se pudo descargar porque no hay conexión. Cuando vuelva, pulsa Reintentar.`
          : t`Ocurrió un error inesperado al mostrar esta pantalla. Vuelve a intentarlo; si se repite, avisa al administrador.`}
      </p>
      <div className="mt-6 flex gap-2">
        <Button variant="primary" onClick={() => void retry()} busy={busy}>
          <Icon name="refresh" className="size-3.5" />
          {t`Reintentar`}
        </Button>
        <Link to="/dashboard" className={buttonClass('secondary', 'md')}>{t`Ir al inicio`}</Link>
      </div>
    </div>
  );
}
