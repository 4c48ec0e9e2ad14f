// Journey — a card payment through PayU WebCheckout (issue 15, spec 03 §7.5): the order's page offers
// 'Pagar con tarjeta'; the browser posts the signed form to the checkout (the local PayU simulator,
// started here, which checks the signature), the buyer approves, PayU confirms to the server and sends
// the browser back to /payment-approved/{id}, which says 'Aprobada'; the order is paid. A rejected
// payment says 'Rechazada' and leaves the order owing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPayuSimulator, type PayuSimulator } from '../src/server/features/payu/simulator';
import { login, screenshot, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { apiAs } from './support/api';
import { journey } from './support/journey';

let sim: PayuSimulator;
before(async () => { sim = await startPayuSimulator(); });
after(async () => { await sim?.close(); });
// The server's checkout URL for tenants that stored none (PAYU_CHECKOUT_URL): the simulator.
const j = journey({ env: () => ({ PAYU_CHECKOUT_URL: sim.checkoutUrl }) });

async function newOrder(precio: string) {
  const admin = await apiAs(j.server.url, 'admin@demo.test');
  const [cliente] = await admin.call('GET', `clientes?q=${encodeURIComponent('Ángela Gutiérrez')}&limit=1`);
  return admin.call('POST', 'pedidos', { cliente_id: cliente.id, fecha_pedido: '2026-11-20', direccion_envio: 'Calle 100 # 15-20', items: [{ nombre: 'Mantenimiento anual', cantidad: '1', precio }] }) as Promise<{ id: number }>;
}

describe('PayU card payment', () => {
  test('pay an order by card through the checkout: Aprobada, and the order is paid', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'payu-approved', async () => {
      const order = await newOrder('245000');
      await login(page, 'admin@demo.test');
      await page.goto(`/orders/${order.id}`);
      await page.getByText('Mantenimiento anual').first().waitFor();
      await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();

      // PayU's checkout (the simulator): the amount asked is the order's balance.
      await page.waitForURL((u) => u.href.startsWith(sim.checkoutUrl));
      await page.getByRole('heading', { name: 'Pagar con tarjeta' }).waitFor();
      await waitForText(page.locator('[data-amount]'), 'COP 245000.00');
      await screenshot(page, 'payu-checkout');
      await page.getByRole('button', { name: 'Aprobar pago' }).click();

      await page.waitForURL((u) => u.pathname === `/payment-approved/${order.id}`);
      await waitForText(page.locator('#payu-outcome'), 'Aprobada');
      await waitForText(page.getByTestId('order-estado'), 'Pagado');
      await waitForText(page.getByTestId('order-saldo'), '$ 0');
      assert.ok(new URL(page.url()).searchParams.get('signature'), 'PayU’s signed query is on the address');
      await screenshot(page, 'payu-approved');
      const tx = sim.transactions.at(-1)!;
      assert.equal(tx.state, '4');
      assert.equal(tx.confirmationStatus, 200);

      // The order's page shows it paid by PayU and no longer offers the card payment.
      await page.getByRole('link', { name: 'Ver el pedido' }).click();
      await page.waitForURL((u) => u.pathname === `/orders/${order.id}`);
      await page.getByRole('tab', { name: 'Pagos' }).click();
      await page.getByText('PayU (tarjeta)').first().waitFor();
      await waitUntil('no card payment on a paid order', async () => (await page.getByRole('button', { name: 'Pagar con tarjeta' }).count()) === 0);
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const stored = await admin.call('GET', `pedidos/${order.id}`);
      assert.deepEqual([stored.estado, stored.pagado, stored.saldo], ['Pagado', '245000.00', '0.00']);
    });
  });

  test('a rejected payment says Rechazada and the order still owes', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'payu-rejected', async () => {
      const order = await newOrder('1000');
      await login(page, 'admin@demo.test');
      await page.goto(`/orders/${order.id}`);
      await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await page.waitForURL((u) => u.href.startsWith(sim.checkoutUrl));
      await page.getByRole('button', { name: 'Rechazar pago' }).click();
      await page.waitForURL((u) => u.pathname === `/payment-approved/${order.id}`);
      await waitForText(page.locator('#payu-outcome'), 'Rechazada');
      await waitForText(page.getByTestId('order-saldo'), '$ 1.000');
      await waitForText(page.getByTestId('order-estado'), 'Pedido');
    });
  });
});
