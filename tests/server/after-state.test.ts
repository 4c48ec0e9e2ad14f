// A write's after-state (revisions, realtime, afterCommit hooks) is taken from the write's own
// `returning` row when no afterWrite hook may change the record (records/hooks.ts keepsRecord): it
// must equal the record read back afterwards, links and lines included, touched or not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../src/core/resources';
import { afterStateFromWrite } from '../../src/server/records/hooks';
import { snapshot } from '../../src/server/records/revisions';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  tenantId = (await sql<{ id: number }>`select id from tenants where name = 'demo'`.execute(t.db)).rows[0].id;
});
afterAll(() => t.close());

/** The last revision's after-state of a record, and the record as stored now. */
async function compare(resource: string, id: number) {
  const r = getResource(resource)!;
  const [rev] = (await sql<{ after: Record<string, unknown> }>`select after from revisions
    where tenant_id = ${tenantId} and resource = ${r.name} and record_id = ${id} order by id desc limit 1`.execute(t.db)).rows;
  return { revision: rev.after, stored: await snapshot({ trx: t.db as never, tenantId }, r, id) };
}

const ok = (res: { statusCode: number; body: string }, code = 200) => {
  expect(res.statusCode, res.body).toBe(code);
  return JSON.parse(res.body) as Record<string, any>;
};

describe('the after-state from the write itself', () => {
  it('is used where no afterWrite hook may change the record, and not where one may', () => {
    expect(afterStateFromWrite(getResource('tickets')!)).toBe(true); // its hook only notifies
    expect(afterStateFromWrite(getResource('programacion-pedidos')!)).toBe(true);
    expect(afterStateFromWrite(getResource('categorias-documentos')!)).toBe(false); // the tree path hook
  });

  it('ticket: created with assignees, then edited without and with touching them', async () => {
    const users = ok(await admin('GET', 'demo', 'users?limit=3')) as unknown as { id: number }[];
    const cat = (ok(await admin('GET', 'demo', 'categorias-tickets?limit=1')) as unknown as { id: number }[])[0].id;
    const created = ok(await admin('POST', 'demo', 'tickets', { titulo: 'Revisar la impresora', contenido: 'No imprime en color', categoria_id: cat, assignees: [users[1].id, users[0].id] }), 201);
    let c = await compare('tickets', created.id);
    expect(c.revision).toEqual(c.stored);
    expect(c.revision.assignees).toEqual([users[0].id, users[1].id].sort((a, b) => a - b));

    ok(await admin('PUT', 'demo', `tickets/${created.id}`, { titulo: 'Revisar la impresora del piso 2', priority: 2 }));
    c = await compare('tickets', created.id);
    expect(c.revision).toEqual(c.stored);
    expect(c.revision.titulo).toBe('Revisar la impresora del piso 2');
    expect(c.revision.assignees).toHaveLength(2); // kept from before: not written

    ok(await admin('PUT', 'demo', `tickets/${created.id}`, { assignees: [users[2].id] }));
    c = await compare('tickets', created.id);
    expect(c.revision).toEqual(c.stored);
    expect(c.revision.assignees).toEqual([users[2].id]);
  });

  it('a record with lines: edited with and without its lines', async () => {
    const created = ok(await admin('POST', 'demo', 'programacion-pedidos', { fecha: '2031-03-02', items: [{ nombre: 'Almuerzo ejecutivo', cantidad: '25', precio: '18000' }] }), 201);
    ok(await admin('PUT', 'demo', `programacion-pedidos/${created.id}`, { fecha: '2031-03-03' }));
    let c = await compare('programacion-pedidos', created.id);
    expect(c.revision).toEqual(c.stored);
    expect((c.revision.items as unknown[]).length).toBe(1);

    ok(await admin('PUT', 'demo', `programacion-pedidos/${created.id}`, { items: [
      { nombre: 'Almuerzo ejecutivo', cantidad: '30', precio: '18000' }, { nombre: 'Jugo natural', cantidad: '30', precio: '4000' }] }));
    c = await compare('programacion-pedidos', created.id);
    expect(c.revision).toEqual(c.stored);
    expect((c.revision.items as { nombre: string }[]).map((i) => i.nombre)).toEqual(['Almuerzo ejecutivo', 'Jugo natural']);
  });

  it('a tree record (its path rewritten by a hook) is read back', async () => {
    const parent = ok(await admin('POST', 'demo', 'categorias-documentos', { nombre: 'Contratos' }), 201);
    const child = ok(await admin('POST', 'demo', 'categorias-documentos', { nombre: 'Laborales', parent_id: parent.id }), 201);
    const c = await compare('categorias-documentos', child.id);
    expect(c.revision).toEqual(c.stored);
    expect(c.revision.full_name).toBe('Contratos / Laborales');
  });
});
