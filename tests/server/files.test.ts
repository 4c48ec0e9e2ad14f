import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// Attachments: stored under DATA_DIR/files, readable exactly by who may read the owning record,
// 422 in the spec's shape for a file too large or of a refused kind.

const dataDir = mkdtempSync(join(tmpdir(), 'mando-files-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: { admin: string; ana: string; acme: string };
let admin: ReturnType<typeof api>;
let anaId: number;
let categoria_id: number;

function multipart(files: { name: string; body: Buffer | string; type?: string }[]) {
  const boundary = `----mando${Date.now()}`;
  const parts = files.map((f) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`),
    Buffer.isBuffer(f.body) ? f.body : Buffer.from(f.body), Buffer.from('\r\n'),
  ]));
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, path: string, files: Parameters<typeof multipart>[0], tenant = 'demo') => {
  const m = multipart(files);
  return t.app.inject({ method: 'POST', url: `/${tenant}/api/${path}`, headers: { ...m.headers, 'auth-token': token }, payload: m.payload });
};
const get = (token: string, path: string, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/${tenant}/api/${path}`, headers: { 'auth-token': token } });

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  tokens = { admin: await login(t.app, 'admin@demo.test'), ana: '', acme: await login(t.app, 'admin@acme.test') };
  admin = api(t.app, tokens.admin);
  const perms = ((await admin('GET', 'demo', 'permissions?whereIn[name]=Ver%20Tickets')).json() as { id: number }[]).map((p) => p.id);
  const role = await admin('POST', 'demo', 'roles', { name: 'Mirón', row_scopes: { tickets: 'own' }, permissions: perms });
  const user = await admin('POST', 'demo', 'users', { full_name: 'Ana', email: 'ana@demo.test', documento: '44556677', password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id] });
  anaId = user.json().id;
  tokens.ana = await login(t.app, 'ana@demo.test');
  categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
});
afterAll(async () => { await t.close(); rmSync(dataDir, { recursive: true, force: true }); });

const newTicket = async (extra: Record<string, unknown> = {}) =>
  (await admin('POST', 'demo', 'tickets', { titulo: 'Con adjunto', contenido: '<p>Ver el archivo.</p>', categoria_id, ...extra })).json().id as number;

