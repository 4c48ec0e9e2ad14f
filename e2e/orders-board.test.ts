// Journey — the orders status board and the orders' payments (issue 11): drag an order to 'Enviado'
// with the mouse and see it persist after a reload; move one with the keyboard only (j to focus,
// Shift+→ to move, Enter to open it); a refused move goes back with the server's message; hidden
// columns stay hidden; /orders-payments shows the method:amount pairs, their sum and the change.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { dragTo } from './support/board';
import { journey } from './support/journey';
import { tableRows, waitListIdle } from './support/list';

const j = journey();
const SHOTS = '/tmp/orders-shots';

const column = (page: Page, estado: string): Locator => page.locator(`section[data-column="${estado}"]`);
const card = (page: Page, numero: string): Locator => page.locator('[data-card-id]', { hasText: numero });
/** The estado column a card is in ('' when not on the board). */
const columnOf = (page: Page, numero: string) =>
  card(page, numero).first().evaluate((el) => el.closest('section')?.getAttribute('data-column') ?? '').catch(() => '');

async function openBoard(page: Page) {
  await page.goto('/orders-status-board');
  await card(page, 'PED-0001').waitFor();
  await waitUntil('the board to settle', async () => (await page.locator('[aria-busy="true"], .animate-spin').count()) === 0);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('orders status board', () => {
  test('mouse: drag an order to Enviado; it stays there after a reload', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'orders-board-drag', async () => {
      await login(page, 'admin@demo.test');
      await openBoard(page);
      // Columns are the order estados of spec 02 §4, in order.
      const headers = await page.locator('section[data-column] h2').allTextContents();
      assert.deepEqual(headers.slice(0, 5), ['Pedido', 'Enviado', 'Despachado', 'Entregado', 'Pagado']);
      assert.equal(headers.length, 15);
      assert.equal(await columnOf(page, 'PED-0003'), 'Pedido');
      // The card shows client, total, delivery date and number of items.
      const face = await card(page, 'PED-0003').innerText();
      assert.match(face, /Clínica Dental Sonrisas/);
      assert.match(face, /\$ \d{1,3}(\.\d{3})+/);
      assert.match(face, /25\/11\/2026|2026-11-25/);
      assert.match(face, /3 ítems/);

      await dragTo(page, card(page, 'PED-0003'), column(page, 'Enviado'));
      await waitUntil('PED-0003 in Enviado', async () => (await columnOf(page, 'PED-0003')) === 'Enviado');
      await waitUntil('the move saved', async () => (await page.locator('.animate-spin').count()) === 0);
      await page.reload();
      await card(page, 'PED-0003').waitFor();
      assert.equal(await columnOf(page, 'PED-0003'), 'Enviado');
    });
  });

  test('keyboard: j focuses a card, Shift+→ moves it, the move persists, Enter opens the order', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'orders-board-keys', async () => {
      await login(page, 'admin@demo.test');
      await openBoard(page);
      // The first card of the first column: the newest order in 'Pedido'.
      await page.keyboard.press('j');
      const focused = page.locator('[data-card-id]:focus');
      await focused.waitFor();
      const numero = (await focused.getAttribute('aria-label'))!;
      assert.equal(await columnOf(page, numero), 'Pedido');
      await page.keyboard.press('Shift+ArrowRight');
      await waitUntil(`${numero} in Enviado`, async () => (await columnOf(page, numero)) === 'Enviado');
      // Focus stays on the moved card.
      assert.equal(await page.locator('[data-card-id]:focus').getAttribute('aria-label'), numero);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await waitDialog(dialog);
      await waitForText(dialog.getByRole('heading').first(), /Editar pedido/);
      await page.keyboard.press('Escape');
      await waitDialogClosed(dialog);
      await page.reload();
      await card(page, numero).waitFor();
      assert.equal(await columnOf(page, numero), 'Enviado');
    });
  });

  test('a move the server refuses goes back to its column, with the server message in a toast', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'orders-board-refused', async () => {
      await login(page, 'admin@demo.test');
      await openBoard(page);
      await page.route(/\/api\/pedidos\/\d+$/, (route) => (route.request().method() === 'PUT'
        ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Acceso denegado - usted no tiene los permisos necesarios para ver esta página.' }) })
        : route.continue()));
      await dragTo(page, card(page, 'PED-0002'), column(page, 'Enviado'));
      await waitForText(page.getByText('No se pudo mover la tarjeta'), 'No se pudo mover la tarjeta');
      await page.getByText(/Acceso denegado - usted no tiene los permisos/).first().waitFor();
      await waitUntil('PED-0002 back in Despachado', async () => (await columnOf(page, 'PED-0002')) === 'Despachado');
      await page.unroute(/\/api\/pedidos\/\d+$/);
    });
  });

  test('a hidden column stays hidden after a reload', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'orders-board-hide', async () => {
      await login(page, 'admin@demo.test');
      await openBoard(page);
      await page.getByRole('button', { name: 'Ocultar columna Anulado' }).click();
      await column(page, 'Anulado').waitFor({ state: 'detached' });
      await page.reload();
      await card(page, 'PED-0001').waitFor();
      assert.equal(await column(page, 'Anulado').count(), 0);
      await page.getByRole('button', { name: /Columnas/ }).click();
      await page.getByRole('button', { name: 'Mostrar todas' }).click();
      await column(page, 'Anulado').waitFor();
    });
  });

  test('screenshots: desktop and phone, light and dark', async () => {
    for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { page } = await j.fresh({ viewport, colorScheme: scheme });
        await login(page, 'admin@demo.test');
        await page.goto(`/orders-status-board?theme=${scheme}`);
        await card(page, 'PED-0001').waitFor();
        await page.waitForTimeout(300);
        await shot(page, `orders-board-${name}-${scheme}`);
        await page.context().close();
      }
    }
  });
});

describe('orders payments', () => {
  test('the payments page shows each order\'s method:amount pairs, their sum and the change', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'orders-payments', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/orders-payments?itemsPerPage=25');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      // PED-0007: 5 × 9.800 + 2 × 12.900 + IVA 19 % = $ 89.012; paid 50.000 + 32.000 + 20.000 in cash and Nequi.
      const row = tableRows(page).filter({ hasText: 'PED-0007' });
      const payments = row.locator('[data-payments]');
      await waitForText(payments, /Efectivo:\s*\$ 70\.000/);
      const text = (await payments.innerText()).replace(/\s+/g, ' ');
      assert.match(text, /Efectivo: \$ 70\.000 \+ Nequi: \$ 32\.000 = \$ 102\.000/);
      assert.match(text, /Cambio \$ 12\.988/);
      assert.match((await row.innerText()).replace(/\s+/g, ' '), /\$ 89\.012/);
      // An order short of its total shows what is still owed; one without payments says so.
      assert.match((await tableRows(page).filter({ hasText: 'PED-0011' }).locator('[data-payments]').innerText()), /Daviplata:[\s\S]*Saldo/);
      assert.match((await tableRows(page).filter({ hasText: 'PED-0008' }).locator('[data-payments]').innerText()), /Sin pagos/);
      await shot(page, 'orders-payments-desktop-light');
    });
  });
});
