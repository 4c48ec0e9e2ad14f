import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isSuperAdmin } from '../../../core/access';
import { inTenant } from '../../db/tenant-scope';
import { requireAuth } from '../context';
import { forbidden } from '../errors';

const MAX_ROWS = 500;

/** The tenant's sent (or only stored) mails, so a SuperAdmin can read them when no SMTP is set. */
export function outboxRoutes(app: FastifyInstance) {
  app.get('/outbox', async (req) => {
    const auth = requireAuth(req);
    if (!isSuperAdmin(auth.principal)) throw forbidden();
    const asked = Number((req.query as { limit?: string } | undefined)?.limit);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_ROWS) : 100;
    const tenantId = req.tenant.id;
    const data = await inTenant(app.deps.db, tenantId, async (trx) => (await sql`
      select id, to_address, subject, body, sent_at, error, created_at from outbox_mails
      where tenant_id = ${tenantId} order by id desc limit ${limit}`.execute(trx)).rows);
    return { data };
  });
}
