// Local mode (spec 01 §7: `GET {resource}?limit=10000`, then filtering, sorting and paging in the
// client). Pure: the same list query AST the server compiles (core/query) applied to rows in memory,
// with the server's semantics (server/db/list-query.ts), so a list reads the same in both modes:
// - search: every term (whitespace-separated, at most 16) is contained in the lower-cased, unaccented
//   document of the resource's searchable fields (core/search/document.ts), joined by spaces;
// - like: the field's text, lower-cased and unaccented, contains the value's; null never matches;
// - in / eq by the field's kind (numbers as numbers, dates by day); a date-only bound on a datetime
//   covers the whole day (UTC, as the server's sessions run);
// - order: the query's keys or the resource's defaultOrder, then id in the last key's direction;
//   nulls last ascending and first descending (PostgreSQL's default).
// - text orders by Spanish collation (Intl.Collator 'es', ICU like the server's `mando_es` text
//   collation: á with a, ñ after n on PostgreSQL; embedded PGlite only has ICU's root order, where ñ
//   sits with n). Tested against the server in tests/web/local-list.test.ts.
import { emptyListQuery, serializeListQuery, type Filter, type FilterValue, type ListQuery, type OrderBy } from '../../../core/query';
import type { Field, Resource } from '../../../core/resource/types';
import { searchDocumentFields, searchTerms } from '../../../core/search/document';
import { isNumericKind, valueKind } from '../fields/kind-meta';
import type { Row } from './queries';

/** Rows local mode reads at most (the API's cap, MAX_PAGE_SIZE). */
export const LOCAL_LIMIT = 10_000;

// PostgreSQL's unaccent maps these letters that have no combining mark in Unicode's decomposition.
const UNACCENT_EXTRA: Record<string, string> = {
  ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ħ: 'h', Ħ: 'H', ı: 'i', þ: 'th', Þ: 'TH',
};
const EXTRA_RE = new RegExp(`[${Object.keys(UNACCENT_EXTRA).join('')}]`, 'g');

/** lower(unaccent(text)), as the server's search and whereLike normalise. */
export const normalizeText = (s: string): string =>
  s.normalize('NFKD').replace(/\p{M}/gu, '').replace(EXTRA_RE, (c) => UNACCENT_EXTRA[c]).toLowerCase();

/** A value's SQL text form (`::text`): '' for null (coalesce), ids and numbers as written. */
const textOf = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

const BUILTIN: Record<string, Pick<Field, 'kind'>> = { id: { kind: 'integer' }, created_at: { kind: 'datetime' }, updated_at: { kind: 'datetime' } };

const fieldOf = (r: Resource, key: string): Field | undefined =>
  (Object.prototype.hasOwnProperty.call(r.fields, key) ? r.fields[key] : (BUILTIN[key] as Field | undefined));

type Kind = 'number' | 'bool' | 'date' | 'datetime' | 'ids' | 'text';

function kindOf(f: Field | undefined): Kind {
  if (!f) return 'text';
  const k = valueKind(f);
  if (k === 'relation_multiple') return 'ids';
  if (k === 'relation' || isNumericKind(f)) return 'number';
  if (k === 'boolean') return 'bool';
  if (k === 'date') return 'date';
  if (k === 'datetime') return 'datetime';
  return 'text';
}

