import { RESOLUTION_MESSAGES } from '../../src/server/features/resolutions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayDefault } from '../../src/core/resource';
import { shiftDay } from '../../src/core/rules/dates';
import { api, createTestApp, login } from '../helpers/app';

// Billing resolutions (issue 14, spec 02 §3 resolution_id, §7 `GET proxy_resolutions?scope[active]=1`,
// §8 alerts): the rules, the next number kept by the server, the scopes with today's date, the
// remaining numbers and burn-down the alerts read, tenant isolation and who may change them.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
const today = todayDefault({ now: new Date() });
const day = (n: number) => shiftDay(today, n);

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
}, 120_000);
afterAll(() => t.close());

let seq = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  number: `18760${Date.now() % 100000}${++seq}`, type: 'FE', prefix: `ST${seq}`, start_range: 1, end_range: 100,
  start_date: day(-30), end_date: day(300), ...extra,
});
async function create(extra: Record<string, unknown> = {}, as = demo, tenant = 'demo') {
  const res = await as('POST', tenant, 'proxy_resolutions', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('rules', () => {
  it('refuses a range that overlaps another active resolution with the same prefix', async () => {
    const a = await create({ prefix: 'OVL', start_range: 100, end_range: 200 });
    const clash = await demo('POST', 'demo', 'proxy_resolutions', body({ prefix: 'OVL', start_range: 150, end_range: 300 }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.start_range).toEqual([RESOLUTION_MESSAGES.overlap(a.number, 'OVL100', 'OVL200')]);
    // Right after it, another prefix, or switched off: no clash.
    await create({ prefix: 'OVL', start_range: 201, end_range: 300 });
    await create({ prefix: 'OTRO', start_range: 150, end_range: 300 });
    await create({ prefix: 'OVL', start_range: 150, end_range: 300, active: false });
    // Another tenant's ranges are its own.
    await create({ prefix: 'OVL', start_range: 100, end_range: 200 }, acme, 'acme');
  });

  it('keeps the numbers already used valid: same prefix, same start, no end before the last', async () => {
    const r = await create({ prefix: 'USO', start_range: 1, end_range: 50 });
    const clienteId = (await demo('GET', 'demo', 'clientes?limit=1')).json()[0].id;
    for (let i = 0; i < 3; i++) {
      expect((await demo('POST', 'demo', 'invoices', { cliente_id: clienteId, direccion: 'Calle 1', resolution_id: r.id, type: 'FE',
        items: [{ nombre: 'Servicio', cantidad: '1', precio: '1000' }] })).statusCode).toBe(201);
    }
    const put = (b: Record<string, unknown>) => demo('PUT', 'demo', `proxy_resolutions/${r.id}`, b);
    expect((await put({ prefix: 'NUEVO' })).json().errors.prefix).toEqual([RESOLUTION_MESSAGES.prefixUsed]);
    expect((await put({ start_range: 2 })).json().errors.start_range).toEqual([RESOLUTION_MESSAGES.startUsed]);
    expect((await put({ end_range: 2 })).json().errors.end_range).toEqual([RESOLUTION_MESSAGES.endBeforeUsed(3)]);
    expect((await put({ end_range: 3 })).statusCode).toBe(200);
  });

  it('the range may not end before it starts, nor the period; a range may be a single number', async () => {
    const bad = await demo('POST', 'demo', 'proxy_resolutions', body({ start_range: 500, end_range: 499, start_date: day(5), end_date: day(5) }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.end_range).toEqual(['El campo Hasta el número debe ser mayor o igual que Desde el número.']);
    expect(bad.json().errors.end_date[0]).toMatch(/^El campo Vigente hasta debe ser una fecha posterior a Vigente desde/);
    const one = await create({ start_range: 500, end_range: 500 });
    expect([one.next_number, one.remaining]).toEqual([500, 1]);
    const zero = await demo('POST', 'demo', 'proxy_resolutions', body({ start_range: 0 }));
    expect(zero.json().errors.start_range).toEqual(['El campo Desde el número debe ser al menos 1.']);
  });

  it('an update is checked against the stored other end of the range', async () => {
    const r = await create({ start_range: 1000, end_range: 2000 });
    const res = await demo('PUT', 'demo', `proxy_resolutions/${r.id}`, { end_range: 999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_range).toEqual(['El campo Hasta el número debe ser mayor o igual que Desde el número.']);
  });
});

describe('the next number is the server\'s', () => {
  it('starts at start_range whatever the body says, and a PUT cannot move it', async () => {
    const r = await create({ start_range: 4001, end_range: 4100, next_number: 4090, remaining: 1 });
    expect([r.next_number, r.remaining]).toEqual([4001, 100]);
    const put = await demo('PUT', 'demo', `proxy_resolutions/${r.id}`, { next_number: 4099, notes: 'Renovada' });
    expect(put.statusCode, put.body).toBe(200);
    const read = (await demo('GET', 'demo', `proxy_resolutions/${r.id}`)).json();
    expect([read.next_number, read.remaining, read.notes]).toEqual([4001, 100, 'Renovada']);
  });

  it('follows a corrected start_range while no number was taken from the range', async () => {
    const r = await create({ start_range: 10, end_range: 50 });
    const put = (await demo('PUT', 'demo', `proxy_resolutions/${r.id}`, { start_range: 20 })).json();
    expect([put.next_number, put.remaining]).toEqual([20, 31]);
  });
});

describe('scope[active]=1 and scope[valid]=1', () => {
  it('active: switched on and in force (expired ones still switched on included, for the alert); valid: also not expired', async () => {
    const current = await create();
    const expired = await create({ start_date: day(-400), end_date: day(-1) });
    const endsToday = await create({ start_date: day(-10), end_date: today });
    const future = await create({ start_date: day(1), end_date: day(400) });
    const off = await create({ active: false });
    const ids = async (q: string) => new Set((await demo('GET', 'demo', `proxy_resolutions?${q}&limit=1000`)).json().map((x: any) => x.id));
    const active = await ids('scope[active]=1');
    const valid = await ids('scope[valid]=1');
    expect([current, expired, endsToday, future, off].map((r) => active.has(r.id))).toEqual([true, true, true, false, false]);
    expect([current, expired, endsToday, future, off].map((r) => valid.has(r.id))).toEqual([true, false, true, false, false]);
  });

  it('answers the fields the alerts read (spec 02 §7: end_date, end_range, number) and the remaining count', async () => {
    const r = await create({ start_range: 1, end_range: 20 });
    const row = (await demo('GET', 'demo', 'proxy_resolutions?scope[active]=1&limit=1000')).json().find((x: any) => x.id === r.id);
    expect(row).toMatchObject({ number: r.number, end_date: day(300), end_range: 20, next_number: 1, remaining: 20 });
  });

  it('an unknown scope is a 400, not every row', async () => {
    expect((await demo('GET', 'demo', 'proxy_resolutions?scope[vigentes]=1')).statusCode).toBe(400);
  });
});

describe('invoices under a resolution and the burn-down', () => {
  it('invoices name their resolution; the range runs out at the pace of the last 30 days', async () => {
    const r = await create({ start_range: 1, end_range: 100, start_date: day(-60) });
    expect(r.runs_out_on).toBeNull();
    const clienteId = (await demo('GET', 'demo', 'clientes?limit=1')).json()[0].id;
    const invoice = (fecha: string) => demo('POST', 'demo', 'invoices', {
      cliente_id: clienteId, direccion: 'Carrera 7 # 71-21', fecha, resolution_id: r.id, type: 'FE',
      items: [{ nombre: 'Soporte técnico por hora', cantidad: '1', precio: '95000' }],
    });
    // Three in the last 30 days (today, 10 and 29 days ago) and one older that does not count.
    for (const d of [0, -10, -29, -45]) expect((await invoice(day(d))).statusCode).toBe(201);
    const read = (await demo('GET', 'demo', `proxy_resolutions/${r.id}`)).json();
    // The four took numbers 1–4: 96 numbers left at 3 per 30 days, 960 days.
    expect([read.next_number, read.remaining]).toEqual([5, 96]);
    expect(read.runs_out_on).toBe(day(960));
    const listed = (await demo('GET', 'demo', `invoices?where[resolution_id]=${r.id}&include=resolution&limit=10`)).json();
    expect(listed).toHaveLength(4);
    expect(listed[0].resolution).toMatchObject({ id: r.id, number: r.number });
  });

  it('an invoice cannot name another tenant\'s resolution', async () => {
    const theirs = await create({}, acme, 'acme');
    const clienteId = (await demo('GET', 'demo', 'clientes?limit=1')).json()[0].id;
    const res = await demo('POST', 'demo', 'invoices', {
      cliente_id: clienteId, direccion: 'Carrera 7 # 71-21', resolution_id: theirs.id,
      items: [{ nombre: 'Soporte técnico por hora', cantidad: '1', precio: '95000' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.resolution_id).toBeDefined();
  });
});

describe('tenancy and permissions', () => {
  it('a tenant never reads or changes another tenant\'s resolutions', async () => {
    const mine = await create();
    expect((await acme('GET', 'acme', `proxy_resolutions/${mine.id}`)).statusCode).toBe(404);
    expect((await acme('PUT', 'acme', `proxy_resolutions/${mine.id}`, { notes: 'x' })).statusCode).toBe(404);
    const theirs = (await acme('GET', 'acme', 'proxy_resolutions?scope[active]=1&limit=1000')).json();
    expect(theirs.some((x: any) => x.id === mine.id)).toBe(false);
  });

  it('Ver Facturas reads; Editar Facturas does not change them; Administrar Facturas does', async () => {
    const r = await create();
    const userWith = async (permissions: string[], n: string) => {
      const ids = [];
      for (const p of permissions) ids.push((await demo('GET', 'demo', `permissions?where[name]=${encodeURIComponent(p)}`)).json()[0].id);
      const role = (await demo('POST', 'demo', 'roles', { name: `Resoluciones ${n} ${Date.now()}`, permissions: ids })).json();
      const email = `resol${n}${Date.now() % 100000}@demo.test`;
      const u = await demo('POST', 'demo', 'users', {
        full_name: `Resoluciones ${n}`, email, documento: `8${Date.now() % 1000000}${n.length}`, password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id],
      });
      expect(u.statusCode, u.body).toBe(201);
      return api(t.app, await login(t.app, email));
    };
    const editor = await userWith(['Ver Facturas', 'Editar Facturas', 'Agregar Facturas'], 'e');
    expect((await editor('GET', 'demo', 'proxy_resolutions?scope[active]=1')).statusCode).toBe(200);
    expect((await editor('PUT', 'demo', `proxy_resolutions/${r.id}`, { notes: 'x' })).statusCode).toBe(403);
    expect((await editor('POST', 'demo', 'proxy_resolutions', body())).statusCode).toBe(403);
    const boss = await userWith(['Ver Facturas', 'Administrar Facturas'], 'adm');
    expect((await boss('PUT', 'demo', `proxy_resolutions/${r.id}`, { notes: 'Revisada' })).statusCode).toBe(200);
    // The technical key is a DIAN field (spec 02 §6): only for users who can send to the DIAN (here
    // 'Agregar Facturas' with the tenant's DIAN switch) and SuperAdmin.
    const keyed = await create({ technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' });
    expect(keyed.technical_key).toBe('fc8eac422eba16e22ffd8c6f94b3f40a6e38162c');
    expect((await boss('GET', 'demo', `proxy_resolutions/${keyed.id}`)).json()).not.toHaveProperty('technical_key');
    const nobody = await userWith(['Ver Clientes'], 'n');
    expect((await nobody('GET', 'demo', `proxy_resolutions/${r.id}`)).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('the demo tenant has an FE and a POS resolution in force, and its invoices name them', async () => {
    const rows = (await demo('GET', 'demo', 'proxy_resolutions?scope[valid]=1&limit=1000')).json();
    const fe = rows.find((x: any) => x.type === 'FE' && x.prefix === 'FE');
    const pos = rows.find((x: any) => x.type === 'POS' && x.prefix === 'POS');
    expect(fe && pos).toBeTruthy();
    const invoices = (await demo('GET', 'demo', `invoices?where[resolution_id]=${fe.id}&limit=100`)).json();
    expect(invoices.length).toBeGreaterThan(5);
    expect(invoices.every((i: any) => /^FE\d+$/.test(i.number))).toBe(true);
    expect(fe.runs_out_on).not.toBeNull();
  });
});
