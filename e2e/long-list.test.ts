// Journey: a list in local mode holding 10,000 rows (issue 13; spec 01 §7, §9): the list reads the
// catalogue once (`limit=10000`) and pages, sorts and searches it in the client; on page size 'Todos'
// the table draws only the rows in view, scrolls to the last one, and the keyboard, the row menu and
// the selection keep working on rows that were not drawn when the page opened.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { apiAs } from './support/api';
import { login, screenshot, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { rangeText, searchBox, tableRows, waitListIdle } from './support/list';
import { journey } from './support/journey';

const j = journey();
/** Local mode reads up to 10,000 rows (spec 01 §7): the set-up fills the catalogue to exactly that. */
const ROWS = 10_000;
let added = 0;
const name = (k: number) => `Lote ${String(k).padStart(5, '0')}`;
/** Every category of the tenant after the set-up (the demo's own and the added ones). */
let total = 0;
/** The names in the list's default order (newest first: ids descending; the API created them 8 at a time). */
let listed: string[] = [];

const es = (n: number) => n.toLocaleString('es-CO');

describe('a long list in local mode', () => {
  before(async () => {
    // Created through the API as any client of it would (8 at a time).
    const admin = await apiAs(j.server.url, 'admin@demo.test');
    added = ROWS - (await admin.call('GET', 'categorias-productos?limit=10000') as unknown[]).length;
    let next = 0;
    const worker = async () => {
      while (next < added) {
        const k = ++next;
        await admin.call('POST', 'categorias-productos', { nombre: name(k), descripcion: `Categoría de prueba número ${k}` });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const all = await admin.call('GET', 'categorias-productos?limit=10000&order=id') as { nombre: string }[];
    total = all.length;
    listed = all.map((c) => c.nombre).reverse();
  }, { timeout: 600_000 });

  test("10,000 rows on page size 'Todos': only the rows in view are drawn; scroll, keyboard, menu, selection and search work in the client", async () => {
    assert.equal(total, ROWS, 'the set-up filled the catalogue');
    const { page } = await j.fresh();
    await shotOnFailure(page, 'long-list', async () => {
      // Every read of the list from the API (local mode reads it once; the rest happens in the client).
      const reads: string[] = [];
      page.on('request', (r) => { if (/\/api\/categorias-productos(\?|$)/.test(r.url())) reads.push(r.url()); });
      // Signed in straight into the list (returnUrl): the dashboard, whose record counts include
      // categorias-productos?paginate=1, never opens to race the list's one read.
      await page.goto('/login?returnUrl=%2Fcategorias-productos');
      await login(page, 'admin@demo.test');
      await page.waitForURL((u) => u.pathname === '/categorias-productos');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      assert.equal(reads.length, 1, `one read: ${reads.join(' ')}`);
      assert.match(reads[0], /limit=10000/);
      await waitForText(rangeText(page), `1–10 de ${es(total)}`);

      // Page size 'Todos' from the page control: every row is on the page, a few are drawn.
      await page.getByRole('combobox', { name: 'Filas por página' }).selectOption({ label: 'Todos' });
      await waitForText(rangeText(page), `1–${es(total)} de ${es(total)}`);
      const table = page.getByRole('table');
      assert.equal(await table.getAttribute('aria-rowcount'), String(total + 1), 'screen readers hear the whole list');
      const drawn = await tableRows(page).count();
      assert.ok(drawn > 5 && drawn < 80, `only the rows in view are drawn (${drawn})`);
      assert.match(await tableRows(page).first().innerText(), new RegExp(listed[0]), 'newest first');

      // The keyboard: j moves down past the rows drawn at first; the focused row is scrolled into view.
      for (let i = 0; i < 40; i++) await page.keyboard.press('j');
      const focused = page.locator('tr[data-row-index="39"]');
      await waitUntil('row 40 focused', () => focused.evaluate((el) => el === document.activeElement).catch(() => false) || null);
      assert.equal(await focused.getAttribute('aria-rowindex'), '41');
      assert.ok(await focused.isVisible() && await inView(focused), 'the focused row is in view');
      // x selects it; e opens it for editing.
      await page.keyboard.press('x');
      await page.getByRole('toolbar', { name: 'Acciones de la selección' }).getByText('1 seleccionado').waitFor();
      await page.keyboard.press('e');
      const edit = page.getByRole('dialog', { name: /^Editar/ });
      await waitDialog(edit);
      await waitUntil('the row in the form', async () => (await edit.getByRole('textbox', { name: 'Nombre' }).inputValue()) === listed[39] || null);
      await page.keyboard.press('Escape');
      await waitDialogClosed(edit);

      // Select every row from the header, then Escape clears the selection.
      await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
      const bulk = page.getByRole('toolbar', { name: 'Acciones de la selección' });
      await bulk.getByText(`${es(total)} seleccionados`).waitFor();
      await bulk.getByRole('button', { name: /Deseleccionar/ }).click();
      await page.getByRole('toolbar', { name: 'Acciones de la selección' }).waitFor({ state: 'detached' });

      // Scrolled to the end: the last row is drawn, and its ⋯ menu edits it.
      const scroller = page.locator('[aria-busy]').first();
      await scroller.evaluate((el) => { el.scrollTop = el.scrollHeight; });
      const last = page.locator(`tr[data-row-index="${total - 1}"]`);
      await last.waitFor();
      assert.match(await last.innerText(), new RegExp(listed[total - 1]));
      assert.ok(await inView(last), 'the last row is in view');
      assert.ok(await tableRows(page).count() < 80, 'still only the rows in view');
      await screenshot(page, 'long-list-end');
      // Column widths come from the rows in view when the list was drawn ('Lote …'): a longer name
      // further down is cut, and shows whole on hover.
      const nameCell = last.getByRole('cell').nth(1);
      await nameCell.hover();
      assert.deepEqual(await nameCell.evaluate((el) => [el.scrollWidth > el.clientWidth, (el as HTMLElement).title]), [true, listed[total - 1]]);
      await last.hover();
      await last.getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: /Editar/ }).click();
      await waitDialog(edit);
      await waitUntil('the last row in the form', async () => (await edit.getByRole('textbox', { name: 'Nombre' }).inputValue()) === listed[total - 1] || null);
      await page.keyboard.press('Escape');
      await waitDialogClosed(edit);

      // The body ignores the pointer only while the list moves: a click as soon as a wheel scroll
      // stops reaches the row under the pointer (it used to be dropped for 150 ms more).
      const box = (await scroller.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const stopped = scroller.evaluate((el) => new Promise<void>((done) => el.addEventListener('scrollend', () => done(), { once: true })));
      await page.mouse.wheel(0, -600);
      await stopped;
      const y = box.y + box.height / 2;
      await page.mouse.click(box.x + box.width / 2, y);
      await waitDialog(edit);
      const under = await page.locator('tbody tr[data-row-index]').evaluateAll((rows, at) => rows
        .find((r) => { const b = r.getBoundingClientRect(); return b.top <= at && at < b.bottom; })?.getAttribute('data-row-index'), y);
      assert.ok(under && Number(under) < total - 1, `a row further up is under the pointer (${under})`);
      await waitUntil('the clicked row in the form', async () => (await edit.getByRole('textbox', { name: 'Nombre' }).inputValue()) === listed[Number(under)] || null);
      await page.keyboard.press('Escape');
      await waitDialogClosed(edit);

      // Search in the client: accent- and case-insensitive, over all the rows, without asking the API.
      const readsBefore = reads.length;
      await searchBox(page).fill(`LOTE ${String(added - 1).padStart(5, '0')}`);
      await waitForText(rangeText(page), '1–1 de 1');
      assert.deepEqual(await tableRows(page).allInnerTexts().then((t) => t.map((x) => x.includes(name(added - 1)))), [true]);
      await searchBox(page).fill(`categoria de prueba numero ${added - 1}`);
      await waitForText(rangeText(page), '1–1 de 1');
      assert.deepEqual(reads.slice(readsBefore), [], 'the search asked the API nothing');
    });
  });
});

/** The element's box lies inside its scroller's visible area (below the sticky header). */
async function inView(row: import('playwright-core').Locator): Promise<boolean> {
  return row.evaluate((el) => {
    const scroller = el.closest('[aria-busy]')!;
    const box = el.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    return box.top >= view.top && box.bottom <= view.bottom + 1;
  });
}
