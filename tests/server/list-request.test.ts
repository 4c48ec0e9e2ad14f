/**
 * The list request's contract additions (fields=, count=0) and the session cache around it: a cached
 * principal never outlives a logout, a permission taken from its role or a deactivation; reads do
 * not write the token row on their path; sign-in attempts are limited per address across accounts.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushTouches } from '../../src/server/auth/principal-cache';
import { LOGIN_IP_MAX_ATTEMPTS } from '../../src/server/auth/throttle';
import { hashToken } from '../../src/server/auth/session';
import { api, createTestApp, login, PASSWORD } from '../helpers/app';

let app: FastifyInstance;
let db: Kysely<any>;
let close: () => Promise<void>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
  admin = api(app, await login(app, 'admin@demo.test'));
}, 120_000);
afterAll(async () => { await close?.(); });

describe('list request: fields= and count=0', () => {
  it('fields= sends only those columns plus id', async () => {
    const res = await admin('GET', 'demo', 'clientes?paginate=3&fields=nombres,apellidos');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['apellidos', 'id', 'nombres']);
    expect(body.total).toBeGreaterThan(0);
  });

  it('an unknown field in fields= is a 400 with a message', async () => {
    const res = await admin('GET', 'demo', 'clientes?fields=nombres,no_existe');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no_existe/);
  });

  it('count=0 returns the page without total', async () => {
    const all = (await admin('GET', 'demo', 'clientes?paginate=2&page=2')).json();
    const res = await admin('GET', 'demo', 'clientes?paginate=2&page=2&count=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeUndefined();
    expect(body.last_page).toBeUndefined();
    expect(body.current_page).toBe(2);
    expect(body.data).toEqual(all.data);
  });
});

describe('cached principals end when what they stand for changes', () => {
  it('a user whose role loses a permission gets 403 on the next request', async () => {
    const staff = api(app, await login(app, 'staff@demo.test'));
    expect((await staff('GET', 'demo', 'tickets?paginate=1')).statusCode).toBe(200);
    const role = (await admin('GET', 'demo', 'roles?where[name]=Soporte&include=permissions')).json()[0];
    const keep = role.permissions.filter((p: { name: string }) => p.name !== 'Ver Tickets').map((p: { id: number }) => p.id);
    expect(keep.length).toBe(role.permissions.length - 1);
    expect((await admin('PUT', 'demo', `roles/${role.id}`, { name: role.name, permissions: keep })).statusCode).toBe(200);
    expect((await staff('GET', 'demo', 'tickets?paginate=1')).statusCode).toBe(403);
  });

  it('a logged-out token gets 401', async () => {
    const token = await login(app, 'admin@demo.test');
    const me = api(app, token);
    expect((await me('GET', 'demo', 'clientes?paginate=1')).statusCode).toBe(200);
    expect((await me('POST', 'demo', 'logout')).statusCode).toBe(200);
    expect((await me('GET', 'demo', 'clientes?paginate=1')).statusCode).toBe(401);
  });

  it('a deactivated user gets 401 on the next request', async () => {
    const token = await login(app, 'cliente@demo.test');
    const cliente = api(app, token);
    expect((await cliente('GET', 'demo', 'tickets?paginate=1')).statusCode).toBe(200);
    const id = (await admin('GET', 'demo', 'users?where[email]=cliente@demo.test')).json()[0].id;
    expect((await admin('PATCH', 'demo', `users/${id}`, { active: false })).statusCode).toBe(200);
    expect((await cliente('GET', 'demo', 'tickets?paginate=1')).statusCode).toBe(401);
  });
});

describe('reads do not write the token on their path', () => {
  it('last_used_at is written after the response, at most once a minute', async () => {
    const token = await login(app, 'admin@demo.test');
    const me = api(app, token);
    const lastUsed = async () => (await sql<{ t: Date | null }>`select last_used_at as t from auth_tokens
      where token_hash = ${hashToken(token)}`.execute(db)).rows[0].t;
    await flushTouches();
    expect(await lastUsed()).toBeNull();
    await me('GET', 'demo', 'clientes?paginate=1');
    expect(await lastUsed()).toBeNull(); // not on the request path
    await flushTouches();
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await me('GET', 'demo', 'clientes?paginate=1');
    await flushTouches();
    expect(await lastUsed()).toEqual(first);
  });
});

describe('sign-in throttling per address', () => {
  it('one address cannot try many different e-mails; another address still can sign in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await app.inject({ method: 'POST', url: '/demo/api/login', remoteAddress: '10.9.9.9',
        payload: { username: `nadie${i}@demo.test`, password: 'incorrecta' } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LOGIN_IP_MAX_ATTEMPTS).every((c) => c === 401)).toBe(true);
    expect(codes.slice(LOGIN_IP_MAX_ATTEMPTS).every((c) => c === 429)).toBe(true);
    const other = await app.inject({ method: 'POST', url: '/demo/api/login', remoteAddress: '10.9.9.10',
      payload: { username: 'admin@demo.test', password: PASSWORD } });
    expect(other.statusCode).toBe(200);
  });
});
