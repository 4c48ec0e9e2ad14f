// Journey — a forgotten password, reset through the mailed link read from the SuperAdmin's outbox
// (no SMTP configured: the mail stays in the outbox, spec 01 §2.1 forgot-password link).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, pathOf, shotOnFailure, waitUntil } from './support/browser';
import { journey } from './support/journey';

const { fresh } = journey();

describe('password reset by mailed link', () => {
  test('staff asks for a link, the SuperAdmin reads it in the outbox, staff sets a new password and signs in', async () => {
    const staff = await fresh();
    const admin = await fresh();
    await shotOnFailure(staff.page, 'password-reset', async () => {
      const { page } = staff;
      await page.goto('/login');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.waitForURL('**/reset-password');
      // The URL changes before the lazily loaded screen replaces the login form, which has a
      // 'Correo electrónico' field of its own: wait for the reset form before typing.
      await page.getByRole('form', { name: 'Restablecer contraseña' }).waitFor();
      await page.getByLabel('Correo electrónico').fill('staff@demo.test');
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText(/te enviamos un enlace|Te enviamos un correo/).waitFor();

      await login(admin.page, 'admin@demo.test');
      await admin.page.getByRole('button', { name: 'Menú de usuario' }).click();
      await admin.page.getByRole('menuitem', { name: 'Correos enviados' }).click();
      await admin.page.waitForURL('**/outbox');
      await admin.page.getByRole('button', { name: /staff@demo\.test/ }).click();
      const body = await admin.page.locator('pre').innerText();
      const link = /(http\S+reset-password\S+)/.exec(body)?.[1];
      assert.ok(link, `a reset link in the mail body: ${body}`);

      await page.goto(link);
      await page.getByLabel('Nueva contraseña').fill('nueva-clave-9');
      await page.getByLabel('Confirmar contraseña').fill('nueva-clave-9');
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      await waitUntil('the reset to finish', async () => pathOf(page) === '/login' || (await page.getByText(/restablecida/).count()) > 0);

      await page.goto('/login');
      await login(page, 'staff@demo.test', 'nueva-clave-9');
      assert.notEqual(pathOf(page), '/login');
    });
  });
});
