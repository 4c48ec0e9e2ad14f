import { isTenantName } from '../../core/tenant-name';

/**
 * Navigation guard (spec 01 §2.3) as a pure decision: where to send a navigation, or null to let
 * it through. The router calls it in beforeLoad of every route.
 */
export interface GuardUser {
  password_status?: string | null;
  preferences?: Record<string, unknown> | null;
}

/** Open to everybody: the login screen, password reset and a single report (/reports/{id}). */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/login' || pathname === '/reset-password' || /^\/reports\/[^/]+\/?$/.test(pathname);
}

const withReturn = (to: string, href: string) =>
  href && href !== '/' ? `${to}?returnUrl=${encodeURIComponent(href)}` : to;

/**
 * @param pathname the path being entered ('/clientes')
 * @param href path + query being entered ('/clientes?page=2'), used as returnUrl
 */
export function guardDecision(pathname: string, href: string, user: GuardUser | null): string | null {
  // The API lives under /{tenant}/api, so a person may well type /{tenant}/login: that is the login
  // with the tenant chosen (it used to sign in and then land on 'Página no encontrada «demo»').
  const tenantLogin = /^\/([^/]+)\/login\/?$/.exec(pathname);
  if (tenantLogin && isTenantName(tenantLogin[1])) return `/login?tenant=${encodeURIComponent(tenantLogin[1])}`;
  if (isPublicPath(pathname)) return null;
  if (!user) return withReturn('/login', href);
  if (user.password_status === 'expired' && pathname !== '/change-password') {
    return withReturn('/change-password', href);
  }
  return null;
}
