// URL query string of a list (spec 01 §2.6) ⇄ list state ⇄ API query entries (contracts: list query).
// Pure: unit-tested in tests/web/engine-list-params.test.ts.
import {
  coerceValue, emptyListQuery, queryField, serializeListQuery, type FilterValue, type ListQuery,
} from '../../../core/query';
import { canSeeField, type Principal } from '../../../core/access';
import { isFilterable, isSortable } from '../../../core/resource/define';
import type { Field, Resource } from '../../../core/resource/types';
import { filterKind, valueKind, type FilterKind } from '../fields/kind-meta';
import { parsePageSize } from '../../lib/list-search';

// The route's zod schema owns the URL's types and fallbacks; re-exported so engine users keep one import.
export { DEFAULT_PAGE_SIZE, FALLBACK_PAGE_SIZE, MAX_PAGE_SIZE, parsePageSize } from '../../lib/list-search';

export const PAGE_SIZES = [5, 10, 25, 50, -1] as const;
/** 'Todos' (-1) asks the API for this page size (contracts: paginate is capped at 10000). */
export const ALL_PAGE_SIZE = 10000;
export const SEARCH_DEBOUNCE_MS = 700;

/** Columns every row has besides the declared fields; sortable by the API. */
export const BASE_SORTABLE = ['id', 'created_at', 'updated_at'];

/** URL keys owned by the list and its dialogs; never read as filters. */
export const RESERVED_KEYS = ['descending', 'sortBy', 'page', 'itemsPerPage', 'query', 'dialog', 'id', 'from'];

export interface ListState {
  sortBy: string;
  descending: boolean;
  page: number;
  /** -1 = all. */
  itemsPerPage: number;
  query: string;
  /** Filter field → values: several ids/options (in), one value (eq/like), '1'|'0' (bool), [from, to] (dateRange). */
  filters: Record<string, string[]>;
  /** Tree filters (`whereUnder`): relation field → the node whose subtree is listed (not in the URL query). */
  under?: Record<string, number>;
}

export function defaultSort(resource: Pick<Resource, 'defaultOrder'>): { sortBy: string; descending: boolean } {
  const first = (resource.defaultOrder || '-id').split(',')[0].trim();
  return first.startsWith('-') ? { sortBy: first.slice(1), descending: true } : { sortBy: first, descending: false };
}

export function canSortBy(resource: Resource, key: string): boolean {
  if (BASE_SORTABLE.includes(key)) return true;
  const f = resource.fields[key];
  return !!f && isSortable(f);
}

export const filterFields = (resource: Resource): [string, Field][] =>
  Object.entries(resource.fields).filter(([, f]) => isFilterable(f));

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const ID_RE = /^\d+$/;

