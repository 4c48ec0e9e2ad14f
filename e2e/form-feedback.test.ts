// Journey — what the record form says about its state (spec 03 §2.1, issue 10 §7): Guardar is in
// the normal colour on a pristine form, turns to the warning colour with a cancel icon once a save
// was tried while invalid, and a tab's error dot goes away as soon as the error is fixed — also when
// the fix is made in another field (the NIT check of 'Documento' depends on 'Tipo de documento').
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog } from './support/dialogs';
import { control, waitForFieldError } from './support/list';
import { journey } from './support/journey';

const j = journey();

const warning = async (save: Locator) => (await save.getAttribute('aria-invalid')) === 'true';
const dot = (page: Page, tab: string) => page.getByRole('tab', { name: tab }).getByLabel('Con errores');

describe('record form feedback', () => {
  test('Guardar: normal when pristine, warning after a failed save; the tab dot follows the errors', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'form-feedback', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/clientes?dialog=create');
      const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
      await waitDialog(dialog);
      const save = dialog.getByRole('button', { name: 'Guardar' });
      await control(dialog, 'Nombres').waitFor();
      assert.equal(await warning(save), false, 'a pristine form has the normal Guardar');
      assert.equal(await dot(page, 'Cliente').count(), 0);

      await save.click();
      await waitUntil('Guardar in the warning colour', () => warning(save));
      await dot(page, 'Cliente').waitFor();

      await control(dialog, 'Nombres').fill('Ana');
      await control(dialog, 'Documento').fill('12345678');
      await control(dialog, 'Documento').blur();
      // Tipo de documento is NIT by default: 12345678 is not a valid NIT.
      await waitForFieldError(dialog, 'Documento', 'No es un NIT válido');
      assert.equal(await dot(page, 'Cliente').count(), 1);

      // A cédula needs no check digit: changing the type fixes 'Documento' without touching it.
      await control(dialog, 'Tipo de documento').selectOption('13');
      await waitForFieldError(dialog, 'Documento', '');
      await waitUntil('the Cliente tab without its error dot', async () => (await dot(page, 'Cliente').count()) === 0);
      await waitUntil('Guardar back to normal', async () => !(await warning(save)));
    });
  });
});
