import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCustomFields, type CustomFieldRecord } from '../../src/core/custom-fields';
import { getResource } from '../../src/core/resources';
import { toExportTable } from '../../src/web/engine/export/export-table';
import { fetchAllRows } from '../../src/web/engine/export/fetch-all';
import { writeXlsx } from '../../src/web/engine/export/writers';
import { api, createTestApp, login } from '../helpers/app';

// Custom fields (spec 03 §2.3): definitions per tenant (admins only), values in clientes.custom,
// validated, filtered, sorted, searched and exported like built-in fields, never seen by another tenant.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let staff: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let adminToken: string;

const def = (over: Record<string, unknown>) => ({ definition: { type: 'text', label: 'Talla', resource: 'clientes', ...over } });

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t.app, 'admin@demo.test');
  admin = api(t.app, adminToken);
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

const firstCliente = async (a: ReturnType<typeof api>, tenant = 'demo') =>
  (await a('GET', tenant, 'clientes?paginate=3&order[id]=asc')).json().data as Record<string, unknown>[];

describe('definitions', () => {
  it('the demo\'s seeded field shows at once after start (the seed ends the cache it changes)', async () => {
    // beforeAll seeded and started moments ago, well within the definitions' 10 s cache.
    const product = (await admin('GET', 'demo', 'productos?paginate=1')).json().data[0];
    expect(product).toHaveProperty('custom_marca');
  });

  it('are created by admins only, with a key from the label and the spec defaults', async () => {
    const denied = await staff('POST', 'demo', 'custom-fields', def({ label: 'Nope' }));
    expect(denied.statusCode).toBe(403);
    const res = await admin('POST', 'demo', 'custom-fields', def({ label: 'Talla de camisa', type: 'select', options: 'S, M, L,,M', required: true }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.key).toBe('talla_de_camisa');
    expect(body.definition).toEqual({ type: 'select', label: 'Talla de camisa', group: 'data', resource: 'clientes', multiple: false,
      scale: 5, step: 1, options: 'S, M, L', columns: '', required: true });
    expect(body.resource).toBe('clientes');
    // Staff may not list the definitions resource, but reads the definitions of what it can view.
    expect((await staff('GET', 'demo', 'custom-fields')).statusCode).toBe(403);
    const defs = (await staff('GET', 'demo', 'custom-fields/definitions')).json().data as CustomFieldRecord[];
    expect(defs.map((d) => d.key)).toContain('talla_de_camisa');
  });

  it('refuses bad definitions with per-part messages (422)', async () => {
    const res = await admin('POST', 'demo', 'custom-fields', def({ type: 'select', label: '', options: '' }));
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors['definition.label']).toBeDefined();
    expect(errors['definition.options']).toEqual(['Indique al menos una opción, separadas por comas.']);
    const disabled = await admin('POST', 'demo', 'custom-fields', def({ type: 'signature', label: 'Firma' }));
    expect(disabled.json().errors['definition.type']).toEqual(['Este tipo de campo no está disponible.']);
    const resource = await admin('POST', 'demo', 'custom-fields', def({ resource: 'roles', label: 'X' }));
    expect(resource.json().errors['definition.resource']).toEqual(['Este recurso no admite campos personalizados.']);
    const scale = await admin('POST', 'demo', 'custom-fields', def({ scale: 11, step: 0 }));
    expect(Object.keys(scale.json().errors).sort()).toEqual(['definition.scale', 'definition.step']);
  });

  it('never changes type or resource, and drops required for a boolean', async () => {
    const res = await admin('POST', 'demo', 'custom-fields', def({ type: 'boolean', label: 'VIP', required: true }));
    expect(res.json().definition.required).toBe(false);
    const id = res.json().id;
    const change = await admin('PUT', 'demo', `custom-fields/${id}`, def({ type: 'text', label: 'VIP' }));
    expect(change.statusCode).toBe(422);
    expect(change.json().errors['definition.type']).toBeDefined();
    const rename = await admin('PUT', 'demo', `custom-fields/${id}`, def({ type: 'boolean', label: 'Cliente VIP' }));
    expect(rename.statusCode).toBe(200);
    expect(rename.json().key).toBe('vip');
  });
});

