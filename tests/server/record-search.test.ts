import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// GET /api/search (the command palette's record search): ranked, accent- and typo-tolerant, and
// never more than a direct GET of the same user would give (permission, module, row scope, tenant).

type Hit = { resource: string; id: number; title: string; subtitle?: string; score: number; exact?: boolean };

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let staff: ReturnType<typeof api>;
let cliente: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;

const search = async (who: ReturnType<typeof api>, q: string, extra = '', tenant = 'demo') => {
  const res = await who('GET', tenant, `search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().hits as Hit[];
};

/** Every hit must be readable by the same user with a direct GET. */
async function everyHitReadable(who: ReturnType<typeof api>, hits: Hit[], tenant = 'demo') {
  for (const h of hits) {
    const res = await who('GET', tenant, `${h.resource}/${h.id}`);
    expect(res.statusCode, `${h.resource}/${h.id}`).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
  cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

describe('record search', () => {
  it('finds a client by an accent-less, misspelt name, best match first', async () => {
    const hits = await search(admin, 'angela gutieres');
    expect(hits[0]).toMatchObject({ resource: 'clientes', title: expect.stringMatching(/^Ángela/) });
    const exact = await search(admin, 'JOSE PEREZ');
    // The client José Pérez Gómez (and the user of the same name) ranks above partial matches.
    expect(exact[0].title).toMatch(/^José Pérez/);
    const client = exact.find((h) => h.resource === 'clientes')!;
    expect(client.title).toMatch(/^José Pérez/);
    expect(client.score).toBeGreaterThan(1); // the whole text was found as written
    await everyHitReadable(admin, [...hits, ...exact]);
  });

  it('searches every resource the user may view, at most `limit` hits each', async () => {
    const hits = await search(admin, 'cafe', '&limit=2');
    const perResource = new Map<string, number>();
    for (const h of hits) perResource.set(h.resource, (perResource.get(h.resource) ?? 0) + 1);
    expect(perResource.size).toBeGreaterThan(1); // clientes (El Café) and productos (Café de origen…)
    expect(Math.max(...perResource.values())).toBeLessThanOrEqual(2);
    expect(hits.every((h, i) => i === 0 || !!hits[i - 1].exact || hits[i - 1].score >= h.score)).toBe(true);
  });

  it('jumps to a ticket or an order by its number', async () => {
    const ticket = (await admin('GET', 'demo', 'tickets?limit=1')).json()[0];
    const byHash = await search(admin, `#${ticket.id}`);
    expect(byHash[0]).toMatchObject({ resource: 'tickets', id: ticket.id, exact: true });
    const order = (await admin('GET', 'demo', 'pedidos?where[numero_pedido]=PED-0002')).json()[0];
    const two = await search(admin, '2');
    expect(two[0]).toMatchObject({ resource: 'tickets', id: 2, exact: true });
    expect(two).toContainEqual(expect.objectContaining({ resource: 'pedidos', id: order.id, exact: true }));
    expect((await search(admin, 'ped-0002'))[0]).toMatchObject({ resource: 'pedidos', id: order.id });
  });

  it('a role-limited user only searches the resources it may view', async () => {
    const hits = await search(staff, 'a');
    expect(hits).toEqual([]); // one letter finds nothing
    const many = [...await search(staff, 'cafe'), ...await search(staff, 'laura'), ...await search(staff, 'gomez')];
    expect(many.length).toBeGreaterThan(0);
    expect(new Set(many.map((h) => h.resource))).not.toContain('productos');
    expect(new Set(many.map((h) => h.resource))).not.toContain('users');
    for (const h of many) expect(['clientes', 'tickets', 'categorias-tickets']).toContain(h.resource);
    await everyHitReadable(staff, many);
  });

  it('a client-linked user never finds another client or its tickets', async () => {
    const me = (await cliente('GET', 'demo', 'login')).json();
    const others = (await admin('GET', 'demo', 'clientes?limit=100')).json().filter((c: any) => c.id !== me.cliente_id);
    // The role reads clients too, so only row scope stands between it and the others.
    const role = (await admin('GET', 'demo', 'roles?where[name]=Cliente&include=permissions')).json()[0];
    const extra = (await admin('GET', 'demo', 'permissions?whereIn[name]=Ver Clientes')).json();
    await admin('PUT', 'demo', `roles/${role.id}`, { permissions: [...role.permissions.map((p: any) => p.id), ...extra.map((p: any) => p.id)] });
    cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
    for (const other of others.slice(0, 4)) {
      const hits = await search(cliente, other.nombres);
      expect(hits.filter((h) => h.resource === 'clientes').map((h) => h.id)).not.toContain(other.id);
      await everyHitReadable(cliente, hits);
    }
    const otherTicket = (await admin('GET', 'demo', 'tickets?limit=100')).json().find((x: any) => x.cliente_id && x.cliente_id !== me.cliente_id);
    expect(await search(cliente, `#${otherTicket.id}`)).toEqual([]);
    const ownHits = await search(cliente, me.cliente?.nombres ?? 'José');
    expect(ownHits.some((h) => h.resource === 'clientes' && h.id === me.cliente_id)).toBe(true);
  });

  it('another tenant never leaks', async () => {
    const demoClient = (await admin('GET', 'demo', 'clientes?limit=100')).json().find((c: any) => /Ángela/.test(c.nombres));
    const hits = await search(acme, 'angela gutierrez', '', 'acme');
    expect(hits.some((h) => h.resource === 'clientes' && h.id === demoClient.id)).toBe(false);
    await everyHitReadable(acme, hits, 'acme');
    const ticket = (await admin('GET', 'demo', 'tickets?limit=1')).json()[0];
    expect((await search(acme, `#${ticket.id}`, '', 'acme')).filter((h) => h.resource === 'tickets')).toEqual([]);
  });

  it('refuses bad input', async () => {
    expect((await admin('GET', 'demo', 'search')).statusCode).toBe(422);
    expect((await admin('GET', 'demo', 'search?q=%20%20')).statusCode).toBe(422);
    expect((await admin('GET', 'demo', `search?q=${'x'.repeat(101)}`)).statusCode).toBe(422);
    expect((await admin('GET', 'demo', 'search?q=ana&limit=abc')).statusCode).toBe(400);
    expect((await admin('GET', 'demo', 'search?q=ana&limit=0')).statusCode).toBe(400);
    expect((await admin('GET', 'demo', 'search?q=ana&limit=21')).statusCode).toBe(400);
    expect((await admin('GET', 'demo', 'search?q=ana&resources=nope')).statusCode).toBe(400);
    expect((await api(t.app)('GET', 'demo', 'search?q=ana')).statusCode).toBe(401);
    // LIKE wildcards and quotes are text, not patterns or SQL.
    expect(await search(admin, "%_' or 1=1 --")).toEqual([]);
  });

  it('narrows to the named resources', async () => {
    const hits = await search(admin, 'cafe', '&resources=productos');
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((h) => h.resource))).toEqual(new Set(['productos']));
  });
});
