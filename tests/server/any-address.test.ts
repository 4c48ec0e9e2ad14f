import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { createTestApp } from '../helpers/app';

// The app opened at an address other than PUBLIC_URL (127.0.0.1, a LAN IP, a proxied domain) must
// hand the browser tenant URLs on that same address: a browser cannot call another origin here.
const tenantsAt = (app: Awaited<ReturnType<typeof createTestApp>>['app'], headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/active-tenants', headers }).then((r) => r.json());

describe('active-tenants answers on the address the client used', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => { t = await createTestApp({ publicUrl: 'http://localhost:3000' }); });
  afterAll(() => t.close());

  it('127.0.0.1, a LAN IP, a domain: each gets its own base URLs', async () => {
    expect(await tenantsAt(t.app, { host: '127.0.0.1:4123' })).toEqual({ acme: 'http://127.0.0.1:4123/acme', demo: 'http://127.0.0.1:4123/demo' });
    expect((await tenantsAt(t.app, { host: '192.168.1.20:3000' })).demo).toBe('http://192.168.1.20:3000/demo');
    expect((await tenantsAt(t.app, { host: 'Mando.Example.com' })).demo).toBe('http://mando.example.com/demo');
    expect((await tenantsAt(t.app, { host: '[::1]:3000' })).demo).toBe('http://[::1]:3000/demo');
  });

  it('forwarded headers are ignored unless TRUST_PROXY says the proxy is ours', async () => {
    const res = await tenantsAt(t.app, { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(res.demo).toBe('http://127.0.0.1:3000/demo');
  });

  it('a host that is not a host name falls back to PUBLIC_URL', async () => {
    expect((await tenantsAt(t.app, { host: 'a b/c' })).demo).toBe('http://localhost:3000/demo');
  });

  it('the tenant API answers on that address with the base it was given', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/demo/api/login', headers: { host: '127.0.0.1:4123' }, payload: { username: 'admin@demo.test', password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('behind a trusted reverse proxy', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => { t = await createTestApp({ publicUrl: 'http://localhost:3000', trustProxy: true }); });
  afterAll(() => t.close());

  it('uses X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const res = await tenantsAt(t.app, { host: '127.0.0.1:3000', 'x-forwarded-host': 'mando.example.com', 'x-forwarded-proto': 'https' });
    expect(res).toEqual({ acme: 'https://mando.example.com/acme', demo: 'https://mando.example.com/demo' });
  });
});

describe('TRUST_PROXY setting', () => {
  it('is off by default; true/1, or a list of proxy addresses', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
