// Journey 4 — the look: screenshots for a human to review (e2e/screenshots/, not compared pixel by
// pixel) and layout facts that catch a broken look: themes applied with readable contrast, visible
// keyboard focus, dialogs inside the viewport, no sideways scrolling on a phone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, screenshot, shotOnFailure, waitUntil } from './support/browser';
import { waitDialog } from './support/dialogs';
import { control, fieldError, tableRows, waitForFieldError, waitListIdle } from './support/list';
import { journey } from './support/journey';

const { fresh, contexts } = journey();

/** sRGB of any CSS colour (oklch, color-mix …) as the browser paints it, through a 1×1 canvas. */
async function rgbOf(page: Page, css: string): Promise<[number, number, number]> {
  return page.evaluate((c) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = '#000';
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, css);
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};

/** Text colour of an element and the first non-transparent background behind it. */
async function colours(el: Locator): Promise<{ fg: string; bg: string }> {
  return el.evaluate((node) => {
    const fg = getComputedStyle(node).color;
    let n: Element | null = node;
    while (n) {
      const bg = getComputedStyle(n).backgroundColor;
      if (bg && bg !== 'transparent' && !/rgba\(0, 0, 0, 0\)/.test(bg)) return { fg, bg };
      n = n.parentElement;
    }
    return { fg, bg: 'rgb(255, 255, 255)' };
  });
}

async function assertReadable(page: Page, el: Locator, what: string): Promise<number> {
  const { fg, bg } = await colours(el);
  const ratio = contrast(await rgbOf(page, fg), await rgbOf(page, bg));
  assert.ok(ratio >= 4.5, `${what}: contrast ${ratio.toFixed(2)} (text ${fg} on ${bg}) is below 4.5`);
  return ratio;
}

/** The element's box lies inside the viewport. */
async function assertInViewport(page: Page, el: Locator, what: string): Promise<void> {
  const box = await el.boundingBox();
  assert.ok(box, `${what} has a box`);
  const vp = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
  const inside = box!.x >= -0.5 && box!.y >= -0.5 && box!.x + box!.width <= vp.w + 0.5 && box!.y + box!.height <= vp.h + 0.5;
  assert.ok(inside, `${what} (${JSON.stringify(box)}) is not inside the ${vp.w}×${vp.h} viewport`);
}

