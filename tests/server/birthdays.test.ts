import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayDefault } from '../../src/core/resource/defaults';
import { api, createTestApp, login } from '../helpers/app';

// /birthdays: workers and clients by their next birthday (today first), within the asked days, only
// from resources (and fields) the user may read and rows its row scope reaches.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
const today = todayDefault({ now: new Date() });

/** A date of birth `years` ago shifted by `days` (UTC arithmetic on a calendar date). */
function born(years: number, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const worker = async (key: string, birthday: string) => {
    const res = await admin('POST', 'demo', 'workers', { first_name: key, last_name: 'Cumpleañero', document: `77${Object.keys(ids).length}1`, email: `${key.toLowerCase()}@cumple.test`, birthday, status: 'active' });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
  };
  await worker('Hoyito', born(30, 0));
  await worker('Pronto', born(41, 5));
  await worker('Ayer', born(25, -1));
  const c = await admin('POST', 'demo', 'clientes', { nombres: 'Clienta', apellidos: 'Cumpleañera', document: '5556667', tipo_documento: 13, nacimiento: born(50, 3) });
  expect(c.statusCode, c.body).toBe(201);
  ids.Clienta = c.json().id;
});
afterAll(() => t.close());

const mine = (people: any[]) => people.filter((p) => Object.values(ids).includes(p.id) && ['workers', 'clientes'].includes(p.resource))
  .filter((p) => (p.resource === 'clientes') === (p.id === ids.Clienta));

describe('GET /api/birthdays', () => {
  it('lists the coming birthdays of workers and clients, today first, with the age they turn', async () => {
    const res = await admin('GET', 'demo', 'birthdays?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.today).toBe(today);
    const people = mine(body.people);
    expect(people.map((p: any) => [p.title, p.days, p.age])).toEqual([
      ['Hoyito Cumpleañero', 0, 30],
      ['Clienta Cumpleañera', 3, 50],
      ['Pronto Cumpleañero', 5, 41],
    ]);
    expect(people[0].next).toBe(today);
    // Everyone listed is within the window, soonest first.
    const days = body.people.map((p: any) => p.days);
    expect(days).toEqual([...days].sort((a: number, b: number) => a - b));
    expect(days.every((d: number) => d >= 0 && d <= 7)).toBe(true);
  });

  it('a birthday that just passed comes back next year, beyond a short window', async () => {
    const short = mine((await admin('GET', 'demo', 'birthdays?days=30')).json().people);
    expect(short.some((p: any) => p.id === ids.Ayer)).toBe(false);
    const year = mine((await admin('GET', 'demo', 'birthdays?days=366')).json().people);
    const ayer = year.find((p: any) => p.id === ids.Ayer);
    expect(ayer.days).toBeGreaterThanOrEqual(363);
    expect(ayer.age).toBe(26);
  });

  it('shows only what the user may read', async () => {
    // staff reads clients but not workers.
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    const people = (await staff('GET', 'demo', 'birthdays?days=7')).json().people;
    expect(people.some((p: any) => p.resource === 'workers')).toBe(false);
    expect(people.some((p: any) => p.id === ids.Clienta && p.resource === 'clientes')).toBe(true);
    // A client-linked user who reads neither workers nor clients gets nobody.
    const cliente = api(t.app, await login(t.app, 'cliente@demo.test'));
    expect((await cliente('GET', 'demo', 'birthdays?days=366')).json().people).toEqual([]);
    // Another tenant sees none of demo's people.
    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    const theirs = (await acme('GET', 'acme', 'birthdays?days=366')).json().people;
    expect(theirs.some((p: any) => p.title === 'Hoyito Cumpleañero')).toBe(false);
  });

  it('refuses a bad window and anonymous calls', async () => {
    expect((await admin('GET', 'demo', 'birthdays?days=400')).statusCode).toBe(400);
    expect((await admin('GET', 'demo', 'birthdays?days=-1')).statusCode).toBe(400);
    expect((await api(t.app)('GET', 'demo', 'birthdays')).statusCode).toBe(401);
  });
});
