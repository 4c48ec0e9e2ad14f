// A write's answer (the record as the writer may read it) and its commit (records/pipeline.ts
// writeThenRead): on PostgreSQL, where reads have their own pool, the answer is read after the
// commit, so the broadcast and the row locks never wait for it; on PGlite (one connection) it is read
// inside the write's transaction. Either way the answer is the record written, and a failed write
// never reports itself committed (the HTTP layer then removes the files the request stored).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../src/core/resources';
import { hasOneTripReads } from '../../src/server/db/tenant-scope';
import { writeThenRead, type Actor } from '../../src/server/records';
import { api, createTestApp, login, userWithOnly } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId: number;
const r = getResource('categorias-productos')!;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await sql<{ id: number }>`select id from tenants where name = 'demo'`.execute(t.db)).rows[0].id;
});
afterAll(() => t.close());

/** The demo's SuperAdmin with the tenant's inventory module on. */
const admin = (): Actor => ({ tenantId, principal: { roles: ['SuperAdmin'], permissions: [], modules: ['inventarios'], userId: null } });

describe('a write and its answer', () => {
  it('answers with the record written, read after the commit where reads have their own pool', async () => {
    const steps: string[] = [];
    const answer = await writeThenRead(t.db, admin(),
      async (rec) => { steps.push('write'); return rec.create(r, { nombre: 'Respuesta tras escribir' }); },
      async (rec, id) => { steps.push('answer'); return rec.get(r, id); },
      () => steps.push('committed'));
    expect(answer).toMatchObject({ nombre: 'Respuesta tras escribir' });
    expect(steps).toEqual(hasOneTripReads(t.db) ? ['write', 'committed', 'answer'] : ['write', 'answer', 'committed']);
    expect(hasOneTripReads(t.db)).toBe(process.env.MANDO_TEST_PG === '1');
  });

  it('a refused write is never reported committed', async () => {
    const steps: string[] = [];
    await expect(writeThenRead(t.db, admin(),
      async (rec) => rec.create(r, { nombre: '' }),
      async (rec, id) => rec.get(r, id),
      () => steps.push('committed'))).rejects.toMatchObject({ kind: 'invalid', errors: { nombre: expect.any(Array) } });
    expect(steps).toEqual([]);
  });

  it("a writer without 'Ver' gets back no more than a direct GET shows them, on create and on update", async () => {
    const admin = api(t.app, await login(t.app, 'admin@demo.test'));
    const adder = await userWithOnly(t.app, admin, 'Agregar Categorias', 901);
    const created = await adder('POST', 'demo', 'categorias-productos', { nombre: 'Solo agregar', descripcion: 'buscable', color: '#112233' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    // Without 'Ver' a category is only looked up (item selectors): id, title, search fields — never its colour.
    expect(created.json()).toEqual((await adder('GET', 'demo', `categorias-productos/${id}`)).json());
    expect(created.json()).toMatchObject({ id, nombre: 'Solo agregar' });
    expect(created.json()).not.toHaveProperty('color');
    const editor = await userWithOnly(t.app, admin, 'Editar Categorias', 902);
    const updated = await editor('PUT', 'demo', `categorias-productos/${id}`, { nombre: 'Solo editar' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual((await editor('GET', 'demo', `categorias-productos/${id}`)).json());
    expect(updated.json()).not.toHaveProperty('color');
    // What was written is stored (the SuperAdmin reads all of it).
    expect((await admin('GET', 'demo', `categorias-productos/${id}`)).json()).toMatchObject({ nombre: 'Solo editar', descripcion: 'buscable', color: '#112233' });
  });
});
