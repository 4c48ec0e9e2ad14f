// Journey — a record with an image (spec 03 §3.2, §7.2; issue 13): pick an image, crop and compress
// it, refuse one over 5 MB with the spec's alert, save (multipart with upload progress), see the
// thumbnail in the list, and download the stored file through the API with the token (never a
// public path). Screenshots of the input on desktop and phone.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { journey } from './support/journey';
import { control, tableRows, waitListIdle } from './support/list';

const j = journey();

/** A real PNG drawn by the browser (the cropper must be able to decode it). */
async function drawnPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 200;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#2563eb';
    ctx.fillRect(0, 0, 320, 200);
    ctx.fillStyle = '#fbbf24';
    ctx.beginPath();
    ctx.arc(160, 100, 60, 0, Math.PI * 2);
    ctx.fill();
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

const tokenOf = (page: Page) => page.evaluate(() => {
  for (const store of [localStorage, sessionStorage]) {
    for (let i = 0; i < store.length; i++) {
      const v = store.getItem(store.key(i)!) ?? '';
      const m = /"token"\s*:\s*"([^"]+)"/.exec(v);
      if (m) return m[1];
    }
  }
  return null;
});

describe('media', () => {
  test('a product with an image: crop, size alert, save, thumbnail, download through the API', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'media-image', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/productos?dialog=create');
      const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
      await waitDialog(dialog);
      await control(dialog, 'Referencia').fill('FOTO-1');
      await control(dialog, 'Nombre').fill('Producto con foto');
      await control(dialog, 'Precio').fill('25.000');

      const picker = dialog.getByLabel('Imagen', { exact: true });
      assert.equal(await picker.getAttribute('type'), 'file');
      assert.equal(await picker.getAttribute('accept'), 'image/png,image/jpeg,image/gif,image/webp');

      // Over 5 MB: the spec's alert, and the file is ignored.
      // (From disk: a 6 MB buffer through the protocol is slow on a loaded machine.)
      const big = join(mkdtempSync(join(tmpdir(), 'mando-media-')), 'enorme.png');
      writeFileSync(big, Buffer.alloc(6 * 1024 * 1024 + 10, 1));
      await picker.setInputFiles(big);
      await page.getByText('el archivo es muy grande: 6.01MB (< 5MB)').first().waitFor();
      assert.equal(await page.getByRole('dialog', { name: 'Recortar imagen' }).count(), 0);

      // A real image: crop dialog, then the compressed JPEG is the field's value.
      await picker.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await drawnPng(page) });
      const crop = page.getByRole('dialog', { name: 'Recortar imagen' });
      await waitDialog(crop);
      await crop.getByRole('slider').first().waitFor();
      await screenshot(page, 'media-crop-desktop');
      await crop.getByRole('button', { name: 'Usar imagen' }).click();
      await waitDialogClosed(crop);
      await dialog.getByText('foto.jpg').waitFor();
      await dialog.getByRole('img', { name: 'Vista previa' }).waitFor();
      await dialog.getByText('Imagen', { exact: true }).first().scrollIntoViewIfNeeded();
      await screenshot(page, 'media-image-input-desktop');

      // Save: multipart with progress; the list shows the thumbnail.
      const saved = page.waitForResponse((r) => r.url().endsWith('/demo/api/productos') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      const res = await saved;
      assert.equal(res.status(), 201);
      assert.match(res.request().headers()['content-type'] ?? '', /^multipart\/form-data/);
      const product = await res.json() as { id: number; image: { id: number; name: string; mime: string; size: number } };
      assert.equal(product.image.name, 'foto.jpg');
      assert.equal(product.image.mime, 'image/jpeg');
      await waitDialogClosed(dialog);

      await page.goto('/productos?query=FOTO-1');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      const thumb = tableRows(page).first().getByRole('img', { name: 'Imagen: foto.jpg' });
      await thumb.waitFor();
      await waitUntil('the thumbnail decoded', () => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
      assert.match(await thumb.getAttribute('src') ?? '', /^blob:/, 'shown from the API through a blob, never a public path');

      // The download goes through the API with the token; without it, nothing.
      const token = await tokenOf(page);
      assert.ok(token, 'the session token');
      const url = `${j.server.url}/demo/api/files/${product.image.id}`;
      const down = await fetch(url, { headers: { 'auth-token': token! } });
      assert.equal(down.status, 200);
      assert.equal(down.headers.get('content-type'), 'image/jpeg');
      const bytes = Buffer.from(await down.arrayBuffer());
      assert.equal(bytes.length, product.image.size);
      assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG (compressed at quality 80)');
      assert.equal((await fetch(url)).status, 401);

      // Editing keeps the image unless it is changed (JSON save, no file part).
      await tableRows(page).first().click();
      const edit = page.getByRole('dialog', { name: 'Editar producto' });
      await waitDialog(edit);
      await edit.getByRole('img', { name: 'Vista previa' }).waitFor();
      await control(edit, 'Nombre').fill('Producto con foto (editado)');
      const put = page.waitForResponse((r) => r.url().includes(`/demo/api/productos/${product.id}`) && r.request().method() === 'PUT');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      const putRes = await put;
      assert.equal(putRes.status(), 200);
      assert.deepEqual((await putRes.json()).image, product.image);
      await waitDialogClosed(edit);
    });
  });

  test('replacing the image of a saved record goes as POST with _method=PUT', async () => {
    const { page } = await j.fresh();
    await shotOnFailure(page, 'media-replace', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/productos?query=FOTO-1');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      await tableRows(page).first().click();
      const edit = page.getByRole('dialog', { name: 'Editar producto' });
      await waitDialog(edit);
      await edit.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'otra.png', mimeType: 'image/png', buffer: await drawnPng(page) });
      const crop = page.getByRole('dialog', { name: 'Recortar imagen' });
      await waitDialog(crop);
      await crop.getByRole('button', { name: 'Usar imagen' }).click();
      await waitDialogClosed(crop);
      const sent = page.waitForRequest((r) => /\/demo\/api\/productos\/\d+$/.test(r.url()) && r.method() === 'POST');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      const req = await sent;
      assert.match(req.headers()['content-type'] ?? '', /^multipart\/form-data/);
      // POST to the record's own path is an update only with _method=PUT (else 405): 200 says it was sent.
      const res = await req.response();
      assert.equal(res?.status(), 200);
      assert.equal((await res!.json()).image.name, 'otra.jpg');
      await waitDialogClosed(edit);
    });
  });

  test('the image input on a phone', async () => {
    const { page } = await j.fresh({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await shotOnFailure(page, 'media-phone', async () => {
      await login(page, 'admin@demo.test');
      await page.goto('/productos?dialog=create');
      const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
      await waitDialog(dialog);
      // A touch device with media devices gets the camera button (capture).
      const camera = dialog.locator('input[type=file][capture]');
      if (await page.evaluate(() => !!navigator.mediaDevices)) assert.equal(await camera.getAttribute('capture'), 'environment');
      await dialog.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await drawnPng(page) });
      const crop = page.getByRole('dialog', { name: 'Recortar imagen' });
      await waitDialog(crop);
      await screenshot(page, 'media-crop-phone');
      await crop.getByRole('button', { name: 'Usar imagen' }).click();
      await waitDialogClosed(crop);
      await dialog.getByRole('img', { name: 'Vista previa' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'media-image-input-phone');
    });
  });
});
