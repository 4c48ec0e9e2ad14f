// Journey — comments on the ticket page (issue 11): a support agent sees edit/delete only on his own
// comments, writes one with a link added from the keyboard (Ctrl+Shift+K; Ctrl+K stays the
// palette), edits it and deletes it after a confirmation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, shotOnFailure, waitGone, waitUntil } from './support/browser';
import { boardCard, openBoard } from './support/board';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { journey } from './support/journey';

const j = journey();

describe('ticket comments', () => {
  test('only the author edits or deletes; links from the keyboard are web or mail only', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'ticket-comments', async () => {
      await login(page, 'staff@demo.test');
      await openBoard(page, 'Soporte técnico');
      // Opened by its address (the board's double-click into the page is the board journey's).
      const id = await boardCard(page, 'Lentitud en el punto de venta').getAttribute('data-card-id');
      await page.goto(`/tickets/${id}`);
      await page.getByRole('heading', { name: 'Lentitud en el punto de venta' }).waitFor();
      // The administrator's comment offers no actions to the agent.
      const theirs = page.getByTestId('comment').filter({ hasText: 'Parece el disco' });
      await theirs.waitFor();
      assert.equal(await theirs.getByRole('button', { name: 'Editar comentario' }).count(), 0);
      assert.equal(await theirs.getByRole('button', { name: 'Eliminar comentario' }).count(), 0);

      const editor = page.getByRole('textbox', { name: 'Nuevo comentario' });
      await editor.click();
      await page.keyboard.type('Ver el manual');
      // Select the last word and link it from the keyboard; a script address is refused.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('Control+Shift+K');
      const address = page.getByLabel('Dirección del enlace');
      await waitUntil('the address field has the focus', () => address.evaluate((el) => el === document.activeElement));
      assert.equal(await page.getByRole('dialog').count(), 0, 'Ctrl+Shift+K must not open the palette');
      await page.keyboard.type('javascript:alert(1)');
      await page.keyboard.press('Enter');
      await page.getByText('Escribe una dirección web (https://…) o de correo.').waitFor();
      await address.fill('mando.co/manual');
      await page.keyboard.press('Enter');
      await waitGone(address);
      await waitUntil('the editor has the focus back', () => editor.evaluate((el) => el.contains(document.activeElement)));
      await page.keyboard.press('Control+Enter');

      const mine = page.getByTestId('comment').filter({ hasText: 'Ver el manual' });
      await mine.waitFor();
      const link = mine.getByRole('link', { name: 'manual' });
      assert.equal(await link.getAttribute('href'), 'https://mando.co/manual');
      assert.match(String(await link.getAttribute('rel')), /noopener/);

      // His own comment: edit (Ctrl+Enter saves), then delete after confirming.
      await mine.getByRole('button', { name: 'Editar comentario' }).click();
      const editBox = page.getByRole('textbox', { name: 'Editar comentario' });
      await editBox.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' actualizado');
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('comment').filter({ hasText: 'manual actualizado' }).waitFor();
      await waitGone(editBox);

      await page.getByTestId('comment').filter({ hasText: 'manual actualizado' }).getByRole('button', { name: 'Eliminar comentario' }).click();
      const confirm = page.getByRole('dialog', { name: '¿Eliminar este comentario?' });
      await waitDialog(confirm);
      await page.keyboard.press('Enter');
      await waitDialogClosed(confirm);
      await waitGone(page.getByTestId('comment').filter({ hasText: 'manual actualizado' }));
      await theirs.waitFor();
    });
  });
});
