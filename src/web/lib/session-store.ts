import { proxy, subscribe } from 'valtio';

/** The session user as GET/POST login answers it (docs/contracts.md). */
export interface SessionUser {
  token: string; id: number; email: string; full_name: string; roles: string[]; permissions: string[];
  modulos: string[]; preferences: Record<string, unknown> | null; password_status: string; canSendToDian: boolean;
  admin: boolean; cliente_id: number | null; entidad_id: number | null; tenant_id: number;
  is_store_user: boolean; store_url: string | null;
}

/**
 * The session as app state (valtio): the signed-in user and the tenant base URL, persisted in
 * localStorage so a reload keeps the user signed in (re-validated with GET login at start).
 */
export interface SessionState {
  user: SessionUser | null;
  /** Tenant base as the browser calls it: '/demo', '' (tenant host) or 'https://x.example'. */
  base: string | null;
  /** GET login finished (or was not needed). */
  checked: boolean;
}

const KEY = 'mando.session';

function load(): Pick<SessionState, 'user' | 'base'> {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return { user: null, base: null };
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    const user = parsed.user && typeof parsed.user.token === 'string' ? parsed.user : null;
    return { user, base: typeof parsed.base === 'string' ? parsed.base : null };
  } catch {
    return { user: null, base: null };
  }
}

export const sessionState = proxy<SessionState>({ ...load(), checked: false });

subscribe(sessionState, () => {
  try {
    localStorage.setItem(KEY, JSON.stringify({ user: sessionState.user, base: sessionState.base }));
  } catch { /* private mode or quota: the session lives until reload */ }
});

export const currentToken = (): string | null => sessionState.user?.token ?? null;
