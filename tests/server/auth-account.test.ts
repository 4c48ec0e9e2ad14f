import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { inTenant } from '../../src/server/db/tenant-scope';
import { forgetTenantCache } from '../../src/server/http/tenancy';
import { api, createTestApp, login, PASSWORD } from '../helpers/app';

// Tests that change passwords work on users created here with per-run addresses, so the seed users
// keep demo1234 (the API suite may share one PostgreSQL database between files and runs).
let app: FastifyInstance;
let db: Kysely<any>;
let close: () => Promise<void>;

beforeAll(async () => ({ app, db, close } = await createTestApp()));
afterAll(async () => {
  if (db) await setRegistration(false);
  await close?.();
});

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const post = (tenant: string, path: string, payload: unknown, token?: string) => api(app, token)('POST', tenant, path, payload);
const signIn = (tenant: string, username: string, password: string) => post(tenant, 'login', { username, password });
const tenantId = async (name: string) => (await sql<{ id: number }>`select id from tenants where name = ${name}`.execute(db)).rows[0].id;

async function setRegistration(open: boolean) {
  await sql`update tenants set registration_open = ${open} where name = 'demo'`.execute(db);
  forgetTenantCache();
}

/** A user with PASSWORD and no roles, e.g. `makeUser('demo', 'reset')` → reset-<run>@demo.test. */
async function makeUser(tenant: string, name: string, passwordStatus: string | null = null): Promise<string> {
  const email = `${name}-${RUN}@${tenant}.test`;
  const id = await tenantId(tenant);
  const hash = await hashPassword(PASSWORD);
  await inTenant(db, id, (trx) => sql`insert into users (tenant_id, full_name, email, documento, password, active, admin, password_status, preferences)
    values (${id}, ${`Prueba ${name}`}, ${email}, ${`doc-${name}-${RUN}`}, ${hash}, true, false, ${passwordStatus}, '{}'::jsonb)`.execute(trx));
  return email;
}

async function outbox(tenant: string, to: string) {
  const admin = await login(app, `admin@${tenant}.test`);
  const res = await api(app, admin)('GET', tenant, 'outbox');
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; to_address: string; subject: string; body: string }[]).filter((m) => m.to_address === to);
}
const linkOf = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]);

describe('outbox', () => {
  test('only a SuperAdmin may read it', async () => {
    const staff = await login(app, 'staff@demo.test');
    const res = await api(app, staff)('GET', 'demo', 'outbox');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'No tienes permisos para realizar esta acción' });
    expect((await api(app)('GET', 'demo', 'outbox')).statusCode).toBe(401);
  });
});

describe('register', () => {
  const email = `marta-${RUN}@nueva.test`;
  const person = { nombre: 'Marta Nueva', documento: '99887766', email, password: 'clave1', password_confirmation: 'clave1' };

  test('closed registration is a 403', async () => {
    const res = await post('demo', 'register', person);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'El registro no está habilitado.' });
  });

  test('open registration creates the user without roles and signs it in', async () => {
    await setRegistration(true);
    expect((await api(app)('GET', 'demo', 'meta')).json().tenant.registration_open).toBe(true);
    const res = await post('demo', 'register', person);
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({ email, full_name: 'Marta Nueva', roles: [], permissions: [], admin: false });
    expect((await api(app, u.token)('GET', 'demo', 'login')).json().id).toBe(u.id);
    expect((await signIn('demo', email, 'clave1')).statusCode).toBe(200);
  });

  test('a taken e-mail (any case) and short fields are 422 in Laravel shape', async () => {
    await setRegistration(true);
    const dup = await post('demo', 'register', { ...person, email: 'STAFF@demo.test' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'El correo electrónico ya está registrado.', errors: { email: ['El correo electrónico ya está registrado.'] } });
    const bad = await post('demo', 'register', { nombre: 'Al', documento: '12', email: 'no-es-correo', password: 'abc', password_confirmation: 'abd' });
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json();
    expect(Object.keys(errors).sort()).toEqual(['documento', 'email', 'nombre', 'password', 'password_confirmation']);
    expect(errors.password_confirmation).toEqual(['Las contraseñas no coinciden']);
    expect(bad.json().message).toBe(errors.nombre[0]);
  });

  test('registering on demo does not create a user on acme', async () => {
    await setRegistration(false);
    expect((await signIn('acme', email, 'clave1')).statusCode).toBe(401);
  });
});

