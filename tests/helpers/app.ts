import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { readConfig, type ServerConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { forgetTenantCache } from '../../src/server/http/tenancy';
import { seedDemo } from '../../src/server/seed/seed';
import type { HubOptions } from '../../src/server/realtime';
import { hasTestFile, multipart, recordParts } from './multipart';

export const PASSWORD = 'demo1234';

/** On PostgreSQL (MANDO_TEST_PG=1 or `always`, + TEST_DATABASE_URL) every test app gets a database of its own. */
export async function freshPostgres(always = false): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = always || process.env.MANDO_TEST_PG === '1' ? process.env.TEST_DATABASE_URL : undefined;
  if (!admin) return null;
  const name = `mando_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // pool.end() resolves once its clients are asked to end, not when their sockets are closed: wait
      // for the backends to go, or FORCE kills them mid-goodbye and their client throws an uncaught 57P01.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The real app in-process on a fresh database with migrations and the demo seed: in-memory PGlite,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs the API suite on both).
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, realtime?: HubOptions, extra: Partial<BuildAppOptions> = {}): Promise<{ app: FastifyInstance; db: Kysely<any>; close(): Promise<void> }> {
  forgetTenantCache();
  const server = await freshPostgres();
  const database = await openDatabase({ url: server?.url });
  await migrate(database.db);
  await seedDemo(database.db, { clientele: overrides.demoClientele ?? 0 });
  const config: ServerConfig = { ...readConfig({}), databaseUrl: server?.url, ...overrides };
  const app = await buildApp({ db: database.db, config, realtime, ...extra });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => { await app.close(); await database.close(); await server?.drop(); },
  };
}

/** Signs in through the real login route and returns the token. */
export async function login(app: FastifyInstance, email: string, tenant = email.split('@')[1].split('.')[0]): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/${tenant}/api/login`, payload: { username: email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/**
 * inject() with the tenant prefix and token: api(app, token)('GET', 'demo', 'clientes?paginate=5'). A
 * body with TestFile values goes as multipart, as the web client sends it (an update as POST + _method=PUT).
 */
export const api = (app: FastifyInstance, token?: string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', tenant: string, path: string, payload?: unknown) => {
    const auth: Record<string, string> = token ? { 'auth-token': token } : {};
    if (hasTestFile(payload)) {
      const m = multipart(recordParts(method === 'PUT' ? { ...payload, _method: 'PUT' } : payload));
      return app.inject({ method: 'POST', url: `/${tenant}/api/${path}`, headers: { ...m.headers, ...auth }, payload: m.payload });
    }
    return app.inject({ method, url: `/${tenant}/api/${path}`, headers: auth, payload: payload as any });
  };

/**
 * A new demo user whose only role grants exactly `permission` (created by the SuperAdmin `admin`
 * through the API); `n` keeps the e-mail, document and role name unique. Returns its api().
 */
export async function userWithOnly(app: FastifyInstance, admin: ReturnType<typeof api>, permission: string, n: number) {
  const perm = (await admin('GET', 'demo', `permissions?where[name]=${encodeURIComponent(permission)}`)).json();
  if (perm.length !== 1) throw new Error(`permission ${permission}: ${perm.length} found`);
  const role = await admin('POST', 'demo', 'roles', { name: `Solo ${permission}`, permissions: [perm[0].id] });
  const email = `matriz${n}@demo.test`;
  const user = await admin('POST', 'demo', 'users', {
    full_name: `Matriz ${n}`, email, documento: `7${n}000`, password: PASSWORD, password_confirmation: PASSWORD, roles: [role.json().id],
  });
  if (user.statusCode !== 201) throw new Error(`user ${email}: ${user.statusCode} ${user.body}`);
  return api(app, await login(app, email));
}

/**
 * Stores a tenant setting row directly (as stored text, unchecked: what old data may hold), or removes
 * it with null, and ends the tenant cache. Tests that go through the API use PUT admin-settings instead.
 */
export async function setTenantSetting(db: Kysely<any>, tenant: string, key: string, value: string | null): Promise<void> {
  const { sql } = await import('kysely');
  await db.transaction().execute(async (trx) => {
    const id = (await sql<{ id: number }>`select id from tenants where name = ${tenant}`.execute(trx)).rows[0]!.id;
    await sql`delete from settings where tenant_id = ${id} and key = ${key}`.execute(trx);
    if (value !== null) await sql`insert into settings (tenant_id, key, value) values (${id}, ${key}, ${value})`.execute(trx);
  });
  forgetTenantCache();
}
