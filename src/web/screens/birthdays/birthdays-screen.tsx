// /birthdays (spec 01 §2.2): workers and clients by their next birthday, today first, from
// GET /api/birthdays (only the resources and rows the user may read). Each name opens the record page.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getResource } from '../../../core/resources';
import { getScreen, recordPagePath, screenAllowed } from '../../../core/resources/screens';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { useShortcuts } from '../../shortcuts';
import { cx, Icon, Skeleton } from '../../ui';
import { AccessDeniedScreen } from '../errors';

interface Birthday { resource: string; id: number; title: string; birthday: string; next: string; age: number; days: number }
interface Answer { today: string; days: number; people: Birthday[] }

/** The windows on offer, in days ahead. */
const WINDOWS = [7, 30, 90, 366] as const;

export function BirthdaysScreen() {
  const { t, i18n } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const [days, setDays] = useState<number>(30);
  usePageTitle(t`Cumpleaños`);
  const allowed = screenAllowed(principal, getScreen('birthdays')!);
  const q = useQuery({
    queryKey: ['birthdays', days],
    queryFn: ({ signal }) => api.get('birthdays', { searchParams: { days }, signal }).json<Answer>(),
    enabled: allowed,
  });
  useShortcuts('birthdays', WINDOWS.map((w, i) => ({
    id: `birthdays.window.${w}`, keys: String(i + 1), label: windowLabel(w), group: t`Cumpleaños`, run: () => setDays(w),
  })), allowed);
  if (!allowed) return <AccessDeniedScreen />;

  function windowLabel(w: number) {
    return w === 366 ? t`Todo el año` : t`Próximos ${w} días`;
  }
  const dayMonth = (ymd: string) => new Date(`${ymd}T12:00:00`).toLocaleDateString(i18n.locale === 'en' ? 'en-US' : 'es-CO', { weekday: 'long', day: 'numeric', month: 'long' });
  const when = (d: number) => (d === 0 ? t`¡Hoy!` : d === 1 ? t`Mañana` : t`En ${d} días`);
  const people = q.data?.people ?? [];

  return (
    <div className="h-full overflow-y-auto bg-subtle text-13">
      <div className="mx-auto max-w-3xl space-y-4 p-3 sm:p-6">
        <div role="radiogroup" aria-label={t`Periodo`} className="inline-flex rounded-md border border-line bg-surface p-0.5">
          {WINDOWS.map((w) => (
            <button key={w} type="button" role="radio" aria-checked={days === w} onClick={() => setDays(w)}
              className={cx('rounded px-3 py-1 text-13', days === w ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg')}>
              {windowLabel(w)}
            </button>
          ))}
        </div>
        {q.isPending ? (
          <div className="space-y-2" aria-hidden>{[0, 1, 2].map((i) => <Skeleton key={i} className="h-14 w-full" />)}</div>
        ) : q.error ? (
          <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`No se pudo cargar la lista.`}</p>
        ) : !people.length ? (
          <p className="rounded-lg border border-line bg-surface p-6 text-center text-fg-muted">{t`Nadie cumple años en este periodo.`}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface" data-testid="birthdays">
            {people.map((p) => {
              const r = getResource(p.resource);
              const href = recordPagePath(p.resource, p.id);
              return (
                <li key={`${p.resource}.${p.id}`} className={cx('flex items-center gap-3 px-4 py-2.5', p.days === 0 && 'bg-accent-soft')}>
                  <span className={cx('grid size-9 shrink-0 place-items-center rounded-full', p.days === 0 ? 'bg-accent text-accent-fg' : 'bg-muted text-fg-muted')} aria-hidden>
                    <Icon name="cake" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    {href ? <Link to={href} className="font-medium text-fg hover:underline">{p.title}</Link> : <span className="font-medium text-fg">{p.title}</span>}
                    <div className="text-xs text-fg-muted">
                      {r ? tr(r.label.one) : p.resource} · <span className="first-letter:uppercase">{dayMonth(p.next)}</span> · {t`cumple ${p.age} años`}
                    </div>
                  </div>
                  <span className={cx('shrink-0 text-xs tabular-nums', p.days === 0 ? 'font-semibold text-accent-text' : 'text-fg-muted')}>{when(p.days)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
