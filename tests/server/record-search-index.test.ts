/**
 * The palette's record search keeps the trigram index under the app role (tenant views, as lists):
 * both the as-written words (LIKE) and the misspelt ones (word similarity `<%`) are index scans.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, RESOURCES } from '../../src/core/resources';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { inTenant } from '../../src/server/db/tenant-scope';
import { searchQuery, searchRecords } from '../../src/server/features/search/search-records';
import { Records } from '../../src/server/records';

let database: Database;
let db: Kysely<any>;
let tenant = 0;
const modules = [...new Set(RESOURCES.map((r) => r.module).filter(Boolean) as string[])];
const admin = () => ({ tenantId: tenant, principal: { roles: ['SuperAdmin'], permissions: [], modules, userId: null } });

beforeAll(async () => {
  database = await openDatabase({});
  db = database.db;
  await migrate(db);
  tenant = (await sql<{ id: number }>`insert into tenants (name, display_name) values ('srch', 'Búsqueda') returning id`.execute(db)).rows[0].id;
  await sql`insert into clientes (tenant_id, document, nombres, apellidos, estado)
    select ${tenant}, 'd' || i, case when i % 50 = 0 then 'Ángela' else 'María' || i end,
      case when i % 50 = 0 then 'Gutiérrez Ríos' else 'Gómez' end, 'Cliente'
    from generate_series(1, 5000) i`.execute(db);
  await sql`analyze clientes`.execute(db);
}, 120_000);
afterAll(async () => { await database?.close(); });

const plan = (q: string, terms: string[]) => inTenant(db, tenant, async (trx) => {
  await sql`set local enable_seqscan = off`.execute(trx);
  const rec = new Records(trx, admin());
  const query = await searchQuery(rec, clientes, q, terms, 5, null);
  return (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
});

describe('record search at scale', () => {
  it('uses the trigram index for words as written and for misspelt ones', async () => {
    expect(await plan('angela', ['angela'])).toMatch(/Index Scan on clientes_search_trgm/);
    expect(await plan('angela gutieres', ['angela', 'gutieres'])).toMatch(/Index Scan on clientes_search_trgm/);
  });

  it('finds the misspelt name among thousands, only the top hits', async () => {
    const hits = await inTenant(db, tenant, (trx) => searchRecords(new Records(trx, admin()), 'angela gutieres', { limit: 5, resources: [clientes] }));
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => h.title === 'Ángela Gutiérrez Ríos')).toBe(true);
  });
});
