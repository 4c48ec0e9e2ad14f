// Journey — numbers and dates in forms read like the list (issue 10 §7): money as '$ 59.900'
// (spec 02 §9: symbol $, 0 decimals, dots for thousands, comma for decimals), typed the Colombian
// way, and dates as YYYY-MM-DD (spec 01 §9) whatever the browser's locale would show.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, shotOnFailure, waitForParams, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { journey } from './support/journey';
import { columnTexts, control, tableRows, waitForColumn, waitListIdle } from './support/list';

const j = journey();

describe('form values', () => {
  test('a product form shows its price as the list does and reads Colombian typing', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'form-values-money', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/productos?query=CMB-500');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      assert.deepEqual(await columnTexts(page, 'Precio'), ['$ 59.900']);

      await tableRows(page).first().click();
      const dialog = page.getByRole('dialog', { name: 'Editar producto' });
      await waitDialog(dialog);
      const precio = control(dialog, 'Precio');
      await waitUntil('the price in the form', async () => (await precio.inputValue()) !== '');
      assert.equal(await precio.inputValue(), '$ 59.900', 'not 59900.00');

      // '61.000' is sixty-one thousand in Colombia, not sixty-one.
      await precio.fill('61.000');
      await precio.press('Tab');
      assert.equal(await precio.inputValue(), '$ 61.000');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      await waitForParams(page, { dialog: null });
      await waitForColumn(page, 'Precio', ['$ 61.000']);
    });
  });

  test('a client form shows and takes dates as YYYY-MM-DD', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'form-values-date', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/clientes');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      await tableRows(page).first().click();
      const dialog = page.getByRole('dialog', { name: 'Editar cliente' });
      await waitDialog(dialog);
      const nacimiento = control(dialog, 'Nacimiento');
      assert.equal(await nacimiento.getAttribute('placeholder'), 'AAAA-MM-DD');

      // Digits only: the dashes come by themselves.
      await nacimiento.fill('');
      await nacimiento.pressSequentially('19850709');
      assert.equal(await nacimiento.inputValue(), '1985-07-09');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      await waitForParams(page, { dialog: null });

      await tableRows(page).first().click();
      await waitDialog(dialog);
      await waitUntil('the saved date in the form', async () => (await control(dialog, 'Nacimiento').inputValue()) === '1985-07-09');
    });
  });
});
