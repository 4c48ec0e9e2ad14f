import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDianSimulator, type DianSimulator } from '../../src/server/dian/simulator';
import { DEMO_DIAN, demoRegistry } from '../../src/server/dian/simulator/registry';
import { forgetTenantCache } from '../../src/server/http/tenancy';
import { NO_ACCEPTED_SAMPLE } from '../../src/server/features/dian-habilitacion/test-set';
import { api, createTestApp, login, setTenantSetting } from '../helpers/app';

// Issue 15 'GetNumberingRange, SendTestSetAsync (habilitación)': a billing resolution's 'Consultar en
// la DIAN' brings its technical key from the DIAN and says where the record differs; the habilitación
// screen's calls send a sample invoice of the tenant to its test set and read the DIAN's answer per
// document (GetStatusZip), rule codes and fixes included. Against the in-process DIAN simulator.

let sim: DianSimulator;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  sim = await startDianSimulator({ registry: demoRegistry(), port: 0, host: '127.0.0.1' });
  t = await createTestApp({ dianEndpoint: sim.url });
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
}, 400_000);
afterAll(async () => { await t?.close(); await sim?.close(); });

const resolutionByNumber = async (number: string) =>
  ((await admin('GET', 'demo', 'proxy_resolutions?limit=100')).json() as (Record<string, unknown> & { id: number })[]).find((r) => r.number === number)!;
const setModule = async (on: boolean) => {
  await sql`update tenants set modules = ${on ? sql`array_append(array_remove(modules, 'facturacion_electronica'), 'facturacion_electronica')` : sql`array_remove(modules, 'facturacion_electronica')`}
    where name = 'demo'`.execute(t.db);
  forgetTenantCache();
};

describe("'Consultar en la DIAN' on a billing resolution (GetNumberingRange)", () => {
  it('fills the technical key of a resolution the DIAN knows, and says it agrees', async () => {
    const pos = await resolutionByNumber(DEMO_DIAN.posResolution.number);
    expect(pos.technical_key ?? null).toBeNull();
    const res = await admin('POST', 'demo', `proxy_resolutions/${pos.id}/dian-range`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().technical_key).toBe(DEMO_DIAN.posResolution.technicalKey);
    expect(res.json().dian.mismatches).toEqual([]);
    expect(res.json().warning).toBe(false);
    expect(res.json().message).toMatch(/^Clave técnica guardada\. Prefijo, rango y vigencia coinciden con la DIAN/);
    expect((await admin('GET', 'demo', `proxy_resolutions/${pos.id}`)).json().technical_key).toBe(DEMO_DIAN.posResolution.technicalKey);
  });

  it('reports where the record differs from the DIAN (prefix, range, dates)', async () => {
    const created = await admin('POST', 'demo', 'proxy_resolutions', {
      number: DEMO_DIAN.testResolution.number, type: 'FE', prefix: 'SET', start_range: 990000000, end_range: 990000100,
      start_date: '2026-01-01', end_date: '2027-12-31',
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await admin('POST', 'demo', `proxy_resolutions/${created.json().id}/dian-range`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().technical_key).toBe(DEMO_DIAN.testResolution.technicalKey);
    expect(res.json().warning).toBe(true);
    expect(res.json().dian.mismatches.map((m: { field: string }) => m.field)).toEqual(['prefix', 'end_range', 'start_date', 'end_date']);
    expect(res.json().message).toContain('Prefijo: aquí SET, en la DIAN SETP');
    expect(res.json().message).toContain('Hasta el número: aquí 990000100, en la DIAN 995000000');
  });

  it('answers 422 in Spanish when the DIAN does not know the resolution, and changes nothing', async () => {
    const created = (await admin('POST', 'demo', 'proxy_resolutions', {
      number: '18764999999999', type: 'FE', prefix: 'ZZ', start_range: 1, end_range: 10, start_date: '2026-01-01', end_date: '2027-12-31',
    })).json();
    const res = await admin('POST', 'demo', `proxy_resolutions/${created.id}/dian-range`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^La DIAN no tiene la resolución 18764999999999 entre los rangos de numeración del NIT 901555123 y el software /);
    expect(res.json().errors.number[0]).toBe(res.json().message);
    expect((await admin('GET', 'demo', `proxy_resolutions/${created.id}`)).json().technical_key ?? null).toBeNull();
    // A software the DIAN does not have: no ranges at all.
    await setTenantSetting(t.db, 'demo', 'dian_software_id', 'otro-software');
    const none = await admin('POST', 'demo', `proxy_resolutions/${created.id}/dian-range`);
    await setTenantSetting(t.db, 'demo', 'dian_software_id', DEMO_DIAN.softwareId);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/^La DIAN no tiene rangos de numeración para el NIT 901555123 y el software otro-software\./);
    expect((await admin('POST', 'demo', 'proxy_resolutions/999999/dian-range')).statusCode).toBe(404);
  });

  it("works for a user with 'Administrar Facturas' who is not SuperAdmin; 'Agregar/Editar Facturas' is not enough", async () => {
    const userWith = async (permissions: string[], n: string) => {
      const ids = [];
      for (const p of permissions) ids.push((await admin('GET', 'demo', `permissions?where[name]=${encodeURIComponent(p)}`)).json()[0].id);
      const role = (await admin('POST', 'demo', 'roles', { name: `Habilitación ${n}`, permissions: ids })).json();
      const email = `habil${n}@demo.test`;
      const u = await admin('POST', 'demo', 'users', {
        full_name: `Habilitación ${n}`, email, documento: `7${Date.now() % 1000000}${n.length}`, password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id],
      });
      expect(u.statusCode, u.body).toBe(201);
      return api(t.app, await login(t.app, email));
    };
    const fe = await resolutionByNumber(DEMO_DIAN.resolution.number);
    const cashier = await userWith(['Ver Facturas', 'Agregar Facturas', 'Editar Facturas'], 'caja');
    expect((await cashier('POST', 'demo', `proxy_resolutions/${fe.id}/dian-range`)).statusCode).toBe(403);
    expect((await cashier('GET', 'demo', 'dian/habilitacion')).statusCode).toBe(403);
    const boss = await userWith(['Ver Facturas', 'Administrar Facturas'], 'jefe');
    const res = await boss('POST', 'demo', `proxy_resolutions/${fe.id}/dian-range`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warning).toBe(false);
    expect((await boss('GET', 'demo', 'dian/habilitacion')).statusCode).toBe(200);
  });

  it("is refused (403) without 'Administrar Facturas' or without the facturacion_electronica module", async () => {
    const pos = await resolutionByNumber(DEMO_DIAN.posResolution.number);
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('POST', 'demo', `proxy_resolutions/${pos.id}/dian-range`)).statusCode).toBe(403);
    expect((await staff('GET', 'demo', 'dian/habilitacion')).statusCode).toBe(403);
    expect((await staff('POST', 'demo', 'dian/habilitacion/sends')).statusCode).toBe(403);
    await setModule(false);
    try {
      expect((await admin('POST', 'demo', `proxy_resolutions/${pos.id}/dian-range`)).statusCode).toBe(403);
      expect((await admin('GET', 'demo', 'dian/habilitacion')).statusCode).toBe(403);
      expect((await admin('POST', 'demo', 'dian/habilitacion/sends')).statusCode).toBe(403);
    } finally {
      await setModule(true);
    }
    expect((await admin('GET', 'demo', 'dian/habilitacion')).statusCode).toBe(200);
  });
});