describe('values', () => {
  let ids: number[];
  beforeAll(async () => {
    await admin('POST', 'demo', 'custom-fields', { ...def({ type: 'number', label: 'Puntos' }), searchable: false });
    await admin('POST', 'demo', 'custom-fields', { ...def({ type: 'text', label: 'Apodo' }), searchable: true });
    ids = (await firstCliente(admin)).map((r) => r.id as number);
  });

  it('are validated with the rules of their kind (422 per field) and stored without touching other keys', async () => {
    const bad = await admin('PUT', 'demo', `clientes/${ids[0]}`, { custom_talla_de_camisa: 'XXL', custom_puntos: 'muchos' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.custom_talla_de_camisa).toEqual(['El valor seleccionado no es válido.']);
    expect(bad.json().errors.custom_puntos).toEqual(['Debe ser un número.']);
    const ok = await admin('PUT', 'demo', `clientes/${ids[0]}`, { custom_talla_de_camisa: 'M', custom_puntos: '1234.5', custom_apodo: 'Pepe Grillo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ custom_talla_de_camisa: 'M', custom_apodo: 'Pepe Grillo', custom_vip: null });
    expect(Number(ok.json().custom_puntos)).toBeCloseTo(1234.5);
    // A second write of one key keeps the others.
    await admin('PUT', 'demo', `clientes/${ids[0]}`, { custom_vip: true });
    const row = (await admin('GET', 'demo', `clientes/${ids[0]}`)).json();
    expect(row).toMatchObject({ custom_talla_de_camisa: 'M', custom_vip: true, custom_apodo: 'Pepe Grillo' });
    // The history holds them like any field: the last write changed only custom_vip.
    const [last] = (await admin('GET', 'demo', `clientes/${ids[0]}/revisions`)).json();
    expect(last.before).toMatchObject({ custom_vip: null, custom_talla_de_camisa: 'M' });
    expect(last.after).toMatchObject({ custom_vip: true, custom_talla_de_camisa: 'M' });
  });

  it('are required on create when the definition says so', async () => {
    const res = await admin('POST', 'demo', 'clientes', { nombres: 'Nuevo', apellidos: 'Cliente', email: 'nuevo.cf@demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.custom_talla_de_camisa?.[0]).toMatch(/Talla de camisa/);
  });

  it('filter, sort and search through the query language', async () => {
    await admin('PUT', 'demo', `clientes/${ids[1]}`, { custom_talla_de_camisa: 'S', custom_puntos: 20 });
    await admin('PUT', 'demo', `clientes/${ids[2]}`, { custom_talla_de_camisa: 'L', custom_puntos: 300 });
    const m = (await admin('GET', 'demo', 'clientes?paginate=10&where[custom_talla_de_camisa]=M')).json();
    expect(m.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const some = (await admin('GET', 'demo', 'clientes?paginate=10&whereIn[custom_talla_de_camisa]=S,L&order[custom_puntos]=desc')).json();
    expect(some.data.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    // Numeric order, not text order ('300' < '1234.5' < '20' as text).
    const byPoints = (await admin('GET', 'demo', 'clientes?paginate=3&whereNotNull[]=custom_puntos&order[custom_puntos]=asc')).json();
    expect(byPoints.data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[2], ids[0]]);
    const like = (await admin('GET', 'demo', 'clientes?paginate=10&whereLike[custom_apodo]=grillo')).json();
    expect(like.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const search = (await admin('GET', 'demo', 'clientes?paginate=10&q=pepe grillo')).json();
    expect(search.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const bad = await admin('GET', 'demo', 'clientes?paginate=10&where[custom_puntos]=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('belong to their tenant: another tenant neither sees nor filters by them', async () => {
    const rows = await firstCliente(acme, 'acme');
    expect(Object.keys(rows[0]).some((k) => k.startsWith('custom_'))).toBe(false);
    const filter = await acme('GET', 'acme', 'clientes?paginate=10&where[custom_talla_de_camisa]=M');
    expect(filter.statusCode).toBe(400);
    expect((await acme('GET', 'acme', 'custom-fields/definitions')).json().data).toEqual([]);
    // A body naming a field the tenant does not have is ignored, not stored.
    await acme('PUT', 'acme', `clientes/${rows[0].id}`, { custom_talla_de_camisa: 'M' });
    const stored = await t.db.selectFrom('clientes').select('custom').where('id', '=', rows[0].id as number).execute();
    expect(stored[0].custom ?? {}).toEqual({});
    // Acme's own field with the same key is its own.
    await acme('POST', 'acme', 'custom-fields', def({ type: 'text', label: 'Talla de camisa' }));
    await acme('PUT', 'acme', `clientes/${rows[0].id}`, { custom_talla_de_camisa: 'XXL' });
    expect((await acme('GET', 'acme', `clientes/${rows[0].id}`)).json().custom_talla_de_camisa).toBe('XXL');
    expect((await admin('GET', 'demo', 'clientes?paginate=10&where[custom_talla_de_camisa]=XXL')).json().data).toEqual([]);
  });

  it('go to the Excel export as a column of their own', async () => {
    const defs = (await admin('GET', 'demo', 'custom-fields/definitions')).json().data as CustomFieldRecord[];
    const clientes = withCustomFields(getResource('clientes')!, defs);
    const viaApp: typeof fetch = async (input, init) => {
      const u = new URL(String(input));
      const r = await t.app.inject({ method: 'GET', url: u.pathname + u.search, headers: init?.headers as Record<string, string> });
      return new Response(r.body, { status: r.statusCode, headers: { 'content-type': r.headers['content-type'] as string } });
    };
    const rows = await fetchAllRows({ url: 'http://mando.test/demo/api/clientes', token: adminToken, fetchImpl: viaApp,
      entries: [['where[custom_talla_de_camisa]', 'M'], ['fields', 'id,nombres,custom_talla_de_camisa,custom_puntos']] });
    const cols = ['nombres', 'custom_talla_de_camisa', 'custom_puntos'].map((key) => ({ key, header: clientes.fields[key].label, field: clientes.fields[key] }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeXlsx(toExportTable(cols, rows), 'Clientes')) as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombres', 'Talla de camisa', 'Puntos']);
    expect(sheet.getRow(2).getCell(2).value).toBe('M');
    expect(sheet.rowCount).toBe(2);
  });
});