describe('attachments', () => {
  it('uploads to disk, lists and downloads the same bytes with a safe answer', async () => {
    const ticket = await newTicket();
    const res = await upload(tokens.admin, `tickets/${ticket}/files`, [{ name: 'informe final.pdf', body: '%PDF-1.4 hola', type: 'text/html' }, { name: 'notas.txt', body: 'uno\ndos' }]);
    expect(res.statusCode, res.body).toBe(201);
    const [pdf, txt] = res.json();
    expect(pdf).toMatchObject({ name: 'informe final.pdf', mime: 'application/pdf', size: 13, record_id: ticket });
    expect(readdirSync(join(dataDir, 'files'), { recursive: true }).length).toBeGreaterThan(0);
    expect((await get(tokens.admin, `tickets/${ticket}/files`)).json().map((f: { id: number }) => f.id)).toEqual([pdf.id, txt.id]);
    const down = await get(tokens.admin, `files/${txt.id}`);
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe('uno\ndos');
    expect(down.headers['content-type']).toBe('text/plain');
    expect(down.headers['content-disposition']).toMatch(/^attachment; filename="notas.txt"/);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file over 20480 KB and a refused kind with a 422 on archivo', async () => {
    const ticket = await newTicket();
    const big = await upload(tokens.admin, `tickets/${ticket}/files`, [{ name: 'grande.zip', body: Buffer.alloc(20_480_001) }]);
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({ message: 'El campo Archivo no debe pesar más de 20480 kilobytes.', errors: { archivo: ['El campo Archivo no debe pesar más de 20480 kilobytes.'] } });
    const html = await upload(tokens.admin, `tickets/${ticket}/files`, [{ name: 'pagina.html', body: '<script>alert(1)</script>' }]);
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.archivo[0]).toMatch(/debe ser un archivo de tipo/);
    expect((await get(tokens.admin, `tickets/${ticket}/files`)).json()).toEqual([]);
  }, 30_000);

  it('reads follow the owning record: row scope, permission and tenant', async () => {
    const hidden = await newTicket();
    const visible = await newTicket({ assignees: [anaId] });
    const [onHidden] = (await upload(tokens.admin, `tickets/${hidden}/files`, [{ name: 'a.txt', body: 'secreto' }])).json();
    const [onVisible] = (await upload(tokens.admin, `tickets/${visible}/files`, [{ name: 'b.txt', body: 'público' }])).json();
    expect((await get(tokens.ana, `files/${onVisible.id}`)).statusCode).toBe(200);
    expect((await get(tokens.ana, `files/${onHidden.id}`)).statusCode).toBe(404);
    expect((await get(tokens.ana, `tickets/${hidden}/files`)).statusCode).toBe(404);
    expect((await get(tokens.ana, `tickets/files?ids=${hidden},${visible}`)).json().map((f: { id: number }) => f.id)).toEqual([onVisible.id]);
    // Seeing is not editing: Ana (only 'Ver Tickets') may not attach to or remove from a ticket she did not create.
    expect((await upload(tokens.ana, `tickets/${visible}/files`, [{ name: 'c.txt', body: 'x' }])).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/demo/api/files/${onVisible.id}`, headers: { 'auth-token': tokens.ana } })).statusCode).toBe(403);
    // Another tenant's admin never reaches it.
    expect((await get(tokens.acme, `files/${onVisible.id}`, 'acme')).statusCode).toBe(404);
    expect((await get('', `files/${onVisible.id}`)).statusCode).toBe(401);
  });

  it('a comment’s author attaches to it; removing deletes the file', async () => {
    const ticket = await newTicket({ assignees: [anaId] });
    const anaApi = api(t.app, tokens.ana);
    const c = (await anaApi('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Adjunto foto</p>' })).json().id;
    const up = await upload(tokens.ana, `seguimientos/${c}/files`, [{ name: 'foto.png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }]);
    expect(up.statusCode, up.body).toBe(201);
    expect((await get(tokens.ana, `seguimientos/files?ids=${c}`)).json()).toHaveLength(1);
    const del = await t.app.inject({ method: 'DELETE', url: `/demo/api/files/${up.json()[0].id}`, headers: { 'auth-token': tokens.ana } });
    expect(del.statusCode).toBe(200);
    expect((await get(tokens.ana, `files/${up.json()[0].id}`)).statusCode).toBe(404);
  });
});

describe('files go with their record', () => {
  const onDisk = () => new Set(readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)));
  const keysOf = async (ids: number[]) => (await t.db.selectFrom('files').select('storage_key').where('id', 'in', ids).execute())
    .map((f) => join(dataDir, 'files', f.storage_key));

  it('deleting a ticket removes its files and its comments’ files from disk, and only those', async () => {
    const ticket = await newTicket();
    const other = await newTicket();
    const c = (await admin('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Adjunto</p>' })).json().id;
    const own = (await upload(tokens.admin, `tickets/${ticket}/files`, [{ name: 'a.txt', body: 'a' }, { name: 'b.pdf', body: '%PDF' }])).json();
    const onComment = (await upload(tokens.admin, `seguimientos/${c}/files`, [{ name: 'c.txt', body: 'c' }])).json();
    const kept = (await upload(tokens.admin, `tickets/${other}/files`, [{ name: 'd.txt', body: 'd' }])).json();
    const paths = await keysOf([...own, ...onComment].map((f: { id: number }) => f.id));
    const keptPath = (await keysOf([kept[0].id]))[0];
    expect(paths).toHaveLength(3);
    for (const p of [...paths, keptPath]) expect(onDisk().has(p)).toBe(true);

    expect((await admin('DELETE', 'demo', `tickets/${ticket}`)).statusCode).toBe(200);
    for (const p of paths) expect(onDisk().has(p), p).toBe(false);
    expect(onDisk().has(keptPath)).toBe(true);
    expect(await t.db.selectFrom('files').select('id').where('id', 'in', [...own, ...onComment].map((f: { id: number }) => f.id)).execute()).toEqual([]);
    expect((await get(tokens.admin, `files/${kept[0].id}`)).body).toBe('d');
  });

  it('deleting a comment removes its files; a key another row still names stays', async () => {
    const ticket = await newTicket();
    const c1 = (await admin('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Uno</p>' })).json().id;
    const c2 = (await admin('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Dos</p>' })).json().id;
    const [f1] = (await upload(tokens.admin, `seguimientos/${c1}/files`, [{ name: 'uno.txt', body: 'uno' }])).json();
    const [shared] = (await upload(tokens.admin, `seguimientos/${c1}/files`, [{ name: 'compartido.txt', body: 'compartido' }])).json();
    // Another row naming the same bytes (as a copy of the record would): those bytes must survive.
    await t.db.insertInto('files').values({
      tenant_id: (await t.db.selectFrom('files').select('tenant_id').where('id', '=', shared.id).executeTakeFirstOrThrow()).tenant_id,
      resource: 'seguimientos', record_id: c2, name: 'compartido.txt', mime: 'text/plain', size: 10,
      storage_key: (await t.db.selectFrom('files').select('storage_key').where('id', '=', shared.id).executeTakeFirstOrThrow()).storage_key,
    }).execute();
    const [p1, pShared] = await keysOf([f1.id, shared.id]);
    expect((await admin('DELETE', 'demo', `seguimientos/${c1}`)).statusCode).toBe(200);
    expect(onDisk().has(p1)).toBe(false);
    expect(onDisk().has(pShared)).toBe(true);
    const copy = (await get(tokens.admin, `seguimientos/${c2}/files`)).json();
    expect((await get(tokens.admin, `files/${copy[0].id}`)).body).toBe('compartido');
  });

  it('a refused delete removes nothing', async () => {
    const ticket = await newTicket({ assignees: [anaId] });
    const [f] = (await upload(tokens.admin, `tickets/${ticket}/files`, [{ name: 'queda.txt', body: 'queda' }])).json();
    const [p] = await keysOf([f.id]);
    expect((await api(t.app, tokens.ana)('DELETE', 'demo', `tickets/${ticket}`)).statusCode).toBe(403);
    expect(onDisk().has(p)).toBe(true);
    expect((await get(tokens.admin, `files/${f.id}`)).body).toBe('queda');
  });
});
