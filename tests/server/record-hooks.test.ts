import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entidades } from '../../src/core/resources';
import { registerRecordHooks, recordInvalid, type CommittedChange } from '../../src/server/records';
import { api, createTestApp, login } from '../helpers/app';

// Lifecycle hooks declared for a resource run at their stage of every write through the pipeline:
// prepare (derive values before validation), beforeWrite (refuse), afterWrite (side writes in the
// same transaction), afterCommit (effects only once committed).

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
const unregister: (() => void)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterEach(() => unregister.splice(0).forEach((u) => u()));
afterAll(() => t.close());

const revisionsOf = async (id: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from revisions where resource = 'entidades' and record_id = ${id}`.execute(t.db)).rows[0].n;

describe('record lifecycle hooks', () => {
  it('prepare derives values before validation and the derived value is stored', async () => {
    unregister.push(registerRecordHooks('entidades', {
      prepare(_rec, change) {
        if (typeof change.data.name === 'string') change.data.codigo = change.data.name.slice(0, 3).toUpperCase();
      },
    }));
    const res = await admin('POST', 'demo', 'entidades', { name: 'Bodega sur' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().codigo).toBe('BOD');
  });

  it('beforeWrite refuses with a 422 and nothing is stored, not even a revision', async () => {
    unregister.push(registerRecordHooks('entidades', {
      beforeWrite(_rec, change) {
        if (change.action === 'created' && change.data.name === 'Prohibida') throw recordInvalid({ name: ['Nombre reservado.'] });
      },
    }));
    const res = await admin('POST', 'demo', 'entidades', { name: 'Prohibida' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Nombre reservado.'] });
    expect((await admin('GET', 'demo', 'entidades?where[name]=Prohibida')).json()).toEqual([]);
  });

  it('afterWrite side writes share the transaction: a later failure undoes both', async () => {
    unregister.push(registerRecordHooks('entidades', {
      async afterWrite(rec, change) {
        if (change.action !== 'created' || String(change.data.name).startsWith('Hija')) return;
        await rec.create(entidades, { name: `Hija de ${change.data.name}`, parent_id: change.id }, { trusted: true });
        if (change.data.name === 'Falla') throw recordInvalid({ name: ['Falló después.'] });
      },
    }));
    const ok = await admin('POST', 'demo', 'entidades', { name: 'Padre' });
    expect(ok.statusCode).toBe(201);
    expect((await admin('GET', 'demo', `entidades?where[parent_id]=${ok.json().id}`)).json()).toHaveLength(1);
    expect((await admin('POST', 'demo', 'entidades', { name: 'Falla' })).statusCode).toBe(422);
    expect((await admin('GET', 'demo', 'entidades?q=Falla')).json()).toEqual([]);
  });

  it('afterCommit sees each committed change once, with before and after, and never a rolled-back one', async () => {
    const seen: CommittedChange[] = [];
    unregister.push(registerRecordHooks('entidades', {
      afterCommit: (c) => { seen.push(c); },
      beforeWrite(_rec, change) { if (change.data.name === 'No') throw recordInvalid({ name: ['No.'] }); },
    }));
    const id = (await admin('POST', 'demo', 'entidades', { name: 'Observada' })).json().id;
    await admin('PUT', 'demo', `entidades/${id}`, { codigo: 'OBS' });
    await admin('POST', 'demo', 'entidades', { name: 'No' });
    await admin('DELETE', 'demo', `entidades/${id}`);
    expect(seen.map((c) => c.action)).toEqual(['created', 'updated', 'deleted']);
    expect(seen[1].before?.codigo).toBeNull();
    expect(seen[1].after?.codigo).toBe('OBS');
    expect(seen.every((c) => c.id === id && c.tenantId > 0 && typeof c.userId === 'number')).toBe(true);
    expect(await revisionsOf(id)).toBe(3);
  });
});
