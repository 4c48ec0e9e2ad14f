import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { contentMatches, FILE_MESSAGES, isFileKind, maxBytes, refusal, StagedFile, tooLargeMessage, typeFor } from '../../core/files/rules';
import type { Field, Resource } from '../../core/resource/types';
import { RESOURCES } from '../../core/resources';
import { HttpError, unprocessable } from '../http/errors';
import type { FileStorage } from './storage';
import { cleanFileName } from './types';

/**
 * A record body sent as multipart/form-data (spec 03 §7.2: "form data, objects as JSON strings,
 * multipart when a file is present"). Text parts are the fields' values (objects and lists as JSON
 * strings); a file part named like a file field (file, image, signature kinds) is checked by the
 * field's rules (core/files/rules.ts — the same the web input applies: type by extension, magic
 * bytes of images, size) while it streams into the storage, and becomes a StagedFile in the body.
 * Any refusal removes what this request already stored; the caller removes the staged keys when the
 * write then fails (nothing half-written).
 */
export interface RecordBody {
  body: Record<string, unknown>;
  /** Storage keys written for this request (remove them if the write does not commit). */
  staged: string[];
}

/** Most bytes a file part may have at all (the largest field's limit, twice: the excess is counted to say the size). */
export const multipartFileLimit = () =>
  2 * Math.max(1, ...RESOURCES.flatMap((r) => Object.values(r.fields).filter(isFileKind).map((f) => maxBytes(f))));

/** Kinds whose multipart value is a JSON string (lists, objects, a kept file's {id}). */
const JSON_KINDS = new Set(['relation_multiple', 'items', 'json', 'file', 'image', 'signature']);

function fieldValue(f: Field | undefined, raw: string): unknown {
  if (!f || !JSON_KINDS.has(f.kind) || raw === '' || !/^[[{]/.test(raw.trim())) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw; // the kind's coercer answers the 422
  }
}

class TooLarge extends Error {}
class NotWhatItSays extends Error {}

/** Passes a part's bytes through: counts them, stops beyond max, checks the first bytes against the type. */
async function* checked(src: AsyncIterable<Buffer>, max: number, mime: string, counted: { n: number }) {
  let head = Buffer.alloc(0);
  let headChecked = false;
  for await (const chunk of src) {
    counted.n += chunk.length;
    if (counted.n > max) throw new TooLarge();
    if (!headChecked) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= 16) {
        if (!contentMatches(mime, head)) throw new NotWhatItSays();
        headChecked = true;
      }
    }
    yield chunk;
  }
  if (!headChecked && !contentMatches(mime, head)) throw new NotWhatItSays();
}

/** Reads a multipart record body, storing its files; throws 422 (per field) on a refused file. */
export async function readRecordMultipart(req: FastifyRequest, r: Resource, store: FileStorage, tenantId: number): Promise<RecordBody> {
  const body: Record<string, unknown> = {};
  const staged: string[] = [];
  try {
    for await (const part of req.parts()) {
      const f: Field | undefined = Object.prototype.hasOwnProperty.call(r.fields, part.fieldname) ? r.fields[part.fieldname] : undefined;
      if (part.type === 'field') {
        body[part.fieldname] = fieldValue(f, String(part.value ?? ''));
        continue;
      }
      const name = part.fieldname;
      const refuse = async (message: string) => {
        part.file.resume();
        throw unprocessable({ [name]: [message] });
      };
      if (!f || !isFileKind(f)) await refuse('Este campo no admite archivos.');
      if (body[name] instanceof StagedFile) await refuse(FILE_MESSAGES.one(f!.label));
      const fileName = cleanFileName(part.filename);
      const mime = typeFor(f!, fileName);
      if (!mime) await refuse(refusal(f!, { name: fileName, size: 0 })!);
      const key = `${tenantId}/${r.name}/${randomUUID()}`;
      const counted = { n: 0 };
      try {
        await store.put(key, Readable.from(checked(part.file, maxBytes(f!), mime!, counted)));
      } catch (err) {
        await store.remove(key);
        if (err instanceof TooLarge) {
          for await (const chunk of part.file) counted.n += (chunk as Buffer).length; // to say how large it was
          throw unprocessable({ [name]: [tooLargeMessage(f!, counted.n)] });
        }
        if (err instanceof NotWhatItSays) {
          part.file.resume();
          throw unprocessable({ [name]: [f!.kind === 'image' ? FILE_MESSAGES.notImage(f!.label) : FILE_MESSAGES.invalid] });
        }
        throw err;
      }
      if (part.file.truncated) {
        await store.remove(key);
        throw unprocessable({ [name]: [tooLargeMessage(f!, counted.n)] });
      }
      staged.push(key);
      body[name] = new StagedFile(key, fileName, mime!, counted.n);
    }
  } catch (err) {
    await removeStaged(store, staged);
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'La solicitud tiene demasiadas partes.');
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'El archivo es demasiado grande.');
    if (code?.startsWith('FST_')) throw new HttpError(400, 'Solicitud incorrecta: el cuerpo multipart no es válido.');
    throw err;
  }
  return { body, staged };
}

/** Removes the bytes a failed request stored (failures are logged: an orphan is harmless, a 500 is not). */
export async function removeStaged(store: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await store.remove(key);
    } catch (err) {
      console.error(`could not remove staged file ${key}`, err);
    }
  }
}
