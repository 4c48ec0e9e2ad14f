import { extensionOf, FILE_TYPES } from '../../core/files/rules';

// Which files may be attached: the one allow-list of core/files/rules.ts (file fields use it too), by
// extension, with the type the server answers them with (the client's claimed type is never trusted).
export { extensionOf, FILE_TYPES };

/** The type a file is served with, or null when its kind may not be attached. */
export const fileTypeOf = (name: string): string | null => FILE_TYPES[extensionOf(name)] ?? null;

/** Shown inline by the browser (images and PDFs); everything else downloads. */
export const isInline = (mime: string) => mime.startsWith('image/') || mime === 'application/pdf';

/** A file name safe to store and to send back in Content-Disposition (no paths, controls or quotes). */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return clean || 'archivo';
}

export const FILE_MESSAGES = {
  tooLarge: (label: string, kb: number) => `El campo ${label} no debe pesar más de ${kb} kilobytes.`,
  badType: (label: string) => `El campo ${label} debe ser un archivo de tipo: ${Object.keys(FILE_TYPES).join(', ')}.`,
  missing: (label: string) => `El campo ${label} es obligatorio.`,
  tooMany: 'Demasiados archivos en una sola carga (máximo 10).',
};
