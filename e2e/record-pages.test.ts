// Journeys of record pages (issue 14): a client's 360° page (/cliente/{id}) with its orders and their
// total, reached from the list and left by keyboard; an order's page; /birthdays to a worker's page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { searchBox, tableRows, waitListIdle } from './support/list';

const j = journey();

/** '$ 1.234.567' as the app shows money (spec 02 §9). */
const pesos = (v: string) => `$ ${Math.round(Number(v)).toLocaleString('de-DE')}`;

describe('record pages', () => {
  test('a client’s 360° page: its orders with their total, tickets and bookings; edit and back by keyboard', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'cliente-360', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const [cliente] = await admin.call('GET', `clientes?q=${encodeURIComponent('Ángela Gutiérrez')}&limit=1`);
      for (const precio of ['150000', '89900.50']) {
        await admin.call('POST', 'pedidos', { cliente_id: cliente.id, fecha_pedido: '2026-11-20', direccion_envio: 'Calle 100 # 15-20', items: [{ nombre: 'Mantenimiento', cantidad: '1', precio }] });
      }
      const sums = await admin.call('GET', `pedidos?where[cliente_id]=${cliente.id}&paginate=1&sum=total`);
      assert.ok(sums.total >= 2);

      await login(page, 'admin@demo.test');
      await page.goto('/clientes');
      await waitListIdle(page);
      await searchBox(page).fill('angela');
      await waitUntil('one row', async () => (await tableRows(page).count()) === 1);
      await tableRows(page).first().getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: 'Abrir página' }).click();
      await page.waitForURL((u) => u.pathname === `/cliente/${cliente.id}`);
      await page.getByRole('heading', { level: 2, name: /Ángela Gutiérrez Ríos/ }).waitFor();

      const orders = page.getByRole('region', { name: 'Pedidos' });
      await waitUntil('the orders section with its count and total', async () =>
        (await orders.getByTestId('related-pedidos-cliente_id-count').textContent()) === String(sums.total)
        && (await orders.getByTestId('related-pedidos-cliente_id-sum-total').textContent()) === pesos(sums.sums.total));
      await orders.getByRole('row').filter({ hasText: '$ 89.901' }).waitFor();
      await page.getByRole('region', { name: 'Tickets' }).waitFor();
      await screenshot(page, 'cliente-360');

      // e edits the client in the form dialog; Escape closes it and the page stays.
      await page.keyboard.press('e');
      const dialog = page.getByRole('dialog', { name: 'Editar cliente' });
      await waitDialog(dialog);
      await page.keyboard.press('Escape');
      await waitDialogClosed(dialog);
      assert.equal(new URL(page.url()).pathname, `/cliente/${cliente.id}`);

      // An order of the section opens the order's page (/orders/{id}) with its lines.
      const [latest] = await admin.call('GET', `pedidos?where[cliente_id]=${cliente.id}&limit=1&order=-id`);
      await orders.getByRole('link', { name: latest.numero_pedido || `#${latest.id}`, exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === `/orders/${latest.id}`);
      await page.getByText('Mantenimiento').first().waitFor();
      // u goes back to the list of the record's resource.
      await page.keyboard.press('u');
      await page.waitForURL((u) => u.pathname === '/pedidos');
    });
  });

  test('/birthdays lists today’s birthday first and opens the worker’s page', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'birthdays', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const { today } = await admin.call('GET', 'birthdays?days=0');
      const born = `${Number(today.slice(0, 4)) - 30}${today.slice(4)}`;
      const worker = await admin.call('POST', 'workers', { first_name: 'Valentina', last_name: 'Cumpleaños', document: '10203099', email: 'valentina@cumple.test', birthday: born.endsWith('02-29') ? born.replace('02-29', '02-28') : born, status: 'active' });

      await login(page, 'admin@demo.test');
      await page.goto('/birthdays');
      const list = page.getByTestId('birthdays');
      const first = list.getByRole('listitem').first();
      await waitUntil('today’s birthday first', async () => /Valentina Cumpleaños/.test(await first.innerText()));
      assert.match(await first.innerText(), /¡Hoy!/);
      assert.match(await first.innerText(), /cumple 30 años/);
      // 1 … 4 pick the window; every listed birthday falls within it.
      await page.keyboard.press('1');
      await page.getByRole('radio', { name: 'Próximos 7 días', checked: true }).waitFor();
      await screenshot(page, 'birthdays');
      await first.getByRole('link', { name: 'Valentina Cumpleaños' }).click();
      await page.waitForURL((u) => u.pathname === `/workers/${worker.id}`);
      await page.getByRole('heading', { level: 2, name: /Valentina Cumpleaños/ }).waitFor();
      await page.getByRole('region', { name: 'Documentos' }).getByText('Sin registros.').waitFor();
    });
  });
});
