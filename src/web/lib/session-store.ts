import { proxy, subscribe } from 'valtio';
import { ownOriginBase } from './tenant';

/** The session user as GET/POST login answers it (docs/contracts.md). */
export interface SessionUser {
  token: string; id: number; email: string; full_name: string; roles: string[]; permissions: string[];
  modulos: string[]; preferences: Record<string, unknown> | null; password_status: string; canSendToDian: boolean;
  admin: boolean; cliente_id: number | null; entidad_id: number | null; tenant_id: number;
  is_store_user: boolean; store_url: string | null;
  /** Realtime settings (spec 01 §3); absent or disabled → no live updates. */
  broadcasting?: { enabled?: boolean; hostEcho: string; hostPort: number; pusherAppKey: string; pusherCluster: string };
  /** Location picker: MapLibre style and address-search URLs (null or absent: offline style, no search). */
  maps?: { style_url: string | null; geocoder_url: string | null };
}

/**
 * The session as app state (valtio): the signed-in user and the tenant base URL. 'Recordarme'
 * decides where it lives: checked → localStorage (survives a browser restart, and the server
 * issued a 30-day token); unchecked → sessionStorage only (gone when the browser closes; the
 * server's token lasts 12 hours). Either way a reload keeps the user, re-validated with GET login.
 */
export interface SessionState {
  user: SessionUser | null;
  /** Tenant base as the browser calls it: '/demo', '' (tenant host) or 'https://x.example'. */
  base: string | null;
  /** 'Recordarme' was checked at sign-in: the session is kept across browser restarts. */
  remember: boolean;
  /** GET login finished (or was not needed). */
  checked: boolean;
}

export const SESSION_KEY = 'mando.session';

type Stored = Pick<SessionState, 'user' | 'base' | 'remember'>;

const storage = (kind: 'local' | 'session'): Storage | null => {
  try { return kind === 'local' ? localStorage : sessionStorage; } catch { return null; }
};

function read(kind: 'local' | 'session'): Stored | null {
  try {
    const raw = storage(kind)?.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    const user = parsed.user && typeof parsed.user.token === 'string' ? parsed.user : null;
    const base = typeof parsed.base === 'string' ? ownOriginBase(parsed.base, window.location) : null;
    return { user, base, remember: kind === 'local' };
  } catch {
    return null;
  }
}

/** This tab's session first (a session without 'Recordarme'), then the remembered one. */
function load(): Stored {
  const tab = read('session');
  if (tab?.user) return tab;
  return read('local') ?? { user: null, base: tab?.base ?? null, remember: false };
}

export const sessionState = proxy<SessionState>({ ...load(), checked: false });

subscribe(sessionState, () => {
  const { user, base, remember } = sessionState;
  const keep = storage(remember ? 'local' : 'session');
  const drop = storage(remember ? 'session' : 'local');
  try {
    keep?.setItem(SESSION_KEY, JSON.stringify({ user, base }));
    // A remembered session must not linger once the user signs in without 'Recordarme' (or out).
    drop?.removeItem(SESSION_KEY);
  } catch { /* private mode or quota: the session lives until reload */ }
});

export const currentToken = (): string | null => sessionState.user?.token ?? null;
