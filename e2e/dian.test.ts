// Journey — electronic invoicing (issue 15 "Done when": "an e2e journey creates an order, invoices it,
// sends it to the simulator, sees DIAN_ACEPTADO arrive live, then a rejected one with its rule code,
// then a credit note"). The server's in-process DIAN simulator (npm start) answers as habilitación.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, screenshot, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { apiAs } from './support/api';
import { journey } from './support/journey';
import { control, tableRows, waitListIdle } from './support/list';

const j = journey();
const column = (page: Page, estado: string): Locator => page.locator(`section[data-column="${estado}"]`);

describe('DIAN electronic invoicing', () => {
  test('an order is invoiced and accepted live; a rejected one shows its rule; a credit note voids the first', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'dian', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      // The tenant switches electronic invoicing on (its issuer, software and certificate are the demo's).
      await admin.call('POST', 'settings', { key: 'dian_enabled', value: true });
      const [cliente] = await admin.call('GET', 'clientes?limit=1&order=id&where[tipo_documento]=31');
      const order = await admin.call('POST', 'pedidos', {
        numero_pedido: 'PED-E2E-DIAN', cliente_id: cliente.id, direccion_envio: 'Calle 80 # 11-42', invoice_type: 'FE', pago: 'Crédito',
        items: [{ nombre: 'Asesoría tributaria', cantidad: '2', precio: '150000' }],
      });

      await login(page, 'admin@demo.test');
      // The DIAN board is open in a second tab: the card must move there by itself.
      const board = await page.context().newPage();
      await board.goto('/facturacion/dian');
      await column(board, 'DIAN_ACEPTADO').waitFor();

      // 'Facturar' the order: the FE invoice is numbered, signed and sent on its own.
      await page.goto(`/orders/${order.id}`);
      await page.getByRole('button', { name: 'Facturar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Facturar' });
      await waitDialog(confirm);
      await confirm.getByRole('button', { name: 'Facturar' }).click();
      await page.waitForURL(/\/invoices\/\d+$/);
      const { invoice_number: number, invoice_id: invoiceId } = await admin.call('GET', `pedidos/${order.id}`);
      assert.match(number, /^FE1\d{3}$/);
      // The answer arrives live: accepted, with its CUFE, on the page and on the board.
      const data = page.getByRole('region', { name: 'Datos' });
      await data.getByRole('tab', { name: 'Otros' }).click();
      await waitForText(data, 'Aceptada');
      const accepted = await admin.call('GET', `invoices/${invoiceId}`);
      assert.match(accepted.codigo_dian, /^[0-9a-f]{96}$/);
      await waitForText(data, accepted.codigo_dian);
      await column(board, 'DIAN_ACEPTADO').getByTestId('board-card').filter({ hasText: number }).waitFor();
      await screenshot(board, 'dian-board-accepted');

      // The issuer's name no longer matches its RUT: the next invoice is rejected with FAJ43b and the fix.
      const [name] = await admin.call('GET', 'settings?where[key]=dian_razon_social');
      await admin.call('PUT', `settings/${name.id}`, { value: 'Otro Nombre S.A.S.' });
      const rejected = await admin.call('POST', 'invoices', {
        cliente_id: cliente.id, type: 'FE', direccion: 'Calle 80 # 11-42', items: [{ nombre: 'Soporte', cantidad: '1', precio: '80000' }],
      });
      await column(board, 'DIAN_RECHAZADO').getByTestId('board-card').filter({ hasText: rejected.number }).waitFor();
      await page.goto(`/invoices/${rejected.id}`);
      await page.getByRole('region', { name: 'Datos' }).getByRole('tab', { name: 'Otros' }).click();
      await waitForText(page.getByRole('region', { name: 'Datos' }), /FAJ43b — .*Corrección: La razón social del emisor/);
      await screenshot(page, 'dian-rejected');
      await admin.call('PUT', `settings/${name.id}`, { value: name.value });
      await board.close();

      // A credit note annuls the accepted invoice.
      await page.goto('/facturacion/credit_notes');
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nueva nota crédito' }).first().click();
      const form = page.getByRole('dialog', { name: 'Nueva nota crédito' });
      await waitDialog(form);
      await form.getByRole('combobox', { name: 'Factura', exact: true }).click();
      await page.keyboard.type(number);
      await page.getByRole('option', { name: new RegExp(number) }).first().click();
      await control(form, 'Concepto').selectOption({ label: 'Anulación' });
      await control(form, 'Motivo').fill('El cliente devolvió todo el pedido.');
      // An annulment credits the whole invoice: its lines are the invoice's, the form's empty one goes.
      await form.getByRole('button', { name: 'Quitar línea 1' }).click();
      await form.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(form);
      await tableRows(page).filter({ hasText: 'El cliente devolvió todo el pedido.' }).first().waitFor();
      await waitUntil('the invoice is annulled', async () => (await admin.call('GET', `invoices/${invoiceId}`)).estado === 'anulada');
    });
  });
});
