// Reading the generic list screen (spec 01 §2.6) the way a user sees it: table rows, a column's
// cells, the pagination range, the dialogs' field errors.
import type { Locator, Page } from 'playwright-core';
import { waitUntil, WAIT_MS } from './browser';

/** Data rows of the list table (not the header row). */
export const tableRows = (page: Page): Locator => page.getByRole('table').locator('tbody').getByRole('row');

/** The search box of the list toolbar. */
export const searchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Buscar' });

/** The sortable header button of a column. */
export const sortButton = (page: Page, label: string): Locator =>
  page.getByRole('columnheader', { name: label, exact: true }).getByRole('button');

/** Texts of one column's cells, in row order (the column found by its header label). */
export async function columnTexts(page: Page, label: string): Promise<string[]> {
  return page.getByRole('table').evaluate((table, label) => {
    const heads = [...table.querySelectorAll('thead th')];
    const i = heads.findIndex((th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim() === label);
    if (i < 0) throw new Error(`no column «${label}»; columns: ${heads.map((h) => h.textContent?.trim()).join(', ')}`);
    return [...table.querySelectorAll('tbody tr')].map((tr) => (tr.children[i]?.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, label);
}

/** The range text of the pagination ('1–10 de 18'). */
export const rangeText = (page: Page): Locator => page.getByText(/^\d[\d.]*–\d[\d.]* de /);

/** Waits until the list has finished loading (no fetch in flight, no skeleton). */
export async function waitListIdle(page: Page, timeout = WAIT_MS): Promise<void> {
  await waitUntil('the list to finish loading', async () =>
    (await page.locator('[aria-busy="true"]').count()) === 0 && (await page.locator('tbody .skeleton').count()) === 0, timeout);
}

/**
 * Waits until the list shows exactly `expected` in the given column (after a URL change the previous
 * page stays on screen while the next one loads).
 */
export async function waitForColumn(page: Page, label: string, expected: string[], timeout = WAIT_MS): Promise<void> {
  let last: string[] = [];
  try {
    await waitUntil(`column «${label}» = ${JSON.stringify(expected)}`, async () => {
      await waitListIdle(page, timeout);
      last = await columnTexts(page, label);
      return JSON.stringify(last) === JSON.stringify(expected);
    }, timeout);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n  column «${label}» shows: ${JSON.stringify(last)}`);
  }
}

/**
 * A form control by its accessible name (label without the aria-hidden '*' of required fields):
 * a text-like input or a select.
 */
export const control = (scope: Locator | Page, label: string): Locator =>
  scope.getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .or(scope.getByRole('spinbutton', { name: label, exact: true }));

/** The error text a form field shows (through its aria-describedby), '' when none. */
export async function fieldError(scope: Locator | Page, label: string): Promise<string> {
  const input = control(scope, label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
  const id = await input.getAttribute('aria-describedby');
  if (!id) return '(aria-invalid without a described message)';
  const text = await scope.locator(`[id="${id}"]`).textContent();
  return (text ?? '').trim();
}

/** Waits until a form field shows exactly this error. */
export async function waitForFieldError(scope: Locator | Page, label: string, message: string, timeout = WAIT_MS): Promise<void> {
  let last = '';
  try {
    await waitUntil(`field «${label}» to show «${message}»`, async () => (last = await fieldError(scope, label)) === message, timeout);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n  field «${label}» shows: «${last}»`);
  }
}
