/**
 * Lists under the app role (inTenant: SET ROLE mando_app, FORCE RLS) on the real migrations: the
 * search keeps its trigram index and its statistics, the row scope is honoured by rows, count and
 * estimate, and another tenant's rows stay invisible even without the tenant condition.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../src/core/query';
import { clientes } from '../../src/core/resources';
import { openDatabase, type Database } from '../../src/server/db/database';
import { countKey, countsWritten, refinedTotal, settleCounts } from '../../src/server/db/count-cache';
import { boundedCount, compileListQuery, estimateRows, pageQuery, runListQuery } from '../../src/server/db/list-query';
import { migrate } from '../../src/server/db/migrate';
import { inTenant } from '../../src/server/db/tenant-scope';

let database: Database;
let db: Kysely<any>;
let t1 = 0;
let t2 = 0;
const ROWS = 5000;

const q = (qs: string) => parseListQuery(clientes, new URLSearchParams(qs).entries());
const cols = sql.join([sql.ref('id'), sql.ref('nombres')]);

beforeAll(async () => {
  database = await openDatabase({});
  db = database.db;
  await migrate(db);
  t1 = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('rls1', 'Uno') returning id`.execute(db)).rows[0].id;
  t2 = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('rls2', 'Dos') returning id`.execute(db)).rows[0].id;
  // In both tenants 1 in 5 rows is a José (any spelling); any leak of tenant 2 would change the counts.
  for (const [t, n] of [[t1, ROWS], [t2, 1000]]) {
    await sql`insert into clientes (tenant_id, document, nombres, apellidos, estado)
      select ${t}, 'd' || i, case i % 5 when 0 then (array['José', 'JOSE', 'jose'])[1 + i % 3] else 'María' || i end,
        'Gómez', case when i % 2 = 0 then 'Cliente' else 'Prospecto' end
      from generate_series(1, ${n}) i`.execute(db);
  }
  await sql`analyze clientes`.execute(db);
}, 120_000);
afterAll(async () => { await database?.close(); });

const plan = async (qs: string) => inTenant(db, t1, async (trx) => {
  await sql`set local enable_seqscan = off`.execute(trx);
  const c = compileListQuery(clientes, q(qs), { tenantId: t1 });
  const page = await pageQuery(trx, clientes, c, cols);
  return (await sql<{ 'QUERY PLAN': string }>`explain ${page}`.execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
});

describe('lists under the app role (RLS)', () => {
  it('a search uses the trigram index (EXPLAIN as mando_app)', async () => {
    const role = await inTenant(db, t1, async (trx) => (await sql<{ u: string }>`select current_user as u`.execute(trx)).rows[0].u);
    expect(role).toBe('mando_app');
    expect(await plan('q=jose')).toMatch(/Bitmap Index Scan on clientes_search_trgm/);
  });

  it('search results stay accent- and case-insensitive and within the tenant', async () => {
    const res = await inTenant(db, t1, (trx) => runListQuery(trx, clientes, q('q=JOSÉ&paginate=10'), { tenantId: t1, selectColumns: cols }));
    expect(res.rows).toHaveLength(10);
    expect(res.rows.every((r) => /^jos[eé]$/i.test(r.nombres))).toBe(true);
    expect(res.total).toBe(ROWS / 5);
  });

  it('the estimate of a search is within ±20% of the truth', async () => {
    const truth = ROWS / 5;
    const estimate = await inTenant(db, t1, (trx) =>
      estimateRows(trx, clientes, compileListQuery(clientes, q('q=jose'), { tenantId: t1 }).where));
    expect(Math.abs(estimate - truth) / truth).toBeLessThan(0.2);
    // Beyond a (lowered) bound the total is that estimate, flagged.
    const counted = await inTenant(db, t1, (trx) =>
      boundedCount(trx, clientes, compileListQuery(clientes, q('q=jose'), { tenantId: t1 }).where, 100, true));
    expect(counted.total_is_estimate).toBe(true);
    expect(Math.abs(counted.total - truth) / truth).toBeLessThan(0.2);
  });

  it('past the bound, the exact count refined in the background answers next time, until a write', async () => {
    const where = compileListQuery(clientes, q('q=jose'), { tenantId: t1 }).where;
    const total = () => inTenant(db, t1, (trx) => boundedCount(trx, clientes, where, 100, true, t1));
    await total();
    await settleCounts();
    expect(await total()).toEqual({ total: ROWS / 5, total_is_estimate: true });
    countsWritten(t1, 'clientes');
    expect(refinedTotal(countKey(db, t1, 'clientes', where))).toBeUndefined();
    expect((await total()).total).not.toBe(ROWS / 5); // the planner's estimate again, while the count is redone
    await settleCounts();
    expect(await total()).toEqual({ total: ROWS / 5, total_is_estimate: true });
  });

  it('the row scope is AND-ed after the tenant: rows, count and estimate honour it', async () => {
    const scope = sql`estado = 'Cliente'`;
    const opts = { tenantId: t1, selectColumns: cols, scope };
    const rows = await inTenant(db, t1, (trx) => runListQuery(trx, clientes, q('q=jose&paginate=5000'), opts));
    expect(rows.total).toBe(ROWS / 10);
    const count = await inTenant(db, t1, (trx) => runListQuery(trx, clientes, q('q=jose&count=1'), opts));
    expect(count.total).toBe(ROWS / 10);
    const where = compileListQuery(clientes, q('q=jose'), { tenantId: t1, scope }).where;
    const estimate = await inTenant(db, t1, (trx) => estimateRows(trx, clientes, where));
    expect(Math.abs(estimate - ROWS / 10) / (ROWS / 10)).toBeLessThan(0.3);
    expect(String(where.compile(db).sql)).toMatch(/"tenant_id" = \$1 and \(estado = 'Cliente'\)/);
  });

  it('without the tenant condition the view still shows only the request tenant; it cannot be written', async () => {
    const n = await inTenant(db, t1, async (trx) =>
      (await sql<{ n: number }>`select count(*)::int as n from clientes_in_tenant`.execute(trx)).rows[0].n);
    expect(n).toBe(ROWS);
    await expect(inTenant(db, t1, (trx) => sql`update clientes_in_tenant set nombres = 'x'`.execute(trx))).rejects.toThrow(/permission denied/);
  });

  it('count=0 gives the page without a total', async () => {
    const res = await inTenant(db, t1, (trx) => runListQuery(trx, clientes, q('paginate=5&page=3&count=0'), { tenantId: t1, selectColumns: cols }));
    expect(res.rows).toHaveLength(5);
    expect(res.total).toBeUndefined();
  });
});
