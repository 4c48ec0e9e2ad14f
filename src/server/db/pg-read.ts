/**
 * Tenant reads in one round trip on PostgreSQL (issue 10 §6, docs/design-notes.md "Fewer round trips").
 *
 * A request that only reads used to pay three round trips — BEGIN + tenant + role, the query, COMMIT —
 * against the bare endpoint's one; on a busy machine each one is a write to the socket, a wake-up of
 * the backend and a wait for a core. In read mode every statement instead goes out in ONE write as an
 * extended-protocol pipeline with a single Sync:
 *
 *   Parse/Bind/Execute  select set_config('app.tenant_id', $1, true), set_config('transaction_read_only', 'on', true),
 *                              current_user
 *   Parse/Bind/Describe/Execute  <the query, with its bound parameters>
 *   Sync
 *
 * Everything before a Sync is one implicit transaction, so the settings are transaction-local exactly
 * as inside BEGIN…COMMIT and vanish at the Sync: the connection goes back to the pool as it came.
 * `transaction_read_only` makes any write in read mode an error, not a change.
 * Each statement is its own transaction — under READ COMMITTED each statement takes its own snapshot
 * inside a transaction as well, so a read sees nothing different.
 *
 * The role: reads have a pool of their own whose connections are the app role for their whole life
 * (SET ROLE once, at connect). Switching the role per transaction, as the prefix once did, cost the
 * server about 1 ms of CPU per request under load (measured: the same pipeline without the switch ran
 * at 80–100% of the bare endpoint, with it at 55–65%; docs/design-notes.md "The role switch"). The
 * prefix answers current_user, and a read whose connection is not the app role any more (something
 * ran SET ROLE on it) fails closed: the query's answer is discarded, the connection is destroyed.
 *
 * Prepared reads: each read statement is a named statement of its connection (Parse once, then only
 * Bind/Execute), so PostgreSQL parses, analyses and rewrites a list's SQL — the tenant view's
 * expansion, the row-level security policies, the search expression — once per connection instead of
 * at every request (measured with pgbench on the bench's search: +10–25% throughput at the database).
 * Plans stay per request (`plan_cache_mode = force_custom_plan` on the read pool's connections): a
 * search term's or a filter value's selectivity decides between the trigram index and a walk down the
 * primary key, and one generic plan for every value could pick the walk for a rare term.
 * See `StatementCache` for the per-connection bound and error handling.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** The role every read runs as (the read pool's connections are this role from connect on). */
export const READ_ROLE = 'mando_app';

/** The prefix statement ($1: the tenant id as text); its last column is checked to be READ_ROLE. */
export const READ_PREFIX_SQL = `select set_config('app.tenant_id', $1, true), set_config('transaction_read_only', 'on', true), current_user`;

const PREFIX_STATEMENT = 'mando_read_prefix_2';

/** A read refused because its connection was not the app role (see the header). */
export class ReadRoleError extends Error {
  constructor(role: unknown) {
    super(`read: the connection runs as ${String(role)}, not ${READ_ROLE}; refused`);
  }
}

type Callback = (err: Error | null, res?: unknown) => void;

/** The most statements a read connection keeps prepared (least recently used are closed). */
export const MAX_PREPARED_READS = 64;
let statementSeq = 0;

/**
 * The named statements of one read connection, by SQL text, least recently used first. A statement
 * whose read failed is forgotten and closed with the next read (it may or may not exist on the
 * server: when a connection's very first read also parses the prefix, pg marks the query parsed on
 * the prefix's ParseComplete, so after a failed Parse it would Bind a statement that does not exist;
 * closing a statement that does not exist is no error).
 */
class StatementCache {
  private readonly names = new Map<string, string>();
  private readonly toClose: string[] = [];

  /** The name to run `text` under, closing what must go first (in the same pipeline). */
  nameFor(connection: any, text: string): string {
    for (const old of this.toClose.splice(0)) this.close(connection, old);
    let name = this.names.get(text);
    if (name !== undefined) {
      this.names.delete(text); // re-inserted below: most recently used last
    } else {
      name = `mando_read_${++statementSeq}`;
      if (this.names.size >= MAX_PREPARED_READS) {
        const [oldest, oldName] = this.names.entries().next().value as [string, string];
        this.names.delete(oldest);
        this.close(connection, oldName);
      }
    }
    this.names.set(text, name);
    return name;
  }

