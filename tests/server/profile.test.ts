import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// /profile: a user changes its own name, contact details and default homepage without 'Editar
// Usuarios' — and nothing else, and nobody else's. default_homepage lives in preferences
// (metadata_field), so the session answer carries it and other preference keys survive.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let staff: ReturnType<typeof api>;
let me: { id: number; preferences: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
  me = (await staff('GET', 'demo', 'login')).json();
});
afterAll(() => t.close());

describe('profile', () => {
  it('staff cannot edit users, but reads and edits its own profile', async () => {
    expect((await staff('PUT', 'demo', `users/${me.id}`, { telefono: '3001112233' })).statusCode).toBe(403);
    const before = await staff('GET', 'demo', `profile/${me.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ id: me.id, full_name: 'Santiago Soporte', email: 'staff@demo.test' });
    expect(Object.keys(before.json())).not.toContain('password');

    const res = await staff('PUT', 'demo', `profile/${me.id}`, { telefono: '3001112233', direccion: 'Calle 26 # 68-35', default_homepage: 'boards' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ telefono: '3001112233', direccion: 'Calle 26 # 68-35', default_homepage: 'boards' });
    // The session answer (where the app lands after sign-in) carries it in preferences.
    expect((await staff('GET', 'demo', 'login')).json().preferences.default_homepage).toBe('boards');
    // The change is in the user's revisions, by the user itself.
    const revs = (await admin('GET', 'demo', `users/${me.id}/revisions`)).json();
    expect(JSON.stringify(revs)).toContain('3001112233');
  });

  it('keeps other preference keys when the homepage changes', async () => {
    await admin('PUT', 'demo', `users/${me.id}`, { preferences: { app_color: 'teal', default_homepage: 'calendar' } });
    expect((await staff('GET', 'demo', `profile/${me.id}`)).json().default_homepage).toBe('calendar');
    await staff('PUT', 'demo', `profile/${me.id}`, { default_homepage: 'users' });
    expect((await admin('GET', 'demo', `users/${me.id}`)).json().preferences).toEqual({ app_color: 'teal', default_homepage: 'users' });
  });

  it('refuses what a profile does not change, bad values, and anybody else’s profile', async () => {
    const roles = await staff('PUT', 'demo', `profile/${me.id}`, { roles: [1], active: false });
    expect(roles.statusCode).toBe(422);
    expect(roles.json().errors).toEqual({ roles: ['Este dato no se cambia desde el perfil.'], active: ['Este dato no se cambia desde el perfil.'] });
    const bad = await staff('PUT', 'demo', `profile/${me.id}`, { email: 'no-es-correo', default_homepage: 'https://evil.test', full_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['default_homepage', 'email', 'full_name']);
    // An e-mail another user has is refused, nothing written.
    const taken = await staff('PUT', 'demo', `profile/${me.id}`, { email: 'admin@demo.test', telefono: '3119998877' });
    expect(taken.statusCode).toBe(422);
    expect((await staff('GET', 'demo', `profile/${me.id}`)).json().telefono).toBe('3001112233');
    const adminId = (await admin('GET', 'demo', 'login')).json().id;
    expect((await staff('GET', 'demo', `profile/${adminId}`)).statusCode).toBe(404);
    expect((await staff('PUT', 'demo', `profile/${adminId}`, { telefono: '3000000000' })).statusCode).toBe(404);
    expect((await api(t.app)('GET', 'demo', `profile/${me.id}`)).statusCode).toBe(401);
  });
});
