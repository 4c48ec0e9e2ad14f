/**
 * ListQuery AST → parameterised SQL (Kysely `sql` tag). Values are always bound parameters;
 * identifiers come only from the resource definition (sql.ref / sql.table); computed fields use their
 * trusted `sql` expression from code. Decisions (see also src/core/query/parse.ts):
 * - The tenant condition is always the first condition (RLS checks it again), except for
 *   `global` resources, which have no tenant_id column.
 * - Resources with an `archived_at` field hide archived rows unless `archiveOnly` (then only those).
 * - Inactive rows (`active = false`) are never hidden by default; `allowsInactive` changes nothing.
 * - Order: the query's order, else the resource's defaultOrder, then `id` as tiebreaker (same
 *   direction as the last key) so pages are stable. PostgreSQL's default NULLS placement is kept so
 *   (tenant_id, col) indexes can serve the order in both directions.
 * - Paging: `paginate` → LIMIT paginate OFFSET (page-1)*paginate; otherwise LIMIT `limit`, default 10000.
 * - Total (paginated or count): exact up to COUNT_BOUND via a LIMITed subquery; above it an estimate
 *   (at least bound + 1) with total_is_estimate. A short last page gives the total for free.
 *   The planner is asked first (well under 1 ms); when its estimate is far above the bound
 *   (ESTIMATE_TRUST × bound) the tenant's hash sample is asked (sampleEstimate: ±5% per standard
 *   error, where the planner swings ±50% on searches and correlated filters) and, if it agrees, the
 *   count is skipped: counting 10,001 matches of a search costs 60–200 ms at a million rows. Past the
 *   bound the answer is the sample's; without a sample index, the planner's.
 * - Reads go through the table's tenant view when it exists (tenant-view.ts), so the search index and
 *   the statistics work for the app role; the view is aliased to the table's name.
 * - `scope` (the record pipeline's row scope) is AND-ed right after the tenant condition, so rows,
 *   count and estimate all honour it.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  hasArchive, isDateOnly, MAX_COUNT_GROUPS, MAX_PAGE_SIZE, queryField, QueryError,
  type Filter, type FilterValue, type ListQuery, type OrderBy, type QueryField,
} from '../../core/query';
import { KINDS, todayDefault, type Field, type Resource, type ScopeCondition } from '../../core/resource';
import { getResource } from '../../core/resources';
import { likePatternSql, normalizedSql, searchSql } from './search';
import { ident, identText, join, q, raw, Sql, toRaw } from './sql-text';
import { countKey, refinedTotal, refineLater } from './count-cache';
import { hasSample, knownListSource, listSource, SAMPLE_HASH_BELOW, SAMPLE_SHARE } from './tenant-view';

export const COUNT_BOUND = 10_000;
/** Above ESTIMATE_TRUST × bound the planner's estimate is reported without counting. */
export const ESTIMATE_TRUST = 1.5;

export interface CompileOptions {
  tenantId: number;
  /**
   * Row scope of the principal (record pipeline): AND-ed right after the tenant condition. May use
   * the resource's columns unqualified or qualified by the table name, and EXISTS over other tables.
   */
  scope?: RawBuilder<unknown>;
}

export interface CompiledListQuery {
  /** Every condition AND-ed: tenant, filters, scopes, dates, archive, search. */
  where: RawBuilder<unknown>;
  /** The ORDER BY list (without the keywords). */
  orderBy: RawBuilder<unknown>;
  limit: number | null;
  offset: number;
}


function fieldOf(r: Resource, name: string): QueryField {
  const qf = queryField(r, name);
  if (!qf) throw new QueryError(`El campo '${name}' no existe en ${r.label.many.toLowerCase()}.`);
  return qf;
}

/**
 * A value stored inside a jsonb column (a custom field): `column->>'key'`, typed like a column of its
 * kind (the kind's cast; text in the Spanish collation), so comparisons and order match built-in fields.
 * The key passed CUSTOM_KEY ([a-z][a-z0-9_]*) before it became a field, so it is safe as a literal.
 */
export function storedFieldText(f: Field): string {
  const { column, key } = f.stored!;
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`stored field key '${key}' is not safe`);
  const text = `(${identText(column)}->>'${key}')`;
  const cast = KINDS[f.kind].cast;
  return cast ? `(${text}::${cast})` : KINDS[f.kind].like ? `(${text} collate mando_es)` : text;
}

