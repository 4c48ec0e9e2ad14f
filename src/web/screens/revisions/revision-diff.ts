// What the revisions screen shows of one revision: the fields that changed, with their before and
// after values. Pure (unit-tested in tests/web/revisions.test.ts); rendering is revisions-screen.tsx.
import { canSeeField, type Principal } from '../../../core/access';
import type { Field, Resource } from '../../../core/resource/types';

/** One row of GET /api/{resource}/{id}/revisions (newest first). */
export interface Revision {
  id: number;
  action: 'created' | 'updated' | 'deleted';
  /** Stored state before / after the write (no write-only columns); null when created / deleted. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
}

export interface FieldChange {
  key: string;
  field: Field;
  before: unknown;
  after: unknown;
}

/**
 * Fields a revision may show to this principal, in form order. Secrets never show (passwords and
 * write-only fields; the server leaves them out of snapshots too), nor fields the principal cannot
 * see in a list or form (SuperAdmin-only, module, permission).
 */
export function revisionFields(resource: Resource, principal: Principal | null): [string, Field][] {
  return Object.entries(resource.fields).filter(([, f]) =>
    f.kind !== 'password' && !f.writeOnly && f.kind !== 'computed' && canSeeField(principal, f));
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Same stored value: blanks are equal, objects compare by their JSON. */
function same(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/**
 * The changed fields of a revision. An update lists what differs; a creation what was filled in;
 * a deletion what the record held.
 */
export function revisionChanges(fields: [string, Field][], rev: Pick<Revision, 'before' | 'after'>): FieldChange[] {
  const before = rev.before ?? {};
  const after = rev.after ?? {};
  const out: FieldChange[] = [];
  for (const [key, field] of fields) {
    const b = before[key];
    const a = after[key];
    if (!(key in before) && !(key in after)) continue;
    if (same(b, a)) continue;
    out.push({ key, field, before: b, after: a });
  }
  return out;
}

/** Related ids each relation target needs a title for: target resource → ids. */
export function relatedIds(fields: [string, Field][], revs: readonly Revision[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const [key, field] of fields) {
    if ((field.kind !== 'relation' && field.kind !== 'relation_multiple') || !field.relation) continue;
    for (const rev of revs) {
      for (const v of [rev.before?.[key], rev.after?.[key]].flat()) {
        const id = Number(v);
        if (!Number.isSafeInteger(id) || id <= 0) continue;
        const set = out.get(field.relation.resource) ?? new Set<number>();
        set.add(id);
        out.set(field.relation.resource, set);
      }
    }
  }
  return out;
}
