/**
 * Read mode (inTenantRead, db/pg-read.ts): GET routes read with no BEGIN/COMMIT — on PostgreSQL each
 * statement travels behind the tenant + role prefix in one round trip. It must be exactly as walled
 * as inTenant: the app role, the tenant's rows only (RLS), no writes, and a connection that goes back
 * to the pool without the tenant or the role. Runs on PGlite and, with MANDO_TEST_PG=1, on PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { createReadPool, MAX_PREPARED_READS, preparedReadCount, withReadClient } from '../../src/server/db/pg-read';
import { inTenant, inTenantRead } from '../../src/server/db/tenant-scope';
import { freshPostgres } from '../helpers/app';

let database: Database;
let db: Kysely<any>;
let server: Awaited<ReturnType<typeof freshPostgres>>;
let t1 = 0;
let t2 = 0;

beforeAll(async () => {
  server = await freshPostgres();
  database = await openDatabase({ url: server?.url });
  db = database.db;
  await migrate(db);
  t1 = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('read1', 'Uno') returning id`.execute(db)).rows[0].id;
  t2 = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('read2', 'Dos') returning id`.execute(db)).rows[0].id;
  await sql`insert into clientes (tenant_id, nombres) values (${t1}, 'Ana'), (${t1}, 'Beto'), (${t2}, 'Otro')`.execute(db);
}, 60_000);
afterAll(async () => { await database?.close(); await server?.drop(); });

/** What a plain connection of the pool is, outside any tenant work. */
const outside = async () => {
  const row = (await sql<{ u: string; t: string | null; ro: string }>`select current_user as u,
    current_setting('app.tenant_id', true) as t, current_setting('transaction_read_only') as ro`.execute(db)).rows[0];
  return { ...row, t: row.t ?? '' }; // never set on this connection (PostgreSQL: reads have their own pool) or reset
};