/** The SQL expression of a field: its column, or (computed) its trusted expression. */
function fieldSql(r: Resource, qf: QueryField): Sql {
  if (qf.def?.stored) return raw(storedFieldText(qf.def));
  if (qf.def?.kind === 'computed') {
    if (!qf.def.sql) throw new Error(`${r.name}.${qf.name}: computed field without sql`);
    return raw(`(${qf.def.sql})`);
  }
  return ident(qf.name);
}

/** fieldSql as a Kysely expression (for code that composes with Kysely). */
export const fieldExpr = (r: Resource, qf: QueryField): RawBuilder<unknown> => toRaw(fieldSql(r, qf));

/** A bound value cast to the field's type, so the comparison never depends on inference. */
function bind(qf: QueryField, v: FilterValue): Sql {
  const cast = KINDS[qf.kind].cast;
  if (!cast) return q`${v}`;
  return new Sql(['', `::${cast}`], [cast === 'date' ? String(v).slice(0, 10) : v]);
}

/** EXISTS over a relation_multiple's pivot rows of this record (optionally with given targets). */
function pivotExists(r: Resource, qf: QueryField, tenantId: number, targets?: FilterValue[]): Sql {
  const rel = qf.def?.relation;
  if (!rel?.pivot || !rel.ownerKey || !rel.targetKey) throw new Error(`${r.name}.${qf.name}: pivot not declared`);
  const col = (c: string) => ident(`${rel.pivot}.${c}`);
  const conds = [
    q`${col(rel.ownerKey)} = ${ident(`${r.table}.id`)}`,
    q`${col('tenant_id')} = ${tenantId}`,
  ];
  if (targets) conds.push(q`${col(rel.targetKey)} in (${join(targets.map((t) => q`${t}::bigint`))})`);
  return q`exists (select 1 from ${ident(rel.pivot)} where ${join(conds, ' and ')})`;
}

/** One day-aware date bound: a date-only upper bound on a timestamp covers the whole day. */
function dateBound(expr: Sql, qf: QueryField, op: 'dateGte' | 'dateLte', value: string): Sql {
  if (qf.kind === 'date' || isDateOnly(value)) {
    const d = q`${value.slice(0, 10)}::date`;
    if (op === 'dateGte') return q`${expr} >= ${d}`;
    return qf.kind === 'date' ? q`${expr} <= ${d}` : q`${expr} < (${d} + 1)`;
  }
  return q`${expr} ${raw(op === 'dateGte' ? '>=' : '<=')} ${value}::timestamptz`;
}

/**
 * A relation declared `alsoLines`: the records one of whose lines (the named items field's table, the
 * column of the same name) holds one of `targets`.
 */
function linesExists(r: Resource, qf: QueryField, tenantId: number, targets: FilterValue[]): Sql {
  const items = r.fields[qf.def!.relation!.alsoLines!]?.items;
  if (!items) throw new Error(`${r.name}.${qf.name}: alsoLines names no items field`);
  const col = (c: string) => ident(`l_.${c}`);
  return q`exists (select 1 from ${ident(items.table)} as l_ where ${col('tenant_id')} = ${tenantId}
    and ${col(items.parentKey)} = ${ident(`${r.table}.id`)} and ${col(qf.name)} in (${join(targets.map((t) => bind(qf, t)))}))`;
}

