// Journey — the keyboard-first workspace (issue 11): the command palette finds a client by an
// accent-less, misspelt name and opens it, creates a ticket, runs a context action on the open
// record, jumps by number; `?` lists the shortcuts; 'g …' sequences navigate. Keyboard only.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, pathOf, shotOnFailure, texts, waitForCount, waitGone, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { journey } from './support/journey';
import { tableRows, waitListIdle } from './support/list';

const { fresh } = journey();

/** Screenshots for looking at (desktop and phone, light and dark); not part of the assertions. */
const SHOTS = process.env.PALETTE_SHOTS || '/tmp/palette-shots';

const input = (page: Page) => page.getByRole('combobox', { name: 'Buscar comandos' });
const options = (page: Page) => texts(page.getByRole('dialog').getByRole('option').locator('[data-palette-label]'));
const selectedOption = (page: Page) => page.getByRole('dialog').locator('[role=option][aria-selected=true] [data-palette-label]');

async function openPalette(page: Page, touch = false): Promise<void> {
  await page.getByRole('button', { name: 'Buscar comandos' }).waitFor();
  if (touch) { // a phone: tap the top bar's search button; the input gets the focus by itself
    await page.getByRole('button', { name: 'Buscar comandos' }).tap();
    await waitUntil('the palette input to have the focus (phone)', () => input(page).evaluate((el) => el === document.activeElement));
    return;
  }
  await page.keyboard.press('Control+k');
  if (!(await input(page).waitFor({ timeout: 2000 }).then(() => true, () => false))) await page.keyboard.press('Control+k');
  await waitUntil('the palette input to have the focus', () => input(page).evaluate((el) => el === document.activeElement));
}

/** Types in the palette and waits until `label` is the selected (first) entry. */
async function typeUntilFirst(page: Page, text: string, label: string | RegExp): Promise<void> {
  await page.keyboard.type(text, { delay: 20 });
  await waitUntil(`«${String(label)}» selected for «${text}»`, async () => {
    const t = (await selectedOption(page).textContent().catch(() => null)) ?? '';
    return typeof label === 'string' ? t === label : label.test(t);
  });
}

async function signedIn(email: string, opts: Parameters<typeof fresh>[0] = {}): Promise<Page> {
  const c = await fresh(opts);
  await login(c.page, email);
  await c.page.getByRole('button', { name: 'Buscar comandos' }).waitFor();
  return c.page;
}

