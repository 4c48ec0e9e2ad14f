import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';
import { multipart, type Part } from '../helpers/multipart';

// File fields (file, image, signature kinds; spec 03 §3.2, §7.2): a record with files is sent as
// multipart (POST, or POST with _method=PUT), the bytes land under DATA_DIR/files, the column holds
// {id, name, mime, size}, downloads go through GET files/{id} checked like a GET of the record, and
// every refusal or failed write leaves nothing stored.

const dataDir = mkdtempSync(join(tmpdir(), 'mando-file-fields-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: { admin: string; acme: string; mine: string; none: string };
let admin: ReturnType<typeof api>;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = (extra = 0) => Buffer.concat([PNG, Buffer.alloc(extra, 7)]);

const send = (token: string, method: 'POST' | 'PUT', path: string, parts: Part[], tenant = 'demo') => {
  const m = multipart(parts);
  return t.app.inject({ method, url: `/${tenant}/api/${path}`, headers: { ...m.headers, 'auth-token': token }, payload: m.payload });
};
const get = (token: string, path: string, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/${tenant}/api/${path}`, headers: { 'auth-token': token } });

let n = 0;
const productParts = (extra: Part[] = []): Part[] => [
  { name: 'referencia', value: `IMG-${++n}` }, { name: 'name', value: `Producto con imagen ${n}` }, { name: 'precio', value: '1000' },
  { name: 'taxes', value: '[]' }, ...extra,
];
const stored = () => (existsSync(join(dataDir, 'files'))
  ? readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
const fileRows = async () => Number((await sql<{ n: number }>`select count(*)::int as n from files where field is not null`.execute(t.db)).rows[0].n);

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  tokens = { admin: await login(t.app, 'admin@demo.test'), acme: await login(t.app, 'admin@acme.test'), mine: '', none: '' };
  admin = api(t.app, tokens.admin);
  const perms = async (names: string[]) => ((await admin('GET', 'demo', `permissions?whereIn[name]=${encodeURIComponent(names.join(','))}`)).json() as { id: number }[]).map((p) => p.id);
  const own = await admin('POST', 'demo', 'roles', { name: 'Solo mis productos', row_scopes: { productos: 'own' }, permissions: await perms(['Ver Productos', 'Agregar Productos', 'Editar Productos']) });
  const none = await admin('POST', 'demo', 'roles', { name: 'Sin productos', permissions: await perms(['Ver Clientes']) });
  for (const [email, role] of [['mio@demo.test', own.json().id], ['nada@demo.test', none.json().id]] as const) {
    const u = await admin('POST', 'demo', 'users', { full_name: email, email, documento: `9${email.length}123`, password: 'demo1234', password_confirmation: 'demo1234', roles: [role] });
    expect(u.statusCode, u.body).toBe(201);
  }
  tokens.mine = await login(t.app, 'mio@demo.test');
  tokens.none = await login(t.app, 'nada@demo.test');
}, 240_000); // a fresh database and seed: minutes on a loaded shared machine
afterAll(async () => { await t.close(); rmSync(dataDir, { recursive: true, force: true }); });

describe('file fields: upload', () => {
  it('creates a record with an image: stored on disk, the column holds the file, the download gives the bytes', async () => {
    const before = stored();
    const res = await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'foto.png', body: png(100), type: 'text/html' }]));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().image;
    expect(image).toEqual({ id: expect.any(Number), name: 'foto.png', mime: 'image/png', size: PNG.length + 100 });
    expect(stored()).toBe(before + 1);
    const again = (await admin('GET', 'demo', `productos/${res.json().id}`)).json();
    expect(again.image).toEqual(image);
    const down = await get(tokens.admin, `files/${image.id}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(down.rawPayload, png(100))).toBe(0);
    // Not an attachment of the record.
    expect((await sql<{ record_id: number; field: string }>`select record_id, field from files where id = ${image.id}`.execute(t.db)).rows[0])
      .toEqual({ record_id: res.json().id, field: 'image' });
  });

  it('parses the other parts as the JSON body would (objects as JSON strings, empty = null)', async () => {
    const tax = (await admin('GET', 'demo', 'taxes?limit=1')).json()[0];
    const res = await send(tokens.admin, 'POST', 'productos', [...productParts(), { name: 'taxes', value: JSON.stringify([tax.id]) }, { name: 'notas', value: '' }, { name: 'active', value: 'false' }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ image: null, notas: null, active: false });
    expect(res.json().taxes.map((x: { id: number }) => x.id)).toEqual([tax.id]);
  });

  it('refuses what is not an image, or only claims to be one (422 on the field), storing nothing', async () => {
    const [before, rows] = [stored(), await fileRows()];
    const pdf = await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'factura.pdf', body: '%PDF-1.4', type: 'image/png' }]));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ image: ['El campo Imagen debe ser una imagen.'] });
    const fake = await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'foto.png', body: '<html><script>alert(1)</script>' }]));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image).toEqual(['El campo Imagen debe ser una imagen.']);
    const svg = await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'x.svg', body: '<svg onload="alert(1)"/>' }]));
    expect(svg.statusCode).toBe(422);
    const notAFileField = await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'name', filename: 'a.png', body: png() }]));
    expect(notAFileField.statusCode).toBe(422);
    expect(notAFileField.json().errors.name).toEqual(['Este campo no admite archivos.']);
    expect([stored(), await fileRows()]).toEqual([before, rows]);
  });

  it('refuses an image over 5 MB with the spec text and its size, storing nothing', async () => {
    const [before, rows] = [stored(), await fileRows()];
    const res = await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'grande.png', body: png(6 * 1024 * 1024) }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['el archivo es muy grande: 6.01MB (< 5MB)']);
    expect([stored(), await fileRows()]).toEqual([before, rows]);
  });

  it('a write that fails after the bytes arrived removes them (no record, no files row, no bytes)', async () => {
    const [before, rows] = [stored(), await fileRows()];
    const count = (await admin('GET', 'demo', 'productos?count=1')).json().count;
    const res = await send(tokens.admin, 'POST', 'productos', [{ name: 'image', filename: 'foto.png', body: png() }, { name: 'precio', value: '-5' }]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['referencia', 'name', 'precio']));
    expect([stored(), await fileRows()]).toEqual([before, rows]);
    expect((await admin('GET', 'demo', 'productos?count=1')).json().count).toBe(count);
  });

  it('checks the permission before storing anything (403)', async () => {
    const before = stored();
    const res = await send(tokens.none, 'POST', 'productos', productParts([{ name: 'image', filename: 'foto.png', body: png() }]));
    expect(res.statusCode).toBe(403);
    expect(stored()).toBe(before);
  });
});