/** One filter → one condition. */
function filterSql(r: Resource, f: Filter, tenantId: number): Sql {
  const qf = fieldOf(r, f.field);
  if (qf.def?.relation?.alsoLines && (f.op === 'eq' || (f.op === 'in' && f.values.length))) {
    const targets = f.op === 'eq' ? [f.value] : f.values;
    return q`(${fieldSql(r, qf)} in (${join(targets.map((t) => bind(qf, t)))}) or ${linesExists(r, qf, tenantId, targets)})`;
  }
  if (qf.kind === 'relation_multiple') {
    switch (f.op) {
      case 'eq': return pivotExists(r, qf, tenantId, [f.value]);
      case 'in': return pivotExists(r, qf, tenantId, f.values);
      case 'null': return q`not ${pivotExists(r, qf, tenantId)}`;
      case 'notNull': return pivotExists(r, qf, tenantId);
      default: throw new QueryError(`El filtro no aplica al campo '${f.field}'.`);
    }
  }
  const expr = fieldSql(r, qf);
  switch (f.op) {
    case 'eq':
      if (qf.kind === 'datetime' && isDateOnly(String(f.value))) {
        return q`(${dateBound(expr, qf, 'dateGte', String(f.value))} and ${dateBound(expr, qf, 'dateLte', String(f.value))})`;
      }
      return q`${expr} = ${bind(qf, f.value)}`;
    case 'in':
      if (!f.values.length) return raw('false');
      return q`${expr} in (${join(f.values.map((v) => bind(qf, v)))})`;
    case 'null': return q`${expr} is null`;
    case 'notNull': return q`${expr} is not null`;
    case 'like': return q`${normalizedSql(expr)} like ${likePatternSql(f.value)}`;
    case 'dateGte': case 'dateLte': return dateBound(expr, qf, f.op, f.value);
    case 'under': return q`${expr} in (${subtreeSql(getResource(qf.def!.relation!.resource)!, tenantId, q`select ${f.value}::bigint`)})`;
  }
}

/**
 * The ids of the tree resource `tree` at or below the roots `roots` selects (one bigint column): a
 * recursive walk down the parent column (UNION stops a cycle a bad parent chain could make).
 */
export function subtreeSql(tree: Resource, tenantId: number, roots: Sql): Sql {
  if (!tree.tree) throw new Error(`${tree.name}: not a tree`);
  const t = ident(tree.table);
  return q`with recursive under_(id) as (${roots}
    union select c.id from ${t} c join under_ on ${ident(`c.${tree.tree.parent}`)} = under_.id where c.tenant_id = ${tenantId})
    select id from under_`;
}

/** One filter → one condition (as a Kysely expression). */
export const compileFilter = (r: Resource, f: Filter, tenantId: number): RawBuilder<unknown> => toRaw(filterSql(r, f, tenantId));

/** A named scope's conditions (trusted, from the resource) as filters. */
function scopeFilters(r: Resource, name: string): Filter[] {
  if (!Object.prototype.hasOwnProperty.call(r.scopes, name)) throw new QueryError(`Filtro desconocido: scope '${name}'.`);
  return r.scopes[name].map((c: ScopeCondition): Filter => {
    switch (c.op) {
      case 'eq': return { op: 'eq', field: c.field, value: c.value as FilterValue };
      case 'in': return { op: 'in', field: c.field, values: (c.value as FilterValue[]) ?? [] };
      case 'dateGte': case 'dateLte':
        return { op: c.op, field: c.field, value: c.value === 'today' ? todayDefault({ now: new Date() }) : String(c.value) };
      default: return { op: c.op, field: c.field };
    }
  });
}

const TENANT_COND = raw(`${identText('tenant_id')} = `);

/** All conditions of the query, AND-ed (tenant first). */
function whereSql(r: Resource, ast: ListQuery, opts: CompileOptions): Sql {
  const conds: Sql[] = [];
  if (!r.global) conds.push(q`${TENANT_COND}${opts.tenantId}`);
  if (opts.scope) conds.push(q`(${opts.scope})`);
  const filters: Filter[] = ast.scopes.length ? [...ast.filters, ...ast.scopes.flatMap((s) => scopeFilters(r, s))] : [...ast.filters];
  if (ast.from !== undefined) filters.push({ op: 'dateGte', field: 'created_at', value: ast.from });
  if (ast.to !== undefined) filters.push({ op: 'dateLte', field: 'created_at', value: ast.to });
  for (const f of filters) conds.push(filterSql(r, f, opts.tenantId));
  if (hasArchive(r)) conds.push(raw(`${identText('archived_at')} ${ast.archiveOnly ? 'is not null' : 'is null'}`));
  const search = searchSql(r, ast.q);
  if (search) conds.push(search);
  return conds.length ? join(conds, ' and ') : raw('true');
}

/** All conditions of the query, AND-ed (tenant first), as a Kysely expression. */
export const compileWhere = (r: Resource, ast: ListQuery, opts: CompileOptions): RawBuilder<unknown> => toRaw(whereSql(r, ast, opts));

/** `-a,b` → [{a desc}, {b asc}] (the resource's defaultOrder form). */
export const parseOrderSpec = (spec: string): OrderBy[] => spec.split(',').map((s) => s.trim()).filter(Boolean)
  .map((s) => ({ field: s.replace(/^[-+]/, ''), dir: s.startsWith('-') ? 'desc' : 'asc' }));

