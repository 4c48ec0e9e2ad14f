import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createReadPool, RAISE_TRIM_THRESHOLD_SQL } from './pg-read';
import { PGliteDialect } from './pglite-dialect';
import { supportsOneTripReads } from './tenant-scope';

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data folder; omitted = in memory (tests). */
  dataDir?: string;
}

export interface Database {
  db: Kysely<any>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Return numeric/decimal as strings (money is never a float) and bigint counts as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v); // date stays 'YYYY-MM-DD'

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // Two pools: writes and global work (the login role, which switches to the app role per
    // transaction), and the tenant reads of GET routes (the app role for good; pg-read.ts).
    // Idle connections live a minute, as the read pool's (pg's default is 10 s): a new backend's first
    // statements cost tens of milliseconds (the trim-threshold query, cold caches), which a write after
    // a short pause should not pay (measured: the realtime bench's slowest writes took a fresh one).
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, idleTimeoutMillis: 60_000 });
    pool.on('connect', (client) => { client.query(RAISE_TRIM_THRESHOLD_SQL).catch(() => undefined); }); // pg-read.ts: the trimmed heap
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    const reads = createReadPool(opts.url, 10);
    supportsOneTripReads(db, reads);
    return { db, kind: 'postgres', close: async () => { await Promise.all([db.destroy(), reads.end()]); } };
  }
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { unaccent, pg_trgm },
    parsers: {
      20: (v: string) => Number(v),
      1082: (v: string) => v,
    },
  });
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
