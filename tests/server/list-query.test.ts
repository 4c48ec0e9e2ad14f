import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedCount, compileListQuery, runListQuery } from '../../src/server/db/list-query';
import { insertThings, openTestDb, parseQ, SELECT, things, THINGS_DDL } from './list-query-pglite';

let pg: PGlite;
let db: Kysely<any>;

/** Ids matching a query string, for tenant 1 unless told. */
async function ids(qs: string, tenantId = 1): Promise<number[]> {
  const res = await runListQuery(db, things, parseQ(qs), { tenantId, selectColumns: SELECT });
  return res.rows.map((r) => r.id);
}
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);

beforeAll(async () => {
  ({ pg, db } = await openTestDb());
  await pg.exec(THINGS_DDL);
  await insertThings(db, [
    /* 1 */ { nombres: 'José', apellidos: 'Pérez', document: '900', estado: 'abierto', priority: 1, points: 5, precio: '10.50', active: true, vencimiento: '2024-01-10', visto_at: '2024-01-10T23:30:00Z', cliente_id: 7, created_at: '2024-01-01T10:00:00Z' },
    /* 2 */ { nombres: 'MARÍA', apellidos: 'Gómez', document: '901', estado: 'cerrado', priority: 0, points: 10, precio: '99.99', active: false, vencimiento: '2024-02-01', visto_at: '2024-01-11T00:30:00Z', cliente_id: null, created_at: '2024-01-15T10:00:00Z' },
    /* 3 */ { nombres: 'Ana', apellidos: null, document: '50%_off', estado: 'abierto', priority: null, points: null, precio: null, active: null, vencimiento: null, visto_at: null, cliente_id: 7, created_at: '2024-02-01T10:00:00Z' },
    /* 4 */ { nombres: 'jose luis', apellidos: 'perez', document: "o'brien", estado: 'cerrado', priority: 1, points: 5, precio: '10.5', active: true, vencimiento: '2024-01-31', cliente_id: 8, created_at: '2024-03-01T10:00:00Z' },
    /* 5 */ { nombres: 'Archivado', apellidos: 'Viejo', estado: 'abierto', points: 1, archived_at: '2023-12-01T00:00:00Z', created_at: '2023-12-01T10:00:00Z' },
    /* 6 */ { tenant_id: 2, nombres: 'José', apellidos: 'Otro tenant', document: '900', estado: 'abierto', priority: 1, points: 5, active: true, cliente_id: 7 },
  ]);
  await pg.exec(`insert into lq_role_thing values (1, 10, 1), (1, 11, 1), (1, 11, 2), (2, 10, 6), (2, 12, 3);`);
});
afterAll(async () => { await db.destroy(); await pg.close(); });

