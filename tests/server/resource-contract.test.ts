import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/core/resources';
import { api, createTestApp, login } from '../helpers/app';
import { FACTORIES, UPDATES } from '../helpers/factories';

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let staff: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
});
afterAll(() => t.close());

/** Resolve '__resource__' placeholders to an existing id of that resource in the tenant. */
async function payloadFor(name: string, call = demo) {
  const body = FACTORIES[name]();
  for (const [k, v] of Object.entries(body)) {
    const m = typeof v === 'string' && /^__(.+)__$/.exec(v);
    if (m) body[k] = (await call('GET', 'demo', `${m[1]}?limit=1`)).json()[0].id;
  }
  return body;
}

// Resources only the server writes (clients read, mark and delete their own): their lifecycle and
// isolation have their own tests — notifications: tests/server/notifications.test.ts.
const SERVER_WRITTEN = new Set(['notifications']);
const CLIENT_WRITTEN = RESOURCES.filter((r) => !SERVER_WRITTEN.has(r.name));

describe('every resource: create → read → list/filter → update → delete, denied to others', () => {
  it('has a factory for every registered resource', () => {
    expect(CLIENT_WRITTEN.map((r) => r.name).filter((n) => !FACTORIES[n] || !UPDATES[n])).toEqual([]);
  });

  for (const r of CLIENT_WRITTEN) {
    it(r.name, async () => {
      const body = await payloadFor(r.name);
      const created = await demo('POST', 'demo', r.name, body);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json();
      expect(row.id).toBeTypeOf('number');
      expect(row).not.toHaveProperty('tenant_id');
      expect(row).not.toHaveProperty('password');

      const read = await demo('GET', 'demo', `${r.name}/${row.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()[r.title] ?? read.json().id).toEqual(row[r.title] ?? row.id);

      const listed = await demo('GET', 'demo', `${r.name}?whereIn[id]=${row.id}&paginate=10`);
      expect(listed.json()).toMatchObject({ total: 1, per_page: 10, current_page: 1, last_page: 1 });
      expect(listed.json().data[0].id).toBe(row.id);

      const [field, value] = UPDATES[r.name];
      const updated = await demo('PUT', 'demo', `${r.name}/${row.id}`, { [field]: value });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(String(updated.json()[field])).toBe(String(value));

      // Other tenant: same id is invisible and untouchable.
      expect((await acme('GET', 'acme', `${r.name}/${row.id}`)).statusCode).toBe(r.module === 'tickets' ? 403 : 404);
      if (r.module !== 'tickets') {
        expect((await acme('PUT', 'acme', `${r.name}/${row.id}`, { [field]: value })).statusCode).toBe(404);
        expect((await acme('DELETE', 'acme', `${r.name}/${row.id}`)).statusCode).toBe(404);
        expect((await acme('DELETE', 'acme', `${r.name}?ids[]=${row.id}`)).json().deleted).toBe(0);
      }
      // A user without the delete permission is refused.
      expect((await staff('DELETE', 'demo', `${r.name}/${row.id}`)).statusCode).toBe(403);

      const revisions = await demo('GET', 'demo', `${r.name}/${row.id}/revisions`);
      expect(revisions.json().map((v: any) => v.action)).toEqual(['updated', 'created']);

      expect((await demo('DELETE', 'demo', `${r.name}/${row.id}`)).statusCode).toBe(200);
      expect((await demo('GET', 'demo', `${r.name}/${row.id}`)).statusCode).toBe(404);
    });
  }
});
