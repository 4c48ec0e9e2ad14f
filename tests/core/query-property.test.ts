import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE, MAX_PAGE_SIZE, MAX_Q_LENGTH, parseListQuery, QueryError, serializeListQuery,
  type Filter, type FilterValue, type ListQuery,
} from '../../src/core/query';
import { tickets } from './query-fixtures';

const nonBlank = (s: string) => s.trim() !== '' && !s.includes('\0');
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter(nonBlank);
const listText = text.map((s) => s.replace(/,/g, '').trim()).filter((s) => s !== '' && !s.includes('\0'));
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const dateOnly = fc.record({ y: fc.integer({ min: 1, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const dateValue = fc.oneof(dateOnly, fc.tuple(dateOnly, fc.integer({ min: 0, max: 23 }), fc.constantFrom('Z', '-05:00', ''))
  .map(([d, h, z]) => `${d}T${pad(h, 2)}:30:00${z}`));
const int = fc.integer({ min: -1e9, max: 1e9 }).map((n) => (n === 0 ? 0 : n));

/** Valid values per filterable field of the fixture (eq/in). */
const VALUES: Record<string, fc.Arbitrary<FilterValue>> = {
  id: int, titulo: text, estado: fc.constantFrom('abierto', 'vencido'), vencimiento: dateOnly, transferible: fc.boolean(),
  assignees: int, points: int, precio: fc.tuple(int, fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${pad(b, 2)}`),
  full: text, priority: fc.integer({ min: 0, max: 5 }), categoria_id: int, guardian_id: int, user_id: int, cliente_id: int,
};
const LIST_VALUES: Record<string, fc.Arbitrary<FilterValue>> = { ...VALUES, titulo: listText, full: listText };
const LIKE = ['titulo', 'full', 'points', 'precio', 'estado', 'categoria_id'];
const DATES = ['vencimiento', 'created_at', 'updated_at'];
const NULLS = ['titulo', 'vencimiento', 'assignees', 'cliente_id', 'id', 'points'];
const SORTABLE = ['id', 'created_at', 'updated_at', 'titulo', 'estado', 'priority', 'vencimiento', 'points', 'precio', 'full', 'cliente_id'];
const INCLUDES = ['cliente', 'categoria', 'assignees', 'assignees.roles', 'guardian.entidad', 'cliente.vendedor.roles.permissions'];

const filter: fc.Arbitrary<Filter> = fc.oneof(
  fc.constantFrom(...Object.keys(VALUES)).chain((field) => VALUES[field].map((value) => ({ op: 'eq' as const, field, value }))),
  fc.constantFrom(...Object.keys(VALUES)).chain((field) =>
    fc.uniqueArray(LIST_VALUES[field], { minLength: 1, maxLength: 5 }).map((values) => ({ op: 'in' as const, field, values }))),
  fc.tuple(fc.constantFrom('null' as const, 'notNull' as const), fc.constantFrom(...NULLS)).map(([op, field]) => ({ op, field })),
  fc.tuple(fc.constantFrom(...LIKE), text).map(([field, value]) => ({ op: 'like' as const, field, value })),
  fc.tuple(fc.constantFrom('dateGte' as const, 'dateLte' as const), fc.constantFrom(...DATES), dateValue)
    .map(([op, field, value]) => ({ op, field, value })),
);

const listQuery: fc.Arbitrary<ListQuery> = fc.record({
  filters: fc.uniqueArray(filter, { maxLength: 8, selector: (f) => `${f.op}:${f.field}` }),
  scopes: fc.subarray(['abiertos', 'sin_cliente']),
  from: fc.option(dateValue, { nil: undefined }),
  to: fc.option(dateValue, { nil: undefined }),
  q: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: MAX_Q_LENGTH })
    .map((s) => s.trim()).filter((s) => s !== '' && !s.includes('\0')), { nil: undefined }),
  include: fc.subarray(INCLUDES),
  order: fc.uniqueArray(fc.record({ field: fc.constantFrom(...SORTABLE), dir: fc.constantFrom('asc' as const, 'desc' as const) }),
    { maxLength: 4, selector: (o) => o.field }),
  paginate: fc.option(fc.integer({ min: 1, max: MAX_PAGE_SIZE }), { nil: undefined }),
  page: fc.option(fc.integer({ min: 1, max: MAX_PAGE }), { nil: undefined }),
  limit: fc.option(fc.integer({ min: 1, max: MAX_PAGE_SIZE }), { nil: undefined }),
  count: fc.boolean(), archiveOnly: fc.boolean(), allowsInactive: fc.boolean(),
}, { requiredKeys: ['filters', 'scopes', 'include', 'order', 'count', 'archiveOnly', 'allowsInactive'] });

/** Drops keys whose value is undefined, as the parser never sets them. */
const clean = (q: ListQuery) => JSON.parse(JSON.stringify(q)) as ListQuery;

describe('list query properties', () => {
  it('parse(serialize(q)) equals q for every valid AST', () => {
    fc.assert(fc.property(listQuery, (q) => {
      expect(parseListQuery(tickets, serializeListQuery(q))).toEqual(clean(q));
    }), { numRuns: 500 });
  });

  it('survives a trip through a real URL query string', () => {
    fc.assert(fc.property(listQuery, (q) => {
      const url = new URLSearchParams(serializeListQuery(q)).toString();
      expect(parseListQuery(tickets, new URLSearchParams(url).entries())).toEqual(clean(q));
    }), { numRuns: 300 });
  });

  const KEYS = ['where', 'whereIn', 'whereNull', 'whereNotNull', 'whereLike', 'whereDategte', 'whereDatelwe', 'scope',
    'order', 'include', 'load', 'q', 'query', 'paginate', 'page', 'limit', 'from', 'to', 'count', 'archive_only',
    'allows_inactive', 'sortBy', 'descending', 'ids', '__proto__', 'constructor'];
  const anyText = fc.string({ unit: 'binary', maxLength: 30 });
  const field = fc.oneof(fc.constantFrom(...Object.keys(tickets.fields), 'id', 'created_at', '', '__proto__', 'toString'), anyText);
  const key = fc.oneof(
    fc.tuple(fc.constantFrom(...KEYS), field, fc.constantFrom('', '[]')).map(([k, f, s]) => `${k}[${f}]${s}`),
    fc.constantFrom(...KEYS), anyText);
  const value = fc.oneof(anyText, fc.constantFrom('1', '0', '-1', 'asc', 'desc', '2024-01-01', 'abierto,vencido', 'cliente.roles', '-id,titulo'),
    fc.constantFrom(...Object.keys(tickets.fields)));

  it('hostile input only ever throws QueryError', () => {
    fc.assert(fc.property(fc.array(fc.tuple(key, value), { maxLength: 12 }), fc.boolean(), (entries, anonymous) => {
      try {
        const q = parseListQuery(tickets, entries, anonymous ? { principal: null } : {});
        expect(parseListQuery(tickets, serializeListQuery(q))).toEqual(q);
      } catch (e) {
        if (!(e instanceof QueryError)) throw e;
        expect(e.status).toBe(400);
      }
    }), { numRuns: 2000 });
  });

  it('any raw query string only ever throws QueryError', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
      try { parseListQuery(tickets, new URLSearchParams(s).entries()); } catch (e) { if (!(e instanceof QueryError)) throw e; }
    }), { numRuns: 2000 });
  });
});
