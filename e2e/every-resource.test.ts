// Journey — every resource of the drawer, in the browser (issue 14 'Done when': list, create, edit,
// view and delete working for each). Table-driven from the resource declarations, so a resource added
// later is walked too: the SuperAdmin opens its list, views a record, saves it unchanged through the
// edit form, creates a copy through 'Duplicar' (unique fields given new values) and deletes that copy
// from the command palette. Resources whose duplicate the server must refuse (a combination unique
// together) show that refusal instead.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { RESOURCES } from '../src/core/resources';
import type { Resource } from '../src/core/resource/types';
import { formatNit } from '../src/core/rules/nit';
import { apiAs, type ApiUser } from './support/api';
import { login, shotOnFailure, waitUntil, WAIT_MS } from './support/browser';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { control, waitListIdle } from './support/list';
import { journey } from './support/journey';

const j = journey();
/** Drawer resources (the ones a user reaches as lists). */
const LISTED = RESOURCES.filter((r) => r.menu && !r.global);

/** A fresh value for a unique field of the copy. */
function uniqueValue(r: Resource, field: string, n: number): string {
  const kind = r.fields[field].kind;
  if (r.name === 'clientes' && field === 'document') {
    return formatNit(String(955000000 + n));
  }
  if (kind === 'email') return `copia${n}@demo.test`;
  if (kind === 'number' || kind === 'integer') return String(900000 + n);
  return `E2E-${n}`;
}

/** In-app navigation (TanStack Router watches history.pushState): no full page load per step. */
async function go(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => window.history.pushState({}, '', u), url);
}

/** The open dialog of the list (the form or the view), by its role. */
const openDialog = (page: Page): Locator => page.getByRole('dialog').first();

/** The field errors the open form shows, for a failure message. */
async function formErrors(dialog: Locator): Promise<string> {
  const msgs = await dialog.locator('[role="alert"], [id$="-error"], .field-error').allTextContents();
  return msgs.map((s) => s.trim()).filter(Boolean).join(' | ');
}

async function saveAndClose(page: Page, dialog: Locator, what: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  try {
    await waitDialogClosed(dialog, WAIT_MS);
  } catch {
    assert.fail(`${what}: the form did not save; it shows: ${await formErrors(dialog)}`);
  }
}

async function newestId(admin: ApiUser, r: Resource): Promise<number> {
  const rows = await admin.call('GET', `${r.name}?order=-id&limit=1`);
  return rows[0]?.id ?? 0;
}

describe('every resource in the drawer', () => {
  test('list, view, edit, create (duplicate) and delete work for each', async () => {
    const { page, pageErrors } = await j.fresh();
    const admin = await apiAs(j.server.url, 'admin@demo.test');
    let current = '';
    await shotOnFailure(page, 'every-resource', async () => {
      await login(page, 'admin@demo.test');
      const walked: string[] = [];
      for (const [i, r] of LISTED.entries()) {
        current = r.name;
        await go(page, `/${r.name}`);
        await page.getByRole('banner').getByRole('heading', { name: r.label.many, exact: true }).waitFor();
        await waitListIdle(page);
        assert.equal(await page.getByText('Algo salió mal').count(), 0, `${r.name}: the list failed`);
        const first: number = (await admin.call('GET', `${r.name}?limit=1`))[0]?.id;
        assert.ok(first, `${r.name}: the demo has no record of it to walk through`);

        // View.
        await go(page, `/${r.name}?dialog=view&id=${first}`);
        await waitDialog(openDialog(page));
        await page.keyboard.press('Escape');
        await waitDialogClosed(openDialog(page));

        // Edit: the stored record saves unchanged.
        await go(page, `/${r.name}?dialog=edit&id=${first}`);
        const edit = openDialog(page);
        await waitDialog(edit);
        await saveAndClose(page, edit, `${r.name} #${first} saved unchanged`);

        // Create: a copy of it, unique fields renewed.
        const before = await newestId(admin, r);
        await go(page, `/${r.name}?dialog=create&from=${first}`);
        const form = openDialog(page);
        await waitDialog(form);
        for (const [name, f] of Object.entries(r.fields)) {
          if (!f.unique || f.readonly) continue; // a number the server assigns (a credit note's) is not typed
          await control(form, String(f.label ?? name)).first().fill(uniqueValue(r, name, 1000 + i));
        }
        // A billing resolution's copy may not overlap the original's range under the same prefix.
        if (r.name === 'proxy_resolutions') await control(form, 'Prefijo').first().fill(`E2E${i}`);
        // A copy starts without files (a file belongs to one record): a required one is chosen anew.
        for (const [name, f] of Object.entries(r.fields)) {
          if (f.kind !== 'file' || !/(^|\|)required(\||$)/.test(f.rules ?? '')) continue;
          await form.locator('input[type="file"]').first().setInputFiles({ name: `copia-${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%copia\n') });
        }
        if (r.uniqueTogether?.length) {
          await form.getByRole('button', { name: 'Guardar' }).click();
          await waitUntil(`${r.name}: the repeated combination refused`, async () =>
            (await form.getByText(r.uniqueTogether![0].message).count()) > 0);
          await page.keyboard.press('Escape');
          walked.push(r.name);
          continue;
        }
        await saveAndClose(page, form, `${r.name}: a copy of #${first}`);
        const created = await waitUntil(`${r.name}: the copy saved`, async () => {
          const id = await newestId(admin, r);
          return id > before ? id : null;
        });

        // Delete the copy from the command palette ('Este registro' → Eliminar → confirm).
        await go(page, `/${r.name}?dialog=view&id=${created}`);
        await waitDialog(openDialog(page));
        await page.keyboard.press('Control+k');
        const palette = page.getByRole('combobox', { name: 'Buscar comandos' });
        await palette.waitFor();
        await palette.fill('Eliminar');
        await page.getByRole('option', { name: /^Eliminar/ }).first().click();
        const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /¿Eliminar/ })).first();
        await waitDialog(confirm);
        await confirm.getByRole('button', { name: 'Eliminar' }).click();
        await waitUntil(`${r.name}: the copy #${created} deleted`, async () => (await newestId(admin, r)) < created);
        walked.push(r.name);
      }
      console.log(`walked ${walked.length} of ${LISTED.length}: ${walked.join(', ')}`);
      assert.equal(walked.length, LISTED.length);
    }).catch((e) => { throw new Error(`[${current}] ${(e as Error).message}`); });
    assert.deepEqual(pageErrors, []);
  });
});