  forget(text: string, name: string) {
    if (this.names.get(text) === name) this.names.delete(text);
    this.toClose.push(name);
  }

  get size() { return this.names.size; }

  private close(connection: any, name: string) {
    connection.close({ type: 'S', name }); // its CloseComplete needs no handler
    delete connection.parsedStatements[name];
    delete connection.submittedNamedStatements[name];
  }
}

const statementCaches = new WeakMap<object, StatementCache>();
const cacheOf = (connection: object) => {
  let c = statementCaches.get(connection);
  if (!c) statementCaches.set(connection, (c = new StatementCache()));
  return c;
};

/** How many read statements a connection holds prepared (for tests). */
export function preparedReadCount(client: pg.Client): number {
  return statementCaches.get((client as unknown as { connection: object }).connection)?.size ?? 0;
}

/** One query behind the tenant prefix, in one write. */
class TenantReadQuery extends (pg.Query as unknown as new (config: object | string, values?: unknown, cb?: Callback) => any) {
  private prefixDone = false;
  private cache: StatementCache | undefined;
  declare _canceledDueToError: Error | false;
  declare name: string | undefined;
  declare text: string;

  constructor(private readonly tenant: string, private readonly prepared: boolean, text: string, values: unknown[] | undefined, callback: Callback) {
    // (text, values) rather than a config object: pg copies a config object property by property.
    super(text, values ?? [], callback);
    // Always the extended protocol: a simple Query message would end the implicit transaction.
    this.queryMode = 'extended';
  }

  submit(connection: any) {
    connection.stream.cork?.();
    try {
      // Prepared once per connection (a named statement lives as long as the session).
      if (connection.parsedStatements[PREFIX_STATEMENT] !== READ_PREFIX_SQL) {
        connection.parse({ text: READ_PREFIX_SQL, name: PREFIX_STATEMENT, types: [] });
        connection.parsedStatements[PREFIX_STATEMENT] = READ_PREFIX_SQL;
      }
      connection.bind({ portal: '', statement: PREFIX_STATEMENT, values: [this.tenant] });
      connection.execute({ portal: '', rows: 0 });
      if (this.prepared) {
        this.cache = cacheOf(connection);
        this.name = this.cache.nameFor(connection, this.text);
      }
      return super.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleError(err: Error, connection: unknown) {
    if (this.cache && this.name) this.cache.forget(this.text, this.name);
    return super.handleError(err, connection);
  }

  // The prefix answers one data row (no row description: it was not described) and its command tag.
  // Its current_user must be the app role; otherwise the read fails when the pipeline ends
  // (pg's own mechanism for a row that cannot be parsed: the error replaces the result).
  handleDataRow(msg: { fields: unknown[] }) {
    if (this.prefixDone) return super.handleDataRow(msg);
    const role = msg.fields[2];
    if (role !== READ_ROLE) this._canceledDueToError = new ReadRoleError(role);
  }

  handleCommandComplete(msg: unknown, connection: unknown) {
    if (!this.prefixDone) {
      this.prefixDone = true;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}

const READ_TENANT = Symbol('mando.readTenant');

/** The pool's client: in read mode it sends each query behind the prefix; otherwise pg.Client as usual. */
export class MandoClient extends pg.Client {
  [READ_TENANT]: string | undefined;
  /** Whether reads run as named statements (the read pool's clients; see the header). */
  protected readonly preparesReads: boolean = false;

  // pg's query() has many overloads; only (text, values) strings matter here, the rest pass through.
  query(...args: any[]): any {
    const [text, values, callback] = args;
    const tenant = this[READ_TENANT];
    if (tenant === undefined || typeof text !== 'string' || typeof callback === 'function' || (values !== undefined && !Array.isArray(values))) {
      return (super.query as (...a: any[]) => any)(...args);
    }
    const run = (prepared: boolean) => new Promise((resolve, reject) => {
      (super.query as (...a: any[]) => any)(new TenantReadQuery(tenant, prepared, text, values, (err, res) => (err ? reject(err) : resolve(res))));
    });
    if (!this.preparesReads) return run(false);
    // A prepared statement whose columns changed under it (DDL on its view) fails once with 0A000
    // "cached plan must not change result type"; it is forgotten then, and the read runs again.
    return run(true).catch((err: { code?: string }) => (err?.code === '0A000' ? run(true) : Promise.reject(err)));
  }
}

// One Kysely per pooled client, bound to it for good (its "pool" hands out that client and never
// releases it): a read borrows the client from the real pool and uses its Kysely, so no connection
// builder or Kysely instance is made per request.
const bound = new WeakMap<MandoClient, Kysely<any>>();

function kyselyOn(client: MandoClient): Kysely<any> {
  let db = bound.get(client);
  if (!db) {
    // A query that outlives its read (not awaited, or kept in a closure) must never run on the bare
    // connection, whose role bypasses row-level security: outside read mode it is refused.
    const query = (...a: unknown[]) => {
      if (client[READ_TENANT] === undefined) return Promise.reject(new Error('read: query after its read scope ended'));
      return (client.query as (...x: unknown[]) => unknown)(...a);
    };
    const held = { query, release: () => undefined, processID: (client as unknown as { processID?: number }).processID };
    const pool = { connect: async () => held, end: async () => undefined, options: {} };
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: pool as never }) });
    bound.set(client, db);
  }
  return db;
}

