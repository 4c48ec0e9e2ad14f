import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computed, date, defineResource, text } from '../../src/core/resource';
import { compileListQuery, runListQuery } from '../../src/server/db/list-query';
import { searchDocumentSql, searchIndexDdl, searchTerms } from '../../src/server/db/search';
import { insertThings, openTestDb, parseQ, SELECT, things, THINGS_DDL } from './list-query-pglite';

let pg: PGlite;
let db: Kysely<any>;

const search = async (q: string) =>
  (await runListQuery(db, things, parseQ(`q=${encodeURIComponent(q)}`), { tenantId: 1, selectColumns: SELECT }))
    .rows.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  ({ pg, db } = await openTestDb());
  await pg.exec(THINGS_DDL);
  await insertThings(db, [
    /* 1 */ { nombres: 'José', apellidos: 'Pérez' },
    /* 2 */ { nombres: 'JOSE', apellidos: 'Gómez' },
    /* 3 */ { nombres: 'jose luis', apellidos: 'PEREZ' },
    /* 4 */ { nombres: 'Ñandú', apellidos: null, document: '50%_off' },
    /* 5 */ { nombres: 'nandu', apellidos: 'Ölçü', points: 10 },
    /* 6 */ { nombres: 'Zoë', document: 'a\\b' },
  ]);
});
afterAll(async () => { await db.destroy(); await pg.close(); });

describe('search (q / query)', () => {
  it('is accent- and case-insensitive both ways', async () => {
    for (const q of ['jose', 'JOSE', 'José', 'JOSÉ', 'jOsÉ']) expect(await search(q)).toEqual([1, 2, 3]);
    for (const q of ['perez', 'Pérez', 'PÉREZ']) expect(await search(q)).toEqual([1, 3]);
    expect(await search('nandu')).toEqual([4, 5]);
    expect(await search('ÑANDÚ')).toEqual([4, 5]);
    expect(await search('olcu')).toEqual([5]);
    expect(await search('zoe')).toEqual([6]);
  });
  it('needs every term (AND), in any field, in any order', async () => {
    expect(await search('perez jose')).toEqual([1, 3]);
    expect(await search('jose gómez')).toEqual([2]);
    expect(await search('jose nandu')).toEqual([]);
    expect(await search('  luis   jo  ')).toEqual([3]);
  });
  it('matches integer searchable fields as text', async () => {
    expect(await search('10')).toEqual([5]);
  });
  it('treats LIKE wildcards and backslashes as text, also after unaccent (％ → %)', async () => {
    expect(await search('%')).toEqual([4]);
    expect(await search('％_')).toEqual([4]);
    expect(await search('_')).toEqual([4]);
    expect(await search('\\')).toEqual([6]);
    expect(await search('a\\b')).toEqual([6]);
    expect(await search('0%o')).toEqual([]);
  });
  it('works through the query synonym and with other filters', async () => {
    const res = await runListQuery(db, things, parseQ('query=jose&whereLike[nombres]=luis'), { tenantId: 1, selectColumns: SELECT });
    expect(res.rows.map((r) => r.id)).toEqual([3]);
  });
  it('splits terms on whitespace, dropping duplicates', () => {
    expect(searchTerms(' a  b\ta\n c ')).toEqual(['a', 'b', 'c']);
  });
});

describe('search index', () => {
  it('the document is one expression over the searchable fields', () => {
    expect(searchDocumentSql(things)).toBe(`lower(mando_unaccent(coalesce("nombres"::text, '') || ' ' || `
      + `coalesce("apellidos"::text, '') || ' ' || coalesce("document"::text, '') || ' ' || coalesce("points"::text, '')))`);
    expect(searchIndexDdl(things)).toBe(`create index if not exists "lq_things_search_trgm" on "lq_things" using gin ((${searchDocumentSql(things)}) gin_trgm_ops)`);
  });
  it('leaves out fields that cannot be indexed, and has no index without fields', () => {
    const r = defineResource({
      name: 'x', label: { one: 'X', many: 'X' },
      fields: {
        a: text({ label: 'A', searchable: true }),
        b: date({ label: 'B', searchable: true }),
        c: computed('text', { label: 'C', sql: "concat_ws(' ', a)", searchable: true }),
      },
    });
    expect(searchDocumentSql(r)).toBe(`lower(mando_unaccent(coalesce("a"::text, '')))`);
    expect(searchIndexDdl(defineResource({ name: 'y', label: { one: 'Y', many: 'Y' }, fields: { a: text({ label: 'A' }) } }))).toBeNull();
  });
  it('EXPLAIN of a search uses the trigram index (the query and the index expressions match)', async () => {
    await pg.exec(`insert into lq_things (tenant_id, nombres, apellidos, document, points)
      select 1, 'Nombre ' || g, 'Apellido ' || md5(g::text), 'D' || g, g from generate_series(1, 20000) g;
      analyze lq_things;`);
    const c = compileListQuery(things, parseQ('q=Pérez'), { tenantId: 1 });
    const plan = await db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from lq_things where ${c.where}
        order by ${c.orderBy} limit ${c.limit}`.execute(conn);
      await sql`reset enable_seqscan`.execute(conn);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on lq_things_search_trgm');
    expect(plan).toContain("~~ '%perez%'::text"); // the term pattern folds to a constant
    expect(await search('pérez')).toEqual([1, 3]);
  });
});
