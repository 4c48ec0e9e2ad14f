import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Resource } from '../../core/resource/types';
import { getResource, RESOURCES } from '../../core/resources';
import { withRecords, type Records } from '../records';
import { requireAuth } from '../http/context';
import { HttpError, forbidden, notFound, unprocessable } from '../http/errors';
import { attachStorage, unreferencedKeys } from './cleanup';
import { canAttach, canRead, canReadFile, deleteFile, fileById, filesOf, insertFile, publicFile } from './records';
import { installFileFields } from './fields';
import type { FileStorage } from './storage';
import { cleanFileName, FILE_MESSAGES, fileTypeOf, isInline } from './types';

const MAX_FILES = 10;
const FILE_LABEL = 'Archivo';
const largestKb = Math.max(0, ...RESOURCES.map((r) => r.files?.maxKb ?? 0));

const parseId = (raw: string | undefined): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

class TooLarge extends Error {}

/** Passes bytes through, counting; more than `max` ends the stream with TooLarge. */
async function* limited(src: AsyncIterable<Buffer>, max: number, counted: { n: number }) {
  for await (const chunk of src) {
    counted.n += chunk.length;
    if (counted.n > max) throw new TooLarge();
    yield chunk;
  }
}

/**
 * Files attached to records (tickets' archivo, comments' attachments), spec 02 §5 / issue 11:
 * - POST   {resource}/{id}/files   multipart, one or more `archivo` parts → 201 [file]
 * - GET    {resource}/{id}/files   → [file]            GET {resource}/files?ids=1,2 → [file] of those records
 * - GET    files/{fileId}          → the bytes          DELETE files/{fileId} → { message }
 * Reading needs what reading the owning record needs (tenant, 'Ver' permission, row scope); attaching
 * and removing need editing it, or being its author. A file too large or of a refused kind is a 422
 * on `archivo`. Bytes go to the FileStorage (local disk under DATA_DIR/files by default) outside any
 * transaction; the files row is written after they are stored.
 */
