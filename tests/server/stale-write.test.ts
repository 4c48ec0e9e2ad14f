import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// Two people edit the same client: the second save, made from the version loaded before the first
// save, must be refused with 409 instead of silently overwriting the first person's change.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

const firstClient = async () => (await admin('GET', 'demo', 'clientes?limit=1')).json()[0];

describe('a save over a newer change', () => {
  it('is refused with 409 and a clear message, and the newer value stays', async () => {
    const loaded = await firstClient();
    // Ana saves first (from what she loaded); the row's updated_at moves on.
    await new Promise((r) => setTimeout(r, 5));
    const ana = await admin('PUT', 'demo', `clientes/${loaded.id}`, { nombres: 'Versión de Ana', updated_at: loaded.updated_at });
    expect(ana.statusCode).toBe(200);
    // Beto saves from the same old version.
    const beto = await admin('PUT', 'demo', `clientes/${loaded.id}`, { nombres: 'Versión de Beto', updated_at: loaded.updated_at });
    expect(beto.statusCode).toBe(409);
    expect(beto.json().message).toMatch(/Otra persona guardó cambios/);
    const now = (await admin('GET', 'demo', `clientes/${loaded.id}`)).json();
    expect(now.nombres).toBe('Versión de Ana');
  });

  it('goes through when the editor had the current version, or sent none', async () => {
    const loaded = await firstClient();
    const fresh = await admin('PUT', 'demo', `clientes/${loaded.id}`, { nombres: 'Con versión', updated_at: loaded.updated_at });
    expect(fresh.statusCode).toBe(200);
    // A partial update that does not claim a version (a board move) is not checked.
    const blind = await admin('PUT', 'demo', `clientes/${loaded.id}`, { nombres: 'Sin versión' });
    expect(blind.statusCode).toBe(200);
    expect((await admin('GET', 'demo', `clientes/${loaded.id}`)).json().nombres).toBe('Sin versión');
  });

  it('ignores an unparseable version instead of failing', async () => {
    const loaded = await firstClient();
    const res = await admin('PUT', 'demo', `clientes/${loaded.id}`, { nombres: 'Texto', updated_at: 'ayer' });
    expect(res.statusCode).toBe(200);
  });
});