describe('command palette and shortcuts (admin@demo.test, keyboard only)', () => {
  let page: Page;
  before(async () => { page = await signedIn('admin@demo.test'); });

  test('finds a client by an accent-less, misspelt name and opens it', () => shotOnFailure(() => page, 'palette-find-client', async () => {
    await openPalette(page);
    await typeUntilFirst(page, 'angela gutieres', 'Ángela Gutiérrez Ríos');
    await page.keyboard.press('Enter');
    await waitGone(input(page));
    await page.waitForURL((u) => u.pathname === '/clientes' && u.searchParams.has('id'));
    const dialog = page.getByRole('dialog');
    await waitDialog(dialog);
    assert.match(await dialog.getByLabel('Nombres').inputValue(), /Ángela/);
  }));

  test('offers context actions for the open record and the focused row; changing an estado persists', () => shotOnFailure(() => page, 'palette-context', async () => {
    await openPalette(page);
    const first = await options(page);
    assert.ok(first.includes('Duplicar') && first.includes('Copiar enlace') && first.includes('Eliminar'), first.join(', '));
    await page.keyboard.press('Escape');
    await waitGone(input(page));
    await waitForCount(page.getByRole('dialog'), 1); // the palette has finished leaving
    await waitUntil('the focus back in the record dialog', () => page.getByRole('dialog').evaluate((d) => d.contains(document.activeElement)));
    await page.keyboard.press('Escape');
    await waitDialogClosed(page.getByRole('dialog'));

    // The focused row: '/' search, Escape to its first row, then the palette acts on that row.
    await page.keyboard.press('/');
    await page.keyboard.type('angela');
    await waitUntil('one row', async () => (await tableRows(page).count()) === 1 && /Ángela/.test(await tableRows(page).first().innerText()));
    await page.keyboard.press('ArrowDown'); // from the search box to the rows
    await waitUntil('focus on the row', () => page.evaluate(() => !!document.activeElement?.closest('tr[data-row-index]')));
    await openPalette(page);
    await typeUntilFirst(page, 'estado prospecto', 'Cambiar estado a Prospecto');
    await page.keyboard.press('Enter');
    await waitGone(input(page));
    await waitUntil('the row shows the new estado', async () => /Prospecto/.test(await tableRows(page).first().innerText()));

    // Assign: the row's user relation (Vendedor) set to the signed-in user.
    await tableRows(page).first().focus();
    await openPalette(page);
    await typeUntilFirst(page, 'asignarme', 'Asignarme como Vendedor');
    await page.keyboard.press('Enter');
    await waitGone(input(page));
    await waitUntil('the vendedor saved', () => page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('mando.session') ?? sessionStorage.getItem('mando.session') ?? '{}');
      const h = { 'Auth-Token': s.user.token };
      const [row] = await (await fetch('/demo/api/clientes?q=angela&limit=1', { headers: h })).json();
      return row.vendedor_id === s.user.id;
    }));
    await page.reload();
    await waitUntil('still Prospecto after a reload', async () => /Prospecto/.test(await tableRows(page).first().innerText()));
  }));

  test('creates a ticket from the palette', () => shotOnFailure(() => page, 'palette-create-ticket', async () => {
    await openPalette(page);
    await typeUntilFirst(page, 'nuevo tiket', 'Nuevo ticket');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nuevo ticket' });
    await waitDialog(dialog);
    assert.equal(pathOf(page), '/tickets');
    await dialog.getByLabel('Título').focus();
    await page.keyboard.type('Teclado sin la letra ñ');
    await dialog.getByLabel('Contenido').focus();
    await page.keyboard.type('Creado solo con el teclado.');
    await dialog.getByRole('combobox', { name: 'Categoría' }).focus();
    await page.keyboard.type('Soporte t');
    await waitUntil('only «Soporte técnico» offered', async () => {
      const shown = await texts(page.getByRole('listbox').getByRole('option'));
      return shown.length === 1 && /Soporte técnico/.test(shown[0]!);
    });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitUntil('the category chosen', async () => /Soporte técnico/.test(await dialog.getByRole('combobox', { name: 'Categoría' }).inputValue()));
    await page.keyboard.press('Control+Enter');
    await waitDialogClosed(dialog);
    await tableRows(page).filter({ hasText: 'Teclado sin la letra ñ' }).waitFor();

    // Recently used come first on the next opening.
    await openPalette(page);
    const shown = await options(page);
    assert.equal(shown[0], 'Nuevo ticket', shown.join(', '));
    await page.keyboard.press('Escape');
    await waitGone(input(page));
  }));

  test('a ticket number opens the ticket’s page; an order number its form', () => shotOnFailure(() => page, 'palette-ticket-number', async () => {
    const ticket = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('mando.session') ?? sessionStorage.getItem('mando.session') ?? '{}');
      return (await (await fetch('/demo/api/tickets?limit=1&order=id', { headers: { 'Auth-Token': s.user.token } })).json())[0];
    });
    await openPalette(page);
    await typeUntilFirst(page, `#${ticket.id}`, ticket.titulo);
    await page.keyboard.press('Enter');
    // A ticket has a page of its own (RECORD_PAGES); an order has none, so it opens in the form.
    await page.waitForURL((u) => u.pathname === `/tickets/${ticket.id}`);
    await page.getByRole('heading', { name: ticket.titulo }).waitFor();
    const order = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('mando.session') ?? sessionStorage.getItem('mando.session') ?? '{}');
      return (await (await fetch('/demo/api/pedidos?limit=1&order=id', { headers: { 'Auth-Token': s.user.token } })).json())[0];
    });
    await openPalette(page);
    await typeUntilFirst(page, order.numero_pedido, new RegExp(order.numero_pedido));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/pedidos' && u.searchParams.get('id') === String(order.id));
    await waitDialog(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await waitDialogClosed(page.getByRole('dialog'));
  }));

  test('on a phone (390 px) the input has the focus as soon as the palette opens', async () => {
    const p = await signedIn('admin@demo.test', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await shotOnFailure(p, 'palette-phone-focus', async () => {
      await openPalette(p, true);
      await p.keyboard.type('client');
      await waitUntil('typing reached the palette', async () => (await input(p).inputValue()) === 'client');
    });
  });

  test('g-sequences go to the pages; ? lists the shortcuts of the screen and Escape closes it', () => shotOnFailure(() => page, 'palette-shortcuts', async () => {
    await page.locator('main').focus();
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await page.waitForURL((u) => u.pathname === '/clientes');
    await tableRows(page).first().waitFor();
    await waitListIdle(page);

    await page.keyboard.press('?');
    const overlay = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await waitDialog(overlay);
    const listed = await texts(overlay.locator('li > span:first-child'));
    for (const s of ['Paleta de comandos', 'Ir a Clientes', 'Ir a Tableros', 'Buscar en la lista', 'Crear un registro', 'Editar la fila'])
      assert.ok(listed.includes(s), `${s} in ${listed.join(', ')}`);
    assert.ok(!listed.includes('Ir a Facturas'), 'only pages that exist for this user');
    // Focus stays in the dialog.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    assert.ok(await overlay.evaluate((el) => el.contains(document.activeElement)), 'focus trapped in the overlay');
    await page.keyboard.press('Escape');
    await waitDialogClosed(overlay);

    // Shortcuts never fire while typing: 'g t' typed in the list search stays text.
    await page.keyboard.press('/');
    await page.keyboard.type('g t');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(pathOf(page), '/clientes');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await waitListIdle(page);
    await tableRows(page).first().waitFor();
    await page.keyboard.press('Escape'); // leaves the search box for the first row
    await waitUntil('focus on a row', () => page.evaluate(() => !!document.activeElement?.closest('tr[data-row-index]')));
    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await page.waitForURL((u) => u.pathname === '/boards'); // g t: the boards first, now that they exist
  }));

  test('screenshots: palette and shortcut list, desktop and phone, light and dark (theme switched from the palette)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const settle = () => new Promise((r) => setTimeout(r, 350)); // dialog transitions
    for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
      const p = name === 'desktop' ? page : await signedIn('admin@demo.test', { viewport, isMobile: true, hasTouch: true });
      await p.goto('/clientes');
      await p.getByRole('searchbox', { name: 'Buscar' }).waitFor();
      for (const theme of ['light', 'dark'] as const) {
        const dark = await p.evaluate(() => document.documentElement.classList.contains('dark'));
        if (dark !== (theme === 'dark')) {
          await openPalette(p, name === 'phone');
          await typeUntilFirst(p, theme === 'dark' ? 'tema oscuro' : 'tema claro', theme === 'dark' ? 'Cambiar a tema oscuro' : 'Cambiar a tema claro');
          await p.keyboard.press('Enter');
          await waitGone(input(p));
          await waitUntil(`${theme} theme`, () => p.evaluate((d) => document.documentElement.classList.contains('dark') === d, theme === 'dark'));
        }
        await openPalette(p, name === 'phone');
        await p.keyboard.type('jose');
        await waitUntil('records found', async () => (await texts(p.getByRole('dialog').locator('[data-palette-group-heading]:visible'))).includes('Clientes'));
        await settle();
        await p.screenshot({ path: `${SHOTS}/palette-${name}-${theme}.png` });
        await p.keyboard.press('Escape');
        await waitGone(input(p));
        await openPalette(p, name === 'phone');
        await settle();
        await p.screenshot({ path: `${SHOTS}/palette-empty-${name}-${theme}.png` });
        await p.keyboard.press('Escape');
        await waitGone(input(p));
        if (name === 'phone') {
          await p.getByRole('button', { name: 'Menú de usuario' }).tap();
          await p.getByRole('menuitem', { name: /Atajos de teclado/ }).tap();
        } else {
          await p.keyboard.press('?');
        }
        await waitDialog(p.getByRole('dialog', { name: 'Atajos de teclado' }));
        await settle();
        await p.screenshot({ path: `${SHOTS}/shortcuts-${name}-${theme}.png` });
        await p.keyboard.press('Escape');
        await waitDialogClosed(p.getByRole('dialog'));
      }
    }
  });
});
