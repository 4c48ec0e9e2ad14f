// Journey — an order line's price (spec 02 §3): a client buys at its price list (setPrecio), and a
// product's 'combo N-M' price applies while the line's quantity is in N..M (core/money unitPriceFor).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog } from './support/dialogs';
import { journey } from './support/journey';

const j = journey();

async function pick(page: Page, box: Locator, search: string, option: RegExp) {
  await box.click();
  await page.keyboard.type(search);
  await page.getByRole('option', { name: option }).first().click();
}

const valueOf = (dialog: Locator, id: string) => dialog.locator(`[id="${id}"]`).inputValue();

describe('order line prices', () => {
  test('a wholesale client gets its price list; a kit gets its quantity price as the quantity changes', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'order-pricing', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/pedidos?dialog=create');
      const dialog = page.getByRole('dialog', { name: 'Nuevo pedido' });
      await waitDialog(dialog);
      // Construcciones Bolívar buys at price list 2 (the demo's wholesale list: 8% off).
      await pick(page, dialog.getByRole('combobox', { name: 'Cliente', exact: true }), 'bolivar', /Construcciones Bolívar/);
      await pick(page, dialog.getByRole('combobox', { name: 'Producto 1', exact: true }), 'mouse', /Mouse inalámbrico/);
      await waitUntil('the wholesale price', async () => (await valueOf(dialog, 'f-items.0.precio')) === '$ 82.708');

      // The office kit has no list 2 price (its main price applies) and quantity prices: 3–5 → 56.900.
      await dialog.locator('[id="f-items"]').click();
      await pick(page, dialog.getByRole('combobox', { name: 'Producto 2', exact: true }), 'kit', /Kit de oficina/);
      await waitUntil('the kit price', async () => (await valueOf(dialog, 'f-items.1.precio')) === '$ 59.900');
      await dialog.locator('[id="f-items.1.cantidad"]').fill('4');
      await waitUntil('the quantity price', async () => (await valueOf(dialog, 'f-items.1.precio')) === '$ 56.900');
      await dialog.locator('[id="f-items.1.cantidad"]').fill('1');
      await waitUntil('back to the main price', async () => (await valueOf(dialog, 'f-items.1.precio')) === '$ 59.900');
      // A price typed over stays whatever the quantity.
      await dialog.locator('[id="f-items.1.precio"]').fill('50000');
      await dialog.locator('[id="f-items.1.cantidad"]').fill('4');
      await page.waitForTimeout(300);
      assert.equal(await valueOf(dialog, 'f-items.1.precio'), '$ 50.000');
    });
  });
});
