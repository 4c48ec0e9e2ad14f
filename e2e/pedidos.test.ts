// Journey — an order with lines (issue 10 §4): the lines table in the form, a product picker that
// fills the price, live totals, a line's error shown on that line's cell (from the rules and from
// the server's 422 `items.1.precio`), fixed and saved; the list shows the total the server stored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, login, newSpanishContext, screenshot, shotOnFailure, waitForText, waitUntil, type SpanishContext } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { control, fieldError, tableRows, waitForFieldError, waitListIdle } from './support/list';
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
  // While its options are open the rest of the dialog is hidden from the accessibility tree: type with the keyboard.
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(search);
  await page.getByRole('option', { name: option }).first().click();
}

const documentTotal = (dialog: Locator) => dialog.locator('[data-document-total]');

describe('pedidos', () => {
  test('a new order with two lines: a line error, a server 422 on a line, fixed, saved with its total', () => shotOnFailure(page, 'pedidos-create', async () => {
    await page.goto('/pedidos');
    await tableRows(page).first().waitFor();
    await waitListIdle(page);
    await page.getByRole('button', { name: 'Nuevo pedido' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo pedido' });
    await waitDialog(dialog);

    await pick(dialog, 'Cliente', 'Tecnolog', /Tecnologías Andinas/);
    // The shipping address is the address kind: type of road, road, '#' number and a complement.
    const address = dialog.getByRole('group', { name: 'Dirección de envío' });
    await address.getByRole('combobox', { name: 'Tipo de vía' }).selectOption('Carrera');
    await address.getByRole('textbox', { name: 'Vía' }).fill('7');
    await address.getByRole('textbox', { name: 'Número' }).fill('71-21');
    await address.getByRole('textbox', { name: 'Complemento' }).fill('Bogotá');

    // Line 1: the product fills description and price; the quantity is typed.
    await pick(dialog, 'Producto 1', 'Monitor', /Monitor 24/);
    await waitUntil('price of line 1 from the product', async () => (await control(dialog, 'Precio 1').inputValue()) === '$ 689.000');
    assert.match(await control(dialog, 'Descripción 1').inputValue(), /Monitor 24/);
    await control(dialog, 'Cantidad 1').fill('2');
    await waitForText(documentTotal(dialog), '$ 1.639.820'); // 2 × 689.000 + IVA 19 %

    // Alt+Enter adds line 2 and puts the cursor in it.
    await page.keyboard.press('Alt+Enter');
    await waitUntil('line 2 focused', () => control(dialog, 'Producto 2').evaluate((el) => el === document.activeElement));
    await pick(dialog, 'Producto 2', 'Mouse', /Mouse inalámbrico/);
    await waitUntil('price of line 2', async () => (await control(dialog, 'Precio 2').inputValue()) === '$ 89.900');
    await control(dialog, 'Cantidad 2').fill('0');

    // The rules' message, on line 2's quantity cell only.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitUntil('error on Cantidad 2', async () => /al menos 1/.test(await fieldError(dialog, 'Cantidad 2')));
    assert.equal(await fieldError(dialog, 'Cantidad 1'), '');

    // A line the rules accept but the server refuses (too large to store): the 422 lands on its cell.
    await control(dialog, 'Cantidad 2').fill('1');
    await control(dialog, 'Precio 2').fill('9999999999999999');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForFieldError(dialog, 'Precio 2', 'El valor de la línea es demasiado grande.');
    await screenshot(page, 'pedidos-line-error');

    await control(dialog, 'Precio 2').fill('89900');
    await waitForText(documentTotal(dialog), '$ 1.746.801'); // + 89.900 + IVA 19 %
    await screenshot(page, 'pedidos-two-lines');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(dialog);

    await waitForText(tableRows(page).first(), '$ 1.746.801');
  }));

  test('the keyboard reorders and removes lines; the order is saved as shown', () => shotOnFailure(page, 'pedidos-reorder', async () => {
    await tableRows(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar pedido' });
    await waitDialog(dialog);
    await control(dialog, 'Descripción 2').waitFor();
    // Alt+↑ moves line 2 (the mouse) above the monitor; the cursor moves with it.
    await control(dialog, 'Descripción 2').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await waitUntil('mouse first', async () => /Mouse/.test(await control(dialog, 'Descripción 1').inputValue()));
    assert.ok(await control(dialog, 'Descripción 1').evaluate((el) => el === document.activeElement));
    // A blank line added with Alt+Enter goes away with Supr.
    await page.keyboard.press('Alt+Enter');
    await control(dialog, 'Producto 2').waitFor();
    await page.keyboard.press('Delete');
    await waitUntil('back to two lines', async () => (await control(dialog, 'Descripción 3').count()) === 0);
    // The cursor went back to a product picker, which opens its options on focus: close them once
    // they are open (an Escape pressed before they open closes nothing).
    await page.getByRole('listbox').waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(dialog);

    // Reopened, the lines come back in the saved order.
    await tableRows(page).first().click();
    const again = page.getByRole('dialog', { name: 'Editar pedido' });
    await waitDialog(again);
    await waitUntil('saved order', async () => /Mouse/.test(await control(again, 'Descripción 1').inputValue()));
    assert.match(await control(again, 'Descripción 2').inputValue(), /Monitor 24/);
    assert.equal(await control(again, 'Descripción 3').count(), 0);
    await waitForText(documentTotal(again), '$ 1.746.801');
    await screenshot(page, 'pedidos-edit');
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await waitDialogClosed(again);

    // The viewer lists the lines too, in order, with their totals.
    await tableRows(page).first().getByRole('button', { name: 'Acciones' }).click();
    await page.getByRole('menuitem', { name: /Ver/ }).first().click();
    const viewer = page.getByRole('dialog').last();
    await waitForText(viewer, /Mouse inalámbrico.*\$ 106\.981.*Monitor 24" Full HD.*\$ 1\.639\.820/);
    await page.keyboard.press('Escape');
    await waitDialogClosed(viewer);
  }));
});
