import { describe, expect, it } from 'vitest';
import { defaultTenant, ownOriginBase, preconfiguredTenant, toClientBase } from '../../src/web/lib/tenant';
import { canSubmitLogin, canSubmitRegister } from '../../src/web/screens/login/rules';

const local = { origin: 'http://localhost:5173', hostname: 'localhost' };

describe('tenant base URLs', () => {
  it('calls a same-host tenant through its path (dev proxy, cookies)', () => {
    expect(toClientBase('http://localhost:3000/demo', 'demo', local)).toBe('/demo');
    expect(toClientBase('http://localhost:3000/demo/', 'demo', local)).toBe('/demo');
  });

  it('never calls another origin: the app opened at 127.0.0.1 while the server names localhost', () => {
    const loopback = { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' };
    expect(toClientBase('http://localhost:3000/demo', 'demo', loopback)).toBe('/demo');
    expect(toClientBase('/demo', 'demo', loopback)).toBe('/demo');
    // A tenant host elsewhere: its path prefix on this origin reaches the same tenant.
    expect(toClientBase('https://acme.mando.app/', 'acme', local)).toBe('/acme');
    expect(toClientBase('https://acme.mando.app/', 'acme', { origin: 'https://acme.mando.app', hostname: 'acme.mando.app' })).toBe('');
  });

  it('a stored base on another origin becomes its path here', () => {
    const loopback = { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' };
    expect(ownOriginBase('http://localhost:3000/demo', loopback)).toBe('/demo');
    expect(ownOriginBase('/acme', loopback)).toBe('/acme');
    expect(ownOriginBase('', loopback)).toBe('');
  });

  it('is preconfigured only when a tenant lives at this origin root', () => {
    const map = { demo: 'http://localhost:3000/demo', acme: 'https://acme.mando.app' };
    expect(preconfiguredTenant(map, local)).toBeNull();
    expect(preconfiguredTenant(map, { origin: 'https://acme.mando.app', hostname: 'acme.mando.app' })).toEqual({ name: 'acme', base: '' });
    // TLS ended by a proxy: the server may name http while the page is https.
    expect(preconfiguredTenant({ acme: 'http://acme.mando.app' }, { origin: 'https://acme.mando.app', hostname: 'acme.mando.app' })).toEqual({ name: 'acme', base: '' });
  });

  it('preselects the last tenant, else demo, else the first', () => {
    const map = { acme: 'x', demo: 'y' };
    expect(defaultTenant(map, 'acme')).toBe('acme');
    expect(defaultTenant(map, 'gone')).toBe('demo');
    expect(defaultTenant({ acme: 'x' }, null)).toBe('acme');
    expect(defaultTenant({}, null)).toBeNull();
  });
});

describe('login and register buttons (spec 01 §5)', () => {
  it('Entrar needs email ≥ 3 and password ≥ 4', () => {
    expect(canSubmitLogin('ab', '1234')).toBe(false);
    expect(canSubmitLogin('abc', '123')).toBe(false);
    expect(canSubmitLogin('abc', '1234')).toBe(true);
  });

  it('Registrarse needs name/document/email ≥ 3, password ≥ 4 and matching confirmation', () => {
    const ok = { nombre: 'Ana', documento: '123', email: 'a@b', password: '1234', confirmation: '1234' };
    expect(canSubmitRegister(ok)).toBe(true);
    expect(canSubmitRegister({ ...ok, nombre: 'An' })).toBe(false);
    expect(canSubmitRegister({ ...ok, documento: '12' })).toBe(false);
    expect(canSubmitRegister({ ...ok, password: '123', confirmation: '123' })).toBe(false);
    expect(canSubmitRegister({ ...ok, confirmation: '12345' })).toBe(false);
  });
});
