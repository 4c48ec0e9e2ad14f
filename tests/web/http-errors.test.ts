import { describe, expect, it } from 'vitest';
import { decideApiError, errorItems, fieldErrors, statusTitle, successTitle } from '../../src/web/lib/http-errors';

const away = { onLogin: false };
const onLogin = { onLogin: true };

describe('shared API error handler (spec 03 §8)', () => {
  it('401 away from login redirects to login', () => {
    expect(decideApiError(401, { message: 'Unauthenticated.' }, away)).toEqual({ type: 'login' });
  });

  it('401 on the login screen warns for 10 s with the bad-credentials text', () => {
    const a = decideApiError(401, { message: 'x' }, onLogin);
    expect(a).toMatchObject({ type: 'notice', kind: 'warning', duration: 10_000 });
    expect(a.type === 'notice' && a.title.message).toBe('Usuario y/o contraseña incorrectos');
  });

  it('419 refreshes the CSRF cookie unless on login', () => {
    expect(decideApiError(419, null, away)).toEqual({ type: 'csrf' });
    expect(decideApiError(419, null, onLogin)).toMatchObject({ type: 'notice', kind: 'error' });
  });

  it('403 is a 5 s toast without permission', () => {
    const a = decideApiError(403, { message: 'whatever' }, away);
    expect(a).toMatchObject({ type: 'notice', kind: 'error', duration: 5000 });
    expect(a.type === 'notice' && a.title.message).toBe('No tienes permisos para realizar esta acción');
  });

  it('422 gives the field errors back instead of a notice', () => {
    const body = { message: 'El nombre es obligatorio', errors: { nombre: ['El nombre es obligatorio'], email: 'mal' } };
    expect(decideApiError(422, body, away)).toEqual({ type: 'fields', errors: { nombre: ['El nombre es obligatorio'], email: ['mal'] } });
  });

  it('an errors map on other statuses is a warning dialog for 10 s listing them', () => {
    const a = decideApiError(400, { message: 'Revisa', errors: { a: ['uno', 'dos'], b: ['tres'] } }, away);
    expect(a).toMatchObject({ type: 'notice', kind: 'warning', duration: 10_000, message: 'Revisa', items: ['uno', 'dos', 'tres'] });
    expect(a.type === 'notice' && a.title.message).toBe('Solicitud incorrecta');
  });

  it('a results message is listed too', () => {
    expect(errorItems({ results: 'Falló la importación' })).toEqual(['Falló la importación']);
  });

  it('other errors are a red toast for 5 s titled with the status in Spanish and the server message', () => {
    const a = decideApiError(429, { message: 'Demasiados intentos. por favor intente de nuevo en 60 segundos.' }, onLogin);
    expect(a).toMatchObject({ type: 'notice', kind: 'error', duration: 5000, message: 'Demasiados intentos. por favor intente de nuevo en 60 segundos.' });
    expect(a.type === 'notice' && a.title.message).toBe('Demasiadas solicitudes');
  });

  it.each([
    [404, 'No encontrado'],
    [500, 'Error interno del servidor'],
    [503, 'Servicio no disponible'],
    [0, 'No hay conexión con el servidor'],
    [599, 'Error interno del servidor'],
  ])('status %i reads %s', (status, text) => {
    expect(statusTitle(status).message).toBe(text);
  });

  it('HTML error pages are not shown as messages', () => {
    const a = decideApiError(502, '<html><body>Bad gateway</body></html>', away);
    expect(a).toMatchObject({ type: 'notice', kind: 'error', message: undefined });
  });

  it.each([
    [200, 'Exito!'],
    [201, 'Creado!'],
    [204, 'Eliminado!'],
    [400, 'Solicitud incorrecta!'],
  ])('success toast for %i is %s', (status, text) => {
    expect(successTitle(status).message).toBe(text);
  });

  it('fieldErrors ignores non-maps', () => {
    expect(fieldErrors({ errors: ['a'] })).toEqual({});
    expect(fieldErrors(null)).toEqual({});
  });
});
