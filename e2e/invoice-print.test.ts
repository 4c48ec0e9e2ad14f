// Journey — printing an invoice (issue 15): from the invoices list, a row's 'Imprimir factura' opens
// /invoices/{id}/print, which shows the PDF the server draws (GET invoices/{id}/file with the token)
// and downloads it with 'Descargar'; /facturacion/credit_notes leads to the credit notes.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { apiAs } from './support/api';
import { login, screenshot, shotOnFailure } from './support/browser';
import { journey } from './support/journey';
import { searchBox, tableRows, waitListIdle } from './support/list';

const j = journey();

describe('invoice print', () => {
  test("a row's 'Imprimir factura' shows the invoice PDF, which downloads", async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'invoice-print', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const [invoice] = await admin.call('GET', 'invoices?where[number]=FE1004');
      await login(page, 'admin@demo.test');
      await page.goto('/invoices');
      await waitListIdle(page);
      await searchBox(page).fill('FE1004');
      const row = tableRows(page).filter({ hasText: 'FE1004' });
      await row.waitFor();
      await row.getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: 'Imprimir factura' }).click();
      await page.waitForURL((u) => u.pathname === `/invoices/${invoice.id}/print`);
      await page.getByRole('heading', { level: 2, name: 'Imprimir factura' }).waitFor();
      const frame = page.locator('iframe[title="Factura en PDF"]');
      await frame.waitFor();
      assert.match(await frame.getAttribute('src') ?? '', /^blob:/);
      await page.waitForTimeout(800); // the viewer draws the first page
      await screenshot(page, 'invoice-print');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar' }).click()]);
      assert.equal(download.suggestedFilename(), `factura-${invoice.id}.pdf`);
      const bytes = await readFile((await download.path())!);
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');

      // The spec's address of the credit notes leads to their list.
      await page.goto('/facturacion/credit_notes');
      await page.waitForURL((u) => u.pathname === '/credit_notes');
      await page.getByRole('banner').getByRole('heading', { name: 'Notas crédito', exact: true }).waitFor();
      await tableRows(page).filter({ hasText: 'NC1' }).waitFor();
    });
  });
});
