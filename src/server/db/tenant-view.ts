/**
 * Tenant views: how list queries read a tenant table without Row-Level Security switching the search
 * index off (DESIGN §4, docs/design-notes.md "List reads at a million rows").
 *
 * Why: under RLS PostgreSQL only lets a condition become an index condition ahead of the policy when
 * every function in it is LEAKPROOF. The search clause (lower, mando_unaccent, ||, LIKE) is not, so
 * under the app role the trigram index is never used and the planner may not even read the
 * statistics of the search expression (its estimate collapses). Marking built-ins LEAKPROOF is a
 * superuser change to pg_catalog; instead each tenant table gets a plain view
 *
 *   create view clientes_in_tenant as select * from clientes where tenant_id = mando_current_tenant()
 *
 * owned by the migration role. A view reads its table with its owner's rights, so the policy is not
 * applied a second time, and a view that is not a security barrier lets the planner push the search
 * clause into the scan: the index and the statistics are back. The wall RLS gives us stays: the
 * view's own condition is the policy's condition (same setting), so a list query that forgot its
 * tenant condition still sees only the request's tenant, and writes still go to the tables under
 * FORCE RLS (the app role may only SELECT from the views: migrate() revokes the rest).
 * What we give up is the leakproof guarantee against a hostile *query author*; in Mando the app
 * writes every query, and whoever could write SQL as mando_app could set app.tenant_id anyway.
 * The migration role must own the tables and bypass RLS (superuser or BYPASSRLS) for this to help;
 * otherwise FORCE RLS applies inside the view too and results stay correct but unindexed.
 */
import { sql, type Kysely } from 'kysely';

/** The view of a tenant table (list reads go through it when it exists). */
export const tenantViewName = (table: string) => `${table}_in_tenant`;

/** CREATE OR REPLACE keeps the view's columns in step with the table (new columns are appended). */
export const tenantViewDdl = (table: string) =>
  `create or replace view ${tenantViewName(table)} as select * from ${table} where tenant_id = mando_current_tenant()`;

/** Statistics on the search expression good enough for the ±20% estimate beyond the count bound. */
export const SEARCH_STATISTICS = 1000;
export const searchStatisticsDdl = (table: string) =>
  `alter index ${table}_search_trgm alter column 1 set statistics ${SEARCH_STATISTICS}`;

/** Grants are re-applied on every migrate: the app role may only read the views. */
export const REVOKE_VIEW_WRITES_SQL = `do $$
declare v record;
begin
  for v in select viewname from pg_views where schemaname = 'public' and viewname like '%\\_in\\_tenant' loop
    execute format('revoke insert, update, delete, truncate on %I from mando_app', v.viewname);
  end loop;
end $$;`;

/**
 * Hash samples (list-query.ts sampleEstimate): every tenant table gets a partial index over the 1/16
 * of its rows whose hashint4(id) is smallest, ordered by that hash. hashint4 mixes ids evenly, so the
 * first rows of a tenant in that order are a uniform random sample of the tenant's rows that costs
 * only as many index and heap visits as rows taken — whatever the tenant's size, and the same
 * sample every time (no ANALYZE luck). Created by migrate() for every table with a tenant view
 * (idempotent), so tables added by any later migration get one too.
 */
export const SAMPLE_HASH_BELOW = -1879048192; // -2^31 + 2^28: 1/16 of the hash space
export const SAMPLE_SHARE = 16;
export const sampleIndexName = (table: string) => `${table}_sample`;
export const SAMPLE_INDEXES_SQL = `do $$
declare v record;
begin
  for v in select left(viewname, -length('_in_tenant')) as t from pg_views
      where schemaname = 'public' and viewname like '%\\_in\\_tenant' loop
    if to_regclass(quote_ident(v.t)) is not null then
      execute format('create index if not exists %I on %I (tenant_id, hashint4(id)) where hashint4(id) < ${SAMPLE_HASH_BELOW}',
        v.t || '_sample', v.t);
    end if;
  end loop;
end $$;`;

// Which tables have a view, per process (migrations run before the first request). A table without
// one (a test table, a global table) is read directly, under RLS, exactly as before.
const known = new Map<string, Promise<boolean>>();

const sampled = new Map<string, Promise<boolean>>();

/** Whether the table has its hash-sample index (else estimates come from the planner). */
export async function hasSample(db: Kysely<any>, table: string): Promise<boolean> {
  let has = sampled.get(table);
  if (!has) {
    has = sql<{ ok: boolean }>`select to_regclass(${sampleIndexName(table)}) is not null as ok`.execute(db)
      .then((r) => r.rows[0]?.ok === true);
    sampled.set(table, has);
    has.catch(() => sampled.delete(table));
  }
  return has;
}

// The answers of `known` once they arrived, so a hot path can read them without awaiting.
const settled = new Map<string, string>();

/** The relation list queries read: the tenant view when the database has it, else the table. */
export async function listSource(db: Kysely<any>, table: string): Promise<string> {
  let has = known.get(table);
  if (!has) {
    has = sql<{ ok: boolean }>`select to_regclass(${tenantViewName(table)}) is not null as ok`.execute(db)
      .then((r) => r.rows[0]?.ok === true);
    known.set(table, has);
    has.then((ok) => { if (known.get(table) === has) settled.set(table, ok ? tenantViewName(table) : table); }, () => known.delete(table));
  }
  return (await has) ? tenantViewName(table) : table;
}

/** listSource's answer when it is already known (synchronously), else undefined. */
export const knownListSource = (table: string): string | undefined => settled.get(table);