/** The effective order keys: query order or defaultOrder, plus the id tiebreaker. */
export function effectiveOrder(r: Resource, ast: ListQuery): OrderBy[] {
  const order = ast.order.length ? [...ast.order] : parseOrderSpec(r.defaultOrder || '-id');
  if (!order.some((o) => o.field === 'id')) order.push({ field: 'id', dir: order.at(-1)?.dir ?? 'desc' });
  return order;
}

// ORDER BY text per resource (or lookup view) and order keys: it has no values.
const orderCache = new WeakMap<Resource, Map<string, Sql>>();

function orderBySql(r: Resource, ast: ListQuery): Sql {
  const key = ast.order.map((o) => `${o.dir} ${o.field}`).join('\n');
  let byKey = orderCache.get(r);
  if (!byKey) orderCache.set(r, (byKey = new Map()));
  let hit = byKey.get(key);
  if (!hit) {
    hit = join(effectiveOrder(r, ast).map((o) => q`${fieldSql(r, fieldOf(r, o.field))} ${raw(o.dir === 'desc' ? 'desc' : 'asc')}`));
    if (hit.values.length) return hit; // computed expressions are trusted text; never cache values
    if (byKey.size < 500) byKey.set(key, hit);
  }
  return hit;
}

export const compileOrderBy = (r: Resource, ast: ListQuery): RawBuilder<unknown> => toRaw(orderBySql(r, ast));

/** The query's conditions, order and window as text pieces and bound values (sql-text.ts). */
export interface ListSql {
  where: Sql;
  orderBy: Sql;
  limit: number;
  offset: number;
}

export function compileListSql(r: Resource, ast: ListQuery, opts: CompileOptions): ListSql {
  const paginate = ast.paginate !== undefined ? Math.min(Math.max(1, ast.paginate), MAX_PAGE_SIZE) : undefined;
  const limit = paginate ?? Math.min(Math.max(1, ast.limit ?? MAX_PAGE_SIZE), MAX_PAGE_SIZE);
  const offset = paginate ? (Math.max(1, ast.page ?? 1) - 1) * paginate : 0;
  return { where: whereSql(r, ast, opts), orderBy: orderBySql(r, ast), limit, offset };
}

export function compileListQuery(r: Resource, ast: ListQuery, opts: CompileOptions): CompiledListQuery {
  const c = compileListSql(r, ast, opts);
  return { where: toRaw(c.where), orderBy: toRaw(c.orderBy), limit: c.limit, offset: c.offset };
}

export interface CountResult {
  total: number;
  total_is_estimate?: true;
}

/** The relation a list reads, aliased to the table's name so qualified references keep working. */
const fromText = (source: string, table: string): Sql =>
  raw(source === table ? identText(table) : `${identText(source)} as ${identText(table)}`);

async function fromSql(db: Kysely<any>, r: Resource): Promise<Sql> {
  return fromText(knownListSource(r.table) ?? await listSource(db, r.table), r.table);
}

async function fromOf(db: Kysely<any>, r: Resource): Promise<RawBuilder<unknown>> {
  return toRaw(await fromSql(db, r));
}

/** The planner's row estimate for `where` (0 when it cannot be read). */
export async function estimateRows(db: Kysely<any>, r: Resource, where: RawBuilder<unknown>): Promise<number> {
  try {
    const plan = (await sql<Record<string, unknown>>`explain (format json) select 1 from ${await fromOf(db, r)} where ${where}`.execute(db)).rows[0];
    const raw = plan ? Object.values(plan)[0] : undefined;
    const json = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return Math.round(Number(json?.[0]?.Plan?.['Plan Rows']) || 0);
  } catch {
    return 0; // an estimate is a nicety: callers fall back to the bound
  }
}

/** Matches the sample looks for before it stops (relative standard error ≈ 1/√(hits−2) = 5%). */
export const SAMPLE_HITS = 400;
/** Rows of the sample it reads at most (the cost cap, ≈ 20–50 ms of heap visits at worst). */
export const SAMPLE_ROWS = 16_000;
const HASH_SPACE = 2 ** 32;
/** Share of the hash space at or below h. */
const hashShare = (h: number) => (h + 2 ** 31 + 1) / HASH_SPACE;

