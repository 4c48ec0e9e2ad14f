import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { forgetTenantCache } from '../../src/server/http/tenancy';
import { seedDemo } from '../../src/server/seed/seed';

export const PASSWORD = 'demo1234';

/**
 * The real app in-process on a fresh database with migrations and the demo seed: in-memory PGlite,
 * or the PostgreSQL server of TEST_DATABASE_URL (CI runs the API suite on both). On PostgreSQL each
 * call gets its own fresh schema-less database? No: one database, so tests must not assume empty
 * tables beyond the seed — they create what they need with unique values.
 */
export async function createTestApp(): Promise<{ app: FastifyInstance; db: Kysely<any>; close(): Promise<void> }> {
  forgetTenantCache();
  const url = process.env.TEST_DATABASE_URL || undefined;
  const database = await openDatabase({ url });
  await migrate(database.db);
  await seedDemo(database.db);
  const config = { ...readConfig({}), databaseUrl: url };
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  return { app, db: database.db, close: async () => { await app.close(); await database.close(); } };
}

/** Signs in through the real login route and returns the token. */
export async function login(app: FastifyInstance, email: string, tenant = email.split('@')[1].split('.')[0]): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/${tenant}/api/login`, payload: { username: email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** inject() with the tenant prefix and token: api(app, token)('GET', 'demo', 'clientes?paginate=5'). */
export const api = (app: FastifyInstance, token?: string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', tenant: string, path: string, payload?: unknown) =>
    app.inject({ method, url: `/${tenant}/api/${path}`, headers: token ? { 'auth-token': token } : {}, payload: payload as any });
