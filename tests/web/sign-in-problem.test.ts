import { setupI18n } from '@lingui/core';
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { signInProblem, type ProblemContext } from '../../src/web/screens/login/sign-in-problem';

// A failed sign-in always says why on the login card (issue 10 §7): what each kind of failure reads.
const i18n = setupI18n({ locale: 'es', messages: { es: {} } });
const here: ProblemContext = { online: true, base: '/demo', origin: 'http://127.0.0.1:3000' };

/** The real client path: ky over a fetch that fails the way a browser's does. */
async function failureOf(fetch: typeof globalThis.fetch, timeout = 5000): Promise<unknown> {
  try {
    await ky.post('http://127.0.0.1:3000/demo/api/login', { fetch, retry: 0, timeout, json: {} }).json();
  } catch (e) {
    return e;
  }
  throw new Error('the request did not fail');
}

const said = (err: unknown, ctx = here) => {
  const d = signInProblem(err, ctx);
  return d ? i18n._(d) : null;
};

const blocked: typeof fetch = async () => { throw new TypeError('Failed to fetch'); };
const answer = (status: number, body = '{"message":"x"}', type = 'application/json'): typeof fetch =>
  async () => new Response(body, { status, headers: { 'content-type': type } });

describe('why a sign-in failed', () => {
  it('no answer at all: server down or unreachable, offline, or another address', async () => {
    const err = await failureOf(blocked);
    expect(said(err)).toMatch(/^No se pudo conectar con el servidor/);
    expect(said(err, { ...here, online: false })).toMatch(/^Sin conexión a internet/);
    expect(said(err, { ...here, base: 'http://localhost:3000/demo' })).toBe(
      'El navegador bloqueó la llamada al servidor en localhost:3000, que es otra dirección. Abre Mando en esa dirección.');
  });

  it('a server that does not answer in time', async () => {
    const hang: typeof fetch = (_input, init) => new Promise((_res, rej) => init?.signal?.addEventListener('abort', () => rej(init.signal!.reason)));
    expect(said(await failureOf(hang, 50))).toMatch(/^El servidor no respondió a tiempo/);
  });

  it('5xx and proxy errors name the status', async () => {
    expect(said(await failureOf(answer(500)))).toBe('El servidor tuvo un error (500) y no pudo iniciar la sesión. Inténtalo de nuevo en unos minutos.');
    expect(said(await failureOf(answer(502, '<html>Bad gateway</html>', 'text/html')))).toBe('El servidor no está disponible (error 502). Inténtalo de nuevo en unos minutos.');
    expect(said(await failureOf(answer(404)))).toMatch(/empresa elegida/);
    expect(said(await failureOf(answer(405)))).toBe('El servidor rechazó la solicitud (error 405).');
  });

  it('a 200 that is not the session (a proxy page) is not silence either', async () => {
    expect(said(await failureOf(answer(200, '<html>login portal</html>', 'text/html')))).toMatch(/^El servidor respondió algo inesperado/);
  });

  it('leaves to the shared notices what they already say (wrong password, throttled, field errors)', async () => {
    for (const status of [401, 403, 422, 429]) expect(said(await failureOf(answer(status)))).toBeNull();
    expect(said(new DOMException('gone', 'AbortError'))).toBeNull();
  });
});
