/**
 * Totals past the count bound come from the tenant's hash sample (list-query.ts sampleEstimate), not
 * from the planner: within ±20% of the truth whatever the condition — a search, filters the planner
 * assumes independent when they are not, a row scope — and blind to other tenants. Realistic data:
 * 48,000 clientes of one tenant (names and cities drawn by hash, like the bench's), a second tenant
 * full of Josés. The bound is lowered to 500 so the sample answers. Runs on PGlite and, with
 * MANDO_TEST_PG=1, on PostgreSQL. Deterministic (the sample is a function of the ids), not timed.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../src/core/query';
import { clientes } from '../../src/core/resources';
import { openDatabase, type Database } from '../../src/server/db/database';
import { boundedCount, compileListQuery, estimateRows, runListQuery, sampleEstimate } from '../../src/server/db/list-query';
import { migrate } from '../../src/server/db/migrate';
import { inTenant, inTenantRead } from '../../src/server/db/tenant-scope';
import { freshPostgres } from '../helpers/app';

let database: Database;
let db: Kysely<any>;
let server: Awaited<ReturnType<typeof freshPostgres>>;
let t1 = 0;
let t2 = 0;
const ROWS = 48_000;
const BOUND = 500;

const q = (qs: string) => parseListQuery(clientes, new URLSearchParams(qs).entries());
const whereOf = (qs: string, scope?: ReturnType<typeof sql>) => compileListQuery(clientes, q(qs), { tenantId: t1, scope }).where;
const truth = (qs: string, scope?: ReturnType<typeof sql>) =>
  inTenant(db, t1, (trx) => boundedCount(trx, clientes, whereOf(qs, scope), 10_000_000, false)).then((c) => c.total);
const counted = (qs: string, scope?: ReturnType<typeof sql>) =>
  inTenantRead(db, t1, (trx) => boundedCount(trx, clientes, whereOf(qs, scope), BOUND, true, t1));
const off = (n: number, t: number) => Math.abs(n - t) / t;

beforeAll(async () => {
  server = await freshPostgres();
  database = await openDatabase({ url: server?.url });
  db = database.db;
  await migrate(db);
  t1 = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('sample1', 'Uno') returning id`.execute(db)).rows[0].id;
  t2 = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('sample2', 'Dos') returning id`.execute(db)).rows[0].id;
  // Interleaved with the other tenant by id, as real sign-ups are. In tenant 1: ~10% José (any
  // spelling); an eighth of the clients live in Medellín, they are all 'Cliente' and nobody else is
  // (a correlation the planner cannot see). Tenant 2: everyone is a José prospect in Cali.
  await sql`insert into clientes (tenant_id, nombres, apellidos, estado, ciudad)
    select case when i % 4 = 0 then ${t2}::int else ${t1}::int end,
      case when i % 4 = 0 then 'José'
        else (array['María', 'Juan', 'Luis', 'Carlos', 'Ana', 'Andrés', 'Camila', 'Laura', 'Sofía', 'Diego',
          'Paula', 'Mateo', 'Natalia', 'Lucía', 'Miguel', 'Isabel', 'Jorge', 'Óscar', 'José', 'JOSE'])[1 + abs(hashint4(i)) % 20] end,
      (array['Pérez', 'Gómez', 'Rodríguez', 'Martínez', 'García'])[1 + abs(hashint4(i + 7)) % 5],
      case when i % 4 <> 0 and abs(hashint4(i + 3)) % 8 = 0 then 'Cliente' else 'Prospecto' end,
      case when i % 4 = 0 then 'Cali' when abs(hashint4(i + 3)) % 8 = 0 then 'Medellín'
        else (array['Bogotá', 'Cali', 'Pereira'])[1 + abs(hashint4(i + 5)) % 3] end
    from generate_series(1, ${Math.round(ROWS * 4 / 3)}) i`.execute(db);
  await sql`analyze clientes`.execute(db);
}, 180_000);
afterAll(async () => { await database?.close(); await server?.drop(); });

describe('totals past the bound (hash sample)', () => {
  it.each([
    ['q=jose'],
    ['q=gomez'],
    ['where[estado]=Cliente'],
    ['where[estado]=Prospecto&q=a'],
    ['where[ciudad]=Medellín&where[estado]=Cliente'],
  ])('%s: flagged estimate within 20 percent of the truth', async (qs) => {
    const t = await truth(qs);
    expect(t).toBeGreaterThan(BOUND * 2);
    const c = await counted(qs);
    expect(c.total_is_estimate).toBe(true);
    expect(off(c.total, t)).toBeLessThan(0.2);
  });

  it('is right where the planner is not: correlated filters', async () => {
    const qs = 'where[ciudad]=Medellín&where[estado]=Cliente';
    const t = await truth(qs);
    const planner = await inTenantRead(db, t1, (trx) => estimateRows(trx, clientes, whereOf(qs)));
    expect(off(planner, t)).toBeGreaterThan(0.4); // why the planner cannot be the answer
    const s = await inTenantRead(db, t1, (trx) => sampleEstimate(trx, clientes, whereOf(qs), t1));
    expect(off(s!, t)).toBeLessThan(0.2);
  });

  it('honours the row scope', async () => {
    const scope = sql`ciudad = 'Bogotá'`;
    const t = await truth('q=a', scope);
    const c = await counted('q=a', scope);
    expect(c.total_is_estimate).toBe(true);
    expect(off(c.total, t)).toBeLessThan(0.2);
  });

  it('stays exact up to the bound', async () => {
    const t = await truth('q=jose gomez&where[ciudad]=Cali');
    expect(t).toBeLessThanOrEqual(BOUND);
    expect(t).toBeGreaterThan(BOUND / 4);
    expect(await counted('q=jose gomez&where[ciudad]=Cali')).toEqual({ total: t });
  });

  it('a list answers it for its first page, flagged', async () => {
    const res = await inTenantRead(db, t1, (trx) => runListQuery(trx, clientes, q('q=jose&paginate=10'),
      { tenantId: t1, selectColumns: sql.join([sql.ref('id')]), countBound: BOUND }));
    expect(res.rows).toHaveLength(10);
    expect(res.total_is_estimate).toBe(true);
    expect(off(res.total!, await truth('q=jose'))).toBeLessThan(0.2);
  });
});
