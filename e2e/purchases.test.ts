// Journey — a purchase order (spec 02 §3–§5, issue 14): the form's lines table takes a product at its
// purchase price, a line with cantidad 0 shows its error on that cell, the fixed order is saved with
// the total the server computed; approving it shows who approved it on the 'Aprobación' tab. A supplier
// invoice takes its address from the supplier picked.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, login, newSpanishContext, screenshot, shotOnFailure, waitForText, waitUntil, type SpanishContext } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { control, fieldError, tableRows, waitListIdle } from './support/list';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let ctx: SpanishContext;
let page: Page;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
  ctx = await newSpanishContext(browser, server.url);
  page = ctx.page;
  await login(page, 'admin@demo.test');
});

after(async () => {
  if (ctx?.pageErrors.length) console.error(`Uncaught page errors:\n${ctx.pageErrors.join('\n')}`);
  await ctx?.context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** Types into an item selector and picks the option with that name. */
async function pick(scope: Locator, label: string, search: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('purchase orders', () => {
  test('a new order: purchase price from the product, a line error, fixed, saved with its total, then approved', () => shotOnFailure(page, 'purchases-create', async () => {
    await page.goto('/purchase_orders');
    await tableRows(page).first().waitFor();
    await waitListIdle(page);
    await page.getByRole('button', { name: 'Nueva orden de compra' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva orden de compra' });
    await waitDialog(dialog);

    await control(dialog, 'Número').fill('OC-E2E-1');
    await pick(dialog, 'Proveedor', 'Tecnolog', /Tecnología y Redes/);
    // The mouse sells at $ 89.900 and is bought at $ 58.000: a purchase line takes the purchase price.
    await pick(dialog, 'Producto 1', 'Mouse', /Mouse inalámbrico/);
    await waitUntil('purchase price of line 1', async () => (await control(dialog, 'Precio 1').inputValue()) === '$ 58.000');
    assert.match(await control(dialog, 'Descripción 1').inputValue(), /Mouse inalámbrico/);
    await control(dialog, 'Cantidad 1').fill('0');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitUntil('error on Cantidad 1', async () => /al menos 1/.test(await fieldError(dialog, 'Cantidad 1')));
    await screenshot(page, 'purchases-line-error');

    await control(dialog, 'Cantidad 1').fill('3');
    await waitForText(dialog.locator('[data-document-total]'), '$ 174.000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(dialog);
    const row = tableRows(page).filter({ hasText: 'OC-E2E-1' });
    await waitForText(row, '$ 174.000');
    assert.match(await row.innerText(), /Generado/);

    // Approve it: the server stamps who approved it and when.
    await row.click();
    const edit = page.getByRole('dialog', { name: 'Editar orden de compra' });
    await waitDialog(edit);
    await edit.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('aprobado');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(edit);
    await waitForText(row, 'Aprobado');
    await row.click();
    await waitDialog(edit);
    await edit.getByRole('tab', { name: 'Aprobación' }).click();
    await waitForText(edit.getByRole('tabpanel'), /Laura Administradora/);
    await screenshot(page, 'purchases-approved');
  }));
});

describe('supplier invoices', () => {
  test('picking the supplier fills the address; another supplier replaces it, a typed address stays', () => shotOnFailure(page, 'supplier-invoice-address', async () => {
    await page.goto('/invoices-proveedores');
    await tableRows(page).first().waitFor();
    await waitListIdle(page);
    await page.getByRole('button', { name: 'Nueva factura de proveedor' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva factura de proveedor' });
    await waitDialog(dialog);
    const address = control(dialog, 'Dirección');
    assert.equal(await address.inputValue(), '');
    await pick(dialog, 'Proveedor', 'Cafeter', /Cafetería Los Andes/);
    await waitUntil('the supplier\'s address', async () => (await address.inputValue()) === 'Calle 57 # 13-20, Bogotá');
    await screenshot(page, 'supplier-invoice-address');
    // Another supplier: the address it filled is replaced.
    await pick(dialog, 'Proveedor', 'Tecnolog', /Tecnología y Redes/);
    await waitUntil('the second supplier\'s address', async () => (await address.inputValue()) === 'Carrera 15 # 93-60, Bogotá');
    // An address the user typed is theirs: a new pick leaves it.
    await address.fill('Bodega 4, Zona Franca, Bogotá');
    await pick(dialog, 'Proveedor', 'Cafeter', /Cafetería Los Andes/);
    await waitUntil('the supplier picked', async () => (await dialog.getByRole('combobox', { name: 'Proveedor', exact: true }).inputValue()) === 'Cafetería Los Andes');
    assert.equal(await address.inputValue(), 'Bodega 4, Zona Franca, Bogotá');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  }));
});
