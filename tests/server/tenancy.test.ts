import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let acmeClientId: number;
let tenantIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  acmeClientId = (await acme('GET', 'acme', 'clientes?limit=1')).json()[0].id;
  tenantIds = Object.fromEntries((await sql<{ name: string; id: number }>`select name, id from tenants`.execute(t.db)).rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

describe('tenant isolation through the API', () => {
  it('lists only the tenant’s own rows', async () => {
    const demoRows = (await demo('GET', 'demo', 'clientes?limit=100')).json();
    const acmeRows = (await acme('GET', 'acme', 'clientes?limit=100')).json();
    expect(demoRows.length).toBeGreaterThan(10);
    expect(acmeRows.length).toBe(2);
    const demoIds = new Set(demoRows.map((r: any) => r.id));
    expect(acmeRows.some((r: any) => demoIds.has(r.id))).toBe(false);
  });

  it('cannot read, change or delete another tenant’s row by id', async () => {
    expect((await demo('GET', 'demo', `clientes/${acmeClientId}`)).statusCode).toBe(404);
    expect((await demo('PUT', 'demo', `clientes/${acmeClientId}`, { nombres: 'Robado' })).statusCode).toBe(404);
    expect((await demo('DELETE', 'demo', `clientes/${acmeClientId}`)).statusCode).toBe(404);
    const still = await acme('GET', 'acme', `clientes/${acmeClientId}`);
    expect(still.statusCode).toBe(200);
    expect(still.json().nombres).not.toBe('Robado');
  });

  it('cannot reach another tenant’s rows by filter or bulk delete', async () => {
    const filtered = await demo('GET', 'demo', `clientes?whereIn[id]=${acmeClientId}&paginate=10`);
    expect(filtered.json().total).toBe(0);
    const bulk = await demo('DELETE', 'demo', `clientes?ids[]=${acmeClientId}`);
    expect(bulk.json().deleted).toBe(0);
    expect((await acme('GET', 'acme', `clientes/${acmeClientId}`)).statusCode).toBe(200);
  });

  it('cannot point a relation at another tenant’s row', async () => {
    const res = await demo('POST', 'demo', 'tickets', {
      titulo: 'Ticket cruzado', contenido: 'Intento de usar un cliente ajeno', cliente_id: acmeClientId,
      categoria_id: (await demo('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cliente_id).toEqual(['El valor seleccionado no es válido.']);
  });

  it('a token only works on its own tenant', async () => {
    const acmeToken = await login(t.app, 'admin@acme.test');
    const res = await api(t.app, acmeToken)('GET', 'demo', 'clientes');
    expect(res.statusCode).toBe(401);
  });
});

describe('Row-Level Security under the application role', () => {
  const asTenant = <T>(tenantId: number | null, fn: (trx: any) => Promise<T>) => t.db.transaction().execute(async (trx) => {
    if (tenantId !== null) await sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`.execute(trx);
    await sql`set local role mando_app`.execute(trx);
    return fn(trx);
  });

  it('hides other tenants’ rows even without a tenant condition in the query', async () => {
    const rows = await asTenant(tenantIds.acme, async (trx) =>
      (await sql<{ tenant_id: number }>`select tenant_id from clientes`.execute(trx)).rows);
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.tenant_id === tenantIds.acme)).toBe(true);
  });

  it('shows nothing when no tenant is set', async () => {
    const rows = await asTenant(null, async (trx) => (await sql`select id from clientes`.execute(trx)).rows);
    expect(rows).toEqual([]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(asTenant(tenantIds.acme, (trx) => sql`insert into entidades (tenant_id, name)
      values (${tenantIds.demo}, 'Intrusa')`.execute(trx))).rejects.toThrow(/row-level security/);
  });

  it('cannot update or delete another tenant’s rows', async () => {
    const changed = await asTenant(tenantIds.acme, async (trx) =>
      Number((await sql`update clientes set nombres = 'X' where tenant_id = ${tenantIds.demo}`.execute(trx)).numAffectedRows ?? 0));
    expect(changed).toBe(0);
    const deleted = await asTenant(tenantIds.acme, async (trx) =>
      Number((await sql`delete from clientes where tenant_id = ${tenantIds.demo}`.execute(trx)).numAffectedRows ?? 0));
    expect(deleted).toBe(0);
  });
});