function parseBool(v: string | undefined): boolean | undefined {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

/** One filter's URL text → its values (invalid parts dropped). */
export function parseFilterValue(f: Field, raw: string): string[] {
  const kind = filterKind(f);
  const vk = valueKind(f);
  if (kind === 'like') return raw.trim() ? [raw] : [];
  if (kind === 'bool' || kind === 'presence') {
    const b = parseBool(raw);
    return b === undefined ? [] : [b ? '1' : '0'];
  }
  if (kind === 'dateRange') {
    const [from = '', to = ''] = raw.split(',');
    const ok = (d: string) => (DATE_RE.test(d) ? d : '');
    const r = [ok(from.trim()), ok(to.trim())];
    return r[0] || r[1] ? r : [];
  }
  const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const valid = vk === 'relation' || vk === 'relation_multiple' ? parts.filter((p) => ID_RE.test(p)) : parts;
  const unique = [...new Set(valid)];
  return kind === 'eq' ? unique.slice(0, 1) : unique;
}

const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/** URL search → list state. Unknown or invalid values fall back to the defaults. */
export function parseListSearch(resource: Resource, search: Record<string, unknown>): ListState {
  const def = defaultSort(resource);
  const sortRaw = str(search.sortBy);
  const sortBy = sortRaw && canSortBy(resource, sortRaw) ? sortRaw : def.sortBy;
  const desc = parseBool(str(search.descending));
  const descending = desc ?? (sortBy === def.sortBy ? def.descending : false);
  const pageRaw = Number(str(search.page));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const filters: Record<string, string[]> = {};
  for (const [key, f] of filterFields(resource)) {
    const raw = str(search[key]);
    if (raw === undefined || RESERVED_KEYS.includes(key)) continue;
    const values = parseFilterValue(f, raw);
    if (values.length) filters[key] = values;
  }
  return {
    sortBy, descending, page,
    itemsPerPage: parsePageSize(str(search.itemsPerPage)),
    query: str(search.query) ?? '',
    filters,
  };
}

/** The filters of a state that hold values, in field order, with their filter kind. */
function activeFilters(resource: Resource, state: ListState): { key: string; kind: FilterKind; values: string[] }[] {
  return filterFields(resource).flatMap(([key, f]) => (state.filters[key]?.length ? [{ key, kind: filterKind(f), values: state.filters[key] }] : []));
}

/** List state → URL search (list keys only; the caller keeps dialog keys). Always carries sort and paging. */
export function serializeListSearch(resource: Resource, state: ListState): Record<string, string> {
  const out: Record<string, string> = {
    descending: String(state.descending),
    sortBy: state.sortBy,
    page: String(state.page),
    itemsPerPage: String(state.itemsPerPage),
  };
  if (state.query) out.query = state.query;
  for (const { key, kind, values } of activeFilters(resource, state)) {
    if (kind === 'dateRange') {
      if (values[0] || values[1]) out[key] = `${values[0] ?? ''},${values[1] ?? ''}`;
    } else out[key] = values.join(',');
  }
  return out;
}

/** Spec 01 §4: the same column toggles direction; a new column sorts ascending. Back to page 1. */
export function toggleSort(state: ListState, key: string): ListState {
  return key === state.sortBy
    ? { ...state, descending: !state.descending, page: 1 }
    : { ...state, sortBy: key, descending: false, page: 1 };
}

export const withFilter = (state: ListState, key: string, values: string[]): ListState => {
  const filters = { ...state.filters };
  if (values.length && values.some(Boolean)) filters[key] = values;
  else delete filters[key];
  return { ...state, filters, page: 1 };
};

export const withQuery = (state: ListState, query: string): ListState => ({ ...state, query, page: 1 });

export const clearFilters = (state: ListState): ListState => ({ ...state, filters: {}, query: '', page: 1 });

export const hasActiveFilters = (state: ListState) => !!state.query || Object.keys(state.filters).length > 0;

/** API page size for a state's itemsPerPage ('Todos' → 10000). */
export const apiPageSize = (itemsPerPage: number) => (itemsPerPage > 0 ? itemsPerPage : ALL_PAGE_SIZE);

const typed = (resource: Resource, key: string, raw: string): FilterValue | undefined => {
  const qf = queryField(resource, key);
  if (!qf) return undefined;
  try { return coerceValue(qf, raw); } catch { return undefined; }
};

/** List state → the core list query AST (contracts: list query; spec 01 §7). */
export function toListQuery(resource: Resource, state: ListState, include: string[] = []): ListQuery {
  const q = emptyListQuery();
  q.paginate = apiPageSize(state.itemsPerPage);
  q.page = state.page;
  q.order = [{ field: state.sortBy, dir: state.descending ? 'desc' : 'asc' }];
  q.include = [...new Set(include)].sort();
  if (state.query.trim()) q.q = state.query.trim();
  for (const [field, value] of Object.entries(state.under ?? {})) q.filters.push({ op: 'under', field, value });
  for (const { key, kind, values } of activeFilters(resource, state)) {
    if (kind === 'in') {
      const vs = values.map((v) => typed(resource, key, v)).filter((v): v is FilterValue => v !== undefined);
      if (vs.length) q.filters.push({ op: 'in', field: key, values: vs });
    } else if (kind === 'eq' || kind === 'bool') {
      const v = typed(resource, key, values[0]);
      if (v !== undefined) q.filters.push({ op: 'eq', field: key, value: v });
    } else if (kind === 'presence') {
      q.filters.push({ op: values[0] === '1' ? 'notNull' : 'null', field: key });
    } else if (kind === 'like') {
      q.filters.push({ op: 'like', field: key, value: values[0] });
    } else {
      if (values[0]) q.filters.push({ op: 'dateGte', field: key, value: values[0] });
      if (values[1]) q.filters.push({ op: 'dateLte', field: key, value: values[1] });
    }
  }
  return q;
}

/** List state → API query entries, through the core serializer; `fields` narrows the columns sent. */
export const listApiEntries = (resource: Resource, state: ListState, include: string[] = [], fields?: string[]): [string, string][] =>
  serializeListQuery({ ...toListQuery(resource, state, include), ...(fields?.length ? { fields } : {}) });

const BUILTIN_FIELDS = new Set(['id', 'created_at', 'updated_at']);
const TITLE_KEYS = ['name', 'full_name', 'nombre', 'item'];

/**
 * The fields a list asks for (`fields=`, issue 10 §6): its visible columns plus what names a row
 * (recordTitle, for confirmations and cards), only those the user may read (others are a 400).
 */
export function listFields(resource: Resource, visible: string[], principal: Principal | null): string[] {
  const readable = (k: string) => BUILTIN_FIELDS.has(k)
    || (Object.prototype.hasOwnProperty.call(resource.fields, k) && canSeeField(principal, resource.fields[k]) && !resource.fields[k].writeOnly);
  const needed = visible.flatMap((k) => resource.fields[k]?.list?.with ?? []);
  return [...new Set([...visible, ...needed, resource.title, ...TITLE_KEYS].filter((k): k is string => !!k && readable(k)))].sort();
}

export type DialogKind = 'create' | 'edit' | 'view';

/** Dialog state carried by the URL: ?dialog=create[&from=5] | ?dialog=edit&id=5 | ?dialog=view&id=5. */
export interface DialogState {
  kind: DialogKind | null;
  id: number | null;
  /** Duplicate: create from a copy of this record. */
  from: number | null;
}

/** Dialog state → its URL keys. */
export const dialogKeys = (d: DialogState): Record<string, string> =>
  d.kind ? { dialog: d.kind, ...(d.id ? { id: String(d.id) } : {}), ...(d.from ? { from: String(d.from) } : {}) } : {};

const positive = (v: unknown) => (v !== undefined && v !== null && /^\d+$/.test(String(v)) && Number(v) > 0 ? Number(v) : null);

/** URL → dialog state; an edit/view without a valid id opens nothing. */
export function parseDialog(search: Record<string, unknown>): DialogState {
  const kind = String(search.dialog ?? '');
  const id = positive(search.id);
  if (kind === 'create') return { kind, id: null, from: positive(search.from) };
  if ((kind === 'edit' || kind === 'view') && id) return { kind, id, from: null };
  return { kind: null, id: null, from: null };
}