/**
 * Rows matching `where`, estimated from the tenant's hash sample (tenant-view.ts): its rows are read
 * in hash order — a uniform random order — until SAMPLE_HITS of them match (then the k-th smallest
 * hash among matches, u, gives (k−1)/u: the k-minimum-values estimator) or SAMPLE_ROWS were read
 * (then matches / share of the hash space read). Accurate to about ±5% (one standard error) whenever
 * the sample finds its 400 matches, whatever the condition — searches, correlated filters, row
 * scopes — where the planner's estimate swings by ±50%; it reads 400 / selectivity rows, so a
 * condition matching 4% of a tenant's rows costs ~10,000 heap visits. undefined without the index.
 */
export async function sampleEstimate(db: Kysely<any>, r: Resource, where: RawBuilder<unknown>, tenantId: number): Promise<number | undefined> {
  if (r.global || !(await hasSample(db, r.table))) return undefined;
  const source = sql.table(await listSource(db, r.table));
  const h = sql`hashint4(${sql.ref('id')})`;
  // The tenant condition again inside, so the partial index (tenant_id, hashint4(id)) serves the scan.
  const sample = sql`(select *, ${h} as mando_h from ${source} where ${sql.ref('tenant_id')} = ${tenantId}
    and ${h} < ${sql.lit(SAMPLE_HASH_BELOW)} order by ${h} limit ${sql.lit(SAMPLE_ROWS)}) as ${sql.table(r.table)}`;
  try {
    const hits = (await sql<{ n: number; u: number | null }>`select count(*)::int as n, max(mando_h) as u from (
      select mando_h from ${sample} where ${where} order by mando_h limit ${sql.lit(SAMPLE_HITS)}) s`.execute(db)).rows[0];
    if (hits.n >= SAMPLE_HITS && hits.u !== null) return Math.round((SAMPLE_HITS - 1) / hashShare(Number(hits.u)));
    // Fewer matches than wanted: how much of the hash space did the scan cover?
    const read = (await sql<{ n: number; u: number | null }>`select count(*)::int as n, max(h) as u from (
      select ${h} as h from ${source} where ${sql.ref('tenant_id')} = ${tenantId} and ${h} < ${sql.lit(SAMPLE_HASH_BELOW)}
      order by 1 limit ${sql.lit(SAMPLE_ROWS)}) s`.execute(db)).rows[0];
    if (read.n < SAMPLE_ROWS || read.u === null) return hits.n * SAMPLE_SHARE; // the whole sample was read
    return Math.round(hits.n / hashShare(Number(read.u)));
  } catch {
    return undefined; // an estimate is a nicety: the planner's stands
  }
}

/**
 * Rows matching `where`, counted exactly up to `bound` (a LIMITed subquery, so the cost is bounded);
 * above it the planner's estimate (never below bound + 1) flagged as an estimate.
 * `estimateFirst` (the default: planning costs well under a millisecond, counting 10,001 matches
 * 3 ms on an index range to 200 ms on a search) asks the planner first and skips the count when the
 * estimate is far above the bound; otherwise the count runs first and EXPLAIN only past the bound.
 */
