import { isHTTPError } from 'ky';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Principal } from '../../core/access';
import { api, createApi, setApiBase } from './api';
import { navigateTo } from './nav';
import { sessionState, type SessionUser } from './session-store';
import { storeLastTenant } from './tenant';

export { sessionState, type SessionUser } from './session-store';

/** Principal of a session user, for core/access checks. */
export function principalOf(
  user: Pick<SessionUser, 'roles' | 'permissions' | 'modulos' | 'canSendToDian'> & Partial<Pick<SessionUser, 'id' | 'cliente_id' | 'entidad_id'>> | null,
): Principal | null {
  if (!user) return null;
  return {
    roles: user.roles ?? [],
    permissions: user.permissions ?? [],
    modules: user.modulos ?? [],
    canSendToDian: !!user.canSendToDian,
    // Identity for values the server fixes (a client-linked user's client field), not for access.
    userId: user.id ?? null,
    clienteId: user.cliente_id ?? null,
    entidadId: user.entidad_id ?? null,
  };
}

/**
 * The signed-in user as a Principal for core/access checks (null when signed out). Referentially
 * stable while its rights are the same (a refreshed session user does not re-run effects and memos).
 */
export function usePrincipal(): Principal | null {
  const { user } = useSnapshot(sessionState);
  const p = principalOf(user as SessionUser | null);
  const key = p ? JSON.stringify([p.roles, p.permissions, p.modules, p.canSendToDian, p.userId, p.clienteId, p.entidadId]) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => p, [key]);
}

/** The signed-in user (null when signed out). */
export function useSessionUser(): SessionUser | null {
  return useSnapshot(sessionState).user as SessionUser | null;
}

/** Principal outside React (loaders, command palette actions). */
export const currentPrincipal = (): Principal | null => principalOf(sessionState.user);

export interface Credentials { username: string; password: string; remember: boolean }
export interface Registration { nombre: string; documento: string; email: string; password: string }

function startSession(base: string, tenantName: string | null, user: SessionUser, remember: boolean): void {
  setApiBase(base);
  sessionState.remember = remember;
  sessionState.base = base;
  sessionState.user = user;
  sessionState.checked = true;
  if (tenantName) storeLastTenant(tenantName);
}

/**
 * POST {base}/api/login. Errors are thrown untouched (the login screen shows them through
 * handleApiError: 401 → 'Usuario y/o contraseña incorrectos', 429 → the server's message).
 */
export async function signIn(base: string, tenantName: string | null, creds: Credentials): Promise<SessionUser> {
  const client = createApi(base, { retry: 0, context: { silent: true } });
  const user = await client.post('login', { json: creds }).json<SessionUser>();
  startSession(base, tenantName, user, !!creds.remember);
  return user;
}

/** POST {base}/api/register, then signs in with the same credentials. */
export async function register(base: string, tenantName: string | null, data: Registration): Promise<SessionUser> {
  const client = createApi(base, { retry: 0, context: { silent: true } });
  await client.post('register', { json: data });
  return signIn(base, tenantName, { username: data.email, password: data.password, remember: true });
}

/** 'Salir': revokes the token (best effort), forgets the user and goes to the login screen. */
export async function signOut(): Promise<void> {
  try {
    await api.get('logout', { retry: 0, timeout: 5000, context: { silent: true } });
  } catch { /* offline or already revoked: signing out locally is what matters */ }
  // valtio notifies subscribers in a microtask: keep the flag up until the next task.
  signingOut = true;
  sessionState.user = null;
  setTimeout(() => (signingOut = false), 0);
  navigateTo('/login', { replace: true });
}

let signingOut = false;

/** True while 'Salir' clears the user: the sign-out follower must not add a returnUrl. */
export const isSigningOut = (): boolean => signingOut;

/** Replaces the stored user with fresh data (keeps the token when the answer omits it). */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  if (!sessionState.user) return;
  sessionState.user = { ...sessionState.user, ...patch, token: patch.token || sessionState.user.token };
}

/**
 * App start: GET login with the stored token. 401 → signed out; network trouble → keep the stored
 * user (offline use); success → fresh roles, permissions and modules.
 */
export async function revalidateSession(): Promise<void> {
  if (!sessionState.user) {
    sessionState.checked = true;
    return;
  }
  try {
    const user = await api.get('login', { retry: 0, context: { silent: true } }).json<SessionUser>();
    updateSessionUser(user);
  } catch (err) {
    if (isHTTPError(err) && err.response.status === 401) sessionState.user = null;
  } finally {
    sessionState.checked = true;
  }
}

/** Where a user lands after signing in: preferences.default_homepage (spec 01 §2.3) or /dashboard. */
export function homePath(user: Pick<SessionUser, 'preferences'> | null): string {
  const pref = user?.preferences?.default_homepage;
  if (typeof pref !== 'string' || !pref.trim()) return '/dashboard';
  const path = `/${pref.trim().replace(/^\/+/, '')}`;
  return safeReturnUrl(path) ?? '/dashboard';
}

/** Only same-app paths are followed after login (no open redirects). */
export function safeReturnUrl(url: string | null | undefined): string | null {
  if (!url || typeof url !== 'string') return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  if (url === '/login' || url.startsWith('/login?')) return null;
  return url;
}