/**
 * Borrows a client in read mode for `tenantId` (checked integer) and runs fn with a Kysely bound to
 * it; the client goes back to the pool afterwards, out of read mode (also on error).
 */
export async function withReadClient<T>(pool: pg.Pool, tenantId: number, fn: (db: Kysely<any>) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`read: invalid tenant id ${String(tenantId)}`);
  const client = (await pool.connect()) as unknown as MandoClient & pg.PoolClient;
  client[READ_TENANT] = String(tenantId);
  let broken: Error | undefined;
  try {
    return await fn(kyselyOn(client));
  } catch (err) {
    if (err instanceof ReadRoleError) broken = err;
    throw err;
  } finally {
    client[READ_TENANT] = undefined;
    client.release(broken); // with an error the pool destroys the connection instead of keeping it
  }
}

/**
 * PostgreSQL backends allocate with glibc malloc. A backend whose per-statement memory ends at the top
 * of its heap gives it back to the kernel when the statement ends (the heap is trimmed once 128 KB
 * lie free on top) and faults it in again on the next: two brk calls and a few dozen zeroed pages per
 * read, measured at ~1 ms of the server's CPU per request under load for a list read through a
 * tenant view (docs/design-notes.md "The trimmed heap"). glibc raises its trim threshold to twice
 * the size of any mmap'ed block it frees (up to 32 MB): one 4 MB value, made and dropped at connect,
 * lets each backend keep up to 8 MB of freed heap for reuse instead. Harmless without glibc.
 */
export const RAISE_TRIM_THRESHOLD_SQL = `select octet_length(repeat('x', 4194304))`;

/** A read-pool client: the app role from connect on (SET ROLE needs the login role to be a member). */
class MandoReadClient extends MandoClient {
  protected readonly preparesReads = true;
  // pg-pool connects with a callback; pg's typings declare the two forms as overloads.
  connect(...args: any[]): any {
    const callback = args[0] as ((err: Error | null, c?: pg.Client) => void) | undefined;
    const ready = super.connect().then(() => super.query(`set role ${READ_ROLE}; set plan_cache_mode = force_custom_plan; ${RAISE_TRIM_THRESHOLD_SQL}`)).then(() => this);
    if (!callback) return ready;
    ready.then(() => callback(null, this), (err: Error) => callback(err));
    return undefined;
  }
}

/**
 * The pool of reads (withReadClient): clients that read in one round trip as the app role; a
 * released client always leaves read mode. Writes and global work use the main pool.
 */
export function createReadPool(connectionString: string, max: number): pg.Pool {
  // Idle connections live a minute (pg's default is 10 s): a new backend pays its first search's
  // unaccent rules (~40 ms) and a cold plan cache, which a pause between bursts of reads should not.
  const pool = new pg.Pool({ connectionString, max, Client: MandoReadClient, idleTimeoutMillis: 60_000 });
  pool.on('release', (_err, client) => { (client as unknown as MandoClient)[READ_TENANT] = undefined; });
  return pool;
}
