// Journey — an invoice whose debt changes when a receipt is applied (issue 14 "Done when"): an invoice
// with lines is created in the browser (Crédito asks for its due date first), the list shows its debt;
// a receipt for part of it is recorded (one beyond the debt is refused by the server, on the amount),
// and the invoice list, the invoice and the client's 360° page show the new debt.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, screenshot, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { control, tableRows, waitForFieldError, waitListIdle } from './support/list';

const j = journey();

/** Types into an item selector and picks the option with that name. */
async function pick(page: Page, scope: Locator, label: string, search: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** The text of a list row's cell under the column with this header. */
async function cell(page: Page, row: Locator, column: string): Promise<string> {
  const headers = await page.getByRole('table').locator('thead th').allTextContents();
  const i = headers.findIndex((h) => h.trim() === column);
  assert.ok(i >= 0, `column ${column} in ${headers.join(' | ')}`);
  return ((await row.locator('td').nth(i).textContent()) ?? '').trim();
}

describe('receivables', () => {
  test('an invoice with lines owes its total; a partial receipt lowers its debt', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'receivables', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/invoices');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nueva factura' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nueva factura' });
      await waitDialog(dialog);

      await control(dialog, 'Número').fill('FE-7001');
      await pick(page, dialog, 'Cliente', 'Tecnolog', /Tecnologías Andinas/);
      await control(dialog, 'Dirección').fill('Carrera 7 # 71-21, Bogotá');
      await pick(page, dialog, 'Producto 1', 'Monitor', /Monitor 24/);
      await waitUntil('price of line 1 from the product', async () => (await control(dialog, 'Precio 1').inputValue()) === '$ 689.000');
      await control(dialog, 'Cantidad 1').fill('2');
      await waitForText(dialog.locator('[data-document-total]'), '$ 1.639.820'); // 2 × 689.000 + IVA 19 %

      // On credit the due date becomes required (spec 02 §5), marked and checked before saving.
      const vencimientoLabel = dialog.locator('label[for="f-vencimiento"]');
      assert.equal(await vencimientoLabel.textContent(), 'Vencimiento');
      await control(dialog, 'Forma de pago').selectOption('Crédito');
      await waitForText(vencimientoLabel, 'Vencimiento*');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitForFieldError(dialog, 'Vencimiento', 'El campo Vencimiento es obligatorio cuando Forma de pago es Crédito.');
      await control(dialog, 'Vencimiento').pressSequentially('20310131');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);

      const invoiceRow = tableRows(page).filter({ hasText: 'FE-7001' });
      await invoiceRow.waitFor();
      await waitUntil('the new invoice owes its total', async () => (await cell(page, invoiceRow, 'Saldo')) === '$ 1.639.820');
      assert.equal(await cell(page, invoiceRow, 'Estado'), 'Emitida');
      await screenshot(page, 'receivables-invoice');

      // A receipt for part of it.
      await page.goto('/receipts');
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nuevo recibo' }).first().click();
      const form = page.getByRole('dialog', { name: 'Nuevo recibo' });
      await waitDialog(form);
      // The invoice picked first brings its client (relation.filterBy), whose invoices the selector then offers.
      await pick(page, form, 'Factura', 'FE-7001', 'FE-7001');
      await waitUntil('the client from the invoice', async () => (await control(form, 'Cliente').inputValue()) === 'Tecnologías Andinas S.A.S.');
      await control(form, 'Concepto').fill('Abono factura FE-7001');
      await control(form, 'Transacción').fill('Transferencia Bancolombia 99812');
      // More than the debt: the server refuses it on the amount.
      await control(form, 'Valor').fill('2000000');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await waitForFieldError(form, 'Valor', 'El valor supera el saldo de la factura ($ 1.639.820).');
      await control(form, 'Valor').fill('639820');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(form);
      await tableRows(page).filter({ hasText: 'Transferencia Bancolombia 99812' }).waitFor();

      // The invoice now owes the rest and is partly paid.
      await page.goto('/invoices');
      await waitListIdle(page);
      const after = tableRows(page).filter({ hasText: 'FE-7001' });
      await after.waitFor();
      await waitUntil('the debt after the receipt', async () => (await cell(page, after, 'Saldo')) === '$ 1.000.000');
      assert.equal(await cell(page, after, 'Estado'), 'Parcialmente pagada');
      await after.click();
      const edit = page.getByRole('dialog', { name: 'Editar factura' });
      await waitDialog(edit);
      await edit.getByText('$ 639.820').first().waitFor();
      await screenshot(page, 'receivables-invoice-after-receipt');
      await page.keyboard.press('Escape');

      // The client's 360° page: its invoices with what they still owe (FE1001 of the demo + the rest of FE-7001).
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const [{ cliente_id: cliente }] = await admin.call('GET', 'invoices?where[number]=FE-7001');
      await page.goto(`/cliente/${cliente}`);
      const invoices = page.getByRole('region', { name: 'Facturas' });
      await invoices.getByRole('row').filter({ hasText: 'FE-7001' }).waitFor();
      await waitForText(page.getByTestId('related-invoices-cliente_id-sum-debt'), '$ 2.978.970');
      await waitForText(page.getByTestId('related-receipts-cliente_id-sum-amount'), '$ 639.820');
    });
  });
});
