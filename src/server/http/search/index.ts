import type { FastifyPluginAsync } from 'fastify';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { searchRecords } from '../../features/search/search-records';
import { withRecords } from '../../records';
import { requireAuth } from '../context';
import { badRequest, unprocessable } from '../errors';

/** Longest search text accepted (a palette query, not a document). */
export const MAX_SEARCH_LENGTH = 100;
export const DEFAULT_SEARCH_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 20;

type Query = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/**
 * `GET /api/search?q=…[&limit=5][&resources=clientes,tickets]` — records across every resource the
 * user may view, ranked, top `limit` per resource (docs/contracts.md "Record search").
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get<{ Querystring: Query }>('/search', async (req) => {
    const auth = requireAuth(req);
    const q = one(req.query.q)?.trim() ?? '';
    if (!q) throw unprocessable({ q: ['Escriba qué buscar.'] });
    if (q.length > MAX_SEARCH_LENGTH) throw unprocessable({ q: [`La búsqueda admite como máximo ${MAX_SEARCH_LENGTH} caracteres.`] });
    const rawLimit = one(req.query.limit);
    if (rawLimit !== undefined && !/^\d{1,3}$/.test(rawLimit)) throw badRequest('limit debe ser un número entero.');
    const limit = rawLimit === undefined ? DEFAULT_SEARCH_LIMIT : Number(rawLimit);
    if (limit < 1 || limit > MAX_SEARCH_LIMIT) throw badRequest(`limit debe estar entre 1 y ${MAX_SEARCH_LIMIT}.`);
    const rawResources = one(req.query.resources);
    let resources: Resource[] | undefined;
    if (rawResources) {
      resources = rawResources.split(',').map((name) => {
        const r = getResource(name.trim());
        if (!r) throw badRequest(`Recurso desconocido: '${name.trim()}'.`);
        return r;
      });
    }
    const hits = await withRecords(db, { tenantId: req.tenant.id, principal: auth.principal },
      (rec) => searchRecords(rec, q, { limit, resources }));
    return { q, hits };
  });
};
