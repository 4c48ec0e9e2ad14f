import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult, type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect over embedded PGlite. PGlite is a single connection, so acquiring it is a mutex:
 * a transaction holds it until commit/rollback and nothing interleaves with it.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pglite); }
  createIntrospector(db: Kysely<any>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    // Parameterless SQL may hold several statements (migrations): run it through the simple protocol.
    const res = q.parameters.length === 0
      ? (await this.pglite.exec(q.sql)).at(-1) ?? { rows: [], affectedRows: 0 }
      : await this.pglite.query<R>(q.sql, q.parameters as unknown[]);
    const affected = res.affectedRows;
    return { rows: res.rows as R[], numAffectedRows: affected === undefined ? undefined : BigInt(affected) };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const previous = this.queue;
    this.queue = previous.then(() => held);
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }
  private releaseCurrent: (() => void) | null = null;
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const iso = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${iso}`));
  }
  async commitTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('commit')); }
  async rollbackTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('rollback')); }
  async releaseConnection() {
    const r = this.releaseCurrent;
    this.releaseCurrent = null;
    r?.();
  }
  async destroy() { await this.pglite.close(); }
}
