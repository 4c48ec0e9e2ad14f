// Journeys of the back-office resources (issue 14): each is a generic list and form of the engine,
// with the spec's defaults and rules, and nothing shown as raw data.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, pathOf, screenshot, shotOnFailure, texts, waitForParams, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { tableRows, waitListIdle } from './support/list';

const j = journey();

describe('back office', () => {
  test('a working-hours schedule: Monday to Friday 08:00–17:00 by default, a split day, overlaps refused', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'horarios', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/horarios');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nuevo horario' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo horario' });
      await waitDialog(dialog);
      const day = (name: string) => dialog.getByRole('group', { name });
      // Spec 02 §9: Monday to Friday 08:00–17:00, the weekend empty.
      for (const d of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
        assert.equal(await day(d).getByRole('textbox', { name: 'Desde' }).inputValue(), '08:00', d);
        assert.equal(await day(d).getByRole('textbox', { name: 'Hasta' }).inputValue(), '17:00', d);
      }
      assert.deepEqual(await texts(day('Sábado')), ['Sin horarioAgregar franja']);
      assert.equal(await dialog.getByText('[').count(), 0, 'no raw JSON in the form');

      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Turno partido');
      // Monday: 08:00–12:00 and 13:00–17:00, typed as digits.
      await day('Lunes').getByRole('textbox', { name: 'Hasta' }).fill('1200');
      await day('Lunes').getByRole('button', { name: 'Agregar franja' }).click();
      const second = day('Lunes').getByTestId('time-range').nth(1);
      await second.getByRole('textbox', { name: 'Desde' }).fill('1300');
      await second.getByRole('textbox', { name: 'Hasta' }).fill('1700');
      // Saturday morning; Friday closed.
      await day('Sábado').getByRole('button', { name: 'Agregar franja' }).click();
      await day('Sábado').getByRole('textbox', { name: 'Hasta' }).fill('1200');
      await day('Viernes').getByRole('button', { name: 'Quitar franja 08:00–17:00' }).click();
      // An overlap is refused with the rule's message, on the day.
      await day('Martes').getByRole('button', { name: 'Agregar franja' }).click();
      await day('Martes').getByTestId('time-range').nth(1).getByRole('textbox', { name: 'Desde' }).fill('1600');
      await screenshot(page, 'horarios-form');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.getByText('El campo Martes debe tener rangos HH:mm en orden, cada uno con inicio antes del fin.').waitFor();
      await day('Martes').getByRole('button', { name: /Quitar franja 16:00/ }).click();

      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      await waitForParams(page, { dialog: null });
      // Opened again: what was saved.
      await page.getByRole('row').filter({ hasText: 'Turno partido' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar horario' });
      await waitDialog(edit);
      // The dialog opens before the record is read: wait for its name before reading the days.
      await waitUntil('the saved schedule in the form', async () => (await edit.getByRole('textbox', { name: 'Nombre' }).inputValue()) === 'Turno partido' || null);
      const ranges = async (d: string) => {
        const boxes = edit.getByRole('group', { name: d }).getByRole('textbox');
        return (await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).join(' ');
      };
      assert.equal(await ranges('Lunes'), '08:00 12:00 13:00 17:00');
      assert.equal(await ranges('Martes'), '08:00 17:00');
      assert.equal(await ranges('Viernes'), '');
      assert.equal(await ranges('Sábado'), '08:00 12:00');
    });
  });

  test('a document is filed under a category with its file (max 10240 KB), downloaded through the API', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'documents', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/documents');
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nuevo documento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo documento' });
      await waitDialog(dialog);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.getByText('El campo Archivo es obligatorio.').waitFor();
      await dialog.getByRole('textbox', { name: 'Título' }).fill('Contrato de mantenimiento de aires');
      await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Firmado por cinco años');
      await dialog.getByRole('combobox', { name: 'Categoría', exact: true }).click();
      await page.keyboard.type('Comer');
      await page.getByRole('option', { name: /Comerciales/ }).first().click();
      await dialog.locator('input[type=file]').setInputFiles({ name: 'mantenimiento.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await screenshot(page, 'documents-form');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      await waitForParams(page, { dialog: null });
      const row = page.getByRole('row').filter({ hasText: 'Contrato de mantenimiento de aires' });
      await row.waitFor();
      assert.match((await texts(row))[0], /Contratos \/ Comerciales|Comerciales/);
      assert.match((await texts(row))[0], /mantenimiento\.pdf/);

      // /documents/{category}: the list of that category (spec 01 §2.2).
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const cats: { id: number; nombre: string }[] = await admin.call('GET', 'categorias-documentos?limit=50');
      const id = (nombre: string) => cats.find((c) => c.nombre === nombre)!.id;
      // The category stays in the address (the tree panel's route) and filters the list.
      await page.goto(`/documents/${id('Comerciales')}`);
      await waitUntil('the Comerciales address', () => pathOf(page) === `/documents/${id('Comerciales')}`);
      await row.waitFor();
      await page.goto(`/documents/${id('Laborales')}`);
      await waitUntil('the Laborales address', () => pathOf(page) === `/documents/${id('Laborales')}`);
      // The demo business files a worker's contract there (with its PDF); ours is not in it.
      await page.getByRole('row').filter({ hasText: 'Contrato laboral Carolina Méndez' }).filter({ hasText: 'contrato-carolina-mendez.pdf' }).waitFor();
      await waitListIdle(page);
      assert.equal(await row.count(), 0);
      await page.goto('/documents');
      await waitListIdle(page);
      await screenshot(page, 'documents-list');
    });
  });

  test('a transport: its conditions as a table, one blank row to start with', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'transports', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/transports');
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nuevo transporte' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo transporte' });
      await waitDialog(dialog);
      const conditions = dialog.getByRole('group', { name: 'Condiciones' });
      assert.equal(await conditions.getByRole('textbox', { name: 'Cargo 1' }).inputValue(), '0');
      assert.equal(await conditions.getByRole('textbox', { name: 'Valor máximo 1' }).inputValue(), '');
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Mensajería urbana');
      await conditions.getByRole('textbox', { name: 'Opción 1' }).fill('Bogotá');
      await conditions.getByRole('textbox', { name: 'Cargo 1' }).fill('8000');
      await conditions.getByRole('textbox', { name: 'Valor máximo 1' }).fill('200000');
      await screenshot(page, 'transports-form');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      await waitForParams(page, { dialog: null });
      const row = page.getByRole('row').filter({ hasText: 'Mensajería urbana' });
      await row.waitFor();
      assert.match((await texts(row))[0], /1 fila.*Bogotá · 8.000 · 0 · 200.000/);
    });
  });
});
