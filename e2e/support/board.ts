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

/** Drags with the pointer like a user: press, move past the activation distance, move, release.
 * The board may auto-scroll while the pointer travels (dnd-kit scrolls near an edge), so the target's
 * box is read again until the pointer rests over it, as a user's eye follows the column. */
export async function dragTo(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  let last = '';
  for (let i = 0; i < 20; i++) {
    const b = (await to.boundingBox())!;
    const at = `${Math.round(b.x)},${Math.round(b.y)}`;
    await page.mouse.move(b.x + b.width / 2, b.y + Math.min(80, b.height / 2), { steps: i === 0 ? 12 : 2 });
    if (at === last) break;
    last = at;
    await page.waitForTimeout(100);
  }
  await page.mouse.up();
}