describe('file fields: update', () => {
  it('POST with _method=PUT replaces the file (old bytes removed after commit); JSON PUT keeps it; null removes it', async () => {
    const created = (await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'uno.png', body: png(1) }]))).json();
    const before = stored();
    const put = await send(tokens.admin, 'POST', `productos/${created.id}`, [{ name: '_method', value: 'PUT' }, { name: 'name', value: 'Renombrado' }, { name: 'image', filename: 'dos.png', body: png(2) }]);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renombrado', image: { name: 'dos.png', size: PNG.length + 2 } });
    expect(put.json().image.id).not.toBe(created.image.id);
    expect(stored()).toBe(before); // one in, one out
    expect((await get(tokens.admin, `files/${created.image.id}`)).statusCode).toBe(404);

    // A JSON save of the whole record sends the stored value back: unchanged.
    const keep = await admin('PUT', 'demo', `productos/${created.id}`, { name: 'Otra vez', image: put.json().image });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().image).toEqual(put.json().image);
    // …but it can never point at another record's file.
    const other = (await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'otro.png', body: png(3) }]))).json();
    const steal = await admin('PUT', 'demo', `productos/${created.id}`, { image: { id: other.image.id } });
    expect(steal.statusCode).toBe(422);
    expect(steal.json().errors).toEqual({ image: ['El archivo no es válido.'] });
    expect((await admin('PUT', 'demo', `productos/${created.id}`, { image: 'data:image/png;base64,AAAA' })).statusCode).toBe(422);

    const cleared = await admin('PUT', 'demo', `productos/${created.id}`, { image: null });
    expect(cleared.json().image).toBeNull();
    expect(stored()).toBe(before + 1 - 1); // `other` added one, `created`'s went
    expect((await get(tokens.admin, `files/${put.json().image.id}`)).statusCode).toBe(404);
  });

  it('a multipart POST to a record without _method is refused (405) and keeps nothing', async () => {
    const created = (await send(tokens.admin, 'POST', 'productos', productParts())).json();
    const before = stored();
    const res = await send(tokens.admin, 'POST', `productos/${created.id}`, [{ name: 'image', filename: 'x.png', body: png() }]);
    expect(res.statusCode).toBe(405);
    expect(stored()).toBe(before);
    // _method in the query string works too.
    const q = await send(tokens.admin, 'POST', `productos/${created.id}?_method=PUT`, [{ name: 'image', filename: 'x.png', body: png() }]);
    expect(q.statusCode, q.body).toBe(200);
    expect(stored()).toBe(before + 1);
  });

  it('a file field file is not removable through DELETE files/{id}; deleting the record removes its bytes', async () => {
    const created = (await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'x.png', body: png() }]))).json();
    expect((await admin('DELETE', 'demo', `files/${created.image.id}`)).statusCode).toBe(403);
    const before = stored();
    expect((await admin('DELETE', 'demo', `productos/${created.id}`)).statusCode).toBe(200);
    expect(stored()).toBe(before - 1);
    expect(await sql`select 1 from files where id = ${created.image.id}`.execute(t.db).then((r) => r.rows.length)).toBe(0);
  });
});

