import type { FastifyPluginAsync } from 'fastify';
import { canLookup, canOnResource } from '../../../core/access';
import { RESOURCES, getResource } from '../../../core/resources';
import { tenantCustomFields, withRecordsRead } from '../../records';
import { requireAuth } from '../context';

/**
 * `GET /api/custom-fields/definitions` — the tenant's custom field definitions of every resource the
 * user may view (or look up), for the web to derive the same fields the server works with
 * (docs/contracts.md "Custom fields"). Defining them is the custom-fields resource ('Administrar
 * Usuarios'); reading them is what any form or list of those resources needs.
 */
export const customFieldRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get('/custom-fields/definitions', async (req) => {
    const auth = requireAuth(req);
    const principal = auth.principal;
    const readable = new Set(RESOURCES.filter((r) => r.customFields
      && (canOnResource(principal, r, 'view') || canLookup(principal, r, RESOURCES))).map((r) => r.name));
    const entry = await withRecordsRead(db, { tenantId: req.tenant.id, principal }, (rec) => tenantCustomFields(rec.trx, rec.tenantId));
    const data = entry.records
      .filter((c) => readable.has(c.definition?.resource) && getResource(c.definition.resource))
      .map(({ id, key, definition, searchable }) => ({ id, key, definition, searchable: !!searchable }));
    return { data };
  });
};
