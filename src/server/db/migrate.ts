import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { REVOKE_VIEW_WRITES_SQL, SAMPLE_INDEXES_SQL } from './tenant-view';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration { name: string; sql: string }

export const readMigrations = (dir = MIGRATIONS_DIR): Migration[] =>
  readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort()
    .map((f) => ({ name: f, sql: readFileSync(join(dir, f), 'utf8') }));

/** Applies pending SQL migrations in order, each in its own transaction, then grants the app role. */
export async function migrate(db: Kysely<any>, migrations = readMigrations()): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const done = new Set((await sql<{ name: string }>`select name from schema_migrations`.execute(db)).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await db.transaction().execute(async (trx) => {
      await sql.raw(m.sql).execute(trx);
      await sql`insert into schema_migrations (name) values (${m.name})`.execute(trx);
    });
    applied.push(m.name);
  }
  // Grants are idempotent: the app role may touch business tables (RLS filters the rows), read tenants.
  await sql.raw(`
    grant usage on schema public to mando_app;
    grant select, insert, update, delete on all tables in schema public to mando_app;
    revoke insert, update, delete on tenants, schema_migrations from mando_app;
    grant usage, select on all sequences in schema public to mando_app;
  `).execute(db);
  await sql.raw(REVOKE_VIEW_WRITES_SQL).execute(db); // tenant views are for reading only (tenant-view.ts)
  await sql.raw(SAMPLE_INDEXES_SQL).execute(db); // hash samples for totals past the count bound (tenant-view.ts)
  return applied;
}
