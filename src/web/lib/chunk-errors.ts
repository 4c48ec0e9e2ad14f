/**
 * Lazy chunks that fail to load: offline, or an old tab after a deploy (its hashed files are gone,
 * the server answers 404). A new release is detected by the build id in the served index.html
 * (`<meta name="mando-build">`, written by scripts/build-plugins.ts) differing from this code's id;
 * then the page reloads to it, once per release. Otherwise the error reaches the route's error
 * screen (screens/errors/route-error.tsx), which offers 'Reintentar'.
 */
export const BUILD_ID: string = typeof __MANDO_BUILD__ !== 'undefined' ? __MANDO_BUILD__ : 'dev';

const RELOADED_FOR = 'mando.reloadedFor';

/** The browser's words for a dynamic import or a module preload that could not be fetched. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload|module script|ChunkLoadError/i;

/**
 * Our own error for a failed chunk. Its message avoids the browsers' wording on purpose: TanStack
 * Router reloads the page on those, which offline ends on the browser's own error page.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super('Chunk load failed', { cause });
  }
}

export const isChunkLoadError = (err: unknown): boolean =>
  err instanceof ChunkLoadError || (err instanceof Error && CHUNK_FAILURE.test(`${err.name} ${err.message}`));

/** The build id of the index.html the server serves now; null when unknown (offline, dev, no tag). */
export async function servedBuild(): Promise<string | null> {
  if (BUILD_ID === 'dev') return null;
  try {
    const res = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!res.ok) return null;
    return /<meta name="mando-build" content="([^"]+)"/.exec(await res.text())?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when a newer release is served, at most once per release: if the reload did not
 * bring it (a cache or proxy still serving the old index.html), the error shows instead of a loop.
 * Returns true when the page is reloading.
 */
export async function reloadIfNewBuild(): Promise<boolean> {
  const served = await servedBuild();
  if (!served || served === BUILD_ID) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === served) return false;
    sessionStorage.setItem(RELOADED_FOR, served);
  } catch {
    return false; // no storage, no loop guard: never reload blindly
  }
  window.location.reload();
  return true;
}

/** The server answers (a retry can fetch the chunk); false offline or while it is down. */
export async function serverReachable(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * 'Reintentar' after a failed chunk. The browser remembers a failed dynamic import of a URL for the
 * life of the page, so importing again in place fails again: once the server answers, the page
 * reloads (at the same address, so the user stays where they were). Offline it stays put — a reload
 * then would end on the browser's own error page. Returns true when the page is reloading.
 */
export async function retryAfterChunkError(): Promise<boolean> {
  if (await reloadIfNewBuild()) return true;
  if (!(await serverReachable())) return false;
  window.location.reload();
  return true;
}

/**
 * Wraps a lazy import: a failed chunk reloads to a new release when there is one, else rejects with
 * a ChunkLoadError for the error screen. While the page reloads the promise stays pending.
 */
export function loadChunk<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => importer().catch(async (err: unknown) => {
    if (!isChunkLoadError(err)) throw err;
    if (await reloadIfNewBuild()) return new Promise<T>(() => {});
    throw new ChunkLoadError(err);
  });
}
