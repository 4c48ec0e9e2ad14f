import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { hashToken } from '../../src/server/auth/session';
import { inTenant } from '../../src/server/db/tenant-scope';
import { api, createTestApp, login, PASSWORD } from '../helpers/app';

let app: FastifyInstance;
let db: Kysely<any>;
let close: () => Promise<void>;

beforeAll(async () => ({ app, db, close } = await createTestApp()));
afterAll(async () => close?.());

const tenantId = async (name: string) =>
  (await sql<{ id: number }>`select id from tenants where name = ${name}`.execute(db)).rows[0].id;

const postLogin = (tenant: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/${tenant}/api/login`, payload, remoteAddress });

describe('login', () => {
  test('staff gets the session user: exactly its four permissions, roles, tenant modules', async () => {
    const res = await postLogin('demo', { username: 'staff@demo.test', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const u = res.json();
    expect(u.token).toMatch(/^[\w-]{40,}$/);
    expect(u.email).toBe('staff@demo.test');
    expect(u.full_name).toBe('Santiago Soporte');
    expect(u.roles).toEqual(['Soporte']);
    expect([...u.permissions].sort()).toEqual(['Agregar Tickets', 'Editar Tickets', 'Ver Clientes', 'Ver Tickets']);
    expect(u.modulos).toContain('tickets');
    expect(u.tenant_id).toBe(await tenantId('demo'));
    expect(u).toMatchObject({
      admin: false, cliente: null, cliente_id: null, is_store_user: false, store_url: null,
      canSendToDian: false, canWhatsApp: false, notificaciones_count: 0,
      broadcasting: { enabled: true, hostEcho: 'localhost', hostPort: 3000, pusherAppKey: 'demo', pusherCluster: 'mt1' },
    });
    expect(typeof u.id).toBe('number');
    expect(typeof u.entidad_id).toBe('number');
    expect(u.preferences).toEqual(expect.any(Object));
    expect(u).not.toHaveProperty('password');
  });

  test('e-mail is matched ignoring case; GET with the query string works too', async () => {
    expect((await postLogin('demo', { username: 'ADMIN@Demo.Test', password: PASSWORD })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/demo/api/login?username=admin%40demo.test&password=${PASSWORD}&remember=true` });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['SuperAdmin']);
  });

  test('acme modules lack tickets; a client-linked user carries its client', async () => {
    const acme = (await postLogin('acme', { username: 'admin@acme.test', password: PASSWORD })).json();
    expect(acme.modulos).not.toContain('tickets');
    expect(acme.modulos.length).toBeGreaterThan(0);
    const cli = (await postLogin('demo', { username: 'cliente@demo.test', password: PASSWORD })).json();
    expect(cli.cliente_id).toEqual(expect.any(Number));
    expect(cli.cliente).toEqual({ id: cli.cliente_id, full_name: expect.stringMatching(/\S/) });
  });

  test('wrong password and unknown e-mail get the same 401', async () => {
    for (const payload of [{ username: 'staff@demo.test', password: 'nope1234' }, { username: 'nadie@demo.test', password: PASSWORD }]) {
      const res = await postLogin('demo', payload, '10.9.9.9');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Usuario y/o contraseña incorrectos' });
    }
    // a user of another tenant does not exist here
    expect((await postLogin('acme', { username: 'staff@demo.test', password: PASSWORD })).statusCode).toBe(401);
  });

  test('missing fields are a 422', async () => {
    const res = await postLogin('demo', { username: 'staff@demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toHaveLength(1);
  });

  test('inactive users cannot sign in', async () => {
    const id = await tenantId('demo');
    const email = `inactivo-${Date.now().toString(36)}@demo.test`;
    const hash = await hashPassword(PASSWORD);
    await inTenant(db, id, (trx) => sql`insert into users (tenant_id, full_name, email, documento, password, active)
      values (${id}, 'Usuario Inactivo', ${email}, ${email}, ${hash}, false)`.execute(trx));
    const res = await postLogin('demo', { username: email, password: PASSWORD }, '10.8.8.8');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Usuario y/o contraseña incorrectos');
  });

  test('remember=true gets a much longer-lived token', async () => {
    const id = await tenantId('demo');
    const expiry = async (token: string) => new Date((await inTenant(db, id, (trx) => sql<{ expires_at: Date }>`
      select expires_at from auth_tokens where token_hash = ${hashToken(token)}`.execute(trx))).rows[0].expires_at).getTime();
    const short = (await postLogin('demo', { username: 'staff@demo.test', password: PASSWORD })).json().token;
    const long = (await postLogin('demo', { username: 'staff@demo.test', password: PASSWORD, remember: true })).json().token;
    const day = 24 * 3600 * 1000;
    expect(await expiry(short) - Date.now()).toBeLessThanOrEqual(day);
    expect(await expiry(long) - Date.now()).toBeGreaterThan(7 * day);
  });

  test('the sixth attempt in a minute is a 429 with the seconds left; other IPs are not affected', async () => {
    const wrong = { username: 'staff@demo.test', password: 'wrong-pass' };
    for (let i = 0; i < 5; i++) expect((await postLogin('demo', wrong, '10.1.1.1')).statusCode).toBe(401);
    const blocked = await postLogin('demo', { username: 'Staff@demo.test', password: PASSWORD }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    const m = /^Demasiados intentos\. por favor intente de nuevo en (\d+) segundos\.$/.exec(blocked.json().message);
    expect(m).not.toBeNull();
    const seconds = Number(m![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(blocked.headers['retry-after']).toBe(String(seconds));
    expect((await postLogin('demo', { username: 'staff@demo.test', password: PASSWORD }, '10.1.1.2')).statusCode).toBe(200);
    expect((await postLogin('acme', { username: 'staff@demo.test', password: PASSWORD }, '10.1.1.1')).statusCode).toBe(401);
  });

  test('a success clears the failure count', async () => {
    const wrong = { username: 'admin@demo.test', password: 'wrong-pass' };
    for (let i = 0; i < 4; i++) await postLogin('demo', wrong, '10.2.2.2');
    expect((await postLogin('demo', { username: 'admin@demo.test', password: PASSWORD }, '10.2.2.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await postLogin('demo', wrong, '10.2.2.2')).statusCode).toBe(401);
    expect((await postLogin('demo', wrong, '10.2.2.2')).statusCode).toBe(429);
  });
});

describe('session', () => {
  test('GET login with the Auth-Token answers the same user, token included', async () => {
    const token = await login(app, 'staff@demo.test');
    const res = await api(app, token)('GET', 'demo', 'login');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token, email: 'staff@demo.test', roles: ['Soporte'] });
    expect((await api(app)('GET', 'demo', 'login')).statusCode).toBe(401);
    expect((await api(app, 'not-a-token')('GET', 'demo', 'login')).statusCode).toBe(401);
  });

  test('GET login?token= answers the user of a preset token', async () => {
    const token = await login(app, 'admin@demo.test');
    const res = await api(app)('GET', 'demo', `login?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token, email: 'admin@demo.test' });
    expect((await api(app)('GET', 'demo', 'login?token=bogus')).statusCode).toBe(401);
  });

  test('logout revokes the token', async () => {
    const token = await login(app, 'staff@demo.test');
    const out = await api(app, token)('GET', 'demo', 'logout');
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toEqual(expect.any(String));
    expect((await api(app, token)('GET', 'demo', 'login')).statusCode).toBe(401);
    expect((await api(app)('GET', 'demo', `login?token=${token}`)).statusCode).toBe(401);
  });

  test("a token of one tenant is a 401 on another tenant's URL", async () => {
    const demoToken = await login(app, 'admin@demo.test');
    expect((await api(app, demoToken)('GET', 'acme', 'login')).statusCode).toBe(401);
    expect((await api(app)('GET', 'acme', `login?token=${demoToken}`)).statusCode).toBe(401);
    expect((await api(app, demoToken)('GET', 'acme', 'outbox')).statusCode).toBe(401);
    expect((await api(app, demoToken)('GET', 'demo', 'login')).statusCode).toBe(200);
  });
});

describe('public calls', () => {
  test('meta tells the login screen about the tenant', async () => {
    const res = await api(app)('GET', 'acme', 'meta');
    expect(res.statusCode).toBe(200);
    const { tenant } = res.json();
    expect(tenant).toMatchObject({ name: 'acme', display_name: 'Acme Colombia S.A.S.', registration_open: true });
    expect(tenant.modules).not.toContain('tickets');
    expect((await api(app)('GET', 'nope', 'meta')).statusCode).toBe(404);
  });

  test('sanctum/csrf-cookie sets an XSRF-TOKEN cookie', async () => {
    const res = await api(app)('GET', 'demo', 'sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\//);
  });
});
