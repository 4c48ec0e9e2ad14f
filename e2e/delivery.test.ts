// Journey — the app as delivered (issue 10 §7): opened at http://127.0.0.1:PORT while PUBLIC_URL
// names http://localhost:PORT, a failed sign-in said on the card, compressed and cached assets without
// source maps, and a lazy chunk that fails (offline, or a release replaced it) and recovers.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { login, pathOf, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { journey } from './support/journey';
import { ROOT } from './support/server';

const j = journey({ publicUrl: (port) => `http://localhost:${port}` });
const { fresh } = j;

/** The shell is on screen: its drawer menu and the user menu. */
async function shellShows(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
  await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
}

const RESOURCE_CHUNK = /\/assets\/resource-[\w-]+\.js$/;

describe('delivery', () => {
  test('signs in at http://127.0.0.1:PORT while PUBLIC_URL is http://localhost:PORT, calling no other origin', async () => {
    assert.match(j.server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const { page } = await fresh();
    const origins = new Set<string>();
    page.on('request', (r) => origins.add(new URL(r.url()).origin));
    await shotOnFailure(page, 'delivery-any-address', async () => {
      const tenants = await (await page.request.get(`${j.server.url}/api/active-tenants`)).json();
      assert.equal(tenants.demo, `${j.server.url}/demo`, 'tenant URLs on the address the request came to');
      await login(page, 'admin@demo.test');
      assert.equal(pathOf(page), '/dashboard');
      await page.getByRole('main').getByRole('heading', { name: 'Hola, Laura' }).waitFor();
      await screenshot(page, 'delivery-signed-in-at-127.0.0.1');
      assert.deepEqual([...origins], [j.server.url]);
    });
  });

  test('a sign-in request without an answer, or with a 503, says why on the login card', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'delivery-sign-in-failure', async () => {
      let answer: (route: Route) => Promise<void> = (route) => route.abort('connectionrefused');
      await page.route('**/demo/api/login', (route) => answer(route));
      await page.goto('/login');
      await page.getByLabel('Correo electrónico').fill('admin@demo.test');
      await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
      const entrar = page.getByRole('button', { name: 'Entrar' });
      const card = page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('alert');
      await entrar.click();
      await card.getByText('No se pudo conectar con el servidor', { exact: false }).waitFor();
      await waitUntil("'Entrar' usable again", () => entrar.isEnabled());
      await screenshot(page, 'delivery-sign-in-no-answer');

      answer = (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' });
      await entrar.click();
      await card.getByText('El servidor no está disponible (error 503)', { exact: false }).waitFor();
      assert.equal(pathOf(page), '/login');

      // Back to normal: the message goes and the user is in.
      await page.unroute('**/demo/api/login');
      await entrar.click();
      await page.waitForURL((u) => u.pathname === '/dashboard');
    });
  });

  test('hashed assets are brotli files cached a year; index.html is revalidated; no source maps', async () => {
    const page = await fetch(`${j.server.url}/clientes`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'br');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const html = await page.text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    assert.ok(scripts.length >= 2, `assets in index.html: ${scripts.join(', ')}`);
    for (const src of scripts) {
      const res = await fetch(`${j.server.url}${src}`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(res.status, 200, src);
      assert.equal(res.headers.get('content-encoding'), 'br', src);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable', src);
      await res.arrayBuffer();
      const map = await fetch(`${j.server.url}${src}.map`);
      assert.equal(map.status, 404, `${src}.map`);
    }
    const built = readdirSync(join(ROOT, 'dist', 'assets'));
    assert.deepEqual(built.filter((f) => f.endsWith('.map')), [], 'the build writes no source maps');
    assert.ok(existsSync(join(ROOT, 'dist', 'index.html.gz')));
  });

  test("a lazy chunk that fails: a Spanish error with 'Reintentar' inside the shell; unblocked, 'Reintentar' loads it", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'delivery-chunk-error', async () => {
      await login(page, 'admin@demo.test');
      await page.route(RESOURCE_CHUNK, (route) => route.abort('internetdisconnected'));
      await page.goto('/clientes');
      const alert = page.getByRole('main').getByRole('alert');
      await alert.getByRole('heading', { name: 'No se pudo cargar esta pantalla' }).waitFor();
      await shellShows(page);
      assert.equal(await page.getByText('Something went wrong', { exact: false }).count(), 0);
      await screenshot(page, 'delivery-chunk-error');

      await page.unroute(RESOURCE_CHUNK);
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByRole('banner').getByRole('heading', { name: 'Clientes' }).waitFor();
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      assert.equal(pathOf(page), '/clientes');
    });
  });

  test('after a deploy (chunk gone, index.html of a new build) an old tab reloads once, then shows the error instead of looping', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'delivery-deploy-reload', async () => {
      await login(page, 'admin@demo.test');
      let loads = 0;
      page.on('load', () => loads++);
      // The release this tab runs is gone: its chunk is a 404, and '/' serves a newer build.
      await page.route(RESOURCE_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Ruta no encontrada."}' }));
      await page.route((url) => url.pathname === '/', async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace(/<meta name="mando-build" content="[^"]+"/, '<meta name="mando-build" content="nueva-version"');
        await route.fulfill({ response: res, body });
      });
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Clientes' }).click();
      await waitUntil('the page reloads to the new release', () => loads === 1);
      // Still no chunk after the reload (a stale cache): the error, not a second reload.
      const alert = page.getByRole('main').getByRole('alert');
      await alert.getByRole('heading', { name: 'No se pudo cargar esta pantalla' }).waitFor();
      await page.waitForTimeout(1500);
      assert.equal(loads, 1, 'reloaded exactly once');
      await shellShows(page);

      await page.unroute(RESOURCE_CHUNK);
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
    });
  });
});
