// /storage and /storage/{bodegaId} (spec 01 §2.2, §2.4): the warehouses with their products in stock
// and units; a warehouse opens the stock of each of its products, edited in place; the product's stock
// is the sum over the warehouses. The product form keeps its price sets on their own tab.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, pathOf, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { columnTexts, control, searchBox, tableRows, waitForColumn, waitListIdle } from './support/list';

const j = journey();

describe('stock per warehouse', () => {
  test('open /storage, choose a warehouse, see and edit its stock; the product\'s stock follows', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'storage', async () => {
      await login(page, 'admin@demo.test');
      await page.getByRole('navigation').getByRole('link', { name: 'Bodegas' }).click();
      await waitUntil('the /storage page', () => pathOf(page) === '/storage');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      const api = await apiAs(j.server.url, 'admin@demo.test');
      const bodegas = await api.call('GET', 'bodegas?order=nombre&fields=nombre,productos_count,unidades') as { id: number; nombre: string; productos_count: number; unidades: string }[];
      assert.deepEqual(await columnTexts(page, 'Nombre'), ['Bodega norte', 'Bodega principal']);
      assert.deepEqual(await columnTexts(page, 'Productos'), bodegas.map((b) => String(b.productos_count)));
      assert.ok(bodegas.every((b) => b.productos_count > 5), 'both warehouses hold the demo products');
      await screenshot(page, 'storage');

      const norte = bodegas.find((b) => b.nombre === 'Bodega norte')!;
      await tableRows(page).filter({ hasText: 'Bodega norte' }).click();
      await waitUntil('the warehouse page', () => pathOf(page) === `/storage/${norte.id}`);
      await page.locator('#main').getByRole('heading', { name: 'Bodega norte' }).waitFor();
      await waitListIdle(page);
      // Its stock, by product: the rows of this warehouse only.
      const rows = await api.call('GET', `bodega_inventario?where[bodega_id]=${norte.id}&limit=100`) as { item_id: number; referencia: string; stock: string }[];
      assert.equal(await page.getByText(`1–10 de ${rows.length}`).count(), 1);
      await searchBox(page).fill('huila');
      await waitForColumn(page, 'Referencia', ['CAF-001']);
      assert.deepEqual(await columnTexts(page, 'Stock'), ['12']);
      await screenshot(page, 'storage-bodega');

      // Edit the row in place: 12 → 20 units; the product's stock (48 in the main warehouse) follows.
      await tableRows(page).first().click();
      const dialog = page.getByRole('dialog', { name: 'Editar stock en bodega' });
      await waitDialog(dialog);
      await control(dialog, 'Stock').fill('20');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      await waitForColumn(page, 'Stock', ['20']);
      const cafe = (await api.call('GET', 'productos?where[referencia]=CAF-001'))[0];
      assert.equal(cafe.stock, '68.00');

      // Back to the warehouses: their units follow too.
      await page.getByRole('link', { name: 'Bodegas' }).first().click();
      await waitUntil('the /storage page', () => pathOf(page) === '/storage');
      await waitForColumn(page, 'Unidades', bodegas.map((b) => (b.id === norte.id ? String(Number(b.unidades) + 8) : String(Number(b.unidades)))));
    });
  });

  test('the product form keeps the price sets on their own tab, with the quantity prices', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'product-prices', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/productos?query=CMB-500');
      await tableRows(page).filter({ hasText: 'CMB-500' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar producto' });
      await waitDialog(dialog);
      assert.equal(await control(dialog, 'Precio 2').count(), 0, 'not on the main tab');
      const tabs = await dialog.getByRole('tab').allTextContents();
      assert.deepEqual(tabs.slice(0, 2), ['Producto', 'Precios']);
      await dialog.getByRole('tab', { name: 'Precios' }).click();
      await control(dialog, 'Precio 20').waitFor();
      await control(dialog, 'Precio de compra 20').waitFor();
      const values = await dialog.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      assert.ok(values.includes('combo 3-5') && values.includes('combo 6-20'), `quantity prices shown: ${values.join(' | ')}`);
      // Each quantity price shows its value beside its key, in a box wide enough to read it.
      const price = dialog.getByRole('textbox', { name: 'Valor 1', exact: true });
      assert.equal(await price.inputValue(), '56900');
      assert.ok(((await price.boundingBox())?.width ?? 0) > 120, 'the value box is readable');
      await screenshot(page, 'product-prices');
    });
  });
});
