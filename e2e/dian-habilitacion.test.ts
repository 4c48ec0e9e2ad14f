// Journey — DIAN habilitación (issue 15 'GetNumberingRange, SendTestSetAsync (habilitación)'): the admin
// brings a resolution's technical key from the DIAN with 'Consultar en la DIAN', then opens
// Facturación › Habilitación DIAN, sends the test set and sees the DIAN accept it; a sample sent with
// the issuer's name out of step with its RUT comes back rejected with FAJ43b and its fix. The server's
// in-process DIAN simulator (npm start) answers as habilitación, with the demo's TestSetId and ranges.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, screenshot, shotOnFailure, waitForText } from './support/browser';
import { apiAs } from './support/api';
import { journey } from './support/journey';

const j = journey();
const POS_KEY = '5c2e5a1f0e9b4d7a8c3f6b2e1d0a9c8b7e6f5a4d';

describe('DIAN habilitación', () => {
  test("'Consultar en la DIAN' fills the technical key; the test set is sent and answered", async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'dian-habilitacion', async () => {
      const admin = await apiAs(j.server.url, 'admin@demo.test');
      const resolutions: { id: number; number: string; technical_key: string | null }[] = await admin.call('GET', 'proxy_resolutions?limit=50');
      const pos = resolutions.find((r) => r.number === '18764000005678')!;
      assert.equal(pos.technical_key ?? null, null);

      await login(page, 'admin@demo.test');
      // The POS resolution has no technical key yet: the DIAN has it.
      await page.goto(`/proxy_resolutions/${pos.id}`);
      await page.getByRole('button', { name: 'Consultar en la DIAN' }).click();
      await waitForText(page.locator('body'), /Clave técnica guardada\. Prefijo, rango y vigencia coinciden con la DIAN/);
      await waitForText(page.getByRole('region', { name: 'Datos' }), POS_KEY);
      await screenshot(page, 'dian-habilitacion-range');
      assert.equal((await admin.call('GET', `proxy_resolutions/${pos.id}`)).technical_key, POS_KEY);

      // Facturación › Habilitación DIAN, from the menu.
      await page.getByRole('link', { name: 'Habilitación DIAN' }).first().click();
      await page.waitForURL(/\/facturacion\/habilitacion$/);
      const testSetId = page.getByRole('textbox', { name: 'TestSetId de habilitación' });
      assert.equal(await testSetId.inputValue(), '7f2c9a41-3b6e-4d0f-8a15-c9e2d4b6a803');

      // The test set goes; the screen asks GetStatusZip by itself until the DIAN answers.
      await page.getByRole('button', { name: 'Enviar set de pruebas' }).click();
      const first = page.getByTestId('habilitacion-send').first();
      await waitForText(first, /ZipKey: [0-9a-f-]{36}/);
      await first.and(page.locator('[data-state="accepted"]')).waitFor({ timeout: 20_000 });
      await waitForText(first, /Factura electrónica FE\d+, ha sido autorizada\./);
      await screenshot(page, 'dian-habilitacion-accepted');

      // The set asks for notes too: a credit note annulling that sample invoice.
      await page.getByRole('combobox', { name: 'Documento de muestra' }).selectOption('credit');
      await page.getByRole('button', { name: 'Enviar set de pruebas' }).click();
      await page.getByTestId('habilitacion-send').nth(1).waitFor();
      const note = page.getByTestId('habilitacion-send').first();
      await note.and(page.locator('[data-state="accepted"]')).waitFor({ timeout: 20_000 });
      await waitForText(note, /NC\d+/);
      await page.getByRole('combobox', { name: 'Documento de muestra' }).selectOption('invoice');

      // The issuer's name no longer matches its RUT: the next sample is rejected with the rule and its fix.
      const [name] = await admin.call('GET', 'settings?where[key]=dian_razon_social');
      await admin.call('PUT', `settings/${name.id}`, { value: 'Otro Nombre S.A.S.' });
      try {
        await page.getByRole('button', { name: 'Enviar set de pruebas' }).click();
        await page.getByTestId('habilitacion-send').nth(2).waitFor();
        const latest = page.getByTestId('habilitacion-send').first();
        await latest.getByRole('button', { name: 'Consultar estado' }).click();
        await latest.and(page.locator('[data-state="rejected"]')).waitFor();
        await waitForText(latest, /FAJ43b — Nombre informado No corresponde al registrado en el RUT/);
        await waitForText(latest, /Corrección: La razón social del emisor no coincide con el RUT/);
        await screenshot(page, 'dian-habilitacion-rejected', true);
      } finally {
        await admin.call('PUT', `settings/${name.id}`, { value: name.value });
      }
      const overview = await admin.call('GET', 'dian/habilitacion');
      assert.deepEqual(overview.sends.map((s: { state: string }) => s.state), ['rejected', 'accepted', 'accepted']);
    });
  });
});
