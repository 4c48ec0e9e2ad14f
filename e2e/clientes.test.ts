// Journey 2 — the Clientes list and form (spec 01 §2.6, §4; spec 03 §2.1, §8): menu, search,
// filters, sorting, paging, URL state surviving a reload, create/edit/delete, client and server
// validation errors on their fields.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { formatNit } from '../src/core/rules/nit';
import {
  launch, login, newSpanishContext, paramsOf, pathOf, shotOnFailure, texts, waitForParams, waitForText, waitUntil,
  type SpanishContext,
} from './support/browser';
import {
  dialogOpen, waitDialog, waitDialogClosed,
} from './support/dialogs';
import {
  columnTexts, control, fieldError, rangeText, searchBox, sortButton, tableRows, waitForColumn, waitForFieldError, waitListIdle,
} from './support/list';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let ctx: SpanishContext;
let page: Page;

/** The canonical URL of the list at its defaults (spec 01 §2.6, §9: '-id', 10 per page). */
const DEFAULTS = { descending: 'true', sortBy: 'id', page: '1', itemsPerPage: '10' };
const TOTAL = 18; // demo seed: 10 companies + 8 people

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

/** Opens /clientes with the given query (defaults otherwise) and waits for the rows. */
async function openList(query: Record<string, string> = {}): Promise<void> {
  const qs = new URLSearchParams({ ...DEFAULTS, ...query }).toString();
  await page.goto(`/clientes?${qs}`);
  await tableRows(page).first().waitFor();
  await waitListIdle(page);
}

const dialogNamed = (name: string) => page.getByRole('dialog', { name });

