// Journey — the billing resolution alert (spec 02 §8, spec 03 §9): with a resolution that ends in
// 10 days, a user who may view invoices signs in and, about 7 s later (not before), sees the warning
// 'La Resolución de facturación esta proxima a vencerse (date). Te recomendamos renovarla pronto'.
// Signing out and in again the same week on the same device shows nothing: the check runs at most
// once per 7 days. Then the resolutions list, with the burn-down next to the end date.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { todayDefault } from '../src/core/resource';
import { shiftDay } from '../src/core/rules/dates';
import { login, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { tableRows, waitListIdle } from './support/list';

const j = journey();

describe('billing resolution alerts', () => {
  test('a near-expiry resolution warns 7 s after sign-in, and not again the same week', async () => {
    const endDate = shiftDay(todayDefault({ now: new Date() }), 10);
    const admin = await apiAs(j.server.url, 'admin@demo.test');
    await admin.call('POST', 'proxy_resolutions', {
      number: '18764999990001', type: 'FE', prefix: 'SETT', start_range: 1, end_range: 5000,
      start_date: shiftDay(endDate, -365), end_date: endDate,
    });
    const text = `La Resolución de facturación esta proxima a vencerse (${endDate}). Te recomendamos renovarla pronto`;

    const { page } = await j.fresh();
    await shotOnFailure(page, 'resolutions-alert', async () => {
      await login(page, 'admin@demo.test');
      const signedIn = Date.now();
      const alert = page.getByRole('alert').filter({ hasText: text });
      // Not yet at 5 s …
      await page.waitForTimeout(5000);
      assert.equal(await alert.count(), 0, 'no alert before 7 s');
      // … there by about 8 s (7 s plus the read), naming the resolution, as a warning.
      await alert.waitFor({ timeout: 4000 });
      const after = Date.now() - signedIn;
      assert.ok(after >= 6500 && after <= 11_000, `the alert came ${after} ms after sign-in`);
      assert.match((await alert.textContent()) ?? '', /Resolución SETT 18764999990001/);
      assert.equal(await page.getByRole('alert').filter({ hasText: 'La Resolución de facturación' }).count(), 1, 'only the near-expiry resolution alerts');
      await screenshot(page, 'resolutions-alert');
      await alert.getByRole('button', { name: 'Cerrar aviso' }).click();
      await alert.waitFor({ state: 'hidden' });

      // Out and in again on the same device: checked less than 7 days ago, so nothing.
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Salir' }).click();
      await page.waitForURL((u) => u.pathname === '/login');
      await login(page, 'admin@demo.test');
      await page.waitForTimeout(9000);
      assert.equal(await page.getByRole('alert').filter({ hasText: 'La Resolución de facturación' }).count(), 0, 'no second alert the same week');

      // A week later (the stored check moved back 7 days), the next start checks again.
      await page.evaluate(() => {
        for (const k of Object.keys(localStorage)) {
          if (k.startsWith('mando.resolutionCheck.')) localStorage.setItem(k, String(Date.now() - 7 * 24 * 3600 * 1000 - 1000));
        }
      });
      await page.reload();
      await alert.waitFor({ timeout: 12_000 });
    });
  });

  test('the resolutions list shows the end date, the burn-down and the numbers left', async () => {
    const { page } = await j.fresh({ viewport: { width: 1440, height: 900 } });
    await shotOnFailure(page, 'resolutions-list', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/proxy_resolutions');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      const headers = (await page.getByRole('table').locator('thead th').allTextContents()).map((h) => h.trim());
      const end = headers.indexOf('Vigente hasta');
      assert.ok(end >= 0, headers.join(' | '));
      assert.equal(headers[end + 1], 'Se agota');
      const fe = tableRows(page).filter({ hasText: '18764000001234' });
      await fe.waitFor();
      await waitUntil('the FE resolution shows a burn-down date', async () => /\d/.test((await fe.locator('td').nth(end + 1).textContent()) ?? ''));
      await screenshot(page, 'resolutions-list');

      // Its page: the fields (burn-down included) and the invoices numbered under it.
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const [row] = await admin.call('GET', 'proxy_resolutions?q=18764000001234');
      await page.goto(`/proxy_resolutions/${row.id}`);
      await page.getByText('Se agota', { exact: true }).first().waitFor();
      await page.getByText('FE1009').first().waitFor();
      await screenshot(page, 'resolutions-page', true);
    });
  });
});
