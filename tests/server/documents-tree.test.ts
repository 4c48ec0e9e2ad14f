import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';
import { TestFile } from '../helpers/multipart';

// /documents/{category} (spec 01 §2.2): the list of a category takes the documents filed below it
// (`whereUnder`), the tree panel counts them per category (`countBy`), and a user assigned document
// categories reaches only those categories, the ones below them and their documents — on the server.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let cat: Record<string, number>;
let doc: Record<string, number>;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function newCategory(nombre: string, parent_id?: number) {
  const res = await admin('POST', 'demo', 'categorias-documentos', { nombre, parent_id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function newDocument(as: ReturnType<typeof api>, titulo: string, categoria_id: number) {
  return as('POST', 'demo', 'documents', {
    titulo, descripcion: 'Documento de prueba del árbol', categoria_id,
    file: new TestFile(`${titulo}.pdf`, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'application/pdf'),
  });
}

async function userWith(email: string, categorias_documentos: number[]) {
  const perms = ((await admin('GET', 'demo', `permissions?whereIn[name]=${encodeURIComponent('Ver Documentos,Agregar Documentos,Editar Documentos')}`)).json() as { id: number }[]).map((p) => p.id);
  const role = await admin('POST', 'demo', 'roles', { name: `Archivo ${email}`, permissions: perms });
  expect(role.statusCode, role.body).toBe(201);
  const res = await admin('POST', 'demo', 'users', {
    full_name: email.split('@')[0], email, documento: `7${Date.now() % 1e8}`, password: 'demo1234',
    password_confirmation: 'demo1234', roles: [role.json().id], categorias_documentos,
  });
  expect(res.statusCode, res.body).toBe(201);
  return api(t.app, await login(t.app, email));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const contratos = await newCategory('Contratos de prueba');
  const laborales = await newCategory('Laborales de prueba', contratos);
  const temporales = await newCategory('Temporales de prueba', laborales);
  const facturas = await newCategory('Facturas de prueba');
  cat = { contratos, laborales, temporales, facturas };
  doc = {};
  for (const [name, c] of [['raiz', contratos], ['laboral', laborales], ['temporal', temporales], ['factura', facturas]] as const) {
    const res = await newDocument(admin, `Documento ${name}`, c);
    expect(res.statusCode, res.body).toBe(201);
    doc[name] = res.json().id;
  }
}, 400_000);
afterAll(() => t.close());

describe('a category lists the documents below it', () => {
  it('whereUnder takes the category and its descendants, not its siblings or parents', async () => {
    const under = async (c: number) => ids((await admin('GET', 'demo', `documents?whereUnder[categoria_id]=${c}&limit=1000`)).json());
    expect(await under(cat.contratos)).toEqual(sorted([doc.raiz, doc.laboral, doc.temporal]));
    expect(await under(cat.laborales)).toEqual(sorted([doc.laboral, doc.temporal]));
    expect(await under(cat.temporales)).toEqual([doc.temporal]);
    expect(await under(cat.facturas)).toEqual([doc.factura]);
    // The paginated answer counts the same rows.
    expect((await admin('GET', 'demo', `documents?whereUnder[categoria_id]=${cat.contratos}&paginate=2`)).json().total).toBe(3);
  });

  it('refuses whereUnder on a field that is not a relation to a tree', async () => {
    expect((await admin('GET', 'demo', 'documents?whereUnder[worker_id]=1')).statusCode).toBe(400);
    expect((await admin('GET', 'demo', 'documents?whereUnder[categoria_id]=abc')).statusCode).toBe(400);
  });

  it('countBy answers how many documents each category holds, beside the count or the page', async () => {
    const res = (await admin('GET', 'demo', 'documents?count=1&countBy=categoria_id')).json();
    expect(res.counts[String(cat.contratos)]).toBe(1);
    expect(res.counts[String(cat.laborales)]).toBe(1);
    expect(res.counts[String(cat.facturas)]).toBe(1);
    expect(Object.values(res.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(res.count);
    const page = (await admin('GET', 'demo', `documents?paginate=1&countBy=categoria_id&whereUnder[categoria_id]=${cat.laborales}`)).json();
    expect(page.counts).toEqual({ [String(cat.laborales)]: 1, [String(cat.temporales)]: 1 });
    expect((await admin('GET', 'demo', 'documents?count=1&countBy=titulo')).statusCode).toBe(400);
  });
});

describe('document categories assigned to a user', () => {
  let lucia: ReturnType<typeof api>;
  let libre: ReturnType<typeof api>;
  beforeAll(async () => {
    lucia = await userWith('lucia@demo.test', [cat.laborales]);
    libre = await userWith('libre@demo.test', []);
  }, 400_000);

  it('shows only the assigned categories and those below them', async () => {
    const cats = ids((await lucia('GET', 'demo', 'categorias-documentos?limit=1000')).json());
    expect(cats).toEqual(sorted([cat.laborales, cat.temporales]));
    expect((await lucia('GET', 'demo', `categorias-documentos/${cat.contratos}`)).statusCode).toBe(404);
  });

  it('shows only the documents of those categories, in lists, counts and direct reads', async () => {
    expect(ids((await lucia('GET', 'demo', 'documents?limit=1000')).json())).toEqual(sorted([doc.laboral, doc.temporal]));
    expect(ids((await lucia('GET', 'demo', `documents?whereUnder[categoria_id]=${cat.contratos}&limit=1000`)).json()))
      .toEqual(sorted([doc.laboral, doc.temporal]));
    const counts = (await lucia('GET', 'demo', 'documents?count=1&countBy=categoria_id')).json();
    expect(counts).toEqual({ count: 2, counts: { [String(cat.laborales)]: 1, [String(cat.temporales)]: 1 } });
    expect((await lucia('GET', 'demo', `documents/${doc.factura}`)).statusCode).toBe(404);
    expect((await lucia('PUT', 'demo', `documents/${doc.raiz}`, { titulo: 'No es de mi archivo' })).statusCode).toBe(404);
  });

  it('refuses filing a document in a category the user may not see', async () => {
    const res = await newDocument(lucia, 'Factura ajena', cat.facturas);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('categoria_id');
    expect((await newDocument(lucia, 'Contrato temporal nuevo', cat.temporales)).statusCode).toBe(201);
  });

  it('leaves a user without assignments, and the administrator, unlimited', async () => {
    const all = ids((await admin('GET', 'demo', 'documents?limit=1000')).json());
    expect(all).toEqual(expect.arrayContaining([doc.raiz, doc.factura]));
    expect(ids((await libre('GET', 'demo', 'documents?limit=1000')).json())).toEqual(all);
    expect(ids((await libre('GET', 'demo', 'categorias-documentos?limit=1000')).json()))
      .toEqual(expect.arrayContaining([cat.contratos, cat.facturas]));
  });
});
