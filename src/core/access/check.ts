// The access checks themselves; index.ts re-exports them with the catalogue and lookups.
import type { AccessCheck, Field, Resource, ResourceAction, RowScopeLevel } from '../resource/types';

export const SUPER_ADMIN = 'SuperAdmin';

/** Who is asking: enough of the session user to answer every access question (spec 01 §6). */
export interface Principal {
  roles: string[];
  /** Direct permissions plus those of the roles. */
  permissions: string[];
  /** Tenant modules switched on. */
  modules: string[];
  canSendToDian?: boolean;
  /** The user's id, for "only mine" row scope and owner defaults. */
  userId?: number | null;
  /** A user linked to a client sees only that client's records (spec 01 §1, spec 02 §6). */
  clienteId?: number | null;
  /** The user's entidad: "my team" row scope. */
  entidadId?: number | null;
  /** Row-scope limits from the roles, per resource name ('own' | 'team'); absent = all rows. */
  rowScopes?: Record<string, RowScopeLevel>;
}

export const isSuperAdmin = (p: Principal | null | undefined) => !!p?.roles.includes(SUPER_ADMIN);

/**
 * One check: SuperAdmin passes everything; an empty check passes; a name passes when it is one of
 * the user's permissions or roles; a list passes when any entry does.
 */
export function can(p: Principal | null | undefined, check: AccessCheck): boolean {
  return passes(p, check, (n) => !!p && (p.permissions.includes(n) || p.roles.includes(n)));
}

/** The shared shape of a check: empty passes, nobody fails, SuperAdmin passes, else any name that `has`. */
function passes(p: Principal | null | undefined, check: AccessCheck, has: (name: string) => boolean): boolean {
  if (check === undefined || check === '' || (Array.isArray(check) && check.length === 0)) return true;
  if (!p) return false;
  if (isSuperAdmin(p)) return true;
  return (Array.isArray(check) ? check : [check]).some(has);
}

/** A role check (a field's `role`, spec 03 §3.1): SuperAdmin passes; otherwise one of the named roles. */
export function hasRole(p: Principal | null | undefined, check: AccessCheck): boolean {
  return passes(p, check, (n) => !!p?.roles.includes(n));
}

/** A resource or field gated by a tenant module is usable only while the module is on. */
export const hasModule = (p: Principal | null | undefined, module: string | undefined) =>
  !module || !!p?.modules.includes(module);

/** Permission AND module, as the server checks on every call and the menu shows. */
export const canOnResource = (p: Principal | null | undefined, r: Resource, action: ResourceAction) =>
  hasModule(p, r.module) && can(p, r.access[action]);

/** Whether the user may read a field at all (module, permission, role, SuperAdmin-only, DIAN-only). */
export function canSeeField(p: Principal | null | undefined, f: Field): boolean {
  if (f.superAdminOnly && !isSuperAdmin(p)) return false;
  if (f.dianOnly && !p?.canSendToDian && !isSuperAdmin(p)) return false;
  return hasModule(p, f.modulo) && can(p, f.can) && hasRole(p, f.role);
}

/** Fields the user may write: readable, not readonly. */
export const canWriteField = (p: Principal | null | undefined, f: Field) =>
  !f.readonly && canSeeField(p, f) && can(p, f.editCan);

/**
 * May update or delete this stored row: the action's permission and module, and on a resource with
 * an `author` field, being its author or passing the resource's admin check (SuperAdmin always).
 * The server applies it to every write; screens use it to hide the actions.
 */
export function canChangeRecord(p: Principal | null | undefined, r: Resource, action: 'update' | 'delete', row: Record<string, unknown> | null | undefined): boolean {
  if (!canOnResource(p, r, action)) return false;
  if (!r.author || canOnResource(p, r, 'admin')) return true;
  return p?.userId != null && row?.[r.author] === p.userId;
}
