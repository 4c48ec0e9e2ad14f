// Saving a record that carries new files (file, image, signature kinds): multipart/form-data with the
// other fields as form values (objects as JSON strings), POST for a new record and POST with
// _method=PUT for an update (spec 03 §7.2). Sent with XMLHttpRequest because fetch reports no upload
// progress over HTTP/1.1; the progress is published for the form's file inputs (useUploadProgress).
import { HTTPError } from 'ky';
import { useSyncExternalStore } from 'react';
import { apiBase, apiPrefix } from '../../lib/api';
import { currentToken } from '../../lib/session-store';
import { isNewFile } from '../fields/file-values';

/** Body → FormData: files as parts, null as '', objects and lists as JSON, the rest as text. */
export function toFormData(body: Record<string, unknown>, method?: 'PUT'): FormData {
  const form = new FormData();
  if (method) form.append('_method', method);
  for (const [key, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (isNewFile(v)) form.append(key, v, fileNameOf(key, v));
    else if (v === null) form.append(key, '');
    else if (typeof v === 'object') form.append(key, JSON.stringify(v));
    else form.append(key, String(v));
  }
  return form;
}

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/svg+xml': 'svg', 'image/gif': 'gif' };

/** A picked File keeps its name; a drawn or cropped Blob is named after its field and type. */
export const fileNameOf = (key: string, blob: Blob) =>
  (typeof File !== 'undefined' && blob instanceof File && blob.name) || `${key}.${EXT[blob.type] ?? 'bin'}`;

export interface UploadProgress { loaded: number; total: number }

let progress: UploadProgress | null = null;
const listeners = new Set<() => void>();
const publish = (p: UploadProgress | null) => { progress = p; listeners.forEach((l) => l()); };

/** The running upload's progress (null when none): the file inputs show it as a bar. */
export const useUploadProgress = () => useSyncExternalStore(
  (l) => { listeners.add(l); return () => listeners.delete(l); },
  () => progress,
  () => null,
);

/**
 * Sends the record as multipart and answers the saved row. Failures are ky HTTPErrors carrying the
 * parsed body (`data`), so the shared error handler and the form's 422 placement treat them as any call.
 */
export function sendRecordMultipart<T>(path: string, body: Record<string, unknown>, update: boolean): Promise<T> {
  const url = `${apiPrefix(apiBase())}${path}`;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = currentToken();
    if (token) xhr.setRequestHeader('Auth-Token', token);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) publish({ loaded: e.loaded, total: e.total }); };
    xhr.onload = () => {
      publish(null);
      let data: unknown = null;
      try { data = xhr.responseText ? JSON.parse(xhr.responseText) : null; } catch { data = null; }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const response = new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText, headers: { 'content-type': 'application/json' } });
      const err = new HTTPError(response, new Request(url, { method: 'POST' }), {} as never);
      (err as { data?: unknown }).data = data;
      reject(err);
    };
    xhr.onerror = () => { publish(null); reject(new TypeError('Failed to fetch')); };
    xhr.onabort = () => { publish(null); reject(new DOMException('Aborted', 'AbortError')); };
    publish({ loaded: 0, total: 1 });
    xhr.send(toFormData(body, update ? 'PUT' : undefined));
  });
}
