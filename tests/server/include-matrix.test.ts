import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../src/core/resource/types';
import { getResource, RESOURCES } from '../../src/core/resources';
import { api, createTestApp, login } from '../helpers/app';

// Every resource × include path (up to three levels) × demo role: an embedded record carries exactly
// what a direct GET of it by the same user answers (same fields, same values), and nothing when that
// GET would be a 403 or 404.

type Api = ReturnType<typeof api>;
type Row = Record<string, any>;

const ROLES = ['admin@demo.test', 'staff@demo.test', 'cliente@demo.test'];

let t: Awaited<ReturnType<typeof createTestApp>>;
const users: Record<string, Api> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ROLES) users[email] = api(t.app, await login(t.app, email));
}, 60_000);
afterAll(() => t.close());

/** Include paths of a resource, from its relation fields, down to `depth` levels. */
function includePaths(r: Resource, depth: number): string[] {
  if (depth === 0) return [];
  return Object.entries(r.includes).flatMap(([name, field]) => {
    const target = getResource(r.fields[field].relation!.resource)!;
    return [name, ...includePaths(target, depth - 1).map((p) => `${name}.${p}`)];
  });
}

/** Direct GETs, cached per user. */
function directGet(as: Api, cache: Map<string, { status: number; body: Row }>) {
  return async (resource: string, id: number) => {
    const key = `${resource}/${id}`;
    if (!cache.has(key)) {
      const res = await as('GET', 'demo', key);
      cache.set(key, { status: res.statusCode, body: res.statusCode === 200 ? res.json() : {} });
    }
    return cache.get(key)!;
  };
}

/** Checks every embedded record under `row` for the include tree `path` of resource `r`. */
async function checkEmbedded(get: ReturnType<typeof directGet>, canList: (r: string) => Promise<boolean>,
  fullView: (r: Resource) => boolean, r: Resource, row: Row, path: string[], where: string) {
  const [name, ...rest] = path;
  const field = r.fields[r.includes[name]];
  const target = getResource(field.relation!.resource)!;
  if (!(name in row)) {
    // Left out: the user may not read the target at all, or the row is a lookup (id and title only).
    if (fullView(r)) expect(await canList(target.name), `${where}: ${name} left out though ${target.name} is readable`).toBe(false);
    return;
  }
  const embedded: Row[] = field.kind === 'relation' ? (row[name] ? [row[name]] : []) : row[name];
  if (field.kind === 'relation' && row[name] === null && typeof row[r.includes[name]] === 'number') {
    const direct = await get(target.name, row[r.includes[name]]);
    expect(direct.status, `${where}: ${name} embedded as null but a direct GET answers 200`).not.toBe(200);
  }
  for (const e of embedded) {
    const direct = await get(target.name, e.id);
    expect(direct.status, `${where}: ${name} #${e.id} embedded but a direct GET answers ${direct.status}`).toBe(200);
    const nested = new Set(Object.keys(target.includes));
    const own = Object.fromEntries(Object.entries(e).filter(([k]) => !nested.has(k)));
    expect(own, `${where}: ${name} #${e.id} differs from a direct GET`).toEqual(direct.body);
    if (rest.length) await checkEmbedded(get, canList, fullView, target, e, rest, `${where}.${name}`);
  }
}

describe('includes obey permissions exactly like a direct read', () => {
  for (const email of ROLES) {
    it(`for ${email}`, async () => {
      const as = users[email];
      const get = directGet(as, new Map());
      const listable = new Map<string, boolean>();
      const canList = async (name: string) => {
        if (!listable.has(name)) listable.set(name, (await as('GET', 'demo', `${name}?limit=1`)).statusCode === 200);
        return listable.get(name)!;
      };
      const me = (await as('GET', 'demo', 'login')).json() as { roles: string[]; permissions: string[] };
      const fullView = (r: Resource) => me.roles.includes('SuperAdmin') || me.permissions.includes(String(r.access.view));
      let checked = 0;
      for (const r of RESOURCES) {
        for (const path of includePaths(r, 3)) {
          const res = await as('GET', 'demo', `${r.name}?limit=5&include=${path}`);
          const where = `${email} ${r.name}?include=${path}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode !== 200) {
            // Refused whole (no permission on the resource, or a path through fields the user cannot read).
            expect([400, 403], where).toContain(res.statusCode);
            continue;
          }
          for (const row of res.json() as Row[]) {
            await checkEmbedded(get, canList, fullView, r, row, path.split('.'), `${where} #${row.id}`);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    }, 240_000);
  }

  it('a client-linked user no longer reads a guardian’s roles and permissions through an include', async () => {
    const cliente = users['cliente@demo.test'];
    expect((await cliente('GET', 'demo', 'roles')).statusCode).toBe(403);
    const mine = (await cliente('GET', 'demo', 'tickets?limit=1')).json()[0];
    const res = await cliente('GET', 'demo', `tickets/${mine.id}?include=guardian.roles.permissions`);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).not.toContain('SuperAdmin');
    expect(text).not.toContain('Ver Tickets');
  });
});
