import { sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import { withReadClient } from './pg-read';

export type Tx = Transaction<any>;

// The database a request transaction belongs to (count-cache.ts runs its background count there).
const roots = new WeakMap<object, Kysely<any>>();
export const rootOf = (trx: Kysely<any>): Kysely<any> | undefined => roots.get(trx);

/**
 * The connection as fn sees it: once the scope ends (COMMIT/ROLLBACK), a query kept in a closure or
 * left un-awaited is refused instead of running on the bare connection, whose role bypasses RLS.
 */
function guarded(conn: Kysely<any>): { db: Kysely<any>; end(): void } {
  let open = true;
  const db = conn.withPlugin({
    transformQuery: (args) => {
      if (!open) throw new Error('tenant scope ended: query refused');
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db, end: () => { open = false; } };
}

/**
 * Runs fn in one transaction as the application role with the tenant set, so Row-Level Security
 * filters every row a second time behind the data layer's own tenant condition.
 * BEGIN, the tenant and the role (set_config('role', …, true) is SET LOCAL ROLE) go in ONE round trip:
 * a multi-statement simple query, so the tenant id is inlined — it is checked to be an integer first.
 * Round trips, not the SQL, were most of a list request's cost on a busy machine (issue 10 §6).
 */
export function inTenant<T>(db: Kysely<any>, tenantId: number, fn: (trx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`inTenant: invalid tenant id ${String(tenantId)}`);
  return db.connection().execute(async (conn) => {
    await sql.raw(`begin; select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'mando_app', true)`).execute(conn);
    const scope = guarded(conn);
    roots.set(scope.db, db);
    let out: T;
    try {
      // The callback only runs queries; one connection inside BEGIN…COMMIT is the transaction.
      out = await fn(scope.db as unknown as Tx);
    } catch (err) {
      scope.end();
      await sql.raw('rollback').execute(conn).catch(() => undefined);
      throw err;
    }
    scope.end();
    const done = await sql.raw('commit').execute(conn);
    // PostgreSQL answers COMMIT with ROLLBACK when an earlier error aborted the transaction.
    if ((done.rows[0] as { command?: string } | undefined)?.command === 'ROLLBACK') throw new Error('transaction aborted');
    return out;
  });
}

const readPools = new WeakMap<Kysely<any>, pg.Pool>();

/** Marks a database whose reads go through a read pool (pg-read.ts createReadPool); database.ts calls it. */
export function supportsOneTripReads(db: Kysely<any>, pool: pg.Pool): void {
  readPools.set(db, pool);
}

/** Whether reads of `db` have their own pool (PostgreSQL), so one costs no BEGIN…COMMIT of its own. */
export const hasOneTripReads = (db: Kysely<any>): boolean => readPools.has(db);

/**
 * Like inTenant for work that only reads (GET routes): same tenant, same role, same RLS, but
 * read-only — a write in fn is an error. On PostgreSQL each statement carries the tenant and the role
 * in its own round trip (pg-read.ts), with no BEGIN and no COMMIT; elsewhere (PGlite: no network) it
 * is inTenant inside a READ ONLY transaction.
 */
export function inTenantRead<T>(db: Kysely<any>, tenantId: number, fn: (trx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`inTenantRead: invalid tenant id ${String(tenantId)}`);
  const pool = readPools.get(db);
  if (!pool) {
    return inTenant(db, tenantId, async (trx) => {
      await sql.raw(`set transaction read only`).execute(trx);
      return fn(trx);
    });
  }
  return withReadClient(pool, tenantId, (conn) => {
    roots.set(conn, db);
    return fn(conn as unknown as Tx);
  });
}

/** As the application role without a tenant: only global tables (tenants) are visible. */
export function asApp<T>(db: Kysely<any>, fn: (trx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local role mando_app`.execute(trx);
    return fn(trx);
  });
}
