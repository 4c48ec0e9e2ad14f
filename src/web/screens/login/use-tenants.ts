import { useQuery } from '@tanstack/react-query';
import ky from 'ky';
import { useMemo, useState } from 'react';
import { createApi } from '../../lib/api';
import { DEFAULT_TENANT, defaultTenant, preconfiguredTenant, readLastTenant, toClientBase, type TenantMap } from '../../lib/tenant';

export interface TenantChoice {
  /** The app is served on a tenant host: no combobox. */
  preconfigured: boolean;
  names: string[];
  name: string | null;
  setName: (name: string | null) => void;
  /** Base URL for the API of the chosen tenant. */
  base: string;
  registrationOpen: boolean;
  loading: boolean;
}

/**
 * Tenants for the login combobox (GET /api/active-tenants) and the chosen one's meta
 * (GET {base}/api/meta → registration_open). Failures are quiet: 'demo' is assumed.
 */
export function useTenantChoice(): TenantChoice {
  const tenants = useQuery({
    queryKey: ['active-tenants'],
    queryFn: () => ky.get('/api/active-tenants', { retry: 0, timeout: 8000 }).json<TenantMap>(),
    staleTime: 5 * 60_000,
  });
  const map = useMemo<TenantMap>(() => tenants.data ?? {}, [tenants.data]);
  const preset = useMemo(() => preconfiguredTenant(map, window.location), [map]);
  const [picked, setPicked] = useState<string | null>(null);
  const names = Object.keys(map).sort((a, b) => a.localeCompare(b));
  // /login?tenant=x (what /x/login leads to) chooses x, when x is an active tenant.
  const asked = new URLSearchParams(window.location.search).get('tenant');
  const fromUrl = asked && Object.hasOwn(map, asked) ? asked : null;
  const name = preset ? preset.name : picked ?? fromUrl ?? defaultTenant(map, readLastTenant()) ?? (tenants.isPending ? null : DEFAULT_TENANT);
  const base = preset ? preset.base : name && map[name] ? toClientBase(map[name], name, window.location) : `/${name ?? readLastTenant() ?? DEFAULT_TENANT}`;
  const meta = useQuery({
    queryKey: ['meta', base],
    queryFn: () => createApi(base, { retry: 0, context: { silent: true } }).get('meta').json<{ tenant?: { registration_open?: boolean } }>(),
    enabled: !!preset || (!tenants.isPending && !!name),
    staleTime: 60_000,
  });
  return {
    preconfigured: !!preset,
    names: names.length ? names : name ? [name] : [],
    name,
    setName: setPicked,
    base,
    registrationOpen: !!meta.data?.tenant?.registration_open,
    loading: tenants.isPending,
  };
}