describe('read mode', () => {
  it('reads as the app role in the tenant; RLS hides other tenants even from the table itself', async () => {
    const seen = await inTenantRead(db, t1, async (trx) => {
      const who = (await sql<{ u: string; t: string }>`select current_user as u, current_setting('app.tenant_id') as t`.execute(trx)).rows[0];
      // No tenant condition on purpose: the second wall alone.
      const names = (await sql<{ nombres: string }>`select nombres from clientes order by nombres`.execute(trx)).rows.map((r) => r.nombres);
      const viaView = (await sql<{ n: number }>`select count(*)::int as n from clientes_in_tenant`.execute(trx)).rows[0].n;
      return { ...who, names, viaView };
    });
    expect(seen).toEqual({ u: 'mando_app', t: String(t1), names: ['Ana', 'Beto'], viaView: 2 });
    const other = await inTenantRead(db, t2, async (trx) =>
      (await sql<{ nombres: string }>`select nombres from clientes`.execute(trx)).rows.map((r) => r.nombres));
    expect(other).toEqual(['Otro']);
  });

  it('refuses writes and changes nothing', async () => {
    await expect(inTenantRead(db, t1, (trx) => sql`update clientes set nombres = 'X'`.execute(trx)))
      .rejects.toMatchObject({ code: '25006' }); // read_only_sql_transaction
    await expect(inTenantRead(db, t1, (trx) => sql`insert into clientes (tenant_id, nombres) values (${t1}, 'Y')`.execute(trx)))
      .rejects.toMatchObject({ code: '25006' });
    const names = (await sql<{ nombres: string }>`select nombres from clientes order by nombres`.execute(db)).rows.map((r) => r.nombres);
    expect(names).toEqual(['Ana', 'Beto', 'Otro']);
  });

  it('leaves the pooled connection as it found it, also after an error', async () => {
    for (let i = 0; i < 3; i++) {
      await inTenantRead(db, t1, (trx) => sql`select 1`.execute(trx));
      expect(await outside()).toEqual({ u: 'postgres', t: '', ro: 'off' });
      await expect(inTenantRead(db, t1, (trx) => sql`select 1 / 0`.execute(trx))).rejects.toMatchObject({ code: '22012' });
      expect(await outside()).toEqual({ u: 'postgres', t: '', ro: 'off' });
    }
  });

  it('fails closed when a read connection stopped being the app role, and heals the pool', async () => {
    // A read that ran SET ROLE (session-wide) would leave a superuser connection in the read pool.
    await inTenantRead(db, t1, (trx) => sql`select set_config('role', 'postgres', false)`.execute(trx));
    const next = await inTenantRead(db, t1, async (trx) =>
      (await sql<{ nombres: string }>`select nombres from clientes order by nombres`.execute(trx)).rows.map((r) => r.nombres))
      .then((names) => names, (e: Error) => e.message);
    if (server) expect(next).toMatch(/not mando_app; refused/); // PostgreSQL: the pool handed back that connection
    else expect(next).toEqual(['Ana', 'Beto']); // PGlite: SET LOCAL inside a transaction, nothing outlives it
    // Later reads run as the app role again: the refused connection was destroyed, not kept.
    for (let i = 0; i < 3; i++) {
      const seen = await inTenantRead(db, t1, async (trx) => ({
        u: (await sql<{ u: string }>`select current_user as u`.execute(trx)).rows[0].u,
        names: (await sql<{ nombres: string }>`select nombres from clientes order by nombres`.execute(trx)).rows.map((r) => r.nombres),
      }));
      expect(seen).toEqual({ u: 'mando_app', names: ['Ana', 'Beto'] });
    }
  });

  it('keeps the tenant for every statement of the read', async () => {
    const tenants = await inTenantRead(db, t2, async (trx) => {
      const a = (await sql<{ t: string }>`select current_setting('app.tenant_id') as t`.execute(trx)).rows[0].t;
      const b = (await sql<{ n: number }>`select count(*)::int as n from clientes`.execute(trx)).rows[0].n;
      return [a, b];
    });
    expect(tenants).toEqual([String(t2), 1]);
  });

  it('never runs a query that outlives its read on the bare connection (whose role bypasses RLS)', async () => {
    let kept: Kysely<any> | undefined;
    await inTenantRead(db, t1, async (trx) => { kept = trx as unknown as Kysely<any>; });
    const late = await sql<{ nombres: string }>`select nombres from clientes`.execute(kept!).then(
      (r) => r.rows.map((x) => x.nombres), (e: Error) => e.message);
    // PGlite's fallback is a finished transaction (Kysely refuses it); PostgreSQL's read client refuses it.
    expect(late).not.toEqual(expect.arrayContaining(['Otro']));
    expect(typeof late).toBe('string');
  });

  it('never runs a query that outlives a write scope either: refused, not run as the connection user', async () => {
    let kept: Kysely<any> | undefined;
    await inTenant(db, t1, async (trx) => { kept = trx as unknown as Kysely<any>; });
    const late = await sql<{ nombres: string }>`select nombres from clientes`.execute(kept!).then(
      (r) => r.rows.map((x) => x.nombres), (e: Error) => e.message);
    expect(late).toBe('tenant scope ended: query refused');
    // Also after a scope that failed and rolled back.
    await inTenant(db, t1, async (trx) => { kept = trx as unknown as Kysely<any>; throw new Error('boom'); }).catch(() => undefined);
    const afterRollback = await sql`select 1`.execute(kept!).then(() => 'ran', (e: Error) => e.message);
    expect(afterRollback).toBe('tenant scope ended: query refused');
  });
});

