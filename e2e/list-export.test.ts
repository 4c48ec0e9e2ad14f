// Journey — exports (issue 13, spec 01 §9): the list's filters and sort over all pages go to Excel
// (keyboard: shift+E), and to a landscape PDF from the command palette; the file is opened and read.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { login, shotOnFailure, waitUntil } from './support/browser';
import { journey } from './support/journey';
import { tableRows, waitListIdle } from './support/list';

const { fresh } = journey();

/** The list has drawn its rows (its shortcuts and palette entries are registered by then). */
async function listReady(page: Page): Promise<void> {
  await tableRows(page).first().waitFor();
  await waitListIdle(page);
}

async function downloaded(page: Page, act: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), act()]);
  const path = await download.path();
  return { download, bytes: await readFile(path!) };
}

describe('exports of a list (admin@demo.test)', () => {
  let page: Page;
  before(async () => {
    page = (await fresh()).page;
    await login(page, 'admin@demo.test');
  });

  test('Excel holds the filtered, sorted rows of every page with the visible columns', () => shotOnFailure(() => page, 'export-excel', async () => {
    // Five rows per page, sorted by name: the export must still hold all the filtered clients.
    await page.goto('/clientes?estado=Cliente&sortBy=nombres&descending=false&itemsPerPage=5&page=1');
    await listReady(page);
    const onScreen = await tableRows(page).count();
    assert.ok(onScreen <= 5);
    const total = Number((await page.getByText(/ de \d+/).first().textContent())!.match(/de (\d+)/)![1]);
    assert.ok(total > 5, `the filter should leave more than one page (got ${total})`);
    const { download, bytes } = await downloaded(page, async () => {
      await page.keyboard.press('Shift+E');
      await page.getByText('La exportación comenzará en 2 segundos').waitFor();
    });
    assert.match(download.suggestedFilename(), /^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    assert.equal(ws.name, 'Clientes');
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const shown = await page.getByRole('table').locator('thead th').allTextContents();
    for (const h of headers) assert.ok(shown.some((s) => s.includes(String(h))), `header «${String(h)}» is a visible column`);
    assert.equal(ws.rowCount - 1, total);
    const nameCol = headers.indexOf('Nombres') + 1;
    const estadoCol = headers.indexOf('Estado') + 1;
    assert.ok(nameCol > 0 && estadoCol > 0);
    const names: string[] = [];
    for (let r = 2; r <= ws.rowCount; r++) {
      assert.equal(ws.getRow(r).getCell(estadoCol).value, 'Cliente');
      names.push(String(ws.getRow(r).getCell(nameCol).value));
    }
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'es')));
  }));

  test('PDF from the command palette is landscape [279, 431]', () => shotOnFailure(() => page, 'export-pdf', async () => {
    await page.goto('/clientes');
    await listReady(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Buscar comandos' });
    await waitUntil('the palette input to have the focus', () => input.evaluate((el) => el === document.activeElement));
    await page.keyboard.type('exportar clientes a pdf', { delay: 10 });
    await waitUntil('the export entry', async () => (await page.getByRole('option', { name: /Exportar Clientes a PDF/ }).count()) > 0);
    const { download, bytes } = await downloaded(page, () => page.keyboard.press('Enter'));
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const text = bytes.toString('latin1');
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text)!;
    assert.equal(Math.round((Number(box[1]) * 25.4) / 72), 431);
    assert.equal(Math.round((Number(box[2]) * 25.4) / 72), 279);
  }));

  test('an export can be cancelled while it waits', () => shotOnFailure(() => page, 'export-cancel', async () => {
    await page.goto('/clientes');
    await listReady(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: /Exportar a JSON/ }).click();
    await page.getByRole('status').filter({ hasText: 'Preparando la exportación' }).waitFor();
    let got = false;
    page.once('download', () => { got = true; });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Exportación cancelada').waitFor();
    await page.waitForTimeout(3000);
    assert.equal(got, false);
    assert.equal(await tableRows(page).count() > 0, true);
  }));
});
