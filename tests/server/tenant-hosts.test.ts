import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ tenantDomain: 'mando.test', publicUrl: 'https://mando.test' });
});
afterAll(() => t.close());

describe('tenant from the host ({tenant}.{domain}) as well as the path prefix', () => {
  it('active-tenants maps each tenant to its host URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/active-tenants' });
    expect(res.json()).toEqual({ acme: 'https://acme.mando.test', demo: 'https://demo.mando.test' });
  });

  it('serves /api on the tenant host, and the token stays bound to that tenant', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: { host: 'demo.mando.test' }, payload: { username: 'admin@demo.test', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    const list = await t.app.inject({ method: 'GET', url: '/api/clientes?paginate=1', headers: { host: 'demo.mando.test', 'auth-token': token } });
    expect(list.json().total).toBe(18);
    const other = await t.app.inject({ method: 'GET', url: '/api/clientes', headers: { host: 'acme.mando.test', 'auth-token': token } });
    expect(other.statusCode).toBe(401);
    const prefixed = await t.app.inject({ method: 'GET', url: '/demo/api/clientes?paginate=1', headers: { 'auth-token': token } });
    expect(prefixed.json().total).toBe(18);
  });

  it('an unknown tenant host is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login', headers: { host: 'nadie.mando.test' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('describes every resource from its definition', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/{tenant}/api/clientes/{id}');
    const input = doc.components.schemas.clientes_input;
    expect(input.required).toEqual(expect.arrayContaining(['nombres', 'document']));
    expect(input.properties.estado.enum).toContain('Prospecto');
    expect(input.properties).not.toHaveProperty('full_name');
    expect(doc.components.schemas.users.properties).not.toHaveProperty('password');
  });
});
