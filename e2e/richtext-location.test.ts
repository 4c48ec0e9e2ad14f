// Journey — the rich-text editor's slash menu and tables, and the location picker (issue 13, spec 03
// §3.2): a table inserted from the keyboard through '/' is saved and comes back from the server as a
// table; a location is set by typed coordinates (no map tiles or geocoder: this machine is offline).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiAs } from './support/api';
import { login, screenshot, shotOnFailure, waitGone, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { journey } from './support/journey';

const j = journey();

/** The edit form of the newest ticket, opened by its address (as a row click would set it). */
async function openFirstTicket(page: Page) {
  const api = await apiAs(j.server.url, 'admin@demo.test');
  const list = await api.call('GET', 'tickets?itemsPerPage=1&sortBy=id&descending=true');
  const id = (list.data ?? list)[0].id;
  await page.goto(`/tickets?dialog=edit&id=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Editar ticket' });
  await waitDialog(dialog);
  return dialog;
}

describe('rich text and location fields', () => {
  test('a table inserted through the slash menu is saved as a table', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'richtext-slash-table', async () => {
      await login(page, 'admin@demo.test');
      const dialog = await openFirstTicket(page);
      const id = new URL(page.url()).searchParams.get('id');
      assert.ok(id, 'the edited ticket id is in the address');
      const editor = dialog.getByRole('textbox', { name: 'Contenido' });
      await editor.waitFor();
      // Spec 03 §3.2: 350 px high (toolbar included).
      const frame = await editor.evaluate((el) => el.closest('[style*="height"]')!.getBoundingClientRect().height);
      assert.equal(Math.round(frame), 350);

      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('/');
      const menu = page.getByRole('listbox', { name: 'Comandos' });
      await menu.waitFor();
      assert.equal(await menu.getByRole('option').count(), 10);
      assert.equal(await editor.getAttribute('aria-expanded'), 'true');
      // Escape closes the menu, not the dialog.
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      assert.equal(await dialog.getByRole('heading', { name: 'Editar ticket' }).isVisible(), true);
      await page.keyboard.press('Backspace');

      // '/tab' → the 3×3 table with a header first; ↓ ↑ move, Enter inserts.
      await page.keyboard.type('/tab');
      await menu.waitFor();
      const first = menu.getByRole('option').first();
      assert.match(await first.innerText(), /Tabla/);
      await page.keyboard.press('ArrowDown');
      assert.equal(await menu.getByRole('option').nth(1).getAttribute('aria-selected'), 'true');
      await page.keyboard.press('ArrowUp');
      assert.equal(await first.getAttribute('aria-selected'), 'true');
      await screenshot(page, 'richtext-slash-menu-desktop');
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'hidden' });
      const table = editor.locator('table');
      await table.waitFor();
      assert.equal(await table.locator('tr').count(), 3);
      assert.equal(await table.locator('th').count(), 3);
      assert.equal(await table.locator('td').count(), 6);
      await page.keyboard.type('Producto');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Cantidad');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Precio');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Café');

      // A sized table by its id: newtable_2_4 is 2 rows × 4 columns.
      await page.keyboard.press('Control+End');
      await page.keyboard.type('/newtable_2_4');
      await waitUntil('the size entry first', async () => /Tabla 2 × 4/.test(await menu.getByRole('option').first().innerText()));
      await page.keyboard.press('Enter');
      await waitUntil('a second table', async () => (await editor.locator('table').count()) === 2);
      const sized = editor.locator('table').nth(1);
      assert.equal(await sized.locator('tr').count(), 2);
      assert.equal(await sized.locator('tr').first().locator('th').count(), 4);
      await screenshot(page, 'richtext-table-desktop');

      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      const api = await apiAs(j.server.url, 'admin@demo.test');
      const saved = await waitUntil('the saved ticket', async () => {
        const r = await api.call('GET', `tickets/${id}`);
        const html = String(r.data?.contenido ?? r.contenido ?? '');
        return html.includes('<table>') ? html : null;
      });
      assert.match(saved, /<th><p>Producto<\/p><\/th><th><p>Cantidad<\/p><\/th>/);
      assert.match(saved, /<td><p>Café<\/p><\/td>/);
      assert.doesNotMatch(saved, /style=/);
      assert.equal(saved.match(/<table>/g)?.length, 2);
    });
  });

  test('phone: the slash menu fits the screen', async () => {
    const { page } = await j.fresh({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await shotOnFailure(page, 'richtext-slash-phone', async () => {
      await login(page, 'admin@demo.test');
      const dialog = await openFirstTicket(page);
      const editor = dialog.getByRole('textbox', { name: 'Contenido' });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('/');
      const menu = page.getByRole('listbox', { name: 'Comandos' });
      await menu.waitFor();
      const box = (await menu.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `menu inside the screen: ${JSON.stringify(box)}`);
      await screenshot(page, 'richtext-slash-menu-phone');
    });
  });

  test('a location set by typed coordinates, offline map, list column', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'location-typed', async () => {
      await login(page, 'admin@demo.test');
      const api = await apiAs(j.server.url, 'admin@demo.test');
      const entidad = (await api.call('GET', 'entidades?limit=1&order=id'))[0];
      await page.goto(`/entidades?dialog=edit&id=${entidad.id}`);
      const dialog = page.getByRole('dialog', { name: 'Editar entidad' });
      await waitDialog(dialog);
      const lat = dialog.getByLabel('Latitud');
      await lat.waitFor();
      // The map comes up on the offline style (no style URL is configured and there is no network).
      await dialog.locator('[data-map-style="offline"], [data-map-style="failed"]').waitFor({ timeout: 30_000 });
      const mapState = await dialog.locator('[data-map-style]').getAttribute('data-map-style');

      // Keyboard only: out of range first, then fixed.
      await lat.focus();
      await page.keyboard.type('95');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('id')), await dialog.getByLabel('Longitud').getAttribute('id'));
      await page.keyboard.type('-74,0721');
      await dialog.getByText('La latitud debe ser un número entre -90 y 90.').waitFor();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      assert.equal(await dialog.getByRole('heading', { name: 'Editar entidad' }).isVisible(), true, 'an invalid latitude is not saved');
      await lat.fill('');
      await lat.focus();
      await page.keyboard.type('4,7110');
      await dialog.getByLabel('Nombre del lugar').focus();
      await page.keyboard.type('Sede Usaquén');
      await waitGone(dialog.getByText('La latitud debe ser un número entre -90 y 90.'));
      await screenshot(page, `location-form-desktop-${mapState}`);

      await page.keyboard.press('Control+Enter');
      await waitDialogClosed(dialog);
      const saved = await waitUntil('the saved location', async () => {
        const r = await api.call('GET', `entidades/${entidad.id}`);
        return r.location?.lat === 4.711 ? r.location : null;
      });
      assert.deepEqual(saved, { lat: 4.711, lng: -74.0721, name: 'Sede Usaquén' });
      // The list column (spec 01 §3: location shows name and coordinates).
      await page.getByRole('cell', { name: /Sede Usaquén.*4\.71100, -74\.07210/ }).waitFor();
      await screenshot(page, 'location-list-desktop');
    });
  });

  test('phone: the location picker fits', async () => {
    const { page } = await j.fresh({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await shotOnFailure(page, 'location-phone', async () => {
      await login(page, 'admin@demo.test');
      const api = await apiAs(j.server.url, 'admin@demo.test');
      const entidad = (await api.call('GET', 'entidades?limit=1&order=id'))[0];
      await page.goto(`/entidades?dialog=edit&id=${entidad.id}`);
      const dialog = page.getByRole('dialog', { name: 'Editar entidad' });
      await waitDialog(dialog);
      await dialog.locator('[data-map-style="offline"], [data-map-style="failed"]').waitFor({ timeout: 30_000 });
      const lat = dialog.getByLabel('Latitud');
      assert.equal(await lat.inputValue(), '4.711');
      const box = (await dialog.locator('[data-map-style]').boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `map inside the screen: ${JSON.stringify(box)}`);
      await dialog.locator('[data-map-style]').scrollIntoViewIfNeeded();
      await screenshot(page, 'location-form-phone');
    });
  });

  test("orders: the admin's location picker on the shipping tab (spec 02 §6)", async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'location-order', async () => {
      await login(page, 'admin@demo.test');
      const api = await apiAs(j.server.url, 'admin@demo.test');
      const pedido = (await api.call('GET', 'pedidos?limit=1&order=id'))[0];
      await page.goto(`/pedidos?dialog=edit&id=${pedido.id}`);
      const dialog = page.getByRole('dialog', { name: 'Editar pedido' });
      await waitDialog(dialog);
      // The map renders in software here (no GPU) on a shared machine: generous waits.
      await dialog.getByRole('tab', { name: 'Envío' }).click({ timeout: 45_000 });
      const lat = dialog.getByLabel('Latitud');
      await lat.fill('10,3910');
      await dialog.getByLabel('Longitud').fill('-75,4794');
      await dialog.locator('[data-map-style="offline"], [data-map-style="failed"]').waitFor({ timeout: 30_000 });
      await screenshot(page, 'location-order-desktop');
      await dialog.getByRole('button', { name: 'Guardar' }).click({ timeout: 45_000 });
      await waitDialogClosed(dialog, 45_000);
      const saved = await waitUntil('the order location', async () => (await api.call('GET', `pedidos/${pedido.id}`)).location);
      assert.deepEqual(saved, { lat: 10.391, lng: -75.4794 });
    });
  });
});
