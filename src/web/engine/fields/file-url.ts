// Files are never public: their bytes come from GET files/{id} with the session's token (checked like
// a GET of the owning record) and are shown through object URLs. A stored file never changes (a new
// file has a new id), so a URL is cached per id; the oldest are released beyond CACHE_SIZE.
import { useEffect, useState } from 'react';
import type { FileValue } from '../../../core/files/rules';
import { api } from '../../lib/api';
import { isNewFile } from './file-values';

const CACHE_SIZE = 200;
const cache = new Map<number, Promise<string>>();

/** An object URL of a stored file's bytes (fetched once per id). */
export function storedFileUrl(id: number): Promise<string> {
  let url = cache.get(id);
  if (!url) {
    url = api.get(`files/${id}`, { context: { silent: true } }).blob().then((b) => URL.createObjectURL(b));
    url.catch(() => cache.delete(id));
    cache.set(id, url);
    if (cache.size > CACHE_SIZE) {
      const [oldest, p] = cache.entries().next().value as [number, Promise<string>];
      cache.delete(oldest);
      void p.then((u) => URL.revokeObjectURL(u), () => {});
    }
  }
  return url;
}

/** What to show for a file value: the stored file's URL once fetched, a new file's own URL, or null. */
export function useFileUrl(value: FileValue | Blob | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  const id = value && !isNewFile(value) ? value.id : null;
  const blob = isNewFile(value) ? value : null;
  useEffect(() => {
    if (blob) {
      const url = URL.createObjectURL(blob);
      setState({ url, failed: false });
      return () => URL.revokeObjectURL(url);
    }
    if (id == null) { setState({ url: null, failed: false }); return; }
    let live = true;
    storedFileUrl(id).then((url) => live && setState({ url, failed: false }), () => live && setState({ url: null, failed: true }));
    return () => { live = false; };
  }, [id, blob]);
  return state;
}

/** Saves a stored file under its name (through the API with the token, never a public path). */
export async function downloadFile(f: FileValue): Promise<void> {
  const a = document.createElement('a');
  a.href = await storedFileUrl(f.id);
  a.download = f.name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** '1,2 MB' / '350 KB' for a file's size. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(n / 1024)).toLocaleString('es-CO')} KB`;
}
