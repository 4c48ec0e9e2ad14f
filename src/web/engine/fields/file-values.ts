// File kinds (file, image, signature), pure half: form value ⇄ API value and export text. A form value
// is the stored file ({id, name, mime, size}), a new File (picked, cropped, drawn) or null. Pure.
import { asFileValue, type FileValue } from '../../../core/files/rules';
import type { Field } from '../../../core/resource/types';

/** A form value of a file field: the stored file, a new one to upload, or none. */
export type FileFormValue = FileValue | Blob | null;

export const isNewFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

// Typed where kind-meta.ts uses it (KIND_VALUES), so this module does not import it back.
export const fileValues = {
  unlisted: false,
  toForm: (_f: Field, v: unknown): FileFormValue => asFileValue(v),
  // A new file goes as a multipart part; the stored one is left out (unchanged: the server keeps it);
  // none is null (the server removes the stored file).
  toApi: (_f: Field, v: unknown) => (isNewFile(v) ? v : asFileValue(v) ? undefined : null),
  exportValue: (_f: Field, v: unknown) => asFileValue(v)?.name ?? null,
};

/** Does a body hold a new file (then it is sent as multipart)? */
export const hasNewFile = (body: Record<string, unknown>) => Object.values(body).some(isNewFile);
