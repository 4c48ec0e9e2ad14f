// Journey — realtime (issue 12 'Done when'): two browser contexts, A (admin, SuperAdmin) and B
// (staff), on the same tickets board. A moves a ticket with the keyboard and B's board shows it in
// the new column without a reload; A opens the ticket's edit form and B sees «Laura Administradora
// está editando» on that card, gone when A closes it; A assigns a ticket to B and B's bell counts
// the notification without a reload. /live-users lists both with their pages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { boardCard, openBoard, waitCardIn } from './support/board';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs as sharedApiAs } from './support/api';
import { journey } from './support/journey';

const j = journey();

const apiAs = (email: string) => sharedApiAs(j.server.url, email);

const unread = async (page: Page) => {
  // Read without waiting: the badge may vanish between a count() and a textContent().
  return Number((await page.locator('[data-notifications-bell] [data-unread-badge]').allTextContents())[0] ?? 0);
};

describe('realtime', () => {
  test('two users on one board: a move, a soft lock and an assignment arrive live', async () => {
    const a = await j.fresh();
    const b = await j.fresh();
    let current: Page = a.page;
    await shotOnFailure(() => current, 'realtime', async () => {
      await login(a.page, 'admin@demo.test');
      await login(b.page, 'staff@demo.test');
      await openBoard(b.page, 'Soporte técnico');
      await openBoard(a.page, 'Soporte técnico');
      // Both are connected once A (SuperAdmin) counts two users online in the top bar.
      await waitForText(a.page.getByTestId('live-users-badge'), '2');
      await b.page.waitForTimeout(500);

      const title = 'Correo corporativo rebota mensajes';
      await waitCardIn(b.page, title, 'abierto');
      await a.page.keyboard.press('/');
      await a.page.keyboard.type('Correo corporativo');
      await a.page.keyboard.press('Escape');
      await waitUntil('one card left on A', async () => (await a.page.getByTestId('board-card').count()) === 1);
      await a.page.keyboard.press('j');
      await waitUntil('the card has the focus', () => a.page.evaluate(() => !!document.activeElement?.closest('[data-card-id]')));
      await a.page.keyboard.press('Shift+L');
      await waitCardIn(a.page, title, 'en curso');
      current = b.page;
      await waitCardIn(b.page, title, 'en curso');

      // Soft lock: A edits the card; B sees who, on that card only; closing the form lifts it.
      current = a.page;
      await boardCard(a.page, title).focus();
      await a.page.keyboard.press('e');
      const form = a.page.getByRole('dialog', { name: 'Editar ticket' });
      await waitDialog(form);
      current = b.page;
      await waitForText(boardCard(b.page, title).getByTestId('editing-badge'), 'Laura Administradora está editando');
      assert.equal(await b.page.getByTestId('editing-badge').count(), 1);
      current = a.page;
      await a.page.keyboard.press('Escape');
      await waitDialogClosed(form);
      current = b.page;
      await waitUntil('the lock is lifted on B', async () => (await b.page.getByTestId('editing-badge').count()) === 0);

      // /live-users (A): both users, B on the board.
      current = a.page;
      await a.page.getByTestId('live-users-badge').click();
      await a.page.waitForURL((u) => u.pathname === '/live-users');
      const table = a.page.getByTestId('live-users');
      await waitForText(table, 'Santiago Soporte');
      await waitForText(table.locator('tr', { hasText: 'Santiago Soporte' }), '/kanban/');
      await waitForText(table.locator('tr', { hasText: 'Laura Administradora' }), '/live-users');

      // A assigns a ticket to B: B's bell counts it without a reload.
      current = b.page;
      await b.page.locator('[data-notifications-bell]').waitFor();
      const before = await unread(b.page);
      const admin = await apiAs('admin@demo.test');
      const staff = await apiAs('staff@demo.test');
      const [ticket] = await admin.call('GET', `tickets?q=${encodeURIComponent('Cambio de contraseña del ERP')}&limit=1`) as { id: number }[];
      await admin.call('PUT', `tickets/${ticket.id}`, { assignees: [staff.id] });
      await waitUntil(`B's unread count goes from ${before} to ${before + 1}`, async () => (await unread(b.page)) === before + 1);
    });
    for (const c of [a, b]) assert.deepEqual(c.pageErrors, []);
  });
});