describe('file fields: download is checked like a GET of the record', () => {
  it('another tenant, a user without the permission and a row-scoped user get 404; the owner of the row gets the bytes', async () => {
    const adminProduct = (await send(tokens.admin, 'POST', 'productos', productParts([{ name: 'image', filename: 'a.png', body: png(5) }]))).json();
    const id = adminProduct.image.id;
    expect((await get(tokens.admin, `files/${id}`)).statusCode).toBe(200);
    expect((await get(tokens.acme, `files/${id}`, 'acme')).statusCode).toBe(404);
    expect((await get(tokens.acme, `files/${id}`, 'demo')).statusCode).toBe(401); // a token of another tenant
    expect((await t.app.inject({ method: 'GET', url: `/demo/api/files/${id}` })).statusCode).toBe(401);
    expect((await get(tokens.none, `files/${id}`)).statusCode).toBe(404);
    expect((await get(tokens.mine, `productos/${adminProduct.id}`)).statusCode).toBe(404);
    expect((await get(tokens.mine, `files/${id}`)).statusCode).toBe(404);

    const mine = await send(tokens.mine, 'POST', 'productos', productParts([{ name: 'image', filename: 'mia.png', body: png(6) }]));
    expect(mine.statusCode, mine.body).toBe(201);
    const down = await get(tokens.mine, `files/${mine.json().image.id}`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.length).toBe(PNG.length + 6);
    // The row-scoped user cannot take over the admin's file either.
    const steal = await t.app.inject({ method: 'PUT', url: `/demo/api/productos/${mine.json().id}`, headers: { 'auth-token': tokens.mine }, payload: { image: { id } } });
    expect(steal.statusCode).toBe(422);
    // …nor write into the admin's product with a file.
    const into = await send(tokens.mine, 'POST', `productos/${adminProduct.id}`, [{ name: '_method', value: 'PUT' }, { name: 'image', filename: 'x.png', body: png() }]);
    expect(into.statusCode).toBe(404);
  });
});
