import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isSuperAdmin } from '../../../core/access';
import { api } from '../../lib/api';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { Icon, Skeleton, cx } from '../../ui';

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  sent_at: string | null;
  error: string | null;
  created_at: string;
}

/**
 * Mail the server wrote (password resets …). Without SMTP it is only here, so a SuperAdmin can read
 * it and pass a reset link on; with SMTP it also shows whether each mail was delivered.
 */
export function OutboxScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Correos enviados`);
  const principal = usePrincipal();
  const allowed = isSuperAdmin(principal);
  const mails = useQuery({
    queryKey: ['outbox'],
    queryFn: () => api.get('outbox', { searchParams: { limit: 100 } }).json<{ data: OutboxMail[] }>(),
    enabled: allowed,
  });
  const [open, setOpen] = useState<number | null>(null);
  const when = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : 'es-CO', { dateStyle: 'medium', timeStyle: 'short' });

  if (!allowed) {
    return <p className="p-6 text-fg-muted">{t`Acceso denegado - usted no tiene los permisos necesarios para ver esta página.`}</p>;
  }
  return (
    <div className="mx-auto max-w-4xl space-y-4 p-4 sm:p-6">
      <div>
        <h1 className="text-lg font-semibold text-fg">{t`Correos enviados`}</h1>
        <p className="text-sm text-fg-muted">{t`Sin servidor de correo configurado, los correos solo quedan aquí.`}</p>
      </div>
      {mails.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : !mails.data?.data.length ? (
        <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`No hay correos.`}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {mails.data.data.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                aria-expanded={open === m.id}
                onClick={() => setOpen(open === m.id ? null : m.id)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-accent"
              >
                <Icon name="mail" className="size-4 shrink-0 text-fg-subtle" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-fg">{m.subject}</span>
                  <span className="block truncate text-xs text-fg-subtle">{m.to_address}</span>
                </span>
                <span className={cx('shrink-0 text-xs', m.error ? 'text-danger' : 'text-fg-subtle')}>
                  {m.error ? t`No entregado` : m.sent_at ? t`Entregado` : t`Solo en la bandeja`}
                </span>
                <span className="shrink-0 text-xs text-fg-subtle tabular-nums">{when.format(new Date(m.created_at))}</span>
              </button>
              {open === m.id ? (
                <pre className="whitespace-pre-wrap break-words border-t border-line bg-muted/40 px-4 py-3 font-sans text-sm text-fg">{m.body}</pre>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
