/**
 * The rules of the file kinds (file, image, signature; spec 03 §3.2), identical on both sides: the web
 * input refuses a file with these messages before uploading, and the server refuses the same file with
 * the same messages when another client sends it. Isomorphic: no server or web imports.
 *
 * A file's type is decided by its extension from an allow-list (its claimed Content-Type is never
 * trusted) and served back with that type. Active content (HTML, scripts, executables) is never
 * accepted; SVG only as a signature (drawn by the signature pad, shown through <img>, where scripts
 * do not run, and served with a sandbox CSP as an attachment).
 */
import type { Field, FieldKind } from '../resource/types';

/** Every extension a file field may take, with the type it is served with. */
export const FILE_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', md: 'text/plain',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  zip: 'application/zip', xml: 'text/plain', json: 'text/plain', mp3: 'audio/mpeg', mp4: 'video/mp4',
};

/** Images the image kind takes (raster only: what the cropper and the compression can read). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** Signature exports (spec 03 §3.2: image/png, image/jpeg, image/svg+xml). */
export const SIGNATURE_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' } as const;

export const FILE_KINDS: readonly FieldKind[] = ['file', 'image', 'signature'];
export const isFileKind = (f: Pick<Field, 'kind'>) => FILE_KINDS.includes(f.kind);

/** Defaults: image max 5 MB (spec 03 §3.2), signature 1 MB, file 10240 KB (the spec's document file). */
export const IMAGE_MAX_MB = 5;
export const SIGNATURE_MAX_KB = 1000;
export const FILE_MAX_KB = 10240;
/** Image compression quality (spec 03 §3.2: 80). */
export const IMAGE_QUALITY = 0.8;

/** What a stored file field holds (a jsonb column); `id` is the `files` row the bytes belong to. */
export interface FileValue {
  id: number;
  name: string;
  mime: string;
  size: number;
}

/**
 * A file received in this request and already put in the storage (server only: a multipart part).
 * JSON cannot produce an instance of a class, so a body can only carry one through the upload path.
 */
export class StagedFile {
  constructor(readonly key: string, readonly name: string, readonly mime: string, readonly size: number) {}
}

export const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The extensions an `accept` list names ('.pdf,image/*,application/zip'), among `allowed`. */
function acceptedAmong(accept: string | undefined, allowed: string[], types: Record<string, string>): string[] {
  const tokens = (accept ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (!tokens.length) return allowed;
  return allowed.filter((ext) => tokens.some((t) => (t.startsWith('.') ? t.slice(1) === ext
    : t.endsWith('/*') ? types[ext].startsWith(t.slice(0, -1)) : types[ext] === t)));
}

/** Extension → served type of what this field accepts (kind allow-list narrowed by `accept`). */
export function acceptedTypes(f: Pick<Field, 'kind' | 'accept'>): Record<string, string> {
  const base: Record<string, string> = f.kind === 'signature' ? { ...SIGNATURE_TYPES }
    : f.kind === 'image' ? Object.fromEntries(IMAGE_EXTENSIONS.map((e) => [e, FILE_TYPES[e]])) : FILE_TYPES;
  return Object.fromEntries(acceptedAmong(f.accept, Object.keys(base), base).map((e) => [e, base[e]]));
}

/** The `accept` attribute of the web input for this field ('.pdf,.docx' / 'image/png,image/jpeg,…'). */
export const acceptAttribute = (f: Pick<Field, 'kind' | 'accept'>) =>
  f.kind === 'file' ? Object.keys(acceptedTypes(f)).map((e) => `.${e}`).join(',') : [...new Set(Object.values(acceptedTypes(f)))].join(',');

/** Largest size in bytes: image in MB of 1024×1024 (as the spec's alert counts), others in KB of 1000. */
export function maxBytes(f: Pick<Field, 'kind' | 'maxKb' | 'maxMb'>): number {
  if (f.kind === 'image') return (f.maxMb ?? IMAGE_MAX_MB) * 1024 * 1024;
  return (f.maxKb ?? (f.kind === 'signature' ? SIGNATURE_MAX_KB : FILE_MAX_KB)) * 1000;
}

/** '6.27MB', as the image alert shows a size: rounded up, so a file just over the limit never reads as the limit. */
export const formatMb = (bytes: number) => `${(Math.ceil(bytes / 1024 / 1024 * 100) / 100).toFixed(2)}MB`;

export const FILE_MESSAGES = {
  /** Spec 03 §3.2 / §8, exact text. */
  imageTooLarge: (size: number, maxMb: number) => `el archivo es muy grande: ${formatMb(size)} (< ${maxMb}MB)`,
  tooLarge: (label: string, kb: number) => `El campo ${label} no debe pesar más de ${kb} kilobytes.`,
  badType: (label: string, exts: string[]) => `El campo ${label} debe ser un archivo de tipo: ${exts.join(', ')}.`,
  notImage: (label: string) => `El campo ${label} debe ser una imagen.`,
  invalid: 'El archivo no es válido.',
  one: (label: string) => `El campo ${label} admite un solo archivo.`,
};

/** The type a file of this name is stored and served with, or null when the field refuses its kind. */
export const typeFor = (f: Pick<Field, 'kind' | 'accept'>, name: string): string | null =>
  acceptedTypes(f)[extensionOf(name)] ?? null;

/** Why this field refuses a file of this name and size (the 422 / alert text), or null when it takes it. */
export function refusal(f: Pick<Field, 'kind' | 'accept' | 'maxKb' | 'maxMb' | 'label'>, file: { name: string; size: number }): string | null {
  if (!typeFor(f, file.name)) {
    return f.kind === 'image' ? FILE_MESSAGES.notImage(f.label) : FILE_MESSAGES.badType(f.label, Object.keys(acceptedTypes(f)));
  }
  return file.size > maxBytes(f) ? tooLargeMessage(f, file.size) : null;
}

export function tooLargeMessage(f: Pick<Field, 'kind' | 'maxKb' | 'maxMb' | 'label'>, size: number): string {
  return f.kind === 'image' ? FILE_MESSAGES.imageTooLarge(size, f.maxMb ?? IMAGE_MAX_MB)
    : FILE_MESSAGES.tooLarge(f.label, f.kind === 'signature' ? f.maxKb ?? SIGNATURE_MAX_KB : f.maxKb ?? FILE_MAX_KB);
}

/** Does the content start like the type it claims by its name (images: magic bytes; others: not checked)? */
export function contentMatches(mime: string, head: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  switch (mime) {
    case 'image/png': return starts(0x89, 0x50, 0x4e, 0x47);
    case 'image/jpeg': return starts(0xff, 0xd8, 0xff);
    case 'image/gif': return starts(0x47, 0x49, 0x46, 0x38);
    case 'image/webp': return starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50;
    case 'image/svg+xml': {
      const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '').trimStart();
      return text.startsWith('<svg') || text.startsWith('<?xml');
    }
    default: return true;
  }
}

/** A stored file value as the API answers it (a jsonb object), or null. */
export function asFileValue(v: unknown): FileValue | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return typeof o.id === 'number' && typeof o.name === 'string' && typeof o.mime === 'string' && typeof o.size === 'number'
    ? { id: o.id, name: o.name, mime: o.mime, size: o.size } : null;
}
