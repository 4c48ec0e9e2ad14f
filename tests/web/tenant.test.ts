import { describe, expect, it } from 'vitest';
import { defaultTenant, preconfiguredTenant, toClientBase } from '../../src/web/lib/tenant';
import { canSubmitLogin, canSubmitRegister } from '../../src/web/screens/login/rules';

const local = { origin: 'http://localhost:5173', hostname: 'localhost' };

describe('tenant base URLs', () => {
  it('calls a same-host tenant through its path (dev proxy, cookies)', () => {
    expect(toClientBase('http://localhost:3000/demo', local)).toBe('/demo');
    expect(toClientBase('http://localhost:3000/demo/', local)).toBe('/demo');
  });

  it('keeps another host absolute', () => {
    expect(toClientBase('https://acme.mando.app/', local)).toBe('https://acme.mando.app');
  });

  it('is preconfigured only when a tenant lives at this origin root', () => {
    const map = { demo: 'http://localhost:3000/demo', acme: 'https://acme.mando.app' };
    expect(preconfiguredTenant(map, local)).toBeNull();
    expect(preconfiguredTenant(map, { origin: 'https://acme.mando.app', hostname: 'acme.mando.app' })).toEqual({ name: 'acme', base: '' });
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
