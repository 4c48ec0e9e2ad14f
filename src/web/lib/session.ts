// STUB owned by the web-foundation helper: keeps these exports, fills in the behaviour.
import type { Principal } from '../../core/access';

export interface SessionUser {
  token: string; id: number; email: string; full_name: string; roles: string[]; permissions: string[];
  modulos: string[]; preferences: Record<string, unknown> | null; password_status: string; canSendToDian: boolean;
  admin: boolean; cliente_id: number | null; entidad_id: number | null; tenant_id: number;
  is_store_user: boolean; store_url: string | null;
}

/** The signed-in user as a Principal for core/access checks (null when signed out). */
export function usePrincipal(): Principal | null {
  return null;
}

/** The signed-in user (null when signed out). */
export function useSessionUser(): SessionUser | null {
  return null;
}
