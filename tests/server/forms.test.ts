import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// Custom forms' numbering (spec 02 §3 Form: prefix, current_number, use_global_sequence): each response
// takes the next number of its form — or of the sequence shared by the forms that use it — gap-free,
// never twice, never from the client, and a refused response burns none.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

const form = async (body: Record<string, unknown>) => {
  const res = await admin('POST', 'demo', 'forms', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; current_number: number };
};
const respond = async (formId: number, extra: Record<string, unknown> = {}) => admin('POST', 'demo', 'form-responses', { form_id: formId, ...extra });

describe('form responses are numbered by their form', () => {
  it('a form’s own sequence, with its prefix; the number sent by the client is ignored', async () => {
    const f = await form({ name: 'Checklist de bodega', prefix: 'BOD-' });
    expect(f.current_number).toBe(0);
    const first = await respond(f.id, { number: 'HACK-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().number).toBe('BOD-1');
    expect((await respond(f.id)).json().number).toBe('BOD-2');
    expect((await admin('GET', 'demo', `forms/${f.id}`)).json().current_number).toBe(2);
  });

  it('a refused response burns no number', async () => {
    const f = await form({ name: 'Entrega de dotación', prefix: 'DOT-' });
    expect((await respond(f.id)).json().number).toBe('DOT-1');
    const bad = await respond(f.id, { status: 'archivada' });
    expect(bad.statusCode).toBe(422);
    expect((await respond(f.id)).json().number).toBe('DOT-2');
  });

  it('forms on the shared sequence continue one another’s numbers', async () => {
    const a = await form({ name: 'Encuesta A', prefix: 'A-', use_global_sequence: true });
    const b = await form({ name: 'Encuesta B', prefix: 'B-', use_global_sequence: true });
    const start = Number((await respond(a.id)).json().number.slice(2));
    expect((await respond(b.id)).json().number).toBe(`B-${start + 1}`);
    expect((await respond(a.id)).json().number).toBe(`A-${start + 2}`);
  });

  it('responses created at once never share a number', async () => {
    const f = await form({ name: 'Registro de visitas', prefix: 'V-' });
    const all = await Promise.all(Array.from({ length: 6 }, () => respond(f.id)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(all.map((r) => r.json().number).sort()).toEqual(['V-1', 'V-2', 'V-3', 'V-4', 'V-5', 'V-6']);
  });

  it('the demo has forms with numbered responses', async () => {
    const list = (await admin('GET', 'demo', 'form-responses?limit=50&include=form')).json();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.some((r: any) => r.number === 'INS-1' && r.form.name === 'Inspección de equipos')).toBe(true);
  });
});