describe('the habilitación test set (SendTestSetAsync + GetStatusZip)', () => {
  const send = async (body: Record<string, unknown> = {}) => {
    const res = await admin('POST', 'demo', 'dian/habilitacion/sends', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const status = async (id: number) => {
    const res = await admin('POST', 'demo', `dian/habilitacion/sends/${id}/status`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("stores the TestSetId as the tenant's setting", async () => {
    const before = (await admin('GET', 'demo', 'dian/habilitacion')).json();
    expect(before.test_set_id).toBe(DEMO_DIAN.testSetId);
    expect(before.resolutions.map((r: { number: string }) => r.number)).toContain(DEMO_DIAN.resolution.number);
    const bad = await admin('PUT', 'demo', 'dian/habilitacion', { test_set_id: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.test_set_id).toHaveLength(1);
    // Not text is not a TestSetId (an array would otherwise be stored as '1').
    for (const test_set_id of [[1], { a: 1 }, 12345]) expect((await admin('PUT', 'demo', 'dian/habilitacion', { test_set_id })).statusCode).toBe(422);
    expect((await admin('GET', 'demo', 'dian/habilitacion')).json().test_set_id).toBe(DEMO_DIAN.testSetId);
    // A resolution id no row can have is a 422 on the field, not a database error.
    for (const resolution_id of [99999999999999, -3, 1.5]) {
      const r = await admin('POST', 'demo', 'dian/habilitacion/sends', { resolution_id });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors.resolution_id).toHaveLength(1);
    }
    const saved = await admin('PUT', 'demo', 'dian/habilitacion', { test_set_id: 'no-existe-1234' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().test_set_id).toBe('no-existe-1234');
    const [row] = (await admin('GET', 'demo', 'settings?where[key]=dian_test_set_id')).json();
    expect(row.value).toBe('no-existe-1234');
  });

  it('a TestSetId the DIAN does not know: the send is refused with its reason, and kept in the history', async () => {
    const sent = await send();
    expect(sent.state).toBe('refused');
    expect(sent.zip_key).toBeNull();
    expect(sent.answers[0].text).toContain('El TestSetId no existe o no está habilitado.');
    expect((await admin('POST', 'demo', `dian/habilitacion/sends/${sent.id}/status`)).statusCode).toBe(422);
    // A note corrects an accepted sample invoice: none yet, so it is refused before anything is sent.
    const early = await admin('POST', 'demo', 'dian/habilitacion/sends', { kind: 'credit' });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().errors.kind).toEqual([NO_ACCEPTED_SAMPLE]);
    expect((await admin('POST', 'demo', 'dian/habilitacion/sends', { kind: 'recibo' })).statusCode).toBe(422);
  });

  it('a sample invoice of the tenant is accepted in the test set', async () => {
    await admin('PUT', 'demo', 'dian/habilitacion', { test_set_id: DEMO_DIAN.testSetId });
    const sent = await send();
    expect(sent.state).toBe('sent');
    expect(sent.zip_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.documents).toHaveLength(1);
    expect(sent.documents[0].number).toMatch(/^FE1\d{3}$/);
    expect(sent.documents[0].file_name).toMatch(/^fv0901555123000\d{2}[0-9a-f]{8}$/);
    expect(sent.requested_by).toBe('Laura Administradora');
    const checked = await status(sent.id);
    expect(checked.state, JSON.stringify(checked.answers)).toBe('accepted');
    expect(checked.answers).toHaveLength(1);
    expect(checked.answers[0]).toMatchObject({ accepted: true, statusCode: '00', documentKey: sent.documents[0].document_key });
    expect(checked.answers[0].text).toBe(`La Factura electrónica ${sent.documents[0].number}, ha sido autorizada.`);
    expect(checked.checked_at).toBeTruthy();
    // The next sample takes the next number of the range (the resolution's own next number does not move).
    const next = await send();
    expect(Number(next.documents[0].number.slice(2))).toBe(Number(sent.documents[0].number.slice(2)) + 1);
    const history = (await admin('GET', 'demo', 'dian/habilitacion')).json().sends;
    expect(history.map((s: { id: number }) => s.id).slice(0, 3)).toEqual([next.id, sent.id, sent.id - 1]);
  });

  it('credit and debit notes of the accepted sample invoice are accepted in the test set', async () => {
    for (const [kind, prefix, file] of [['credit', 'NC', 'nc'], ['debit', 'ND', 'nd']] as const) {
      const sent = await send({ kind });
      expect(sent.documents[0]).toMatchObject({ kind, number: expect.stringMatching(new RegExp(`^${prefix}\\d+$`)) });
      expect(sent.documents[0].file_name.startsWith(file)).toBe(true);
      const checked = await status(sent.id);
      expect(checked.state, JSON.stringify(checked.answers)).toBe('accepted');
      expect(checked.answers[0].documentKey).toBe(sent.documents[0].document_key);
    }
  });

  it('a rejected document shows its rule code, the DIAN message and the fix', async () => {
    await setTenantSetting(t.db, 'demo', 'dian_razon_social', 'Otro Nombre S.A.S.');
    try {
      const sent = await send();
      const checked = await status(sent.id);
      expect(checked.state).toBe('rejected');
      const [answer] = checked.answers;
      expect(answer).toMatchObject({ accepted: false, statusCode: '99' });
      const rule = answer.errors.find((e: { rule: string }) => e.rule === 'FAJ43b');
      expect(rule.message).toMatch(/^Nombre informado No corresponde al registrado en el RUT/);
      expect(rule.fix).toMatch(/^La razón social del emisor no coincide con el RUT/);
      expect(answer.text).toMatch(/FAJ43b — Nombre informado .* Corrección: La razón social del emisor no coincide con el RUT/);
    } finally {
      await setTenantSetting(t.db, 'demo', 'dian_razon_social', 'Comercializadora Demo S.A.S.');
    }
  });

  it('another tenant sees none of these sends', async () => {
    const other = api(t.app, await login(t.app, 'admin@acme.test'));
    const res = await other('GET', 'acme', 'dian/habilitacion');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sends).toEqual([]);
    const demoSend = (await admin('GET', 'demo', 'dian/habilitacion')).json().sends[0];
    expect((await other('POST', 'acme', `dian/habilitacion/sends/${demoSend.id}/status`)).statusCode).toBe(404);
  });
});