describe('clientes', () => {
  test('opens Clientes from the drawer menu and shows the first page of rows', () => shotOnFailure(page, 'clientes-menu', async () => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('link', { name: 'Clientes' }).click();
    await page.waitForURL((u) => u.pathname === '/clientes');
    await tableRows(page).first().waitFor();
    await waitListIdle(page);

    // The URL carries the whole list state (spec 01 §2.6).
    await waitForParams(page, DEFAULTS);
    assert.match(await page.title(), /Clientes/);
    await page.getByRole('banner').getByRole('heading', { name: 'Clientes' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Clientes' }).getAttribute('aria-current'), 'page');

    assert.equal(await tableRows(page).count(), 10);
    await waitForText(rangeText(page), `1–10 de ${TOTAL}`);
    const headers = await texts(page.getByRole('columnheader'));
    for (const h of ['Documento', 'Nombres', 'Apellidos', 'Correo', 'Estado']) assert.ok(headers.includes(h), `column ${h} in ${headers.join(', ')}`);
    // Newest first: the last seeded client (Julián Castro) heads the list.
    assert.equal((await columnTexts(page, 'Nombres'))[0], 'Julián');
  }));

  test('bad paging values in the URL fall back to the defaults (spec 01 §9) and the URL is corrected', () => shotOnFailure(page, 'clientes-bad-url', async () => {
    await page.goto('/clientes?page=-3&itemsPerPage=abc');
    await tableRows(page).first().waitFor();
    // itemsPerPage that is not a number means 5 rows; a page below 1 is page 1.
    await waitForParams(page, { page: '1', itemsPerPage: '5' });
    await waitListIdle(page);
    assert.equal(await tableRows(page).count(), 5);
    await waitForText(rangeText(page), `1–5 de ${TOTAL}`);
  }));

  test('search is accent-insensitive, waits for the typing to stop and goes back to page 1', () => shotOnFailure(page, 'clientes-search', async () => {
    await openList({ page: '2' });
    await waitForText(rangeText(page), `11–${TOTAL} de ${TOTAL}`);

    const started = Date.now();
    await searchBox(page).fill('jose');
    // Spec 01 §4: the reload is debounced 700 ms — nothing changes right away.
    if (Date.now() - started < 400) assert.equal(paramsOf(page).get('query'), null, 'the search is applied only after a pause');

    await waitForParams(page, { query: 'jose', page: '1' });
    await waitForColumn(page, 'Nombres', ['José']);
    assert.deepEqual(await columnTexts(page, 'Apellidos'), ['Pérez Gómez']);
    await waitForText(rangeText(page), '1–1 de 1');

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await waitForParams(page, { query: null, page: '1' });
    await waitForText(rangeText(page), `1–10 de ${TOTAL}`);
  }));

  test('a search without matches shows the no-records state', () => shotOnFailure(page, 'clientes-search-empty', async () => {
    await openList();
    await searchBox(page).fill('zzzz-no-existe');
    await searchBox(page).press('Enter'); // Enter applies at once
    await waitForParams(page, { query: 'zzzz-no-existe' });
    await page.getByText('No se han encontrado registros').waitFor();
    await page.getByText('Ajusta los filtros o realiza una nueva búsqueda.').waitFor();
    await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
    await waitForParams(page, { query: null });
    await waitForText(rangeText(page), `1–10 de ${TOTAL}`);
  }));

  test('filters by Estado: only clients in that state are listed', () => shotOnFailure(page, 'clientes-filter-estado', async () => {
    await openList({ page: '2' });
    await page.getByRole('button', { name: 'Filtro' }).click();
    const offered = await texts(page.locator('[id^="headlessui-popover-panel"]').getByRole('button'));
    const estado = page.locator('[id^="headlessui-popover-panel"]').getByRole('button', { name: 'Estado', exact: true });
    if (!(await estado.count())) assert.fail(`the 'Filtro' menu offers no 'Estado' filter (it offers: ${offered.filter(Boolean).join(', ')})`);
    await estado.click();
    await page.getByRole('checkbox', { name: 'Prospecto' }).check();
    await waitForParams(page, { estado: 'Prospecto', page: '1' });
    await page.keyboard.press('Escape');
    await waitForColumn(page, 'Estado', ['Prospecto', 'Prospecto']);
    assert.deepEqual((await columnTexts(page, 'Nombres')).sort(), ['Andrés', 'Ferretería La Económica S.A.S.']);
    await page.getByRole('button', { name: 'Quitar filtro Estado' }).click();
    await waitForParams(page, { estado: null });
  }));

  test("filters by Ciudad (código): the filter chip, the URL and 'Limpiar filtros'", () => shotOnFailure(page, 'clientes-filter-ciudad', async () => {
    await openList({ page: '2' });
    await page.getByRole('button', { name: 'Filtro' }).click();
    await page.getByRole('button', { name: 'Ciudad (código)' }).click();
    const text = page.getByPlaceholder('Contiene…');
    await text.fill('05001');
    await text.press('Enter');
    await waitForParams(page, { ciudad: '05001', page: '1' });
    await page.keyboard.press('Escape');
    // Medellín (05001): two companies and two people in the seed.
    await waitForText(rangeText(page), '1–4 de 4');
    assert.deepEqual((await columnTexts(page, 'Nombres')).sort(), ['Distribuidora El Café Ltda.', 'Luisa', 'María Fernanda', 'Textiles Antioqueños S.A.'].sort());
    await page.getByRole('button', { name: /Ciudad \(código\):/ }).waitFor();

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await waitForParams(page, { ciudad: null, page: '1' });
    await waitForText(rangeText(page), `1–10 de ${TOTAL}`);
  }));

  test('sorting by a column header: a new column sorts ascending, the same column toggles', () => shotOnFailure(page, 'clientes-sort', async () => {
    await openList({ page: '2' });
    const header = page.getByRole('columnheader', { name: 'Nombres', exact: true });

    await sortButton(page, 'Nombres').click();
    await waitForParams(page, { sortBy: 'nombres', descending: 'false', page: '1' });
    await waitListIdle(page);
    assert.equal(await header.getAttribute('aria-sort'), 'ascending');
    await waitUntil('ascending first rows', async () => {
      const n = await columnTexts(page, 'Nombres');
      return n[0] === 'Alimentos del Valle S.A.S.' && n[1] === 'Andrés';
    });

    await sortButton(page, 'Nombres').click();
    await waitForParams(page, { sortBy: 'nombres', descending: 'true', page: '1' });
    await waitListIdle(page);
    assert.equal(await header.getAttribute('aria-sort'), 'descending');
    await waitUntil('descending first rows', async () => {
      const n = await columnTexts(page, 'Nombres');
      return n.slice(0, 2).includes('Valentina') && !n.includes('Alimentos del Valle S.A.S.');
    });

    // Another column starts ascending again.
    await sortButton(page, 'Documento').click();
    await waitForParams(page, { sortBy: 'document', descending: 'false' });
    assert.equal(await page.getByRole('columnheader', { name: 'Documento', exact: true }).getAttribute('aria-sort'), 'ascending');
    assert.equal(await header.getAttribute('aria-sort'), null);
  }));

  test('sorting by Nombres follows Spanish alphabetical order (Á sorts with A)', () => shotOnFailure(page, 'clientes-sort-spanish', async () => {
    await openList({ sortBy: 'nombres', descending: 'false', itemsPerPage: '50' });
    await waitForText(rangeText(page), `1–${TOTAL} de ${TOTAL}`);
    const names = await columnTexts(page, 'Nombres');
    const spanish = [...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare);
    assert.deepEqual(names, spanish, 'ascending by Nombres as a Spanish reader expects');
  }));

  test('page size and page 2 are in the URL', () => shotOnFailure(page, 'clientes-paging', async () => {
    await openList();
    await page.getByLabel('Filas por página').selectOption('5');
    await waitForParams(page, { itemsPerPage: '5', page: '1' });
    await waitForText(rangeText(page), `1–5 de ${TOTAL}`);
    // The range follows the URL at once; the rows follow when the new page has loaded.
    const first = await waitUntil('5 rows', async () => { await waitListIdle(page); const n = await columnTexts(page, 'Nombres'); return n.length === 5 ? n : null; });

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await waitForParams(page, { itemsPerPage: '5', page: '2' });
    await waitForText(rangeText(page), `6–10 de ${TOTAL}`);
    let second: string[] = [];
    await waitUntil('page 2 rows', async () => {
      await waitListIdle(page);
      second = await columnTexts(page, 'Nombres');
      return second.length === 5 && !second.some((n) => first.includes(n));
    }).catch(() => assert.fail(`page 2 should show 5 other rows; page 1: ${first.join(', ')}; page 2: ${second.join(', ')}`));
    await page.getByText('2 / 4').waitFor();
  }));

  test('a reload restores the search, sort, page size, page and rows from the URL', () => shotOnFailure(page, 'clientes-reload', async () => {
    await openList();
    await searchBox(page).fill('gmail');
    await waitForParams(page, { query: 'gmail', page: '1' });
    await sortButton(page, 'Nombres').click();
    await waitForParams(page, { sortBy: 'nombres', descending: 'false' });
    await page.getByLabel('Filas por página').selectOption('5');
    await waitForParams(page, { itemsPerPage: '5' });
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await waitForParams(page, { query: 'gmail', sortBy: 'nombres', descending: 'false', itemsPerPage: '5', page: '2' });
    // gmail addresses: Camilo, José, Julián, Luisa, Doña Rosa's bakery, Valentina → page 2 of 5 = Valentina.
    await waitForColumn(page, 'Nombres', ['Valentina']);
    const before = page.url();

    await page.reload();
    await tableRows(page).first().waitFor();
    await waitListIdle(page);
    assert.equal(page.url(), before, 'the URL is kept as it was');
    assert.equal(await searchBox(page).inputValue(), 'gmail');
    assert.equal(await page.getByRole('columnheader', { name: 'Nombres', exact: true }).getAttribute('aria-sort'), 'ascending');
    assert.equal(await page.getByLabel('Filas por página').inputValue(), '5');
    await waitForText(rangeText(page), '6–6 de 6');
    assert.deepEqual(await columnTexts(page, 'Nombres'), ['Valentina']);
  }));

  // Create → edit → delete of one client, the way a user does it.
  const base = '901777888';
  const nit = formatNit(base);
  const nombre = 'Pruebas Automáticas E2E';

  test("'Nuevo cliente': required fields and the NIT check are shown on their fields before saving", () => shotOnFailure(page, 'clientes-create-errors', async () => {
    await openList();
    await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
    const dialog = dialogNamed('Nuevo cliente');
    await waitDialog(dialog);
    await waitForParams(page, { dialog: 'create' });
    const tipo = control(dialog, 'Tipo de documento');
    await tipo.waitFor();
    assert.equal(await tipo.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), 'NIT', 'NIT is the default document type');

    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForFieldError(dialog, 'Nombres', 'El campo Nombres es obligatorio.');
    await waitForFieldError(dialog, 'Documento', 'El campo Documento es obligatorio.');
    assert.equal(await dialogOpen(dialog), true, 'nothing was saved: the dialog stays open');

    const wrongDv = `${base}-${(Number(nit.slice(-1)) + 1) % 10}`;
    await control(dialog, 'Documento').fill(wrongDv);
    await control(dialog, 'Nombres').fill(nombre);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForFieldError(dialog, 'Documento', 'No es un NIT válido');
    assert.equal(await fieldError(dialog, 'Nombres'), '', 'Nombres is fine now');

    // The example of the brief: 900123456-1 is not a NIT (its DV is 8).
    await control(dialog, 'Documento').fill('900123456-1');
    await waitForFieldError(dialog, 'Documento', 'No es un NIT válido');
  }));

  test('saving a valid client closes the dialog, shows the success notice and lists it', () => shotOnFailure(page, 'clientes-create', async () => {
    let dialog = dialogNamed('Nuevo cliente');
    if (!(await dialogOpen(dialog))) {
      await openList();
      await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
      dialog = dialogNamed('Nuevo cliente');
      await waitDialog(dialog);
      await control(dialog, 'Nombres').fill(nombre);
    }
    await control(dialog, 'Documento').fill(nit);
    await waitUntil('Documento valid', async () => (await fieldError(dialog, 'Documento')) === '');
    await control(dialog, 'Apellidos').fill('E2E Original');
    await control(dialog, 'Correo').fill('e2e@pruebas.test');
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await waitDialogClosed(dialog);
    await page.getByText('Creado!').waitFor();
    await waitForParams(page, { dialog: null });

    await searchBox(page).fill('Automáticas');
    await waitForParams(page, { query: 'Automáticas', page: '1' });
    await waitForColumn(page, 'Nombres', [nombre]);
    assert.deepEqual(await columnTexts(page, 'Documento'), [nit]);
    assert.deepEqual(await columnTexts(page, 'Apellidos'), ['E2E Original']);
    assert.deepEqual(await columnTexts(page, 'Estado'), ['Cliente'], "the default estado is 'Cliente'");
  }));

  test('editing it: row click opens the form, the change is saved and listed', () => shotOnFailure(page, 'clientes-edit', async () => {
    await openList({ query: 'automaticas' });
    await waitForColumn(page, 'Nombres', [nombre]);
    await tableRows(page).first().click();
    const dialog = dialogNamed('Editar cliente');
    await waitDialog(dialog);
    await waitForParams(page, { dialog: 'edit' });
    const apellidos = control(dialog, 'Apellidos');
    await waitUntil('the record in the form', async () => (await apellidos.inputValue()) === 'E2E Original');
    assert.equal(await control(dialog, 'Documento').inputValue(), nit);

    await apellidos.fill('E2E Editado');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitDialogClosed(dialog);
    await page.getByText('Exito!').first().waitFor();
    await waitForColumn(page, 'Apellidos', ['E2E Editado']);
  }));

  test('deleting it: row menu → Eliminar → confirm, and it is gone', () => shotOnFailure(page, 'clientes-delete', async () => {
    await openList({ query: 'automaticas' });
    await waitForColumn(page, 'Nombres', [nombre]);
    const row = tableRows(page).first();
    await row.hover();
    // The ⋯ menu by keyboard: ArrowDown opens it on its first entry, Escape closes it back to the button.
    const menuButton = row.getByRole('button', { name: 'Acciones' });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu').waitFor();
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    assert.equal(await menuButton.evaluate((el) => el === document.activeElement), true);

    await menuButton.click();
    await page.getByRole('menuitem', { name: /Eliminar/ }).click();

    const confirm = dialogNamed('¿Eliminar este registro?');
    await waitDialog(confirm);
    await confirm.getByText(nombre).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await waitDialogClosed(confirm);
    await page.getByText('Eliminado!').waitFor();
    await page.getByText('No se han encontrado registros').waitFor();
    assert.equal(await tableRows(page).filter({ hasText: nombre }).count(), 0);

    await page.reload();
    await page.getByText('No se han encontrado registros').waitFor();
  }));

  test("a duplicate Documento: the server's 422 is shown on the Documento field", () => shotOnFailure(page, 'clientes-duplicate', async () => {
    await openList();
    const existing = formatNit('900123456'); // Tecnologías Andinas S.A.S. (seed)
    await searchBox(page).fill(existing);
    await waitForColumn(page, 'Documento', [existing]);

    await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
    const dialog = dialogNamed('Nuevo cliente');
    await waitDialog(dialog);
    await control(dialog, 'Documento').fill(existing);
    await control(dialog, 'Nombres').fill('Copia de Tecnologías Andinas');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForFieldError(dialog, 'Documento', 'Ya existe un registro con este valor.');
    assert.equal(await dialogOpen(dialog), true, 'the dialog stays open');
    assert.equal(await fieldError(dialog, 'Nombres'), '');

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await waitDialogClosed(dialog);
    await waitForParams(page, { dialog: null });
    await waitForColumn(page, 'Documento', [existing]); // still one
    assert.equal(pathOf(page), '/clientes');
  }));
});
