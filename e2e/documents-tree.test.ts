// Journey — documents by category (spec 01 §2.2 /documents and /documents/{category}, issue 14): the
// category tree beside the list, walked with the keyboard; choosing a category lists its documents and
// those of its subcategories, the address follows; 'Todas' lists them all again. On a phone the tree
// folds above the list.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, pathOf, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { columnTexts, tableRows, waitListIdle } from './support/list';

const j = journey();

const titles = async (page: Page) => (await tableRows(page).count() ? (await columnTexts(page, 'Título')).sort() : []);
const waitTitles = (page: Page, expected: string[]) =>
  waitUntil(`list ${JSON.stringify(expected)}`, async () => {
    await waitListIdle(page);
    const now = await titles(page);
    return JSON.stringify(now) === JSON.stringify([...expected].sort()) ? now : null;
  });

describe('documents by category', () => {
  test('the keyboard walks the tree; Enter lists a category with its subcategories and the address follows', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'documents-tree', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const cats = await admin.call('GET', 'categorias-documentos?limit=100') as { id: number; nombre: string }[];
      const id = (nombre: string) => cats.find((c) => c.nombre === nombre)!.id;
      await login(page, 'admin@demo.test');
      await page.goto('/documents');
      const tree = page.getByRole('tree', { name: 'Categorías de documentos' });
      const item = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}`) });
      await item('Contratos').waitFor();
      await waitTitles(page, ['Licencia de software contable', 'Certificado de Cámara de Comercio', 'Contrato de arrendamiento bodega norte', 'Contrato laboral Carolina Méndez']);
      assert.match(await item('Contratos').locator('> div').innerText(), /Contratos\s*2/, 'a category counts the documents of its subcategories');

      // Todas → Certificados y licencias → Contratos, then Enter.
      await item('Todas').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await waitUntil('/documents/{Contratos}', () => pathOf(page) === `/documents/${id('Contratos')}`);
      await waitTitles(page, ['Contrato de arrendamiento bodega norte', 'Contrato laboral Carolina Méndez']);
      assert.equal(await item('Contratos').getAttribute('aria-selected'), 'true');
      // The focus stays in the tree: the walk goes on.
      await waitUntil('focus on Contratos', () => item('Contratos').evaluate((el) => el === document.activeElement));
      await page.keyboard.press('ArrowLeft');
      await waitUntil('Contratos folded', async () => (await item('Contratos').getAttribute('aria-expanded')) === 'false');
      assert.equal(await item('Laborales').count(), 0);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      // ArrowRight on an open category goes to its first subcategory: Comerciales.
      await page.keyboard.press('Enter');
      await waitUntil('/documents/{Comerciales}', () => pathOf(page) === `/documents/${id('Comerciales')}`);
      await waitTitles(page, ['Contrato de arrendamiento bodega norte']);
      await screenshot(page, 'documents-tree');

      // Reloading the address gives the same list; Home + Enter ('Todas') lists every document again.
      await page.reload();
      await waitTitles(page, ['Contrato de arrendamiento bodega norte']);
      await item('Comerciales').focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await waitUntil('/documents', () => pathOf(page) === '/documents');
      await waitTitles(page, ['Licencia de software contable', 'Certificado de Cámara de Comercio', 'Contrato de arrendamiento bodega norte', 'Contrato laboral Carolina Méndez']);
    });
  });

  test('on a phone the tree folds above the list', async () => {
    const { page } = await j.fresh({ viewport: { width: 390, height: 844 } });
    await shotOnFailure(page, 'documents-tree-phone', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/documents');
      const toggle = page.getByRole('button', { name: /Categorías de documentos: Todas/ });
      await toggle.waitFor();
      assert.equal(await page.getByRole('tree').count(), 0);
      await toggle.click();
      await page.getByRole('treeitem', { name: /^Laborales/ }).click();
      await waitUntil('/documents/{Laborales}', () => /^\/documents\/\d+$/.test(pathOf(page)));
      await page.getByRole('button', { name: /Categorías de documentos: Laborales/ }).waitFor();
      assert.equal(await page.getByRole('tree').count(), 0, 'the tree folds again after a choice');
      await page.getByText('Contrato laboral Carolina Méndez').waitFor();
      assert.equal(await page.getByText('Licencia de software contable').count(), 0);
      await screenshot(page, 'documents-tree-phone');
    });
  });
});
