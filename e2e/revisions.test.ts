// Journey — a record's revisions (spec 01 §2.2, §2.6, §6; issue 10 §7): an admin edits a client and
// sees, from the row menu's 'Revisiones', who changed it, when, and each field before and after
// with the list's formatting (select labels, not codes). A user without the resource's revisions
// role (default SuperAdmin) has no such menu item, and the screen answers the spec's 403 message.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, pathOf, paramsOf, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { control, searchBox, tableRows, waitForColumn, waitListIdle } from './support/list';
import { journey } from './support/journey';

const j = journey();
const CLIENT = 'Ferretería La Económica S.A.S.';
const DENIED = 'Acceso denegado - usted no tiene los permisos necesarios para ver esta página.';

async function findClient(page: Page): Promise<Locator> {
  await page.goto('/clientes');
  await searchBox(page).fill('Económica');
  await waitForColumn(page, 'Nombres', [CLIENT]);
  await waitListIdle(page);
  return tableRows(page).first();
}

/** The 'Antes' and 'Después' texts of one field's row in a revision card. */
async function change(card: Locator, label: string): Promise<[string, string]> {
  const row = card.getByRole('row').filter({ has: card.page().getByRole('rowheader', { name: label, exact: true }) });
  const cells = (await row.getByRole('cell').allTextContents()).map((s) => s.trim());
  return [cells[0], cells[1]];
}

describe('revisions', () => {
  test('an admin edits a client, then sees who changed what from the row menu', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'revisions-admin', async () => {
      await login(page, 'admin@demo.test');
      await (await findClient(page)).click();
      const dialog = page.getByRole('dialog', { name: 'Editar cliente' });
      await waitDialog(dialog);
      await waitUntil('the record in the form', async () => (await control(dialog, 'Nombres').inputValue()) === CLIENT);
      await control(dialog, 'Apellidos').fill('Revisado E2E');
      await control(dialog, 'Tipo de documento').selectOption({ label: 'Cédula de ciudadanía' });
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);

      const row = await findClient(page);
      await row.hover();
      await row.getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: 'Revisiones' }).click();
      await page.waitForURL((u) => /^\/clientes\/\d+\/revisions$/.test(u.pathname));
      assert.equal(paramsOf(page).get('resource'), 'clientes');

      await page.getByRole('banner').getByRole('heading', { name: 'Revisiones' }).waitFor();
      await page.getByRole('heading', { name: new RegExp(`Cliente · ${CLIENT} Revisado E2E #\\d+`) }).waitFor();
      const cards = page.getByRole('list', { name: 'Revisiones' }).getByRole('article');
      await cards.first().waitFor();
      const latest = cards.first();
      const heading = (await latest.getByRole('heading').textContent()) ?? '';
      assert.match(heading, /Actualizado/);
      assert.match(heading, /Laura Administradora/, 'who');
      assert.match((await latest.locator('time').textContent()) ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (AM|PM)$/, 'when');
      assert.deepEqual(await change(latest, 'Apellidos'), ['—', 'Revisado E2E']);
      // A select shows its label, as the list does (the stored values are 31 and 13).
      assert.deepEqual(await change(latest, 'Tipo de documento'), ['NIT', 'Cédula de ciudadanía']);
      assert.equal(await latest.getByRole('rowheader', { name: 'Nombres' }).count(), 0, 'unchanged fields are left out');
      // The creation is listed last, with what the record was created with.
      assert.match((await cards.last().getByRole('heading').textContent()) ?? '', /Creado/);

      // Keyboard: ↓ moves from one revision to the next.
      await latest.focus();
      await page.keyboard.press('ArrowDown');
      assert.equal(await cards.nth(1).evaluate((el) => el === document.activeElement), true);

      // The command palette offers the history of the record open in a dialog.
      await page.goto('/clientes?dialog=edit&id=1');
      await waitDialog(page.getByRole('dialog', { name: 'Editar cliente' }));
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('combobox', { name: 'Buscar comandos' });
      await palette.waitFor();
      await palette.fill('revisiones');
      await page.getByRole('option', { name: 'Ver revisiones de este registro' }).click();
      await page.waitForURL((u) => u.pathname === '/clientes/1/revisions');
    });
  });

  test('a user without the revisions role: no menu item, the API says 403 and the screen says why', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'revisions-denied', async () => {
      await login(page, 'staff@demo.test');
      const row = await findClient(page);
      await row.hover();
      await row.getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: 'Ver' }).waitFor();
      assert.equal(await page.getByRole('menuitem', { name: 'Revisiones' }).count(), 0);
      await page.keyboard.press('Escape');

      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('mando.session') ?? '{}').user?.token as string);
      const res = await page.request.get(`${j.server.url}/demo/api/clientes/1/revisions`, { headers: { 'Auth-Token': token } });
      assert.equal(res.status(), 403);

      await page.goto('/clientes/1/revisions?resource=clientes');
      await page.getByText(DENIED).waitFor();
      assert.equal(pathOf(page), '/clientes/1/revisions');
    });
  });
});
