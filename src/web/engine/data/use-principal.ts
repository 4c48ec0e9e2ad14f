import { useMemo } from 'react';
import type { Principal } from '../../../core/access';
import { usePrincipal } from '../../lib/session';

/** The session principal, referentially stable while its content is the same (safe in deps). */
export function useStablePrincipal(): Principal | null {
  const p = usePrincipal();
  const key = p ? JSON.stringify([p.roles, p.permissions, p.modules, p.canSendToDian]) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => p, [key]);
}
