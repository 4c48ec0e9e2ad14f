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
 * The base the browser should call: same host → a path ('/demo', or '' on a tenant host) so the dev
 * proxy and cookies work; another host → the absolute URL without trailing slash.
 */
export function toClientBase(url: string, loc: Loc): string {
  let u: URL;
  try { u = new URL(url, loc.origin); } catch { return url.replace(/\/+$/, ''); }
  const path = u.pathname.replace(/\/+$/, '');
  if (u.hostname === loc.hostname) return path;
  return `${u.origin}${path}`;
}

/** Served on a tenant host (its base is this origin's root): the tenant is preconfigured. */
export function preconfiguredTenant(map: TenantMap, loc: Loc): { name: string; base: string } | null {
  const env = import.meta.env?.VITE_TENANT_BASE as string | undefined;
  if (env !== undefined && env !== '') return { name: '', base: env.replace(/\/+$/, '') };
  for (const [name, url] of Object.entries(map)) {
    try {
      const u = new URL(url, loc.origin);
      if (u.origin === loc.origin && u.pathname.replace(/\/+$/, '') === '') return { name, base: '' };
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