export async function boundedCount(
  db: Kysely<any>, r: Resource, where: RawBuilder<unknown>, bound = COUNT_BOUND, estimateFirst = true, tenantId?: number,
): Promise<CountResult> {
  const from = await fromOf(db, r);
  // Past the bound: a recent exact count of the same condition beats any estimate (count-cache.ts).
  const key = tenantId !== undefined ? countKey(db, tenantId, r.table, where) : undefined;
  const known = key !== undefined ? refinedTotal(key) : undefined;
  if (known !== undefined && known > bound) return { total: known, total_is_estimate: true };
  const refine = () => { if (key !== undefined) refineLater(db, tenantId!, key, from, where); };
  // The planner is the cheap first look; past the bound the hash sample is the answer when there is one.
  let sampled: number | undefined;
  const estimate = async (planner?: number) => {
    sampled ??= tenantId !== undefined ? await sampleEstimate(db, r, where, tenantId) : undefined;
    return sampled ?? planner ?? await estimateRows(db, r, where);
  };
  const first = estimateFirst ? await estimateRows(db, r, where) : undefined;
  if (first !== undefined && first > bound * ESTIMATE_TRUST) {
    const est = await estimate(first);
    if (est > bound * ESTIMATE_TRUST) {
      refine();
      return { total: est, total_is_estimate: true };
    }
  }
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 from ${from} where ${where} limit ${bound + 1}) s`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  if (n <= bound) return { total: n };
  refine();
  return { total: Math.max(await estimate(first), bound + 1), total_is_estimate: true };
}

export interface RunOptions extends CompileOptions {
  /** The SELECT list (the records layer builds it from the readable fields). */
  selectColumns: RawBuilder<unknown> | Sql;
  /** Exact-count bound (tests lower it); default COUNT_BOUND. */
  countBound?: number;
}

export interface ListResult {
  rows: any[];
  total?: number;
  total_is_estimate?: boolean;
  /** `sum=`: each field's sum over every matching row, as a decimal string ('0' when none match). */
  sums?: Record<string, string>;
  /** `countBy=`: matching rows per value of the field ({value: n}; null values under ''). */
  counts?: Record<string, number>;
}

/** How many rows matching `where` hold each value of `name` (the most frequent MAX_COUNT_GROUPS). */
async function countsOf(db: Kysely<any>, r: Resource, from: Sql, where: Sql, name: string): Promise<Record<string, number>> {
  const { rows } = await toRaw(q`select coalesce(${fieldSql(r, fieldOf(r, name))}::text, '') as k, count(*)::int as n from ${from}
    where ${where} group by 1 order by 2 desc limit ${MAX_COUNT_GROUPS}`).execute(db);
  return Object.fromEntries((rows as { k: string; n: number }[]).map((x) => [x.k, Number(x.n)]));
}

/** The sums of `names` over the rows matching `where` (exact: no bound, the caller asked for them). */
async function sumsOf(db: Kysely<any>, r: Resource, from: Sql, where: Sql, names: string[]): Promise<Record<string, string>> {
  const cols = join(names.map((n, i) => q`coalesce(sum(${fieldSql(r, fieldOf(r, n))}), 0)::text as ${raw(`s${i}`)}`), ', ');
  const { rows } = await toRaw(q`select ${cols} from ${from} where ${where}`).execute(db);
  const row = (rows[0] ?? {}) as Record<string, string>;
  return Object.fromEntries(names.map((n, i) => [n, row[`s${i}`] ?? '0']));
}

/** The SELECT of one page (exported so tests can EXPLAIN exactly what runs). */
export async function pageQuery(db: Kysely<any>, r: Resource, c: CompiledListQuery | ListSql, columns: RawBuilder<unknown> | Sql) {
  return toRaw(pageSql(await fromSql(db, r), c, columns));
}

const pageSql = (from: Sql, c: CompiledListQuery | ListSql, columns: RawBuilder<unknown> | Sql): Sql =>
  q`select ${columns} from ${from} where ${c.where}
    order by ${c.orderBy} limit ${c.limit} offset ${c.offset}`;

/**
 * Runs a list query: rows of the page, plus `total` when paginated (unless `skipTotal`) or when only
 * a count is asked (`count` → no rows are read). `db` is a Kysely instance or a transaction (the request's, with RLS).
 */
export async function runListQuery(db: Kysely<any>, r: Resource, ast: ListQuery, opts: RunOptions): Promise<ListResult> {
  const c = compileListSql(r, ast, opts);
  const known = knownListSource(r.table); // after the first read of a table: no await here
  const from = known !== undefined ? fromText(known, r.table) : await fromSql(db, r);
  const counts = ast.countBy ? { counts: await countsOf(db, r, from, c.where, ast.countBy) } : {};
  if (ast.count) return { rows: [], ...(await boundedCount(db, r, toRaw(c.where), opts.countBound, true, opts.tenantId)), ...counts };
  const { rows } = await toRaw(pageSql(from, c, opts.selectColumns)).execute(db);
  const sums = { ...(ast.sums?.length ? { sums: await sumsOf(db, r, from, c.where, ast.sums) } : {}), ...counts };
  if (ast.paginate === undefined || ast.skipTotal) return { rows, ...sums };
  if (rows.length < c.limit && (rows.length > 0 || c.offset === 0)) {
    return { rows, total: c.offset + rows.length, ...sums };
  }
  return { rows, ...(await boundedCount(db, r, toRaw(c.where), opts.countBound, true, opts.tenantId)), ...sums };
}
