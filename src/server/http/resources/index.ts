import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { can, canOnResource } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { parseListQuery } from '../../../core/query';
import { withRecords, withRecordsRead, writeThenRead, type Actor, type Records } from '../../records';
import { parseId } from '../ids';
import { multipartFileLimit, readRecordMultipart, removeStaged, type RecordBody } from '../../files/record-body';
import { requireAuth } from '../context';
import { badRequest, forbidden, HttpError, notFound } from '../errors';

type Params = { resource: string; id?: string };

/** Query string as URLSearchParams entries, exactly as the client wrote them (brackets included). */
const queryEntries = (req: FastifyRequest) => new URLSearchParams(req.url.split('?')[1] ?? '').entries();

const idsOf = (req: FastifyRequest): number[] => {
  const raw = [...new URLSearchParams(req.url.split('?')[1] ?? '').entries()]
    .filter(([k]) => k === 'ids[]' || k === 'ids').flatMap(([, v]) => v.split(','));
  if (!raw.length) throw badRequest('Indique los registros a eliminar (ids[]).');
  if (raw.length > 1000) throw badRequest('Demasiados registros en una sola eliminación (máximo 1000).');
  if (raw.some((v) => !/^\d{1,9}$/.test(v))) throw badRequest('ids[] debe contener identificadores numéricos.');
  return [...new Set(raw.map(Number))];
};

const bodyOf = (req: FastifyRequest): Record<string, unknown> => {
  const b = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw badRequest('Solicitud incorrecta: el cuerpo debe ser un objeto JSON.');
  return b as Record<string, unknown>;
};

/**
 * The resource by REST name and the signed-in user's pipeline for this request. `read` (GET routes):
 * read-only, one round trip per statement on PostgreSQL (db/pg-read.ts).
 */
/** Who calls and the resource the route names (404 for a name no resource has). */
const target = (req: FastifyRequest<{ Params: Params }>): { actor: Actor; r: Resource } => {
  const auth = requireAuth(req);
  const r = getResource(req.params.resource);
  if (!r) throw new HttpError(404, 'Recurso no encontrado.');
  return { actor: { tenantId: req.tenant.id, principal: auth.principal }, r };
};

const runOn = (app: FastifyInstance) => <T>(req: FastifyRequest<{ Params: Params }>, fn: (rec: Records, r: Resource) => Promise<T>, read = false): Promise<T> => {
  const { actor, r } = target(req);
  // The tenant's custom fields join the resource here, so every route below sees one set of fields.
  return (read ? withRecordsRead : withRecords)(app.deps.db, actor, async (rec) => fn(rec, await rec.resolve(r)));
};

/**
 * The generic REST API over every registered resource (spec 03 §7.2). Thin: it parses, then asks the
 * record pipeline, which checks permission, module, row scope and fields on every call.
 */
export const resourceRoutes: FastifyPluginAsync = async (app) => {

  const run = runOn(app);

  app.get<{ Params: Params }>('/:resource', (req) => run(req, async (rec, r) => {
    const q = parseListQuery(rec.readable(r), queryEntries(req), { principal: rec.principal });
    const res = await rec.list(r, q);
    const counts = res.counts ? { counts: res.counts } : {};
    if (q.count) return { count: res.total ?? 0, ...counts };
    if (!q.paginate) return res.rows;
    const sums = { ...(res.sums ? { sums: res.sums } : {}), ...counts };
    if (q.skipTotal) return { data: res.rows, per_page: q.paginate, current_page: q.page ?? 1, ...sums }; // count=0: no total (perf)
    const per = q.paginate;
    const total = res.total ?? 0;
    return {
      data: res.rows, total, per_page: per, current_page: q.page ?? 1,
      last_page: Math.max(1, Math.ceil(total / per)),
      ...(res.total_is_estimate ? { total_is_estimate: true } : {}),
      ...sums,
    };
  }, true));

  app.get<{ Params: Params }>('/:resource/:id', (req) => run(req, async (rec, r) => {
    const id = parseId(req.params.id);
    const q = parseListQuery(rec.readable(r), [...queryEntries(req)].filter(([k]) => k === 'include' || k === 'load'), { principal: rec.principal });
    const row = await rec.get(r, id, q.include);
    if (!row) throw notFound();
    return row;
  }, true));

  await app.register(writeRoutes);
  app.get<{ Params: Params }>('/:resource/:id/revisions', (req) => run(req, async (rec, r) => {
    rec.readable(r);
    if (!can(rec.principal, r.revisions)) throw forbidden();
    return rec.revisions(r, parseId(req.params.id));
  }, true));
};