describe('filters return exactly the right rows', () => {
  it('no filter: all non-archived rows of the tenant, newest first', async () => {
    expect(await ids('')).toEqual([4, 3, 2, 1]);
  });
  it('where on text, select (text and integer), integer, numeric, boolean, relation, id', async () => {
    expect(await ids('where[nombres]=Ana')).toEqual([3]);
    expect(sorted(await ids('where[estado]=abierto'))).toEqual([1, 3]);
    expect(sorted(await ids('where[priority]=1'))).toEqual([1, 4]);
    expect(sorted(await ids('where[points]=5'))).toEqual([1, 4]);
    expect(sorted(await ids('where[precio]=10.50'))).toEqual([1, 4]);
    expect(sorted(await ids('where[active]=0'))).toEqual([2]);
    expect(sorted(await ids('where[active]=true'))).toEqual([1, 4]);
    expect(sorted(await ids('where[cliente_id]=7'))).toEqual([1, 3]);
    expect(await ids('where[id]=2')).toEqual([2]);
  });
  it('whereIn, whereNull, whereNotNull', async () => {
    expect(sorted(await ids('whereIn[cliente_id]=7,8'))).toEqual([1, 3, 4]);
    expect(sorted(await ids('whereIn[estado]=cerrado&whereIn[id]=1,2,3'))).toEqual([2]);
    expect(sorted(await ids('whereNull[]=cliente_id'))).toEqual([2]);
    expect(sorted(await ids('whereNotNull[]=points&whereNull[]=vencimiento'))).toEqual([]);
    expect(sorted(await ids('whereNull[]=points'))).toEqual([3]);
  });
  it('whereLike is accent/case-insensitive and escapes wildcards', async () => {
    expect(sorted(await ids('whereLike[nombres]=JOSE'))).toEqual([1, 4]);
    expect(sorted(await ids('whereLike[document]=%25_'))).toEqual([3]);
    expect(await ids('whereLike[document]=9_1')).toEqual([]);
    expect(sorted(await ids('whereLike[points]=1'))).toEqual([2]);
  });
  it('date bounds: inclusive, a date-only bound covers the whole day of a timestamp', async () => {
    expect(sorted(await ids('whereDategte[vencimiento]=2024-01-31'))).toEqual([2, 4]);
    expect(sorted(await ids('whereDatelwe[vencimiento]=2024-01-31'))).toEqual([1, 4]);
    expect(sorted(await ids('whereDatelwe[visto_at]=2024-01-10'))).toEqual(
      sorted((await pg.query<{ id: number }>(`select id from lq_things where tenant_id = 1 and visto_at < '2024-01-11'::date`)).rows.map((r) => r.id)));
    expect(sorted(await ids('whereDategte[visto_at]=2024-01-11T00:00:00Z'))).toEqual([2]);
    expect(sorted(await ids('where[vencimiento]=2024-02-01'))).toEqual([2]);
    expect(sorted(await ids('from=2024-01-15&to=2024-02-01'))).toEqual([2, 3]);
    expect(sorted(await ids('whereDategte[created_at]=2024-02-01T10:00:00Z'))).toEqual([3, 4]);
  });
  it('computed fields filter and sort through their expression', async () => {
    expect(await ids('where[full_name]=José Pérez')).toEqual([1]);
    expect(sorted(await ids('whereLike[full_name]=perez'))).toEqual([1, 4]);
    const expected = (await pg.query<{ id: number }>(`select id from lq_things where tenant_id = 1 and archived_at is null
      order by concat_ws(' ', nombres, apellidos), id`)).rows.map((r) => r.id);
    expect(await ids('order[full_name]=asc')).toEqual(expected);
  });
  it('relation_multiple through the pivot: whereIn, where, whereNull, whereNotNull', async () => {
    expect(sorted(await ids('whereIn[roles]=10,11'))).toEqual([1, 2]);
    expect(sorted(await ids('where[roles]=11'))).toEqual([1, 2]);
    expect(sorted(await ids('where[roles]=12'))).toEqual([]); // pivot row of another tenant
    expect(sorted(await ids('whereNull[]=roles'))).toEqual([3, 4]);
    expect(sorted(await ids('whereNotNull[]=roles'))).toEqual([1, 2]);
  });
  it('scopes, archive_only, allows_inactive', async () => {
    expect(sorted(await ids('scope[abiertos]=1'))).toEqual([1, 3]);
    expect(sorted(await ids('scope[abiertos]=1&scope[con_roles]=1'))).toEqual([1]);
    expect(await ids('archive_only=1')).toEqual([5]);
    expect(sorted(await ids('allows_inactive=1'))).toEqual(sorted(await ids('')));
  });
});

describe('tenancy', () => {
  it('rows of another tenant never leak, whatever the filter', async () => {
    expect(await ids('where[document]=900')).toEqual([1]);
    expect(await ids('where[document]=900', 2)).toEqual([6]);
    expect(await ids('where[id]=6')).toEqual([]);
    expect(await ids('q=otro tenant')).toEqual([]);
    expect(await ids('whereIn[roles]=10', 2)).toEqual([6]);
    const c = await runListQuery(db, things, parseQ('count=1'), { tenantId: 3, selectColumns: SELECT });
    expect(c).toEqual({ rows: [], total: 0 });
  });
  it('the tenant condition is part of every compiled WHERE', () => {
    const c = compileListQuery(things, parseQ('where[id]=1'), { tenantId: 42 });
    const compiled = sql`select 1 from t where ${c.where}`.compile(db);
    expect(compiled.sql).toMatch(/^select 1 from t where "tenant_id" = \$1 and /);
    expect(compiled.parameters[0]).toBe(42);
  });
});

