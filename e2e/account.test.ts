// Journeys of a user's own pages (issue 14): /profile edits its own data and the page it lands on
// after signing in, without permission to edit users; /settings changes this device's language and theme.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { journey } from './support/journey';

const j = journey();

describe('account', () => {
  test('staff changes its phone and default homepage on /profile and lands on the boards next time', async () => {
    const { page, context } = await j.fresh();
    await shotOnFailure(page, 'profile', async () => {
      await login(page, 'staff@demo.test');
      await page.goto('/profile');
      const form = page.getByRole('region', { name: 'Datos personales' });
      await form.getByRole('textbox', { name: 'Teléfono' }).fill('3001234567');
      await form.getByRole('combobox', { name: 'Página de inicio' }).selectOption({ label: 'Tableros' });
      await screenshot(page, 'profile');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Exito!').first().waitFor();

      // Signed in again (a new device): the app opens the boards.
      await context.clearCookies();
      const { page: next } = await j.fresh();
      await login(next, 'staff@demo.test');
      await next.waitForURL((u) => u.pathname === '/boards');
      await next.goto('/profile');
      await waitUntil('the saved phone', async () => (await next.getByRole('textbox', { name: 'Teléfono' }).inputValue()).replace(/\D/g, '') === '3001234567');
    });
  });

  test('/settings switches the language and the theme at once, and they stay', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'settings', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/settings');
      await page.getByRole('radio', { name: 'Oscuro' }).click();
      await waitUntil('dark theme', () => page.evaluate(() => document.documentElement.classList.contains('dark')));
      await screenshot(page, 'settings-dark');
      await page.getByRole('radio', { name: 'English' }).click();
      await page.getByRole('radio', { name: 'Light' }).waitFor();
      await page.reload();
      await page.getByRole('radio', { name: 'Dark', checked: true }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    });
  });
});
