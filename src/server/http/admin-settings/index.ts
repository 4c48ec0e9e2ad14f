import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isSuperAdmin } from '../../../core/access';
import { checkSetting, readSettings, settingDef, settings } from '../../../core/resources/settings';
import { inTenant } from '../../db/tenant-scope';
import { withRecords } from '../../records';
import { requireAuth } from '../context';
import { badRequest, forbidden, notFound, unprocessable } from '../errors';

/**
 * /admin/settings (spec 01 §2.2): the tenant's settings as one record, a field per catalogue key —
 * `GET/PUT /{t}/api/admin-settings/{tenant id}`, the record calls of the engine's form on
 * `settingsView`. SuperAdmin only (spec 01 §6 names no permission for it). A PUT writes one `settings`
 * row per key sent through the record pipeline (the catalogue check, revisions, the tenant cache's end);
 * an unknown key is a 422 on that key.
 */
export const adminSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  const guard = (req: FastifyRequest<{ Params: { id: string } }>) => {
    const auth = requireAuth(req);
    if (!isSuperAdmin(auth.principal)) throw forbidden();
    if (String(req.tenant.id) !== req.params.id) throw notFound();
    return auth;
  };
  const rows = (tenantId: number) => inTenant(db, tenantId, async (trx) => (await sql<{ id: number; key: string; value: string | null; updated_at: Date }>`
    select id, key, value, updated_at from settings where tenant_id = ${tenantId} order by key`.execute(trx)).rows);
  const read = async (tenantId: number) => {
    const stored = await rows(tenantId);
    const last = stored.reduce<Date | null>((a, r) => (!a || r.updated_at > a ? r.updated_at : a), null);
    return { id: tenantId, ...readSettings(stored), updated_at: last ? last.toISOString() : null };
  };

  app.get<{ Params: { id: string } }>('/admin-settings/:id', async (req) => {
    guard(req);
    return read(req.tenant.id);
  });

  app.put<{ Params: { id: string } }>('/admin-settings/:id', async (req) => {
    const auth = guard(req);
    const body = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Solicitud incorrecta: el cuerpo debe ser un objeto JSON.');
    const errors: Record<string, string[]> = {};
    const values: [string, unknown][] = [];
    for (const [k, v] of Object.entries(body)) {
      if (k === 'id' || k === 'updated_at') continue;
      if (!settingDef(k)) { errors[k] = ['Esta configuración no existe.']; continue; }
      const c = checkSetting(k, v);
      if (!c.ok) errors[k] = [c.message];
      else values.push([k, v]);
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    const stored = new Map((await rows(req.tenant.id)).map((r) => [r.key, r]));
    await withRecords(db, { tenantId: req.tenant.id, principal: auth.principal }, async (rec) => {
      for (const [key, value] of values) {
        const row = stored.get(key);
        if (!row) await rec.create(settings, { key, value });
        else if (row.value !== (checkSetting(key, value) as { text: string }).text) await rec.update(settings, row.id, { value });
      }
    });
    return read(req.tenant.id);
  });
};
