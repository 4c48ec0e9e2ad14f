// Filter options of spec 01 §3 that act on the list state (pure; tests/web/filter-rules.test.ts):
// `default` and `localPersistent` decide the filters a list opens with, `showIf` which filters are
// offered (a filter that stops being offered loses its value). `handler`, `searchLogic` and
// `multiple` act on the query (kind-meta.ts filterKind); `can` on who may filter (the bar and the API).
import type { DefaultContext, Field, FieldFilterOptions, Resource } from '../../../core/resource/types';
import { filterFields } from '../data/list-params';

export type Filters = Record<string, string[]>;

export const filterOptions = (f: Field): FieldFilterOptions | undefined => (typeof f.filter === 'object' ? f.filter : undefined);

/** Whether `key`'s filter is offered with these filter values (its `showIf` holds). */
export function isOffered(resource: Resource, key: string, filters: Filters): boolean {
  const cond = filterOptions(resource.fields[key])?.showIf;
  if (!cond) return true;
  const values = filters[cond.filter] ?? [];
  if (!values.length || !values.some(Boolean)) return false;
  return !cond.values || values.some((v) => cond.values!.includes(v));
}

/** The filters without those whose `showIf` fails (repeated, so a chain a → b → c clears together). */
export function pruneHidden(resource: Resource, filters: Filters): Filters {
  let out = filters;
  for (let changed = true; changed;) {
    changed = false;
    for (const key of Object.keys(out)) {
      if (resource.fields[key] && !isOffered(resource, key, out)) {
        const { [key]: _dropped, ...rest } = out;
        out = rest;
        changed = true;
      }
    }
  }
  return out;
}

/** localStorage key of a list's remembered filters (spec 01 §3: filter values per list). */
export const persistedFiltersKey = (listKey: string) => `mando:list:${listKey}:filters`;

/** What to remember: the `localPersistent` filters' values, an empty list for those cleared. */
export function persistable(resource: Resource, filters: Filters): Filters {
  const out: Filters = {};
  for (const [key, f] of filterFields(resource)) if (filterOptions(f)?.localPersistent) out[key] = filters[key] ?? [];
  return out;
}

const defaultOf = (f: Field, ctx: DefaultContext): string[] => {
  const d = filterOptions(f)?.default;
  const values = typeof d === 'function' ? d(ctx) : d ?? [];
  return values.map(String).filter(Boolean);
};

/**
 * The filters a list opens with when its address names none: each filter's remembered value when
 * it is `localPersistent` and one was stored (even a cleared one), else its `default`; filters the
 * user may not use (`usable`) are left out, and so are those whose `showIf` fails.
 */
export function initialFilters(resource: Resource, stored: unknown, ctx: DefaultContext, usable: (key: string) => boolean): Filters {
  const remembered = stored && typeof stored === 'object' ? stored as Record<string, unknown> : {};
  const out: Filters = {};
  for (const [key, f] of filterFields(resource)) {
    if (!usable(key)) continue;
    const mem = remembered[key];
    const values = filterOptions(f)?.localPersistent && Array.isArray(mem) ? mem.map(String).filter(Boolean) : defaultOf(f, ctx);
    if (values.length) out[key] = values;
  }
  return pruneHidden(resource, out);
}