describe('change password', () => {
  test('expired status is cleared, other sessions are revoked, this one stays', async () => {
    const email = await makeUser('demo', 'expired', 'expired');
    const first = (await signIn('demo', email, PASSWORD)).json();
    expect(first.password_status).toBe('expired');
    const other = (await signIn('demo', email, PASSWORD)).json().token;
    const change = (body: Record<string, string>) => post('demo', 'change-password', body, first.token);

    const wrong = await change({ current_password: 'nope', password: 'nueva-clave', password_confirmation: 'nueva-clave' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['La contraseña actual no es correcta.']);
    const differ = await change({ current_password: PASSWORD, password: 'nueva-clave', password_confirmation: 'otra-clave' });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().message).toBe('Las contraseñas no coinciden');
    const short = await change({ current_password: PASSWORD, password: '12345', password_confirmation: '12345' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toHaveLength(1);
    expect((await change({ current_password: PASSWORD, password: 'x'.repeat(51), password_confirmation: 'x'.repeat(51) })).statusCode).toBe(422);

    const ok = await change({ current_password: PASSWORD, password: 'nueva-clave', password_confirmation: 'nueva-clave' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Contraseña actualizada.' });
    const again = await api(app, first.token)('GET', 'demo', 'login');
    expect(again.statusCode).toBe(200);
    expect(again.json().password_status).toBe('ok');
    expect((await api(app, other)('GET', 'demo', 'login')).statusCode).toBe(401);
    expect((await signIn('demo', email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn('demo', email, 'nueva-clave')).statusCode).toBe(200);
  });

  test('needs a session', async () => {
    expect((await post('demo', 'change-password', { current_password: PASSWORD, password: 'abcdefg', password_confirmation: 'abcdefg' })).statusCode).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  const SENT = 'Si el correo existe, te enviamos un enlace para restablecer la contraseña.';

  test('the same answer whether or not the address exists; the mailed link resets once and signs every session out', async () => {
    const email = await makeUser('demo', 'reset');
    const session = (await signIn('demo', email, PASSWORD)).json().token;
    const known = await post('demo', 'password/email', { email: email.toUpperCase() });
    const unknown = await post('demo', 'password/email', { email: `nadie-${RUN}@demo.test` });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SENT });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SENT });
    expect(await outbox('demo', `nadie-${RUN}@demo.test`)).toHaveLength(0);

    const mails = await outbox('demo', email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Restablecer contraseña');
    const link = linkOf(mails[0].body);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('tenant')).toBe('demo');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const reset = (body: Record<string, string>) => post('demo', 'password/reset', body);

    const bad = await reset({ token: `${token}x`, email, password: 'reset-clave', password_confirmation: 'reset-clave' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('El token de restablecimiento no es válido.');
    const otherEmail = await reset({ token, email: 'admin@demo.test', password: 'reset-clave', password_confirmation: 'reset-clave' });
    expect(otherEmail.json().message).toBe('El token de restablecimiento no es válido.');
    const differ = await reset({ token, email, password: 'reset-clave', password_confirmation: 'otra' });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().errors.password_confirmation).toEqual(['Las contraseñas no coinciden']);
    expect((await reset({ token, email, password: 'short', password_confirmation: 'short' })).statusCode).toBe(422);

    const ok = await reset({ token, email, password: 'reset-clave', password_confirmation: 'reset-clave' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Tu contraseña ha sido restablecida.' });
    expect((await api(app, session)('GET', 'demo', 'login')).statusCode).toBe(401);
    expect((await signIn('demo', email, 'reset-clave')).statusCode).toBe(200);
    expect((await signIn('demo', email, PASSWORD)).statusCode).toBe(401);

    const reused = await reset({ token, email, password: 'otra-clave', password_confirmation: 'otra-clave' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('El token de restablecimiento no es válido.');
  });

  test('an expired link is refused; each tenant has its own outbox', async () => {
    const email = await makeUser('acme', 'expira');
    await post('acme', 'password/email', { email });
    expect(await outbox('demo', email)).toHaveLength(0);
    const [mail] = await outbox('acme', email);
    const link = linkOf(mail.body);
    expect(link.searchParams.get('tenant')).toBe('acme');
    const id = await tenantId('acme');
    await inTenant(db, id, (trx) => sql`update password_resets set expires_at = now() - interval '1 minute' where email = ${email}`.execute(trx));
    const res = await post('acme', 'password/reset', { token: link.searchParams.get('token')!, email, password: 'reset-clave', password_confirmation: 'reset-clave' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['El token de restablecimiento no es válido.'] });
  });

  test("the outbox lists the tenant's mails newest first", async () => {
    const email = await makeUser('demo', 'orden');
    await post('demo', 'password/email', { email });
    const admin = await login(app, 'admin@demo.test');
    const { data } = (await api(app, admin)('GET', 'demo', 'outbox')).json();
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(data[0])).toEqual(expect.arrayContaining(['id', 'to_address', 'subject', 'body', 'sent_at', 'created_at']));
    expect(data.find((m: { to_address: string }) => m.to_address === email)).toMatchObject({ sent_at: null });
    const ids = data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  test('a missing or malformed address is a 422', async () => {
    expect((await post('demo', 'password/email', {})).statusCode).toBe(422);
    expect((await post('demo', 'password/email', { email: 'no-es-correo' })).statusCode).toBe(422);
  });
});