/** No sideways scrolling: the document and the app's scroll areas are no wider than the screen. */
async function assertNoHorizontalScroll(page: Page, what: string, { inner = true } = {}): Promise<void> {
  const m = await page.evaluate(() => {
    const doc = document.scrollingElement!;
    const wide = [...document.querySelectorAll('main, main *')].filter((el) => {
      const s = getComputedStyle(el);
      return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
    }).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} (${el.scrollWidth} > ${el.clientWidth})`);
    return { scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, wide };
  });
  assert.ok(m.scrollWidth <= m.innerWidth, `${what}: the page scrolls sideways (scrollWidth ${m.scrollWidth} > innerWidth ${m.innerWidth})`);
  if (inner) assert.deepEqual(m.wide, [], `${what}: areas that scroll sideways`);
}

/** The focused element shows a focus ring (outline or box-shadow). */
async function focusIndicator(page: Page): Promise<{ what: string; visible: boolean; style: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', visible: false, style: '' };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow !== 'none' && s.boxShadow !== '';
    const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.getAttribute('name') || '';
    return { what: `${el.tagName.toLowerCase()}[${name}]`, visible: outline || shadow, style: `outline: ${s.outlineStyle} ${s.outlineWidth}; box-shadow: ${s.boxShadow}` };
  });
}

describe('look', () => {
  test('login, light and dark (?theme=dark): themes apply and text stays readable', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'look-login-themes', async () => {
      await page.goto('/login?theme=light');
      const title = page.getByRole('heading', { name: 'Iniciar sesión' });
      await title.waitFor();
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
      const lightBg = luminance(await rgbOf(page, (await colours(title)).bg));
      await assertReadable(page, title, 'light: login title');
      await assertReadable(page, page.getByText('Correo electrónico'), 'light: field label');
      await screenshot(page, 'login-light');

      await page.goto('/login?theme=dark');
      await title.waitFor();
      await waitUntil('<html class="dark">', () => page.evaluate(() => document.documentElement.classList.contains('dark')));
      const darkBg = luminance(await rgbOf(page, (await colours(title)).bg));
      assert.ok(darkBg < 0.2 && lightBg > 0.6, `card background: light ${lightBg.toFixed(2)}, dark ${darkBg.toFixed(2)}`);
      await assertReadable(page, title, 'dark: login title');
      await assertReadable(page, page.getByText('Correo electrónico'), 'dark: field label');
      await page.getByLabel('Correo electrónico').fill('admin@demo.test');
      await screenshot(page, 'login-dark');
    });
  });

  test('?theme=dark on the first page load is remembered (src/web/lib/theme.ts: "change it and persist")', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'look-theme-persist', async () => {
      await page.goto('/login?theme=dark');
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      await waitUntil('<html class="dark">', () => page.evaluate(() => document.documentElement.classList.contains('dark')));
      const stored = await page.evaluate(() => localStorage.getItem('mando.theme'));
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      assert.equal(dark, true, `after /login?theme=dark, a plain /login is light again (stored mando.theme: ${stored})`);
    });
  });

  test('keyboard focus is visible on every stop of the login form', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'look-login-focus', async () => {
      await page.goto('/login?theme=light');
      const email = page.getByLabel('Correo electrónico');
      await email.waitFor();
      await waitUntil('the e-mail field has the focus (autofocus)', () => email.evaluate((el) => el === document.activeElement));
      await email.fill('admin@demo.test');
      await page.getByLabel('Contraseña', { exact: true }).fill('demo1234'); // so 'Entrar' is enabled and focusable
      await email.focus();
      const seen: string[] = [];
      const missing: string[] = [];
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        const f = await focusIndicator(page);
        if (f.what === 'body') break; // left the form
        seen.push(f.what);
        if (!f.visible) missing.push(`${f.what} (${f.style})`);
        if (i === 0) await screenshot(page, 'login-focus-after-tab');
      }
      assert.ok(seen.some((w) => w.includes('Entrar')), `Tab reaches 'Entrar': ${seen.join(' → ')}`);
      assert.deepEqual(missing, [], `focus stops without a visible indicator (order: ${seen.join(' → ')})`);
    });
  });

  test('dashboard, clientes list and the create form with errors (desktop)', async () => {
    const { page } = await fresh();
    await shotOnFailure(page, 'look-desktop', async () => {
      await page.goto('/login?theme=light');
      await login(page, 'admin@demo.test');
      await page.getByRole('main').getByRole('heading', { name: 'Hola, Laura' }).waitFor();
      await waitUntil('dashboard counts loaded', async () => (await page.locator('main .skeleton').count()) === 0);
      await assertNoHorizontalScroll(page, 'dashboard');
      await screenshot(page, 'dashboard');

      await page.goto('/clientes');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      // A wide table may scroll inside its own area on desktop; the page itself must not.
      await assertNoHorizontalScroll(page, 'clientes list (desktop)', { inner: false });
      await assertInViewport(page, page.getByRole('button', { name: /Nuevo cliente/ }), "'Nuevo cliente' button");
      await assertInViewport(page, page.getByRole('button', { name: 'Página siguiente' }), 'pagination');
      await screenshot(page, 'clientes-list');

      await page.getByRole('button', { name: /Nuevo cliente/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
      await waitDialog(dialog);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitForFieldError(dialog, 'Nombres', 'El campo Nombres es obligatorio.');
      await control(dialog, 'Documento').fill('900123456-1');
      await waitForFieldError(dialog, 'Documento', 'No es un NIT válido');
      assert.equal(await fieldError(dialog, 'Nombres'), 'El campo Nombres es obligatorio.');
      const panel = dialog.locator('[id^="headlessui-dialog-panel"]');
      await assertInViewport(page, panel, 'the form dialog');
      await assertInViewport(page, dialog.getByRole('button', { name: 'Guardar' }), "the dialog's 'Guardar'");
      await assertReadable(page, dialog.getByText('El campo Nombres es obligatorio.').first(), 'error message');
      await screenshot(page, 'clientes-create-errors');

      // The same screens in the dark theme, for the reviewer.
      await page.keyboard.press('Escape');
      await page.goto('/clientes?theme=dark');
      await tableRows(page).first().waitFor();
      await waitListIdle(page);
      await assertReadable(page, tableRows(page).first().getByRole('cell').nth(2), 'dark: a table cell');
      await screenshot(page, 'clientes-list-dark');
    });
  });

  test('phone (390×844): cards instead of the table, no sideways scrolling, dialog fits', async () => {
    const { page } = await fresh({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await shotOnFailure(page, 'look-phone', async () => {
      await page.goto('/login?theme=light');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      await assertNoHorizontalScroll(page, 'login on a phone');
      await screenshot(page, 'phone-login');
      await login(page, 'admin@demo.test');
      await page.getByRole('main').getByRole('heading', { name: 'Hola, Laura' }).waitFor();
      await assertNoHorizontalScroll(page, 'dashboard on a phone');

      await page.goto('/clientes');
      const cards = page.locator('[data-card-index]');
      await cards.first().waitFor();
      await waitListIdle(page);
      assert.equal(await cards.count(), 10, '10 cards');
      assert.equal(await page.getByRole('table').count(), 0, 'no table on a phone');
      assert.ok((await cards.first().textContent())?.includes('Julián Castro Peña'), 'the card is titled with the full name');
      await assertNoHorizontalScroll(page, 'clientes cards on a phone');
      for (const el of [cards.first(), page.getByRole('searchbox', { name: 'Buscar' }), page.getByRole('button', { name: 'Página siguiente' })]) {
        const box = (await el.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 390.5, `${el} fits the width (${JSON.stringify(box)})`);
      }
      await screenshot(page, 'phone-clientes-cards');

      // The drawer is an overlay on phones.
      await page.getByRole('button', { name: 'Menú', exact: true }).click();
      const overlayNav = page.getByRole('dialog').getByRole('navigation', { name: 'Menú principal' });
      await overlayNav.getByRole('link', { name: 'Clientes' }).waitFor();
      const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Menú principal' }) }).locator('[id^="headlessui-dialog-panel"]');
      await waitUntil('the drawer has slid in', async () => {
        const box = await drawer.boundingBox();
        return box && Math.abs(box.x) < 0.5 && (await drawer.getAttribute('data-enter')) === null && (await drawer.getAttribute('data-transition')) === null;
      });
      await assertInViewport(page, drawer, 'the drawer overlay');
      await screenshot(page, 'phone-drawer');
      await page.getByRole('button', { name: 'Cerrar menú' }).click();
      await overlayNav.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /Nuevo cliente/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
      await waitDialog(dialog);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitForFieldError(dialog, 'Nombres', 'El campo Nombres es obligatorio.');
      await assertInViewport(page, dialog.locator('[id^="headlessui-dialog-panel"]'), 'the form dialog on a phone');
      await assertInViewport(page, dialog.getByRole('button', { name: 'Guardar' }), "'Guardar' on a phone");
      await assertNoHorizontalScroll(page, 'form on a phone');
      await screenshot(page, 'phone-create-errors');
    });
  });

  test('no uncaught errors in any page of this file', () => {
    const errors = contexts.flatMap((c) => c.pageErrors);
    assert.deepEqual(errors, []);
  });
});
