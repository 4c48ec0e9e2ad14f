// Journey 1 — signing in and out (spec 01 §2.1, §2.3, §4; spec 03 §8 for the 401 warning).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEMO_PASSWORD, chooseTenant, login, paramsOf, pathOf, shotOnFailure, waitUntil } from './support/browser';
import { journey } from './support/journey';

const j = journey();
const { fresh } = j;

describe('login', () => {
  test("'Entrar' stays disabled until the e-mail has 3 characters and the password 4", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-entrar-disabled', async () => {
      await page.goto('/login');
      const email = page.getByLabel('Correo electrónico');
      const password = page.getByLabel('Contraseña', { exact: true });
      const entrar = page.getByRole('button', { name: 'Entrar' });
      await entrar.waitFor();
      assert.equal(await entrar.isDisabled(), true, 'disabled with an empty form');

      await email.fill('ab');
      await password.fill('demo1234');
      assert.equal(await entrar.isDisabled(), true, 'disabled with a 2-character e-mail');

      await email.fill('abc');
      await password.fill('abc');
      assert.equal(await entrar.isDisabled(), true, 'disabled with a 3-character password');

      await password.fill('abcd');
      await waitUntil("'Entrar' enabled", () => entrar.isEnabled());

      await email.fill('   ');
      assert.equal(await entrar.isDisabled(), true, 'blanks do not count as e-mail characters');

      // The password has a show/hide toggle (spec 01 §2.1).
      assert.equal(await password.getAttribute('type'), 'password');
      await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
      assert.equal(await password.getAttribute('type'), 'text');
      assert.equal(await password.inputValue(), 'abcd');
      await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
      assert.equal(await password.getAttribute('type'), 'password');
    });
  });

  test("the 'Empresa' combobox lists the active tenants (demo and acme)", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-tenants', async () => {
      await page.goto('/login');
      const box = page.getByRole('combobox', { name: 'Empresa' });
      await waitUntil('a preselected tenant', async () => (await box.inputValue()) === 'demo');
      await page.getByRole('button', { name: 'Mostrar opciones' }).click();
      const options = page.getByRole('option');
      await options.first().waitFor();
      const names = (await options.allTextContents()).map((s) => s.trim());
      assert.deepEqual([...names].sort(), ['acme', 'demo']);
      await page.getByRole('option', { name: 'acme', exact: true }).click();
      assert.equal(await box.inputValue(), 'acme');
    });
  });

  test('/{tenant}/login opens the login with that tenant chosen and signs in there', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-tenant-path', async () => {
      await page.goto('/acme/login');
      await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('tenant') === 'acme');
      const box = page.getByRole('combobox', { name: 'Empresa' });
      await waitUntil('acme chosen from the address', async () => (await box.inputValue()) === 'acme');
      await page.getByLabel('Correo electrónico').fill('admin@acme.test');
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard');
      await page.getByRole('main').getByRole('heading', { name: /^Hola/ }).waitFor();
      assert.equal(await page.getByText('Página no encontrada').count(), 0);

      // A tenant that does not exist is not chosen: the usual default stays.
      const other = (await fresh()).page;
      await other.goto('/no-existe/login');
      await other.waitForURL((u) => u.pathname === '/login');
      const otherBox = other.getByRole('combobox', { name: 'Empresa' });
      await waitUntil('the default tenant', async () => (await otherBox.inputValue()) === 'demo');
    });
  });

  test("a wrong password shows 'Usuario y/o contraseña incorrectos' and stays on /login", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-wrong-password', async () => {
      await page.goto('/login');
      await page.getByLabel('Correo electrónico').fill('admin@demo.test');
      await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Usuario y/o contraseña incorrectos').waitFor();
      assert.equal(pathOf(page), '/login');
      // The form is usable again (not stuck in 'Entrando…').
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Entrar' }).isEnabled(), true);
    });
  });

  test("signing in lands on the dashboard with the user's name", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-dashboard', async () => {
      await login(page, 'admin@demo.test');
      assert.equal(pathOf(page), '/dashboard');
      await page.getByRole('main').getByRole('heading', { name: 'Hola, Laura' }).waitFor();
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menu').getByText('Laura Administradora').waitFor();
      await page.getByRole('menu').getByText('admin@demo.test').waitFor();
      await page.keyboard.press('Escape');
    });
  });

  test('a signed-out visit to /clientes goes to /login?returnUrl=… and back there after signing in', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-returnurl', async () => {
      await page.goto('/clientes?page=1');
      await page.waitForURL((u) => u.pathname === '/login');
      assert.equal(paramsOf(page).get('returnUrl'), '/clientes?page=1');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();

      await login(page, 'admin@demo.test');
      await page.waitForURL((u) => u.pathname === '/clientes');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      assert.equal(paramsOf(page).get('returnUrl'), null);
    });
  });

  test("'Salir' signs out: back to /login, and the old token no longer works", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-salir', async () => {
      await login(page, 'admin@demo.test');
      const stored = await page.evaluate(() => localStorage.getItem('mando.session'));
      const token = (JSON.parse(stored ?? '{}') as { user?: { token?: string } }).user?.token;
      assert.ok(token, 'the session is kept in localStorage');

      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Salir' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
      assert.equal(paramsOf(page).get('returnUrl'), null, "'Salir' does not ask to come back");
      await page.getByRole('button', { name: 'Entrar' }).waitFor();

      // The server revoked the token …
      const res = await page.request.get(`${j.server.url}/demo/api/login`, { headers: { 'Auth-Token': token! } });
      assert.equal(res.status(), 401, 'GET login with the old token');

      // … so even with the old session put back in the browser, /dashboard ends on the login screen.
      await page.evaluate((s) => localStorage.setItem('mando.session', s), stored!);
      await page.goto('/dashboard');
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      assert.equal(pathOf(page), '/login');
    });
  });

  test("register mode (tenant acme): limits, 'Las contraseñas no coinciden', then signed in as the new user", async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'login-register', async () => {
      await page.goto('/login');
      await chooseTenant(page, 'acme');
      await page.getByRole('button', { name: 'Regístrate' }).click();
      const form = page.getByRole('form', { name: 'Registrarse' });
      await form.waitFor();
      // 'Ya soy usuario' goes back to the login form, and 'Regístrate' returns.
      await form.getByRole('button', { name: 'Ya soy usuario' }).click();
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      await page.getByRole('button', { name: 'Regístrate' }).click();
      await form.waitFor();
      const submit = form.getByRole('button', { name: 'Registrarse' });
      await form.getByLabel('Nombre').fill('Mi');
      await form.getByLabel('Documento').fill('10203040');
      await form.getByLabel('Correo electrónico').fill('nueva.persona@acme.test');
      await form.getByLabel('Contraseña', { exact: true }).fill('clave1');
      assert.equal(await submit.isDisabled(), true, 'a 2-character name keeps it disabled');
      await form.getByLabel('Nombre').fill('Mila Restrepo');
      await form.getByLabel('Confirmar contraseña').fill('clave2');
      await page.getByText('Las contraseñas no coinciden').waitFor();
      await form.getByLabel('Confirmar contraseña').fill('clave1');
      await waitUntil('Registrarse enabled', async () => !(await submit.isDisabled()));
      await submit.click();
      await page.getByRole('heading', { name: 'Hola, Mila' }).waitFor();
    });
  });
});
