// Journey — list columns, filters and item selectors (issue 13; spec 01 §2.6, §3, §9): the tickets
// list opens on its default estados with coloured estado badges; the user's own estado filter is
// remembered on the device and wins over the default next time. A product's tax selector searches
// the server (accents and case ignored, only active taxes: the field's whereIn pre-filter, limit
// 250), shows the spec's empty text, and is operated with the keyboard alone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, paramsOf, shotOnFailure, waitForParams, waitUntil } from './support/browser';
import { waitDialog } from './support/dialogs';
import { columnTexts, tableRows, waitListIdle } from './support/list';
import { journey } from './support/journey';

const j = journey();

describe('list columns, filters and selectors', () => {
  test('tickets open on live estados as badges; a chosen estado is remembered', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'list-default-filter', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/tickets');
      await waitForParams(page, { estado: 'abierto,en curso', page: '1' });
      await waitListIdle(page);
      await tableRows(page).first().waitFor();
      const estados = new Set(await columnTexts(page, 'Estado'));
      assert.ok(estados.size > 0 && [...estados].every((e) => e === 'abierto' || e === 'en curso'), [...estados].join(', '));
      // A badge coloured by the option's tone, not plain text.
      const badge = tableRows(page).first().locator('[data-tone]');
      assert.ok(['info', 'warning'].includes((await badge.getAttribute('data-tone')) ?? ''));
      await page.getByRole('button', { name: /^Estado:/ }).waitFor();

      // The user's own choice: only completed tickets.
      await page.getByRole('button', { name: 'Quitar filtro Estado' }).click();
      await waitForParams(page, { estado: null });
      await page.getByRole('button', { name: 'Filtro' }).click();
      await page.locator('[id^="headlessui-popover-panel"]').getByRole('button', { name: 'Estado', exact: true }).click();
      await page.getByRole('checkbox', { name: 'completado' }).check();
      await waitForParams(page, { estado: 'completado', page: '1' });
      await page.keyboard.press('Escape');
      await waitUntil('only completed tickets', async () => {
        const shown = await columnTexts(page, 'Estado');
        return shown.length > 0 && shown.every((e) => e === 'completado');
      });
      assert.equal(await tableRows(page).first().locator('[data-tone]').getAttribute('data-tone'), 'success');

      // Opening the bare list again: the remembered value, not the default.
      await page.goto('/tickets');
      await waitForParams(page, { estado: 'completado' });
      // An address that names filters decides by itself.
      await page.goto('/tickets?query=impresora');
      await waitListIdle(page);
      assert.equal(paramsOf(page).get('estado'), null);
    });
  });

  test('the tax selector searches active taxes on the server and works from the keyboard', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'selector-search', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/productos?dialog=create');
      const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
      await waitDialog(dialog);
      const box = dialog.getByRole('combobox', { name: 'Impuestos' });
      await box.waitFor();

      const searched = page.waitForRequest((r) => {
        const u = new URL(r.url());
        return u.pathname.endsWith('/api/taxes') && u.searchParams.get('q') === 'RETENCION';
      });
      await box.focus();
      await page.keyboard.type('RETENCION');
      const request = new URL((await searched).url());
      assert.equal(request.searchParams.get('limit'), '250');
      assert.equal(request.searchParams.get('whereIn[status]'), '1');
      const options = page.getByRole('listbox').getByRole('option');
      await waitUntil('accent-insensitive matches', async () => {
        const names = await options.allTextContents();
        return names.length > 0 && names.every((n) => /Retención/.test(n));
      });

      // Keyboard only: a match, Enter → a chip that names it.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: /^Quitar Retención/ }).waitFor();
      assert.equal(await dialog.getByRole('button', { name: /^Quitar / }).count(), 1);

      // The inactive tax is never offered: the spec's empty text.
      await box.fill('bolsas');
      await page.getByRole('listbox').getByText('empty table').waitFor();
      await page.keyboard.press('Escape');
    });
  });
});
