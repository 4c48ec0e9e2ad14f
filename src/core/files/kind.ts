/**
 * The storage/API half of the file kinds (file, image, signature) for the catalogue in
 * core/resource/kinds.ts. A stored value is jsonb {id, name, mime, size}: `id` is the `files` row that
 * owns the bytes. A body may carry:
 * - a StagedFile (a multipart part the server already stored) → a new file, checked again here;
 * - the stored file's id (a number, '12' or {id: 12, …}) → unchanged (the server verifies it is the
 *   record's current file: a value can never point at another record's bytes);
 * - null / '' → no file (the old one is removed after commit).
 */
import { fail, ok, type Coerced } from '../resource/coerce';
import type { Field } from '../resource/types';
import { FILE_MESSAGES, refusal, StagedFile } from './rules';

/** What an unchanged file value is reduced to until the pipeline compares it with the stored one. */
export interface KeptFile { keep: number }

export const isKeptFile = (v: unknown): v is KeptFile =>
  !!v && typeof v === 'object' && !(v instanceof StagedFile) && typeof (v as KeptFile).keep === 'number';

const ID = /^\d{1,9}$/;

function coerceFile(f: Field, raw: unknown): Coerced {
  if (raw instanceof StagedFile) {
    const why = refusal(f, raw);
    return why ? fail(why) : ok(raw);
  }
  const id = typeof raw === 'number' ? raw
    : typeof raw === 'string' && ID.test(raw) ? Number(raw)
      : raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? ok({ keep: id } satisfies KeptFile) : fail(FILE_MESSAGES.invalid);
}

const fileSchema = {
  type: ['object', 'null'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } },
  description: 'Read: the stored file (download with GET files/{id}). Write: a multipart part of this name (POST, or POST with _method=PUT), the current id to keep it, or null to remove it.',
};

export const fileKind = {
  sqlType: () => 'jsonb',
  coerce: coerceFile,
  query: () => ({ ok: false as const, expected: 'un campo filtrable' }),
  openapi: () => fileSchema,
  noEquality: true,
  index: 'never' as const,
};
