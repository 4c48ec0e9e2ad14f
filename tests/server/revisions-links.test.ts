import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

describe('revisions keep many-to-many links', () => {
  it('granting a permission to a role shows the permission ids before and after', async () => {
    const role = (await admin('GET', 'demo', 'roles?where[name]=Soporte&include=permissions')).json()[0];
    const before = (role.permissions as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
    const extra = (await admin('GET', 'demo', 'permissions?where[name]=Eliminar%20Tickets')).json()[0].id;
    expect((await admin('PUT', 'demo', `roles/${role.id}`, { permissions: [...before, extra] })).statusCode).toBe(200);
    const [last] = (await admin('GET', 'demo', `roles/${role.id}/revisions`)).json();
    expect(last.action).toBe('updated');
    expect(last.before.permissions).toEqual(before);
    expect(last.after.permissions).toEqual([...before, extra].sort((a, b) => a - b));
  });
});
