// Who appears in the live-users list (spec 01 §6 'Presence'): a list of three privileged users decides
// who sees hidden users. The hidden users are those same privileged (support) accounts: a privileged
// viewer sees everyone connected; anyone else sees everyone but them. The list is a tenant setting
// (`settings.privileged_users`, e-mails), else the server's config (PRIVILEGED_USERS); with neither,
// nobody is hidden. The realtime server applies the rule (a hidden user never reaches other members).

/** Spec 01 §6: 'a fixed list of three privileged users'. */
export const MAX_PRIVILEGED_USERS = 3;

/** Normalised e-mails of a setting value (array or comma/space separated text), at most three. */
export function parsePrivilegedUsers(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : [];
  const out: string[] = [];
  for (const v of parts) {
    const email = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (email.includes('@') && !out.includes(email)) out.push(email);
  }
  return out.slice(0, MAX_PRIVILEGED_USERS);
}

/** The tenant's setting when it names any, else the configured fallback. */
export function privilegedUsersOf(settings: Record<string, unknown> | null | undefined, fallback: readonly string[] = []): string[] {
  const own = parsePrivilegedUsers(settings?.privileged_users);
  return own.length ? own : parsePrivilegedUsers([...fallback]);
}

export const isPrivilegedUser = (email: string | null | undefined, list: readonly string[]): boolean =>
  !!email && list.includes(email.trim().toLowerCase());

/** The members a viewer may see in the live-users list. */
export function visibleLiveUsers<M extends { email?: string | null }>(members: readonly M[], viewerEmail: string | null | undefined,
  list: readonly string[]): M[] {
  if (isPrivilegedUser(viewerEmail, list)) return [...members];
  return members.filter((m) => !isPrivilegedUser(m.email, list));
}
