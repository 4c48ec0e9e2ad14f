/**
 * Which tenant the app talks to. A tenant's API lives at `{base}/api/...`, where base is
 * `https://host/{tenant}` (path prefix, the embedded default) or `https://{tenant}.domain` (tenant
 * host). GET /api/active-tenants maps tenant names to base URLs.
 */
export type TenantMap = Record<string, string>;

const LAST_TENANT_KEY = 'mando.tenant';
export const DEFAULT_TENANT = 'demo';

interface Loc { origin: string; hostname: string }

/**
 * The base the browser calls for a tenant whose base URL the server gave: always on this page's own
 * origin, never another one (the browser would block it: the app opened at 127.0.0.1 while the
 * server names localhost, a LAN IP, a proxied domain). A tenant's API is reachable at `/{tenant}/api`
 * on every address of the server, so: this very tenant host → '' (its API is at /api), else the
 * URL's path ('/demo'), or `/{name}` for a tenant host elsewhere.
 */
export function toClientBase(url: string, name: string, loc: Loc): string {
  let u: URL;
  try { u = new URL(url, loc.origin); } catch { return `/${name}`; }
  const path = u.pathname.replace(/\/+$/, '');
  if (!path) return u.hostname === loc.hostname ? '' : `/${name}`;
  return path;
}

/**
 * A stored base (from an older version, or a session started elsewhere) that points at another
 * origin is taken as its path on this one, for the same reason as toClientBase.
 */
export function ownOriginBase(base: string, loc: Loc): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return base;
  try {
    const u = new URL(base);
    if (u.origin === loc.origin) return u.pathname.replace(/\/+$/, '');
    return u.pathname.replace(/\/+$/, '') || fallbackBase();
  } catch {
    return fallbackBase();
  }
}

/** Served on a tenant host (its base is this origin's root): the tenant is preconfigured. */
export function preconfiguredTenant(map: TenantMap, loc: Loc): { name: string; base: string } | null {
  const env = import.meta.env?.VITE_TENANT_BASE as string | undefined;
  if (env !== undefined && env !== '') return { name: '', base: env.replace(/\/+$/, '') };
  for (const [name, url] of Object.entries(map)) {
    try {
      // Host name only: a proxy may end TLS, so the scheme the server names can differ from ours.
      const u = new URL(url, loc.origin);
      if (u.hostname === loc.hostname && u.pathname.replace(/\/+$/, '') === '') return { name, base: '' };
    } catch { /* ignore malformed entries */ }
  }
  return null;
}

/** The tenant to preselect: the last one used if still active, else 'demo', else the first. */
export function defaultTenant(map: TenantMap, last: string | null): string | null {
  const names = Object.keys(map);
  if (last && names.includes(last)) return last;
  if (names.includes(DEFAULT_TENANT)) return DEFAULT_TENANT;
  return names[0] ?? null;
}

export function readLastTenant(): string | null {
  try { return localStorage.getItem(LAST_TENANT_KEY); } catch { return null; }
}

export function storeLastTenant(name: string): void {
  try { localStorage.setItem(LAST_TENANT_KEY, name); } catch { /* private mode */ }
}

/** Fallback base before any tenant is known (embedded default). */
export const fallbackBase = (): string => `/${readLastTenant() ?? DEFAULT_TENANT}`;
