import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetTenantCache } from '../../src/server/http/tenancy';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('auth writes leave revisions like every other write', () => {
  it('registration and password changes are in the user’s revisions', async () => {
    await sql`update tenants set registration_open = true where name = 'demo'`.execute(t.db);
    forgetTenantCache();
    const reg = await t.app.inject({ method: 'POST', url: '/demo/api/register', payload: { nombre: 'Marta Registro', documento: '5566778', email: 'marta.rev@demo.test', password: 'clave1', password_confirmation: 'clave1' } });
    expect(reg.statusCode, reg.body).toBe(201);
    const me = api(t.app, reg.json().token);
    const changed = await me('POST', 'demo', 'change-password', { current_password: 'clave1', password: 'clave-nueva', password_confirmation: 'clave-nueva' });
    expect(changed.statusCode, changed.body).toBe(200);
    const admin = api(t.app, await login(t.app, 'admin@demo.test'));
    const revs = (await admin('GET', 'demo', `users/${reg.json().id}/revisions`)).json();
    expect(revs.map((r: any) => r.action)).toEqual(['updated', 'created']);
    expect(revs[1].after.email).toBe('marta.rev@demo.test');
    expect(JSON.stringify(revs)).not.toMatch(/argon2|clave/);
  });
});
