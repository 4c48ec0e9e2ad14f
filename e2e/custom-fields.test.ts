// Journey — custom fields (issue 13, spec 03 §2.3): an admin defines a field for clientes in the
// builder (the field_creator kind), fills it in a client's form, filters the list by it and exports
// it to Excel (the file is opened with exceljs: its header and value are there).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { login, screenshot, shotOnFailure, waitForParams, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { journey } from './support/journey';
import { columnTexts, control, searchBox, tableRows, waitForColumn, waitListIdle } from './support/list';

const { fresh } = journey();

describe('custom fields (admin@demo.test)', () => {
  let page: Page;
  before(async () => {
    page = (await fresh()).page;
    await login(page, 'admin@demo.test');
  });

  test('the builder defines a select field for clientes', () => shotOnFailure(() => page, 'custom-fields-builder', async () => {
    await page.goto('/custom-fields');
    await waitListIdle(page);
    await page.getByRole('button', { name: 'Nuevo campo personalizado' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo campo personalizado' });
    await waitDialog(dialog);
    const builder = dialog.getByRole('group', { name: 'Campo' });
    // Spec: file, richtext, image and signature are offered but disabled.
    for (const off of ['Archivo', 'Firma', 'Imagen', 'Texto enriquecido']) {
      assert.equal(await builder.getByRole('option', { name: new RegExp(`^${off}`) }).isDisabled(), true, `${off} disabled`);
    }
    await control(builder, 'Tipo').selectOption('select');
    await control(builder, 'Etiqueta').fill('Talla de camisa');
    assert.equal(await control(builder, 'Grupo').inputValue(), 'data', "group defaults to 'data'");
    assert.equal(await control(builder, 'Recurso').inputValue(), 'users', "resource defaults to 'users'");
    await control(builder, 'Recurso').selectOption('clientes');
    await control(builder, 'Opciones').fill('S, M, L');
    // Required is offered for a select, not for a boolean (spec 03 §2.3).
    await builder.getByRole('checkbox', { name: 'Obligatorio' }).waitFor();
    await screenshot(page, 'custom-fields-builder');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(dialog);
    // Beside the demo's own products field 'Marca' (listed by id, the new one last).
    await waitForColumn(page, 'Etiqueta', ['Marca', 'Talla de camisa']);
    assert.deepEqual(await columnTexts(page, 'Clave'), ['marca', 'talla_de_camisa']);
  }));

  test("the field is filled in a client's form", () => shotOnFailure(() => page, 'custom-fields-form', async () => {
    await page.goto('/clientes?query=Ferreteria');
    await waitForColumn(page, 'Nombres', ['Ferretería La Económica S.A.S.']);
    await tableRows(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar cliente' });
    await waitDialog(dialog);
    await dialog.getByRole('tab', { name: 'Datos' }).click();
    const talla = control(dialog, 'Talla de camisa');
    await talla.selectOption('M');
    await screenshot(page, 'custom-fields-form');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(dialog);
    await waitForColumn(page, 'Talla de camisa', ['M']);
  }));

  test('the list filters by it and the Excel export holds it', () => shotOnFailure(() => page, 'custom-fields-filter-export', async () => {
    await page.goto('/clientes');
    await waitListIdle(page);
    await page.getByRole('button', { name: 'Filtro' }).click();
    await page.locator('[id^="headlessui-popover-panel"]').getByRole('button', { name: 'Talla de camisa', exact: true }).click();
    await page.getByRole('checkbox', { name: 'M' }).check();
    await waitForParams(page, { custom_talla_de_camisa: 'M' });
    await page.keyboard.press('Escape');
    await waitForColumn(page, 'Nombres', ['Ferretería La Económica S.A.S.']);
    assert.equal(await searchBox(page).count(), 1);
    await screenshot(page, 'custom-fields-list');
    // The filter survives a reload (the URL is read with the tenant's fields).
    await page.reload();
    await waitForColumn(page, 'Talla de camisa', ['M']);

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.keyboard.press('Shift+E')]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const col = headers.indexOf('Talla de camisa') + 1;
    assert.ok(col > 0, `the export has the custom column (headers: ${headers.join(', ')})`);
    assert.equal(sheet.rowCount, 2);
    assert.equal(sheet.getRow(2).getCell(col).value, 'M');
    assert.equal(sheet.getRow(2).getCell(headers.indexOf('Nombres') + 1).value, 'Ferretería La Económica S.A.S.');
    await waitUntil('no error notice', async () => (await page.getByText('No se pudo exportar').count()) === 0);
  }));
});