describe('values are always data', () => {
  it('SQL injection in a where value, a whereIn list, q and whereLike is just text', async () => {
    const evil = "x'); drop table lq_things; --";
    expect(await ids(`where[nombres]=${encodeURIComponent(evil)}`)).toEqual([]);
    expect(await ids(`whereIn[estado]=${encodeURIComponent(evil)},abierto`)).toHaveLength(2);
    expect(await ids(`q=${encodeURIComponent(evil)}`)).toEqual([]);
    expect(await ids(`whereLike[document]=${encodeURIComponent("o'brien")}`)).toEqual([4]);
    expect(await ids(`q=${encodeURIComponent("o'brien")}`)).toEqual([4]);
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from lq_things');
    expect(rows[0].n).toBe(6);
  });
  it('compiled SQL carries values only as parameters', () => {
    const c = compileListQuery(things, parseQ("where[nombres]=a'b&q=c%25d&whereIn[points]=1,2"), { tenantId: 1 });
    const compiled = sql`${c.where}`.compile(db);
    expect(compiled.sql).not.toContain("a'b");
    expect(compiled.sql).not.toContain('c%d');
    expect(compiled.parameters).toEqual(expect.arrayContaining([1, "a'b", 'c%d', 2]));
  });
});

describe('order and paging', () => {
  beforeAll(async () => {
    // 23 rows for tenant 9 with many ties on points
    for (let i = 0; i < 23; i++) await db.insertInto('lq_things').values({ tenant_id: 9, nombres: `n${i % 4}`, points: i % 3 }).execute();
  });
  const page = async (qs: string) => runListQuery(db, things, parseQ(qs), { tenantId: 9, selectColumns: SELECT });

  it('pages over ties are stable and complete (id tiebreaker)', async () => {
    const all = (await page('order[points]=desc&order[nombres]=asc')).rows.map((r) => r.id);
    expect(all).toHaveLength(23);
    const seen: number[] = [];
    for (let p = 1; p <= 5; p++) {
      const res = await page(`order[points]=desc&order[nombres]=asc&paginate=5&page=${p}`);
      expect(res.total).toBe(23);
      seen.push(...res.rows.map((r) => r.id));
    }
    expect(seen).toEqual(all);
    const pts = (await page('order=-points')).rows;
    for (let i = 1; i < pts.length; i++) {
      const [a, b] = [pts[i - 1], pts[i]];
      expect(a.points > b.points || (a.points === b.points && a.id > b.id)).toBe(true);
    }
  });
  it('limit alone caps rows without a total; page beyond the end is empty with the total', async () => {
    const res = await page('limit=7');
    expect(res.rows).toHaveLength(7);
    expect(res.total).toBeUndefined();
    const beyond = await page('paginate=10&page=9');
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(23);
  });
  it('the total is exact up to the bound, an estimate above it', async () => {
    const opts = { tenantId: 9, selectColumns: SELECT };
    expect(await runListQuery(db, things, parseQ('paginate=5&where[points]=1'), { ...opts, countBound: 10 }))
      .toMatchObject({ total: 8 });
    const over = await runListQuery(db, things, parseQ('paginate=5'), { ...opts, countBound: 10 });
    expect(over.rows).toHaveLength(5);
    expect(over.total_is_estimate).toBe(true);
    expect(over.total).toBeGreaterThan(10);
    expect(await runListQuery(db, things, parseQ('count=1&where[points]=1'), { ...opts, countBound: 10 })).toEqual({ rows: [], total: 8 });
    const countOver = await runListQuery(db, things, parseQ('count=1'), { ...opts, countBound: 10 });
    expect(countOver).toMatchObject({ rows: [], total_is_estimate: true });
    expect(countOver.total).toBeGreaterThanOrEqual(11);
    // above the bound the answer is the planner's estimate (close to the truth once analysed)
    await pg.exec('analyze lq_things');
    const est = await boundedCount(db, things, compileListQuery(things, parseQ(''), { tenantId: 9 }).where, 10);
    expect(est.total_is_estimate).toBe(true);
    expect(est.total).toBeGreaterThanOrEqual(15);
    expect(est.total).toBeLessThanOrEqual(40);
    // a short last page answers the exact total without counting, even above the bound
    expect(await runListQuery(db, things, parseQ('paginate=20&page=2'), { ...opts, countBound: 10 }))
      .toMatchObject({ total: 23 });
  });
});