const isDateOnly = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const DAY = 86_400_000;
const time = (v: unknown) => Date.parse(String(v));
const dayStart = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`);

/** The ids of a relation_multiple cell (ids, or the included records). */
const idsOf = (r: Resource, row: Row, key: string): number[] => {
  const include = r.fields[key]?.relation?.include;
  const v = row[key] ?? (include ? row[include] : undefined);
  return Array.isArray(v) ? v.map((x) => Number(x && typeof x === 'object' ? (x as { id: unknown }).id : x)) : [];
};

function same(kind: Kind, cell: unknown, v: FilterValue): boolean {
  if (cell === null || cell === undefined) return false;
  switch (kind) {
    case 'number': return Number(cell) === Number(v);
    case 'bool': return (cell === true || cell === 'true' || cell === 1) === (v === true || v === 'true' || v === 1 || v === '1');
    case 'date': return String(cell).slice(0, 10) === String(v).slice(0, 10);
    case 'datetime': return time(cell) === time(v);
    default: return textOf(cell) === String(v);
  }
}

function dateBound(kind: Kind, cell: unknown, op: 'dateGte' | 'dateLte', bound: string): boolean {
  if (cell === null || cell === undefined || cell === '') return false;
  if (kind === 'date' || isDateOnly(bound)) {
    if (kind === 'date') {
      const d = String(cell).slice(0, 10);
      const b = bound.slice(0, 10);
      return op === 'dateGte' ? d >= b : d <= b;
    }
    const t = time(cell);
    return op === 'dateGte' ? t >= dayStart(bound) : t < dayStart(bound) + DAY;
  }
  return op === 'dateGte' ? time(cell) >= time(bound) : time(cell) <= time(bound);
}

/** One filter as a predicate over rows. */
function filterFn(r: Resource, f: Filter): (row: Row) => boolean {
  const kind = kindOf(fieldOf(r, f.field));
  const key = f.field;
  if (kind === 'ids') {
    switch (f.op) {
      case 'eq': return (row) => idsOf(r, row, key).includes(Number(f.value));
      case 'in': { const want = new Set(f.values.map(Number)); return (row) => idsOf(r, row, key).some((id) => want.has(id)); }
      case 'null': return (row) => idsOf(r, row, key).length === 0;
      case 'notNull': return (row) => idsOf(r, row, key).length > 0;
      default: return () => false;
    }
  }
  switch (f.op) {
    case 'eq':
      if (kind === 'datetime' && isDateOnly(String(f.value))) {
        const d = String(f.value);
        return (row) => dateBound(kind, row[key], 'dateGte', d) && dateBound(kind, row[key], 'dateLte', d);
      }
      return (row) => same(kind, row[key], f.value);
    case 'in': return (row) => f.values.some((v) => same(kind, row[key], v));
    case 'null': return (row) => row[key] === null || row[key] === undefined;
    case 'notNull': return (row) => row[key] !== null && row[key] !== undefined;
    case 'like': {
      const needle = normalizeText(f.value);
      return (row) => row[key] !== null && row[key] !== undefined && normalizeText(textOf(row[key])).includes(needle);
    }
    case 'dateGte': case 'dateLte': return (row) => dateBound(kind, row[key], f.op as 'dateGte' | 'dateLte', f.value);
    // The rows alone do not hold the tree: a local list matches the node itself (tree lists are server lists).
    case 'under': return (row) => same(kind, row[key], f.value);
  }
}

/** The search as a predicate: every term in the row's document. Documents are cached per row object. */
function searchFn(r: Resource, text: string | undefined): ((row: Row) => boolean) | null {
  const terms = text ? searchTerms(text).map(normalizeText) : [];
  if (!terms.length) return null;
  const fields = searchDocumentFields(r).map(([k]) => k);
  return (row) => {
    const doc = documentOf(row, fields);
    return terms.every((t) => doc.includes(t));
  };
}

const documents = new WeakMap<Row, string>();
function documentOf(row: Row, fields: string[]): string {
  let doc = documents.get(row);
  if (doc === undefined) {
    doc = normalizeText(fields.map((k) => textOf(row[k])).join(' '));
    documents.set(row, doc);
  }
  return doc;
}

/** `-a,b` → order keys; the id tiebreaker in the last key's direction (as the server adds it). */
export function effectiveOrder(r: Resource, q: Pick<ListQuery, 'order'>): OrderBy[] {
  const spec = (r.defaultOrder || '-id').split(',').map((s) => s.trim()).filter(Boolean)
    .map((s): OrderBy => ({ field: s.replace(/^[-+]/, ''), dir: s.startsWith('-') ? 'desc' : 'asc' }));
  const order = q.order.length ? [...q.order] : spec;
  if (!order.some((o) => o.field === 'id')) order.push({ field: 'id', dir: order.at(-1)?.dir ?? 'desc' });
  return order;
}

/** Spanish collation for text keys (see the header). */
export const spanishCollator = new Intl.Collator('es', { usage: 'sort' });

type Cmp = (a: unknown, b: unknown) => number;
const byKind = (kind: Kind): Cmp => {
  switch (kind) {
    case 'number': return (a, b) => Number(a) - Number(b);
    case 'bool': return (a, b) => Number(a === true || a === 'true') - Number(b === true || b === 'true');
    case 'datetime': return (a, b) => time(a) - time(b);
    case 'date': return (a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
    default: return (a, b) => spanishCollator.compare(textOf(a), textOf(b));
  }
};

/** Rows in the order's sequence (a new array; stable). Nulls sort as the largest value. */
export function sortRows(r: Resource, rows: readonly Row[], order: OrderBy[]): Row[] {
  const keys = order.map((o) => ({ key: o.field, sign: o.dir === 'desc' ? -1 : 1, cmp: byKind(kindOf(fieldOf(r, o.field))) }));
  return [...rows].sort((a, b) => {
    for (const { key, sign, cmp } of keys) {
      const x = a[key];
      const y = b[key];
      const xn = x === null || x === undefined;
      const yn = y === null || y === undefined;
      const c = xn || yn ? (xn === yn ? 0 : xn ? 1 : -1) : cmp(x, y);
      if (c) return c * sign;
    }
    return 0;
  });
}

/** The rows a query keeps (filters, scopes aside, from/to, search), in their given order. */
export function filterRows(r: Resource, rows: readonly Row[], q: ListQuery): Row[] {
  const filters = [...q.filters];
  if (q.from !== undefined) filters.push({ op: 'dateGte', field: 'created_at', value: q.from });
  if (q.to !== undefined) filters.push({ op: 'dateLte', field: 'created_at', value: q.to });
  const preds = filters.map((f) => filterFn(r, f));
  const search = searchFn(r, q.q);
  if (search) preds.push(search);
  return preds.length ? rows.filter((row) => preds.every((p) => p(row))) : [...rows];
}

export interface LocalPage {
  data: Row[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** A query's page over all rows, in the server's paginated envelope (paginate unset = every row). */
export function localPage(r: Resource, rows: readonly Row[], q: ListQuery): LocalPage {
  const kept = sortRows(r, filterRows(r, rows, q), effectiveOrder(r, q));
  const per = q.paginate && q.paginate > 0 ? Math.min(q.paginate, LOCAL_LIMIT) : Math.max(1, kept.length);
  const page = Math.max(1, q.page ?? 1);
  return {
    data: kept.slice((page - 1) * per, page * per),
    total: kept.length,
    per_page: per,
    current_page: page,
    last_page: Math.max(1, Math.ceil(kept.length / per)),
  };
}

/** The one request of local mode: every row (capped by the server too), with the includes the columns need. */
export const localListEntries = (include: string[]): [string, string][] =>
  serializeListQuery({ ...emptyListQuery(), limit: LOCAL_LIMIT, include: [...new Set(include)].sort() });
