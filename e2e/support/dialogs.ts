// Headless UI dialogs: the element with role="dialog" is a zero-size wrapper (its panel is
// position: fixed), so Playwright calls it hidden. A dialog is "open" when its title is visible and
// "closed" when it has left the DOM.
import type { Locator } from 'playwright-core';
import { WAIT_MS } from './browser';

/** The dialog's title (Headless UI DialogTitle, referenced by aria-labelledby). */
export const dialogTitle = (dialog: Locator): Locator => dialog.getByRole('heading').first();

export async function waitDialog(dialog: Locator, timeout = WAIT_MS): Promise<void> {
  await dialogTitle(dialog).waitFor({ state: 'visible', timeout });
}

export async function waitDialogClosed(dialog: Locator, timeout = WAIT_MS): Promise<void> {
  await dialog.waitFor({ state: 'detached', timeout });
}

export async function dialogOpen(dialog: Locator): Promise<boolean> {
  return (await dialog.count()) > 0 && (await dialogTitle(dialog).isVisible());
}
