import type { Field, Resource } from '../resource/types';
import { canOnResource, canWriteField, hasModule, type Principal } from './check';

/**
 * May the user look records of `target` up (id, title, search fields) without 'Ver' on it? Yes when
 * they may create or edit some resource with a relation to it that they can fill in — e.g. staff
 * choosing the ticket's responsible user must be able to search users, though not list them in full.
 */
export function canLookup(p: Principal | null, target: Resource, resources: readonly Resource[]): boolean {
  if (!hasModule(p, target.module)) return false;
  return resources.some((r) => (canOnResource(p, r, 'create') || canOnResource(p, r, 'update'))
    // A child's parent (a comment's ticket) is given by where it is written, never picked in a selector.
    && Object.entries(r.fields).some(([name, f]) => name !== r.rowScope.parent && canWriteField(p, f) && (f.relation?.resource === target.name
      // An order's lines pick products: whoever writes the lines may look products up.
      || Object.values(f.items?.fields ?? {}).some((sub) => sub.relation?.resource === target.name))));
}

/**
 * Fields of `target` that relations to it pre-filter their selectors on (`relation.whereIn`, e.g. taxes'
 * `status`, and `relation.filterBy`, a receipt's invoices by client): a lookup must be able to filter
 * on them, or a selector with a pre-filter would get a 400.
 */
export function prefilterFields(target: string, resources: readonly Resource[]): Set<string> {
  const out = new Set<string>();
  const visit = (f: Field) => {
    if (f.relation?.resource === target) for (const k of [...Object.keys(f.relation.whereIn ?? {}), ...Object.keys(f.relation.filterBy ?? {})]) out.add(k);
  };
  for (const r of resources) for (const f of Object.values(r.fields)) {
    visit(f);
    for (const sub of Object.values(f.items?.fields ?? {})) visit(sub);
  }
  return out;
}

/**
 * Fields of `target` that relations to it fill a form from (`relation.fills`): a lookup must read them.
 * With a principal, only the relations it may write (whoever may write a supplier invoice reads the
 * suppliers' addresses; whoever only adds users does not).
 */
export function fillFields(target: string, resources: readonly Resource[], p?: Principal | null): Set<string> {
  const out = new Set<string>();
  for (const r of resources) {
    if (p !== undefined && !canOnResource(p, r, 'create') && !canOnResource(p, r, 'update')) continue;
    for (const f of Object.values(r.fields)) {
      if (f.relation?.resource !== target || !f.relation.fills) continue;
      if (p !== undefined && !canWriteField(p, f)) continue;
      for (const k of Object.values(f.relation.fills)) out.add(k);
    }
  }
  return out;
}

/**
 * The resource as a lookup shows it: only id, the title, the search fields and the fields picks fill
 * forms from (`fill`) are readable, and only the pre-filter fields (`prefilter`) are filterable.
 */
export function lookupView(r: Resource, prefilter: ReadonlySet<string> = new Set(), fill: ReadonlySet<string> = new Set()): Resource {
  const keep = new Set([r.title, ...r.search, ...prefilter, ...fill]);
  const fields: Record<string, Field> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    fields[name] = keep.has(name) ? { ...f, filter: prefilter.has(name) ? { multiple: true } : false } : { ...f, superAdminOnly: true };
  }
  return { ...r, fields, includes: {}, scopes: {} };
}
