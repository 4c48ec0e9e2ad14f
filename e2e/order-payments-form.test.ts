// Journey — the order form's live payment summary (issue 11): typing a payment's amount updates
// Pagado and Cambio/Saldo at once, with the figures the server then stores.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, shotOnFailure, waitForText } from './support/browser';
import { waitDialog } from './support/dialogs';
import { tableRows, waitListIdle } from './support/list';
import { journey } from './support/journey';

const j = journey();

describe('order form payments', () => {
  test('Pagado, Cambio and Saldo follow the amounts as they are typed', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'order-payments-form', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/pedidos?itemsPerPage=25');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      // PED-0007: total $ 89.012, paid 50.000 + 32.000 + 20.000.
      await tableRows(page).filter({ hasText: 'PED-0007' }).click();
      const dialog = page.getByRole('dialog');
      await waitDialog(dialog);
      await dialog.getByRole('tab', { name: 'Pagos' }).click();
      const summary = dialog.locator('[data-live-payments]');
      await waitForText(summary, /Total\s*\$ 89\.012/);
      assert.match(await summary.innerText(), /Pagado\s*\$ 102\.000[\s\S]*Cambio\s*\$ 12\.988/);
      // The last payment (cash, 20.000) becomes 5.000: now $ 2.012 are owed.
      const amount = dialog.locator('[id="f-pagos.2.valor"]');
      await amount.fill('5.000');
      await waitForText(summary, /Pagado\s*\$ 87\.000[\s\S]*Saldo\s*\$ 2\.012/);
      assert.doesNotMatch(await summary.innerText(), /Cambio/);
    });
  });
});
