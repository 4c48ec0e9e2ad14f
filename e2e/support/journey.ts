// One journey file's fixtures: its own server (fresh database) and browser for the whole file,
// and fresh Spanish contexts on demand, all closed after the file's tests.
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launch, newSpanishContext, type SpanishContext } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface Journey {
  /** A new browser context (empty storage, es-CO) on this file's server. */
  fresh(opts?: BrowserContextOptions): Promise<SpanishContext>;
  readonly server: RunningServer;
  /** Every context opened so far (their pageErrors, for a final no-errors check). */
  readonly contexts: readonly SpanishContext[];
}

export function journey(serverOptions: ServerOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const open: SpanishContext[] = [];
  before(async () => {
    [server, browser] = await Promise.all([startServer(serverOptions), launch()]);
  });
  after(async () => {
    for (const c of open) if (c.pageErrors.length) console.error(`Uncaught page errors:\n${c.pageErrors.join('\n')}`);
    await Promise.all(open.map((c) => c.context.close().catch(() => {})));
    await browser?.close();
    await server?.stop();
  });
  return {
    async fresh(opts = {}) {
      const c = await newSpanishContext(browser!, server!.url, opts);
      open.push(c);
      return c;
    },
    get server() { return server!; },
    contexts: open,
  };
}