// Reads on PostgreSQL run as named statements of their connection (db/pg-read.ts "Prepared reads").
describe.runIf(process.env.MANDO_TEST_PG === '1')('prepared reads (PostgreSQL)', () => {
  let reads: pg.Pool;
  let tenantOf: (t: number) => Promise<string[]>;
  beforeAll(() => {
    reads = createReadPool(server!.url, 1); // one connection: every read below shares its statements
    tenantOf = (t) => withReadClient(reads, t, async (trx) =>
      (await sql<{ nombres: string }>`select nombres from clientes order by nombres`.execute(trx)).rows.map((r) => r.nombres));
  });
  afterAll(async () => { await reads?.end(); });
  const count = () => withReadClient(reads, t1, async () => undefined).then(async () => {
    const c = await reads.connect();
    try { return preparedReadCount(c); } finally { c.release(); }
  });

  it('prepares a statement once and reuses it for every tenant, each seeing only its own rows', async () => {
    expect(await tenantOf(t1)).toEqual(['Ana', 'Beto']);
    const after = await count();
    expect(await tenantOf(t2)).toEqual(['Otro']);
    expect(await tenantOf(t1)).toEqual(['Ana', 'Beto']);
    expect(await count()).toBe(after);
    const server = await withReadClient(reads, t1, async (trx) =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where name ~ '^mando_read_[0-9]+$'`.execute(trx)).rows[0].n);
    expect(server).toBe(after + 1); // the count query itself is prepared too
  });

  it('keeps at most MAX_PREPARED_READS statements per connection, and evicted ones still read', async () => {
    for (let i = 0; i < MAX_PREPARED_READS + 10; i++) {
      const n = await withReadClient(reads, t1, async (trx) =>
        (await sql<{ n: number }>`select count(*)::int + ${sql.lit(i)} - ${sql.lit(i)} as n from clientes`.execute(trx)).rows[0].n);
      expect(n).toBe(2);
    }
    expect(await count()).toBe(MAX_PREPARED_READS);
    const onServer = await withReadClient(reads, t1, async (trx) =>
      (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where name ~ '^mando_read_[0-9]+$'`.execute(trx)).rows[0].n);
    expect(onServer).toBe(MAX_PREPARED_READS);
    expect(await tenantOf(t2)).toEqual(['Otro']);
  });

  it('recovers from failed reads: an error at run time, a statement that cannot be parsed, a replaced view', async () => {
    const divide = (d: number) => withReadClient(reads, t1, async (trx) =>
      (await sql<{ n: number }>`select (count(*) / ${d})::int as n from clientes`.execute(trx)).rows[0].n);
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
    expect(await divide(1)).toBe(2);
    const bad = () => withReadClient(reads, t1, (trx) => sql`select nope from clientes`.execute(trx));
    await expect(bad()).rejects.toMatchObject({ code: '42703' });
    await expect(bad()).rejects.toMatchObject({ code: '42703' }); // the same error again, not "does not exist"
    // The same as the very first read of a new connection (whose pipeline also parses the prefix).
    const fresh = createReadPool(server!.url, 1);
    try {
      for (let i = 0; i < 2; i++) {
        await expect(withReadClient(fresh, t1, (trx) => sql`select nope from clientes`.execute(trx))).rejects.toMatchObject({ code: '42703' });
      }
      expect(await withReadClient(fresh, t2, async (trx) => (await sql<{ n: number }>`select count(*)::int as n from clientes`.execute(trx)).rows[0].n)).toBe(1);
    } finally { await fresh.end(); }
    // A view whose column changes type under a prepared read: the read runs again on the new definition.
    await sql`create view read_probe as select 1::int as v`.execute(db);
    await sql`grant select on read_probe to mando_app`.execute(db);
    const probe = () => withReadClient(reads, t1, async (trx) => (await sql<{ v: unknown }>`select v from read_probe`.execute(trx)).rows[0].v);
    expect(await probe()).toBe(1);
    await sql`drop view read_probe; create view read_probe as select 'dos'::text as v; grant select on read_probe to mando_app`.execute(db);
    expect(await probe()).toBe('dos');
    expect(await tenantOf(t1)).toEqual(['Ana', 'Beto']);
  });

  it('plans every read for its own values', async () => {
    const mode = await withReadClient(reads, t1, async (trx) =>
      (await sql<{ m: string }>`select current_setting('plan_cache_mode') as m`.execute(trx)).rows[0].m);
    expect(mode).toBe('force_custom_plan');
  });
});
