// Tenant settings and the device's (issue 14, spec 03 §7.5, spec 02 'Local settings'): the SuperAdmin
// switches the DIAN sending on and writes a banner on /admin/settings; a user who can send to the DIAN
// sees the banner once (not again after a reload); /settings picks this device's entidad, and a new
// warehouse starts with it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiAs } from './support/api';
import { login, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog } from './support/dialogs';
import { control, tableRows, waitListIdle } from './support/list';
import { journey } from './support/journey';

const j = journey();
const MESSAGE = 'Mantenimiento de la facturación el sábado a las 8:00';

describe('admin settings', () => {
  test('the SuperAdmin sets a banner on /admin/settings; a DIAN user sees it once', async () => {
    const admin = await apiAs(j.server.url, 'admin@demo.test');
    const perm = (await admin.call('GET', `permissions?where[name]=${encodeURIComponent('Agregar Facturas')}`))[0];
    const role = await admin.call('POST', 'roles', { name: 'Facturación DIAN', permissions: [perm.id] });
    await admin.call('POST', 'users', { full_name: 'Diana Facturadora', email: 'diana@demo.test', documento: '52111222',
      password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id] });

    const { page } = await j.fresh();
    await shotOnFailure(page, 'admin-settings', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/admin/settings');
      const form = page.getByRole('region', { name: 'Configuración de la empresa' });
      await form.getByRole('checkbox', { name: 'Envío a la DIAN habilitado' }).check();
      await form.getByRole('textbox', { name: 'Mensaje del banner' }).fill(MESSAGE);
      // A value the catalogue refuses stays on its field.
      await form.getByRole('textbox', { name: 'Estilo del mapa (URL)' }).fill('ftp://mapas');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await form.getByText('El campo Estilo del mapa (URL) debe ser una dirección web válida (http o https).').waitFor();
      await form.getByRole('textbox', { name: 'Estilo del mapa (URL)' }).fill('');
      await screenshot(page, 'admin-settings');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Exito!').first().waitFor();
    });

    const { page: diana } = await j.fresh();
    await shotOnFailure(diana, 'banner-dian-user', async () => {
      await login(diana, 'diana@demo.test');
      const banner = diana.getByTestId('tenant-banner');
      await banner.getByText(MESSAGE).waitFor();
      await screenshot(diana, 'banner');
      // Once per change: the next load does not show it again.
      await diana.reload();
      await diana.locator('main').waitFor();
      await diana.waitForTimeout(2500);
      assert.equal(await banner.count(), 0, 'the banner shows once per change');
      // /banner still tells what it says.
      await diana.goto('/banner');
      await diana.getByTestId('banner-message').getByText(MESSAGE).waitFor();
      await screenshot(diana, 'banner-page');
    });
  });

  test('a user who cannot send to the DIAN never sees the banner', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'banner-staff', async () => {
      await login(page, 'staff@demo.test');
      await page.locator('main').waitFor();
      await page.waitForTimeout(2500);
      assert.equal(await page.getByTestId('tenant-banner').count(), 0);
    });
  });

  test("/settings picks this device's entidad and a new warehouse starts with it", async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'device-settings', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/settings');
      const defaults = page.getByRole('region', { name: 'Valores por defecto' });
      await defaults.getByRole('combobox', { name: 'Entidad' }).click();
      await page.getByRole('option', { name: /Sucursal norte/ }).click();
      await waitUntil('the entidad kept', async () => (await defaults.getByRole('combobox', { name: 'Entidad' }).inputValue()).includes('Sucursal norte'));
      await page.getByRole('radio', { name: '2', exact: true }).click();
      await screenshot(page, 'device-settings');

      await page.goto('/bodegas');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      await page.getByRole('button', { name: 'Nueva bodega' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nueva bodega' });
      await waitDialog(dialog);
      await waitUntil('the device entidad', async () => (await control(dialog, 'Entidad').inputValue()).includes('Sucursal norte'));
    });
  });
});
