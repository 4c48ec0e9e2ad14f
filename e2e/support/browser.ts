// Browser helpers for the journeys: Debian's Chromium through playwright-core (never a downloaded
// browser), Spanish contexts, sign-in through the real login form, small waiting helpers (there is
// no @playwright/test `expect` here) and a screenshot when a step fails.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const SCREENSHOTS = resolve(import.meta.dirname, '..', 'screenshots');
export const DEMO_PASSWORD = 'demo1234';

/** Default wait for something a user would see (server + React on a busy 2-core machine). */
export const WAIT_MS = 15_000;

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface SpanishContext {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page (pageerror) seen so far. */
  pageErrors: string[];
}

/** A fresh context (empty storage) with the browser locale es-CO, so the app speaks Spanish. */
export async function newSpanishContext(browser: Browser, baseURL: string, opts: BrowserContextOptions = {}): Promise<SpanishContext> {
  const context = await browser.newContext({ locale: 'es-CO', timezoneId: 'America/Bogota', baseURL, viewport: { width: 1280, height: 800 }, ...opts });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e?.stack ?? e)));
  return { context, page, pageErrors };
}

/** Pathname of the page's URL ('/clientes'). */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** The page URL's query parameters. */
export const paramsOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** Polls `check` until it returns a truthy value (returned) or the time is up (throws with `what`). */
export async function waitUntil<T>(what: string, check: () => T | Promise<T>, timeout = WAIT_MS, interval = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
      last = v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`Timed out after ${timeout} ms waiting for: ${what} (last: ${detail})`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** Waits until the URL's query has every given value (a null value = the key is absent). */
export async function waitForParams(page: Page, expected: Record<string, string | null>, timeout = WAIT_MS): Promise<URLSearchParams> {
  return waitUntil(`URL query ${JSON.stringify(expected)} (URL now: ${page.url()})`, () => {
    const p = paramsOf(page);
    return Object.entries(expected).every(([k, v]) => (v === null ? !p.has(k) : p.get(k) === v)) ? p : null;
  }, timeout);
}

/** Waits until the locator matches exactly n elements. */
export async function waitForCount(locator: Locator, n: number, timeout = WAIT_MS): Promise<void> {
  await waitUntil(`${n} element(s) for ${locator}`, async () => (await locator.count()) === n, timeout);
}

/** Waits until the locator's text equals/contains/matches `expected`. */
export async function waitForText(locator: Locator, expected: string | RegExp, timeout = WAIT_MS): Promise<string> {
  return waitUntil(`text ${expected} in ${locator}`, async () => {
    const text = ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    return (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) ? text : null;
  }, timeout);
}

/** Waits until the element is gone (detached or hidden). */
export const waitGone = (locator: Locator, timeout = WAIT_MS) => locator.waitFor({ state: 'hidden', timeout });

/**
 * Signs in through the real login form: /login, pick the tenant in 'Empresa', type the e-mail and
 * password, 'Entrar', and wait until the app leaves /login.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, tenant = 'demo'): Promise<void> {
  if (pathOf(page) !== '/login' || page.url() === 'about:blank') await page.goto('/login');
  await chooseTenant(page, tenant);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: WAIT_MS });
}

/** Picks a tenant in the login form's 'Empresa' combobox (waits for GET /api/active-tenants). */
export async function chooseTenant(page: Page, tenant: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Empresa' });
  await waitUntil('the tenant list to load in «Empresa»', async () => (await box.inputValue()) !== '');
  if ((await box.inputValue()) === tenant) return;
  await box.click();
  await page.getByRole('option', { name: tenant, exact: true }).click();
  await waitUntil(`«Empresa» = ${tenant}`, async () => (await box.inputValue()) === tenant);
}

/** A safe file name for a test's screenshot. */
export const shotName = (name: string) => name.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-|-$/g, '').slice(0, 100);

/** Saves a full-page screenshot under e2e/screenshots/<name>.png; never throws. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string | null> {
  try {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const path = join(SCREENSHOTS, `${shotName(name)}.png`);
    await page.screenshot({ path, fullPage, timeout: 10_000 });
    return path;
  } catch {
    return null;
  }
}

/**
 * Runs one test body; when it fails, saves 'FAILED-<name>.png' of the page (and says where) before
 * rethrowing, so a CI failure comes with a picture.
 */
export async function shotOnFailure(page: Page | (() => Page | undefined), name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    const p = typeof page === 'function' ? page() : page;
    if (p && !p.isClosed()) {
      const where = await screenshot(p, `FAILED-${name}`);
      if (where) console.error(`Screenshot of the failure: ${where} (URL ${p.url()})`);
    }
    throw err;
  }
}

/** Text of each element matched by a locator, whitespace collapsed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((s) => s.replace(/\s+/g, ' ').trim());
}
