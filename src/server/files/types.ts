/**
 * Which files may be attached: by extension, with the type the server answers them with (the
 * client's claimed type is never trusted). Active content (HTML, SVG, scripts, executables) is refused.
 */
export const FILE_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', md: 'text/plain',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  zip: 'application/zip', xml: 'text/plain', json: 'text/plain', mp3: 'audio/mpeg', mp4: 'video/mp4',
};

export const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

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
