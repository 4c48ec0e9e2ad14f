// Journey — 'Recordarme' (spec 01 §2.1, issue 10 §7): unchecked, the session lives in this browser
// session only (sessionStorage, a 12-hour server token) and is gone after a restart; checked, it is
// kept (localStorage, a 30-day token). A restart is a new browser context given the old one's stored
// state (cookies and localStorage: exactly what survives closing the browser; sessionStorage does not).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chooseTenant, DEMO_PASSWORD, pathOf, shotOnFailure, WAIT_MS } from './support/browser';
import { journey } from './support/journey';

const j = journey();

async function signIn(page: import('playwright-core').Page, remember: boolean): Promise<void> {
  await page.goto('/login');
  await chooseTenant(page, 'demo');
  await page.getByLabel('Correo electrónico').fill('admin@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  const box = page.getByRole('checkbox', { name: 'Recordarme' });
  if ((await box.getAttribute('aria-checked')) !== String(remember)) await box.click();
  assert.equal(await box.getAttribute('aria-checked'), String(remember));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
}

/** Closes the browser "window" and opens a new one with what a restart keeps; opens /dashboard. */
async function restart(context: import('playwright-core').BrowserContext) {
  const storageState = await context.storageState();
  await context.close();
  const next = await j.fresh({ storageState });
  await next.page.goto('/dashboard');
  return next.page;
}

describe("'Recordarme'", () => {
  test('unchecked: a reload keeps the session, a browser restart lands on /login', async () => {
    const { context, page } = await j.fresh();
    await shotOnFailure(page, 'remember-off', async () => {
      await signIn(page, false);
      await page.reload();
      await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
      assert.notEqual(pathOf(page), '/login', 'a reload in the same tab keeps the user');

      const after = await restart(context);
      await after.waitForURL((u) => u.pathname === '/login');
      await after.getByRole('button', { name: 'Entrar' }).waitFor();
    });
  });

  test('checked: after a browser restart the user is still signed in', async () => {
    const { context, page } = await j.fresh();
    await shotOnFailure(page, 'remember-on', async () => {
      await signIn(page, true);
      const after = await restart(context);
      await after.getByRole('button', { name: 'Menú de usuario' }).waitFor();
      assert.equal(pathOf(after), '/dashboard');
    });
  });
});
