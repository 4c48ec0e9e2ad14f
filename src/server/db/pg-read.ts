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
import pg from 'pg';

/** The prefix statement ($1: the tenant id as text). */
export const READ_PREFIX_SQL = `select set_config('app.tenant_id', $1, true), set_config('role', 'mando_app', true), set_config('transaction_read_only', 'on', true)`;

// Markers the data layer sends through Kysely to switch a pooled connection into read mode and back.
// They never reach the server (MandoClient answers them); were one ever sent, it is only a comment.
const MARK = '--mando:read ';
export const readBeginMarker = (tenantId: number) => `${MARK}${tenantId}`;
export const READ_END_MARKER = `${MARK}end`;

const EMPTY = { command: 'SELECT', rowCount: 0, rows: [], fields: [] };

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
      connection.parse({ text: READ_PREFIX_SQL, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: [this.tenant] });
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

/**
 * The pool's client: answers the markers and, in read mode, sends each query behind the prefix.
 * Anything else is pg.Client as usual.
 */
export class MandoClient extends pg.Client {
  [READ_TENANT]: string | undefined;

  // pg's query() has many overloads; only (text, values) strings matter here, the rest pass through.
  query(...args: any[]): any {
    const [text, values, callback] = args;
    if (typeof text === 'string' && text.startsWith(MARK)) {
      const rest = text.slice(MARK.length);
      if (rest === 'end') this[READ_TENANT] = undefined;
      else if (/^[1-9]\d{0,15}$/.test(rest)) this[READ_TENANT] = rest;
      else return Promise.reject(new Error('invalid read marker'));
      return Promise.resolve(EMPTY);
    }
    const tenant = this[READ_TENANT];
    if (tenant === undefined || typeof text !== 'string' || typeof callback === 'function' || (values !== undefined && !Array.isArray(values))) {
      return (super.query as (...a: any[]) => any)(...args);
    }
    return new Promise((resolve, reject) => {
      (super.query as (...a: any[]) => any)(new TenantReadQuery(tenant, text, values, (err, res) => (err ? reject(err) : resolve(res))));
    });
  }
}

/** A pool whose clients can read in one round trip; a released client always leaves read mode. */
export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, Client: MandoClient });
  pool.on('release', (_err, client) => { (client as unknown as MandoClient)[READ_TENANT] = undefined; });
  return pool;
}
