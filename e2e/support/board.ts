// Board helpers: columns and cards of /kanban as a user sees them.
import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './browser';

export const boardColumn = (page: Page, value: string): Locator => page.locator(`section[data-column="${value}"]`);
export const boardCard = (page: Page, title: string): Locator => page.getByTestId('board-card').filter({ hasText: title });

/** The column value a card is in right now. */
export async function columnOfCard(page: Page, title: string): Promise<string | null> {
  return boardCard(page, title).locator('xpath=ancestor::section[@data-column]').getAttribute('data-column');
}

export async function waitCardIn(page: Page, title: string, column: string): Promise<void> {
  await waitUntil(`«${title}» in column «${column}»`, async () => (await boardColumn(page, column).getByTestId('board-card').filter({ hasText: title }).count()) === 1);
}

/** Opens the first board from /boards whose title matches. */
export async function openBoard(page: Page, name: string): Promise<void> {
  await page.goto('/boards');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.waitForURL(/\/kanban\/\d+/);
  await page.getByTestId('board-card').first().waitFor();
}
