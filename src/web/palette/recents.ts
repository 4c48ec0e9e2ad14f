/**
 * Recently used palette entries, per tenant and user, in localStorage: ids of commands, plus what is
 * needed to show and open a record found by the search (it is not in the command list).
 */
export interface RecentRecord {
  resource: string;
  id: number;
  title: string;
  href: string;
}

export interface Recent {
  /** Entry id ('go:clientes', 'rec:clientes:7'). */
  key: string;
  record?: RecentRecord;
}

export const MAX_RECENTS = 8;

export const recentsKey = (tenant: string | number | null | undefined, userId: number | null | undefined): string =>
  `mando.palette.recent.${tenant ?? '-'}.${userId ?? '-'}`;

export function readRecents(key: string): Recent[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter((r): r is Recent => !!r && typeof (r as Recent).key === 'string').slice(0, MAX_RECENTS) : [];
  } catch {
    return [];
  }
}

/** Puts `entry` first (once), keeps MAX_RECENTS; returns the new list. */
export function rememberRecent(key: string, entry: Recent): Recent[] {
  const next = [entry, ...readRecents(key).filter((r) => r.key !== entry.key)].slice(0, MAX_RECENTS);
  try { localStorage.setItem(key, JSON.stringify(next)); } catch { /* private mode: no recents */ }
  return next;
}
