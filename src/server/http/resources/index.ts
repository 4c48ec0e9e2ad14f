import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canLookup, canOnResource, can, lookupView, type Principal } from '../../../core/access';
import type { Resource, ResourceAction } from '../../../core/resource/types';
import { getResource, RESOURCES } from '../../../core/resources';
import { parseListQuery } from '../../../core/query';
import { inTenant } from '../../db/tenant-scope';
import { getRecord, listRecords } from '../../records/read';
import { listRevisions } from '../../records/revisions';
import { createRecord, deleteRecords, updateRecord, type WriteContext } from '../../records/write';
import { requireAuth } from '../context';
import { badRequest, forbidden, HttpError, notFound } from '../errors';

type Params = { resource: string; id?: string };

/** Query string as URLSearchParams entries, exactly as the client wrote them (brackets included). */
const queryEntries = (req: FastifyRequest) => new URLSearchParams(req.url.split('?')[1] ?? '').entries();

const parseId = (raw: string | undefined): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

/** Resource by REST name, after auth, module and permission checks. */
function authorize(req: FastifyRequest<{ Params: Params }>, action: ResourceAction): { r: Resource; principal: Principal; userId: number } {
  const auth = requireAuth(req);
  const r = getResource(req.params.resource);
  if (!r) throw new HttpError(404, 'Recurso no encontrado.');
  if (canOnResource(auth.principal, r, action)) return { r, principal: auth.principal, userId: auth.user.id };
  // Reading for an item selector: a narrowed view (id, title, search fields), never the full record.
  if (action === 'view' && canLookup(auth.principal, r, RESOURCES)) return { r: lookupView(r), principal: auth.principal, userId: auth.user.id };
  throw forbidden();
}

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

/** The generic REST API over every registered resource (spec 03 §7.2). */
export const resourceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Params: Params }>('/:resource', async (req) => {
    const { r, principal } = authorize(req, 'view');
    const q = parseListQuery(r, queryEntries(req), { principal });
    const tenantId = req.tenant.id;
    const res = await inTenant(db, tenantId, (trx) => listRecords({ trx, tenantId, principal }, r, q));
    if (q.count) return { count: res.total ?? 0 };
    if (q.paginate) {
      const per = q.paginate;
      const total = res.total ?? 0;
      return {
        data: res.rows, total, per_page: per, current_page: q.page ?? 1,
        last_page: Math.max(1, Math.ceil(total / per)),
        ...(res.total_is_estimate ? { total_is_estimate: true } : {}),
      };
    }
    return res.rows;
  });

  app.get<{ Params: Params }>('/:resource/:id', async (req) => {
    const { r, principal } = authorize(req, 'view');
    const id = parseId(req.params.id);
    const q = parseListQuery(r, [...queryEntries(req)].filter(([k]) => k === 'include' || k === 'load'), { principal });
    const tenantId = req.tenant.id;
    const row = await inTenant(db, tenantId, (trx) => getRecord({ trx, tenantId, principal }, r, id, q.include));
    if (!row) throw notFound();
    return row;
  });

  const write = async (req: FastifyRequest<{ Params: Params }>, action: 'create' | 'update') => {
    const { r, principal, userId } = authorize(req, action);
    const tenantId = req.tenant.id;
    const body = bodyOf(req);
    return inTenant(db, tenantId, async (trx) => {
      const ctx: WriteContext = { trx, tenantId, userId, principal };
      const id = action === 'create' ? await createRecord(ctx, r, body) : parseId(req.params.id);
      if (action === 'update') await updateRecord(ctx, r, id, body);
      const include = Object.keys(r.includes).filter((n) => r.fields[r.includes[n]].kind === 'relation_multiple');
      return getRecord({ trx, tenantId, principal }, r, id, include);
    });
  };

  app.post<{ Params: Params }>('/:resource', async (req, reply) => reply.code(201).send(await write(req, 'create')));
  app.put<{ Params: Params }>('/:resource/:id', (req) => write(req, 'update'));
  app.patch<{ Params: Params }>('/:resource/:id', (req) => write(req, 'update'));
  // Multipart and form posts spoof PUT with _method (spec 03 §7.2).
  app.post<{ Params: Params }>('/:resource/:id', (req) => {
    const method = (bodyOf(req)._method ?? new URLSearchParams(req.url.split('?')[1] ?? '').get('_method'));
    if (String(method).toUpperCase() !== 'PUT' && String(method).toUpperCase() !== 'PATCH') {
      throw new HttpError(405, 'Método no permitido.');
    }
    return write(req, 'update');
  });

  app.delete<{ Params: Params }>('/:resource/:id', async (req) => {
    const { r, principal, userId } = authorize(req, 'delete');
    const id = parseId(req.params.id);
    const tenantId = req.tenant.id;
    const n = await inTenant(db, tenantId, (trx) => deleteRecords({ trx, tenantId, userId, principal }, r, [id]));
    if (!n) throw notFound();
    return { message: 'Registro eliminado.' };
  });

  app.delete<{ Params: Params }>('/:resource', async (req) => {
    const { r, principal, userId } = authorize(req, 'delete');
    const ids = idsOf(req);
    const tenantId = req.tenant.id;
    const deleted = await inTenant(db, tenantId, (trx) => deleteRecords({ trx, tenantId, userId, principal }, r, ids));
    return { message: `${deleted} registro(s) eliminado(s).`, deleted };
  });

  app.get<{ Params: Params }>('/:resource/:id/revisions', async (req) => {
    const { r, principal } = authorize(req, 'view');
    if (!can(principal, r.revisions)) throw forbidden();
    const id = parseId(req.params.id);
    const tenantId = req.tenant.id;
    return inTenant(db, tenantId, (trx) => listRevisions({ trx, tenantId }, r, id));
  });
};
