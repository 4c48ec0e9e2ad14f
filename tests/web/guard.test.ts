import { describe, expect, it } from 'vitest';
import { guardDecision, isPublicPath } from '../../src/web/lib/guard';
import { homePath, principalOf, safeReturnUrl } from '../../src/web/lib/session';

const user = { password_status: 'ok', preferences: null };

describe('navigation guard (spec 01 §2.3)', () => {
  it('lets everybody into login, reset-password and a single report', () => {
    for (const p of ['/login', '/reset-password', '/reports/7']) {
      expect(isPublicPath(p)).toBe(true);
      expect(guardDecision(p, p, null)).toBeNull();
    }
    expect(isPublicPath('/reports')).toBe(false);
    expect(isPublicPath('/reports/7/edit')).toBe(false);
  });

  it('sends signed-out visitors to login with a returnUrl', () => {
    expect(guardDecision('/clientes', '/clientes?page=2', null)).toBe('/login?returnUrl=%2Fclientes%3Fpage%3D2');
    expect(guardDecision('/', '/', null)).toBe('/login');
  });

  it('takes /{tenant}/login (the API is under /{tenant}/api) to the login with that tenant chosen', () => {
    expect(guardDecision('/demo/login', '/demo/login', null)).toBe('/login?tenant=demo');
    expect(guardDecision('/acme-2/login/', '/acme-2/login/', user)).toBe('/login?tenant=acme-2');
    expect(guardDecision('/clientes/7', '/clientes/7', null)).toBe('/login?returnUrl=%2Fclientes%2F7');
    expect(guardDecision('/a/b/login', '/a/b/login', null)).toBe('/login?returnUrl=%2Fa%2Fb%2Flogin');
  });

  it('lets a signed-in user through', () => {
    expect(guardDecision('/clientes', '/clientes', user)).toBeNull();
  });

  it('forces an expired password to /change-password with returnUrl', () => {
    const expired = { ...user, password_status: 'expired' };
    expect(guardDecision('/clientes', '/clientes', expired)).toBe('/change-password?returnUrl=%2Fclientes');
    expect(guardDecision('/change-password', '/change-password', expired)).toBeNull();
  });
});

describe('where login lands', () => {
  it('uses preferences.default_homepage, else /dashboard', () => {
    expect(homePath(null)).toBe('/dashboard');
    expect(homePath({ preferences: {} })).toBe('/dashboard');
    expect(homePath({ preferences: { default_homepage: 'calendar/tickets' } })).toBe('/calendar/tickets');
    expect(homePath({ preferences: { default_homepage: '/' } })).toBe('/');
  });

  it('follows only same-app return URLs', () => {
    expect(safeReturnUrl('/clientes?page=2')).toBe('/clientes?page=2');
    expect(safeReturnUrl('https://evil.test')).toBeNull();
    expect(safeReturnUrl('//evil.test')).toBeNull();
    expect(safeReturnUrl('/login?returnUrl=/x')).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });

  it('builds the principal from the session user', () => {
    expect(principalOf({ roles: ['staff'], permissions: ['Ver Clientes'], modulos: ['clientes'], canSendToDian: false, id: 4, cliente_id: 2, entidad_id: null }))
      .toEqual({ roles: ['staff'], permissions: ['Ver Clientes'], modules: ['clientes'], canSendToDian: false, userId: 4, clienteId: 2, entidadId: null });
    expect(principalOf(null)).toBeNull();
  });
});