/**
 * The writes, in a plugin of their own: multipart (records with file fields, files/record-body.ts;
 * sizes checked per field) adds an onRequest and an onResponse hook to every route of its plugin,
 * which the reads — the hottest requests — need not pay.
 */
const writeRoutes: FastifyPluginAsync = async (app) => {
  const { fileStorage } = app.deps;
  await app.register(multipart, {
    limits: { fileSize: multipartFileLimit(), files: 20, fields: 1000, parts: 1020, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: false,
  });
  const run = runOn(app);

  /** After a write, the record as the writer may read it (its pivots included), or just its id. */
  const written = async (rec: Records, r: Resource, id: number) => {
    const view = rec.viewOf(r);
    if (!view) return { id };
    const include = Object.keys(view.includes).filter((n) => view.fields[view.includes[n]].kind === 'relation_multiple');
    return (await rec.get(r, id, include)) ?? { id };
  };

  /**
   * The body of a write: JSON / form fields, or multipart with files (stored before the transaction,
   * checked by their fields' rules). The permission is checked before any byte is stored.
   */
  const readBody = async (req: FastifyRequest<{ Params: Params }>, action: 'create' | 'update'): Promise<RecordBody> => {
    if (!req.isMultipart()) return { body: bodyOf(req), staged: [] };
    const auth = requireAuth(req);
    const r = getResource(req.params.resource);
    if (!r) throw new HttpError(404, 'Recurso no encontrado.');
    if (!canOnResource(auth.principal, r, action)) throw forbidden();
    if (action === 'update') parseId(req.params.id);
    return readRecordMultipart(req, r, fileStorage, req.tenant.id);
  };

  /**
   * Runs a write with its body and answers with the record written (read after the commit where
   * reads have their own pool: writeThenRead). When the write does not commit, the files this request
   * stored are removed; once it has, they are the record's.
   */
  const write = async (req: FastifyRequest<{ Params: Params }>, read: RecordBody, fn: (rec: Records, r: Resource, body: Record<string, unknown>) => Promise<number>) => {
    let committed = false;
    try {
      const { actor, r } = target(req);
      return await writeThenRead(app.deps.db, actor,
        async (rec) => fn(rec, await rec.resolve(r), read.body),
        async (rec, id) => written(rec, await rec.resolve(r), id),
        () => { committed = true; });
    } catch (err) {
      if (!committed) await removeStaged(fileStorage, read.staged);
      throw err;
    }
  };

  const update = async (req: FastifyRequest<{ Params: Params }>, read?: RecordBody) => {
    const body = read ?? await readBody(req, 'update');
    return write(req, body, async (rec, r, b) => {
      const id = parseId(req.params.id);
      await rec.update(r, id, b);
      return id;
    });
  };

  app.post<{ Params: Params }>('/:resource', async (req, reply) => {
    const read = await readBody(req, 'create');
    return reply.code(201).send(await write(req, read, (rec, r, body) => rec.create(r, body)));
  });
  app.put<{ Params: Params }>('/:resource/:id', (req) => update(req));
  app.patch<{ Params: Params }>('/:resource/:id', (req) => update(req));
  // Multipart and form posts spoof PUT with _method (spec 03 §7.2).
  app.post<{ Params: Params }>('/:resource/:id', async (req) => {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '').get('_method');
    // A multipart body is read once; its _method part decides (the query may say it too).
    const read = req.isMultipart() && String(query).toUpperCase() !== 'PUT' && String(query).toUpperCase() !== 'PATCH'
      ? await readBody(req, 'update') : undefined;
    const method = (read ? read.body._method : undefined) ?? (req.isMultipart() ? query : bodyOf(req)._method ?? query);
    if (String(method).toUpperCase() !== 'PUT' && String(method).toUpperCase() !== 'PATCH') {
      if (read) await removeStaged(fileStorage, read.staged);
      throw new HttpError(405, 'Método no permitido.');
    }
    if (read) delete read.body._method;
    return update(req, read);
  });

  app.delete<{ Params: Params }>('/:resource/:id', (req) => run(req, async (rec, r) => {
    const id = parseId(req.params.id);
    if (!(await rec.remove(r, [id]))) throw notFound();
    return { message: 'Registro eliminado.' };
  }));

  app.delete<{ Params: Params }>('/:resource', (req) => run(req, async (rec, r) => {
    const deleted = await rec.remove(r, idsOf(req));
    return { message: `${deleted} registro(s) eliminado(s).`, deleted };
  }));
};
