import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { canOnResource, type Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { menuFor } from '../../lib/menu';
import { usePrincipal, useSessionUser } from '../../lib/session';
import { uiState, usePageTitle } from '../../lib/ui-state';
import { useNewRecordLabel } from '../../lib/use-new-record-label';
import { useTenantName } from '../../shell';
import { Icon, Kbd, Skeleton, modKey } from '../../ui';

interface CountAnswer { total: number; total_is_estimate?: boolean }

/** Record count of a resource: GET {resource}?paginate=1 → total (cached under the resource's keys). */
function useResourceCount(name: string) {
  return useQuery({
    queryKey: ['r', name, 'count'],
    queryFn: () => api.get(name, { searchParams: { paginate: 1 }, retry: 0, context: { silent: true } }).json<CountAnswer>(),
    staleTime: 60_000,
  });
}

function ResourceCard({ resource, principal }: { resource: Resource; principal: Principal | null }) {
  const { t, i18n } = useLingui();
  const tr = useLabel();
  const count = useResourceCount(resource.name);
  const newLabel = useNewRecordLabel();
  const many = tr(resource.label.many);
  const create = newLabel(resource);
  const fmt = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : 'es-CO');
  const total = count.data?.total;
  const n = total === undefined ? '' : fmt.format(total);
  return (
    <li className="group relative flex items-center gap-3 rounded-lg border border-line bg-surface p-3 transition-colors hover:border-line-strong">
      <span className="flex size-8 items-center justify-center rounded-md bg-accent-soft text-accent-text">
        <Icon name={resource.menu?.icon ?? 'list'} />
      </span>
      <div className="min-w-0 flex-1">
        <Link to="/$resource" params={{ resource: resource.name }} className="block truncate font-medium text-fg after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-accent">
          {many}
        </Link>
        <p className="text-xs text-fg-subtle tabular-nums">
          {count.isPending ? (
            <Skeleton className="mt-1 h-3 w-16" />
          ) : total === undefined ? (
            t`Sin datos`
          ) : count.data?.total_is_estimate ? (
            t`más de ${n}`
          ) : (
            <Plural value={total} one={`${n} registro`} other={`${n} registros`} />
          )}
        </p>
      </div>
      {canOnResource(principal, resource, 'create') ? (
        <Link
          to="/$resource"
          params={{ resource: resource.name }}
          search={{ dialog: 'create' }}
          aria-label={create}
          title={create}
          className="relative z-10 flex size-7 items-center justify-center rounded-md text-fg-subtle opacity-70 hover:bg-muted hover:text-fg group-hover:opacity-100"
        >
          <Icon name="plus" />
        </Link>
      ) : null}
    </li>
  );
}

/** / and /dashboard: welcome, and one card per resource the user may see, with its count. */
export function DashboardScreen() {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  const principal = usePrincipal();
  const tenant = useTenantName();
  usePageTitle(t`Dashboard`);
  // Cards in menu order (groups, then order inside each group).
  const items = useMemo(() => menuFor(principal).flatMap((g) => g.items.flatMap((i) => (i.resource ? [i.resource] : []))), [principal]);
  const first = (user?.full_name ?? '').split(/\s+/)[0] || user?.email || '';
  const today = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : 'es-CO', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date());
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs text-fg-subtle first-letter:uppercase">{today}</p>
          <h2 className="mt-0.5 text-xl font-semibold tracking-tight">{t`Hola, ${first}`}</h2>
          {tenant ? <p className="mt-0.5 text-13 text-fg-muted">{t`Estás trabajando en ${tenant}`}</p> : null}
        </div>
        <button type="button" onClick={() => (uiState.paletteOpen = true)} className="hidden items-center gap-1.5 text-13 text-fg-muted hover:text-fg sm:flex">
          {t`Ir a cualquier parte`}
          <span className="flex gap-0.5"><Kbd>{modKey()}</Kbd><Kbd>K</Kbd></span>
        </button>
      </header>
      {items.length === 0 ? (
        <div className="mt-10 rounded-lg border border-dashed border-line p-8 text-center text-fg-muted">
          {t`Aún no tienes acceso a ningún módulo. Pide a un administrador que te asigne permisos.`}
        </div>
      ) : (
        <section className="mt-8" aria-label={t`Módulos`}>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((r) => <ResourceCard key={r.name} resource={r} principal={principal} />)}
          </ul>
        </section>
      )}
    </div>
  );
}
