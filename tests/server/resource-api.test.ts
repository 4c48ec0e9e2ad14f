import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

const names = (rows: any[]) => rows.map((r) => r.nombres);

describe('list', () => {
  it('answers the paginated envelope', async () => {
    const res = (await admin('GET', 'demo', 'clientes?paginate=5&page=2')).json();
    expect(res).toMatchObject({ per_page: 5, current_page: 2, total: 18, last_page: 4 });
    expect(res.data).toHaveLength(5);
  });

  it('answers a plain array without paginate', async () => {
    const res = (await admin('GET', 'demo', 'clientes?limit=3')).json();
    expect(Array.isArray(res)).toBe(true);
    expect(res).toHaveLength(3);
  });

  it('defaults to newest first (-id)', async () => {
    const ids = (await admin('GET', 'demo', 'clientes?limit=100')).json().map((r: any) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('searches ignoring accents and case', async () => {
    const jose = (await admin('GET', 'demo', 'clientes?q=JOSE')).json();
    expect(names(jose)).toContain('José');
    const nanez = (await admin('GET', 'demo', `clientes?query=${encodeURIComponent('nañez')}`)).json();
    expect(names(nanez)).toEqual(['Consultores Asociados Ñañez & Cía.']);
    const accented = (await admin('GET', 'demo', `clientes?q=${encodeURIComponent('ángela GUTIERREZ')}`)).json();
    expect(names(accented)).toEqual(['Ángela']);
  });

  it('filters with whereIn, where, whereLike, whereNull and dates', async () => {
    const prospectos = (await admin('GET', 'demo', 'clientes?whereIn[estado]=Prospecto,Negado&limit=100')).json();
    expect(prospectos.length).toBe(3);
    expect(prospectos.every((c: any) => ['Prospecto', 'Negado'].includes(c.estado))).toBe(true);
    const servicios = (await admin('GET', 'demo', 'productos?where[type]=servicio&limit=100')).json();
    expect(servicios.map((p: any) => p.referencia).sort()).toEqual(['SER-400', 'SER-401', 'SER-402']);
    const like = (await admin('GET', 'demo', `clientes?whereLike[document]=900&limit=100`)).json();
    expect(like.length).toBeGreaterThan(0);
    expect(like.every((c: any) => c.document.includes('900'))).toBe(true);
    const noParent = (await admin('GET', 'demo', 'entidades?whereNull[]=parent_id')).json();
    expect(noParent.map((e: any) => e.name)).toEqual(['Sede principal']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin('GET', 'demo', `clientes?from=${today}&paginate=1`)).json().total).toBe(18);
    expect((await admin('GET', 'demo', 'clientes?to=2000-01-01&paginate=1')).json().total).toBe(0);
  });

  it('applies named scopes', async () => {
    const charged = (await admin('GET', 'demo', 'taxes?where[status]=1&scope[taxes]=1&limit=100')).json();
    expect(charged.map((x: any) => x.type).sort()).toEqual(['INC', 'IVA', 'IVA', 'IVA']);
  });

  it('orders by either syntax, stable across pages', async () => {
    const asc = (await admin('GET', 'demo', 'productos?order[precio]=asc&limit=100')).json().map((p: any) => Number(p.precio));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await admin('GET', 'demo', 'productos?order=-precio&limit=100')).json().map((p: any) => Number(p.precio));
    expect(desc).toEqual([...asc].reverse());
    const p1 = (await admin('GET', 'demo', 'clientes?order[estado]=asc&paginate=6&page=1')).json().data;
    const p2 = (await admin('GET', 'demo', 'clientes?order[estado]=asc&paginate=6&page=2')).json().data;
    const p3 = (await admin('GET', 'demo', 'clientes?order[estado]=asc&paginate=6&page=3')).json().data;
    expect(new Set([...p1, ...p2, ...p3].map((c: any) => c.id)).size).toBe(18);
  });

  it('sorts text the Spanish way: accented letters with their base letter', async () => {
    const nombres = names((await admin('GET', 'demo', 'clientes?order[nombres]=asc&whereIn[tipo_documento]=13&limit=100')).json());
    expect(nombres).toEqual(['Andrés', 'Ángela', 'Camilo', 'José', 'Julián', 'Luisa', 'María Fernanda', 'Valentina']);
  });

  it('embeds includes, nested', async () => {
    const users = (await admin('GET', 'demo', 'users?include=roles.permissions&where[email]=staff@demo.test')).json();
    expect(users[0].roles.map((r: any) => r.name)).toEqual(['Soporte']);
    expect(users[0].roles[0].permissions.map((p: any) => p.name).sort())
      .toEqual(['Agregar Tickets', 'Editar Tickets', 'Ver Clientes', 'Ver Tickets']);
    const prod = (await admin('GET', 'demo', 'productos?include=categoria,taxes&where[referencia]=CAF-001')).json()[0];
    expect(prod.categoria.nombre).toBe('Café y bebidas');
    expect(prod.taxes.map((x: any) => x.name)).toEqual(['IVA 5%']);
  });

  it('counts with count=1', async () => {
    expect((await admin('GET', 'demo', 'clientes?count=1&whereIn[estado]=Prospecto')).json()).toEqual({ count: 2 });
  });
});

describe('write', () => {
  it('refuses invalid data with per-field messages and keeps nothing', async () => {
    const before = (await admin('GET', 'demo', 'clientes?paginate=1')).json().total;
    const res = await admin('POST', 'demo', 'clientes', { tipo_documento: '31', document: '900123456-1', email: 'no-es-correo' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    // The API's users speak Spanish: a missing required field says so in Spanish, naming the field.
    expect(body.errors.nombres).toEqual(['El campo Nombres es obligatorio.']);
    expect(body.errors.document).toContain('No es un NIT válido');
    expect(body.errors.email).toEqual(['El campo Correo debe ser un correo electrónico válido.']);
    expect(body.message).toBe(Object.values(body.errors as Record<string, string[]>)[0][0]);
    expect((await admin('GET', 'demo', 'clientes?paginate=1')).json().total).toBe(before);
  });

  it('applies defaults and stores money as exact decimals', async () => {
    const res = await admin('POST', 'demo', 'productos', { referencia: 'DEC-1', name: 'Precio exacto', precio: '1234567.89' });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ precio: '1234567.89', type: 'producto', active: true, minimum_stock: '-1.00', duration: 30 });
  });

  it('rejects a duplicate unique value', async () => {
    const res = await admin('POST', 'demo', 'productos', { referencia: 'CAF-001', name: 'Duplicado', precio: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.referencia).toEqual(['Ya existe un registro con este valor.']);
  });

  it('updates with PUT and with POST _method=PUT, partially', async () => {
    const id = (await admin('POST', 'demo', 'entidades', { name: 'Bodega sur' })).json().id;
    expect((await admin('PUT', 'demo', `entidades/${id}`, { codigo: 'SUR' })).json()).toMatchObject({ name: 'Bodega sur', codigo: 'SUR' });
    const spoofed = await t.app.inject({
      method: 'POST', url: `/demo/api/entidades/${id}`, headers: { 'auth-token': (await login(t.app, 'admin@demo.test')), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&name=Bodega+sur+2',
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.json()).toMatchObject({ name: 'Bodega sur 2', codigo: 'SUR' });
  });

  it('an entity cannot be its own parent', async () => {
    const id = (await admin('POST', 'demo', 'entidades', { name: 'Autorreferente' })).json().id;
    const res = await admin('PUT', 'demo', `entidades/${id}`, { parent_id: id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parent_id).toEqual(['Este valor no puede ser igual al editado']);
  });

  it('writes many-to-many relations', async () => {
    const perms = (await admin('GET', 'demo', 'permissions?whereIn[name]=Ver Productos,Editar Productos')).json().map((p: any) => p.id);
    const role = (await admin('POST', 'demo', 'roles', { name: 'Bodeguero', permissions: perms })).json();
    expect(role.permissions.map((p: any) => p.name).sort()).toEqual(['Editar Productos', 'Ver Productos']);
    const cleared = (await admin('PUT', 'demo', `roles/${role.id}`, { permissions: [] })).json();
    expect(cleared.permissions).toEqual([]);
  });

  it('bulk deletes by ids[] and records revisions', async () => {
    const a = (await admin('POST', 'demo', 'entidades', { name: 'Temporal A' })).json().id;
    const b = (await admin('POST', 'demo', 'entidades', { name: 'Temporal B' })).json().id;
    const res = await admin('DELETE', 'demo', `entidades?ids[]=${a}&ids[]=${b}`);
    expect(res.json().deleted).toBe(2);
    expect((await admin('GET', 'demo', `entidades/${a}`)).statusCode).toBe(404);
    const revs = (await admin('GET', 'demo', `entidades/${a}/revisions`)).json();
    expect(revs.map((r: any) => r.action)).toEqual(['deleted', 'created']);
    expect(revs[0].before.name).toBe('Temporal A');
  });

  it('hashes a user password so the user can sign in with it', async () => {
    const res = await admin('POST', 'demo', 'users', { full_name: 'Nueva Persona', email: 'nueva@demo.test', documento: '123456', password: 'clave-segura', password_confirmation: 'clave-segura' });
    expect(res.statusCode, res.body).toBe(201);
    const ok = await t.app.inject({ method: 'POST', url: '/demo/api/login', payload: { username: 'nueva@demo.test', password: 'clave-segura' } });
    expect(ok.statusCode).toBe(200);
  });
});