export const fileRoutes = (storage?: FileStorage): FastifyPluginAsync => async (app) => {
  const { db } = app.deps;
  const store = storage ?? app.deps.fileStorage;
  installFileFields();
  // Deleting a record removes its files' bytes after commit (cleanup.ts) from the storages of live apps.
  const detach = attachStorage(store);
  app.addHook('onClose', async () => detach());
  await app.register(multipart, { limits: { fileSize: largestKb * 1000 + 1, files: MAX_FILES, fields: 10 }, throwFileSizeLimit: false });

  const run = <T>(req: FastifyRequest, fn: (rec: Records) => Promise<T>) => {
    const auth = requireAuth(req);
    return withRecords(db, { tenantId: req.tenant.id, principal: auth.principal }, fn);
  };
  const withFiles = (name: string): Resource => {
    const r = getResource(name);
    if (!r?.files) throw new HttpError(404, 'Recurso no encontrado.');
    return r;
  };

  app.post<{ Params: { resource: string; id: string } }>('/:resource/:id/files', async (req, reply) => {
    const r = withFiles(req.params.resource);
    const id = parseId(req.params.id);
    if (!(await run(req, (rec) => canRead(rec, r, id)))) throw notFound();
    if (!(await run(req, (rec) => canAttach(rec, r, id)))) throw forbidden();
    if (!req.isMultipart()) throw unprocessable({ archivo: [FILE_MESSAGES.missing(FILE_LABEL)] });
    const maxBytes = r.files!.maxKb * 1000;
    const stored: { name: string; mime: string; size: number; key: string }[] = [];
    const cleanup = () => Promise.all(stored.map((s) => store.remove(s.key)));
    try {
      for await (const part of req.files()) {
        const name = cleanFileName(part.filename);
        const mime = fileTypeOf(name);
        if (!mime) {
          part.file.resume();
          throw unprocessable({ archivo: [FILE_MESSAGES.badType(FILE_LABEL)] });
        }
        const key = `${req.tenant.id}/${r.name}/${randomUUID()}`;
        const counted = { n: 0 };
        try {
          await store.put(key, Readable.from(limited(part.file, maxBytes, counted)));
        } catch (err) {
          await store.remove(key);
          if (err instanceof TooLarge || part.file.truncated) throw unprocessable({ archivo: [FILE_MESSAGES.tooLarge(FILE_LABEL, r.files!.maxKb)] });
          throw err;
        }
        if (part.file.truncated) {
          await store.remove(key);
          throw unprocessable({ archivo: [FILE_MESSAGES.tooLarge(FILE_LABEL, r.files!.maxKb)] });
        }
        stored.push({ name, mime, size: counted.n, key });
      }
    } catch (err) {
      await cleanup();
      if (err instanceof HttpError) throw err;
      if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw unprocessable({ archivo: [FILE_MESSAGES.tooMany] });
      throw err;
    }
    if (!stored.length) throw unprocessable({ archivo: [FILE_MESSAGES.missing(FILE_LABEL)] });
    try {
      const rows = await run(req, async (rec) => {
        // Checked again with the rows: the record may have gone while the bytes arrived.
        if (!(await canAttach(rec, r, id))) throw notFound();
        const out = [];
        for (const s of stored) out.push(await insertFile(rec, { resource: r.name, record_id: id, name: s.name, mime: s.mime, size: s.size, storage_key: s.key }));
        return out;
      });
      return reply.code(201).send(rows.map(publicFile));
    } catch (err) {
      await cleanup();
      throw err;
    }
  });

  app.get<{ Params: { resource: string; id: string } }>('/:resource/:id/files', (req) => {
    const r = withFiles(req.params.resource);
    const id = parseId(req.params.id);
    return run(req, async (rec) => {
      if (!(await canRead(rec, r, id))) throw notFound();
      return (await filesOf(rec, r, [id])).map(publicFile);
    });
  });

  /** Files of several records at once (a ticket's comments): only those of records the user reads. */
  app.get<{ Params: { resource: string }; Querystring: { ids?: string } }>('/:resource/files', (req) => {
    const r = withFiles(req.params.resource);
    const raw = String(req.query.ids ?? '').split(',').filter(Boolean);
    if (raw.length > 1000 || raw.some((v) => !/^\d{1,9}$/.test(v))) throw new HttpError(400, 'ids debe ser una lista de identificadores numéricos.');
    return run(req, async (rec) => {
      const readable: number[] = [];
      for (const id of new Set(raw.map(Number))) if (await canRead(rec, r, id)) readable.push(id);
      return (await filesOf(rec, r, readable)).map(publicFile);
    });
  });

  const ownedFile = async (rec: Records, fileId: number, attach: boolean) => {
    const f = await fileById(rec, fileId);
    const r = f ? getResource(f.resource) : undefined;
    if (!f || !r || !(await canReadFile(rec, r, f))) throw notFound('Archivo no encontrado.');
    // A file field's file changes only through its record's write (a PUT with the new file or null).
    if (attach && f.field != null) throw forbidden();
    if (attach && !(await canAttach(rec, r, f.record_id))) throw forbidden();
    return f;
  };

  app.get<{ Params: { fileId: string } }>('/files/:fileId', async (req, reply: FastifyReply) => {
    const f = await run(req, (rec) => ownedFile(rec, parseId(req.params.fileId), false));
    const body = await store.get(f.storage_key);
    if (!body) throw notFound('Archivo no encontrado.');
    const disposition = isInline(f.mime) ? 'inline' : 'attachment';
    return reply
      .header('Content-Type', f.mime)
      .header('Content-Length', String(f.size))
      .header('Content-Disposition', `${disposition}; filename="${f.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });

  app.delete<{ Params: { fileId: string } }>('/files/:fileId', async (req) => {
    const gone = await run(req, async (rec) => {
      const file = await ownedFile(rec, parseId(req.params.fileId), true);
      await deleteFile(rec, file.id);
      return unreferencedKeys(rec, [file.storage_key]);
    });
    for (const key of gone) await store.remove(key);
    return { message: 'Archivo eliminado.' };
  });
};
