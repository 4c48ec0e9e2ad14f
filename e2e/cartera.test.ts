// Journey — receivables (issue 15 "Done when": "a receipt pays an invoice and /cartera changes"; "an
// order is invoiced ('Facturar')"): /cartera shows what each client owes by age with the totals; a
// client opens its open invoices; a receipt recorded in the browser pays one of them and /cartera's
// totals fall by its amount. Then an order's page offers 'Facturar', which makes its invoice (numbered
// from the FE resolution), opens it, and is no longer offered.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { formatMoney } from '../src/core/money';
import { login, screenshot, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { control, tableRows, waitListIdle } from './support/list';

const j = journey();
const money = (v: string | number) => formatMoney(String(v), 0);

async function pick(page: Page, scope: Locator, label: string, search: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('cartera', () => {
  test('a receipt pays an invoice and /cartera changes; an order is invoiced with Facturar', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'cartera', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      // Today's open FE1009 of the demo: its client and what it owes.
      const [inv] = await admin.call('GET', 'invoices?where[number]=FE1009&include=cliente');
      const summary = await admin.call('GET', 'cartera');
      const client = summary.clients.find((c: any) => c.cliente_id === inv.cliente_id);
      assert.ok(client, 'the client of FE1009 owes something');

      await login(page, 'admin@demo.test');
      await page.goto('/cartera');
      await waitForText(page.getByTestId('cartera-total'), money(summary.total));
      // The demo has invoices long past due: the > 90 and 31–60 buckets are not empty.
      const table = page.getByRole('table', { name: 'Cartera por cliente' });
      const row = table.getByRole('row').filter({ hasText: client.name });
      await waitForText(row, money(client.total));
      await screenshot(page, 'cartera-desktop');

      // The client's open invoices, with FE1009 not yet due.
      await row.getByRole('button', { name: client.name }).click();
      const open = page.getByRole('table', { name: 'Facturas abiertas' });
      const fe = open.getByRole('row').filter({ hasText: 'FE1009' });
      await fe.waitFor();
      await waitForText(fe, 'Al día');
      await waitForText(fe, money(inv.debt));
      await screenshot(page, 'cartera-drill');

      // A receipt pays FE1009 in full, recorded in the browser.
      await page.goto('/receipts');
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nuevo recibo' }).first().click();
      const form = page.getByRole('dialog', { name: 'Nuevo recibo' });
      await waitDialog(form);
      await pick(page, form, 'Factura', 'FE1009', 'FE1009');
      await waitUntil('the client from the invoice', async () => (await control(form, 'Cliente').inputValue()) !== '');
      await control(form, 'Concepto').fill('Pago factura FE1009');
      await control(form, 'Transacción').fill('Transferencia Davivienda 44120');
      await control(form, 'Valor').fill(String(Number(inv.debt)));
      await form.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(form);
      await tableRows(page).filter({ hasText: 'Transferencia Davivienda 44120' }).waitFor();

      // /cartera: the grand total and the current bucket fell by the receipt's amount.
      await page.goto('/cartera');
      const total = (Number(summary.total) - Number(inv.debt)).toFixed(2);
      await waitForText(page.getByTestId('cartera-total'), money(total));
      const current = (Number(summary.totals.current) - Number(inv.debt)).toFixed(2);
      await waitForText(page.getByTestId('cartera-totals').locator('[data-bucket="current"]'), money(current));
      const left = (Number(client.total) - Number(inv.debt)).toFixed(2);
      if (Number(left) > 0) await waitForText(table.getByRole('row').filter({ hasText: client.name }), money(left));
      else await waitUntil('the client left the list', async () => (await table.getByRole('row').filter({ hasText: client.name }).count()) === 0);

      // Live: with /cartera open, a receipt recorded elsewhere (here through the API) paying two open
      // invoices of a client moves that client's figures and the grand total, with no reload.
      await page.evaluate(() => { (window as any).__carteraNoReload = true; });
      const now = await admin.call('GET', 'cartera');
      const payer = now.clients.find((c: any) => c.invoices >= 2);
      assert.ok(payer, 'a client owes on two invoices');
      const [i1, i2] = (await admin.call('GET', `cartera?cliente_id=${payer.cliente_id}`)).invoices;
      const paid = await admin.call('POST', 'receipts', {
        cliente_id: payer.cliente_id, concept: 'Abono en vivo', transaction: 'Consignación Bancolombia 99071',
        invoices: [{ invoice_id: i1.id, amount: '1000' }, { invoice_id: i2.id, amount: '2000' }],
      });
      await waitForText(page.getByTestId('cartera-total'), money((Number(now.total) - 3000).toFixed(2)));
      await waitForText(table.getByRole('row').filter({ hasText: payer.name }), money((Number(payer.total) - 3000).toFixed(2)));
      assert.equal(await page.evaluate(() => (window as any).__carteraNoReload), true, 'the page was not reloaded');

      // The receipt is listed on each invoice it pays, not only the first one's page.
      for (const inv2 of [i1, i2]) {
        const listed = await admin.call('GET', `receipts?where[invoice_id]=${inv2.id}&paginate=10`);
        assert.ok(listed.data.some((r: any) => r.id === paid.id), `the receipt is among invoice ${inv2.number}'s`);
        await page.goto(`/invoices/${inv2.id}`);
        await waitForText(page.getByTestId('related-receipts-invoice_id-count'), String(listed.total));
      }
      await page.goto('/cartera');

      // The phone: the same screen, the table scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('cartera-total').waitFor();
      await screenshot(page, 'cartera-390');
      await page.setViewportSize({ width: 1280, height: 800 });

      // 'Facturar' an order (an FE invoice of the demo's FE resolution).
      const [cliente] = await admin.call('GET', 'clientes?limit=1&order=id');
      const order = await admin.call('POST', 'pedidos', {
        numero_pedido: 'PED-E2E-FACT', cliente_id: cliente.id, direccion_envio: 'Calle 80 # 11-42', invoice_type: 'FE', pago: 'Crédito',
        items: [{ nombre: 'Asesoría contable', cantidad: '2', precio: '150000' }],
      });
      await page.goto(`/orders/${order.id}`);
      await page.getByRole('button', { name: 'Facturar' }).click();
      // A fiscal document: asked first.
      const confirm = page.getByRole('dialog', { name: 'Facturar' });
      await waitDialog(confirm);
      await confirm.getByRole('button', { name: 'Facturar' }).click();
      // The invoice's own page opens, numbered from the FE resolution.
      await page.waitForURL(/\/invoices\/\d+$/);
      const linked = await admin.call('GET', `pedidos/${order.id}`);
      assert.match(linked.invoice_number, /^FE1\d{3}$/);
      assert.ok(page.url().endsWith(`/invoices/${linked.invoice_id}`));
      await page.getByRole('heading', { level: 2, name: new RegExp(linked.invoice_number) }).waitFor();
      await waitForText(page.getByRole('region', { name: 'Datos' }), money(order.total));
      await screenshot(page, 'cartera-facturar');
      // Invoiced once: the order's page no longer offers it.
      await page.goto(`/orders/${order.id}`);
      await page.getByRole('heading', { level: 2, name: /PED-E2E-FACT/ }).waitFor();
      await page.getByRole('button', { name: 'Editar' }).first().waitFor();
      assert.equal(await page.getByRole('button', { name: 'Facturar' }).count(), 0);
    });
  });
});
