import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { api } from '../lib/api';
import { sessionState } from '../lib/session';
import { readLastTenant } from '../lib/tenant';

export interface TenantMeta {
  tenant: { name: string; display_name?: string; modules?: string[]; registration_open?: boolean };
}

/** Display name of the session's tenant (GET meta), falling back to the tenant picked at login. */
export function useTenantName(): string {
  const { base, user } = useSnapshot(sessionState);
  const meta = useQuery({
    queryKey: ['meta', base],
    queryFn: () => api.get('meta', { retry: 0, context: { silent: true } }).json<TenantMeta>(),
    enabled: !!user,
    staleTime: 10 * 60_000,
  });
  return meta.data?.tenant?.display_name || meta.data?.tenant?.name || readLastTenant() || (base ?? '').replace(/^.*\//, '');
}
