// Who appears in the live-users list (spec 01 §6 'Presence'): a fixed list of three privileged users
// decides who sees hidden users. The hidden users are those same privileged (support) accounts: a
// privileged viewer sees everyone connected; anyone else sees everyone but them.

/** The three privileged users, by e-mail (lower case). */
export const PRIVILEGED_USERS: readonly string[] = ['soporte@mando.app', 'desarrollo@mando.app', 'operaciones@mando.app'];

export const isPrivilegedUser = (email: string | null | undefined, list: readonly string[] = PRIVILEGED_USERS): boolean =>
  !!email && list.includes(email.trim().toLowerCase());

/** The members a viewer may see in the live-users list. */
export function visibleLiveUsers<M extends { email?: string | null }>(members: readonly M[], viewerEmail: string | null | undefined,
  list: readonly string[] = PRIVILEGED_USERS): M[] {
  if (isPrivilegedUser(viewerEmail, list)) return [...members];
  return members.filter((m) => !isPrivilegedUser(m.email, list));
}
