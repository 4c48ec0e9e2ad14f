/**
 * Tenant reads in one round trip on PostgreSQL (issue 10 §6, docs/design-notes.md "Fewer round trips").
 *
 * A request that only reads used to pay three round trips — BEGIN + tenant + role, the query, COMMIT —
 * against the bare endpoint's one; on a busy machine each one is a write to the socket, a wake-up of
 * the backend and a wait for a core. In read mode every statement instead goes out in ONE write as an
 * extended-protocol pipeline with a single Sync:
 *
 *   Parse/Bind/Execute  select set_config('app.tenant_id', $1, true), set_config('role', 'mando_app', true),
 *                              set_config('transaction_read_only', 'on', true)
 *   Parse/Bind/Describe/Execute  <the query, with its bound parameters>
 *   Sync
 *
 * Everything before a Sync is one implicit transaction, so the settings are transaction-local exactly
 * as inside BEGIN…COMMIT and vanish at the Sync: the connection goes back to the pool as it came. The
 * backend handles the messages in order, so the query is parsed, rewritten (row-level security is
 * applied here, for the current role) and planned after the role is mando_app: RLS and the grants
 * apply as in inTenant. `transaction_read_only` makes any write in read mode an error, not a change.
 * Each statement is its own transaction — under READ COMMITTED each statement takes its own snapshot
 * inside a transaction as well, so a read sees nothing different.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** The prefix statement ($1: the tenant id as text). */
export const READ_PREFIX_SQL = `select set_config('app.tenant_id', $1, true), set_config('role', 'mando_app', true), set_config('transaction_read_only', 'on', true)`;

const PREFIX_STATEMENT = 'mando_read_prefix';

type Callback = (err: Error | null, res?: unknown) => void;

/** One query behind the tenant prefix, in one write. */
class TenantReadQuery extends (pg.Query as unknown as new (config: object, values?: unknown, cb?: Callback) => any) {
  private prefixDone = false;

  constructor(private readonly tenant: string, text: string, values: unknown[] | undefined, callback: Callback) {
    // Always the extended protocol: a simple Query message would end the implicit transaction.
    super({ text, values: values ?? [], queryMode: 'extended' }, undefined, callback);
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
      return super.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  // The prefix answers one data row (no row description: it was not described) and its command tag.
  handleDataRow(msg: unknown) {
    if (this.prefixDone) super.handleDataRow(msg);
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

  // pg's query() has many overloads; only (text, values) strings matter here, the rest pass through.
  query(...args: any[]): any {
    const [text, values, callback] = args;
    const tenant = this[READ_TENANT];
    if (tenant === undefined || typeof text !== 'string' || typeof callback === 'function' || (values !== undefined && !Array.isArray(values))) {
      return (super.query as (...a: any[]) => any)(...args);
    }
    return new Promise((resolve, reject) => {
      (super.query as (...a: any[]) => any)(new TenantReadQuery(tenant, text, values, (err, res) => (err ? reject(err) : resolve(res))));
    });
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
  try {
    return await fn(kyselyOn(client));
  } finally {
    client[READ_TENANT] = undefined;
    client.release();
  }
}

/** A pool whose clients can read in one round trip; a released client always leaves read mode. */
export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, Client: MandoClient });
  pool.on('release', (_err, client) => { (client as unknown as MandoClient)[READ_TENANT] = undefined; });
  return pool;
}
