import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { validateRecord } from '../../../core/rules/record';
import { PROFILE_FIELDS, profileView, users } from '../../../core/resources/users';
import { inTenant } from '../../db/tenant-scope';
import { selectColumns, toJsonRow } from '../../records/columns';
import { systemActor, withRecords } from '../../records';
import { requireAuth } from '../context';
import { badRequest, notFound, unprocessable } from '../errors';

/**
 * /profile (spec 01 §2.2): the signed-in user reads and changes its own name, contact details and
 * default homepage (PROFILE_FIELDS) without 'Editar Usuarios'. `GET/PUT /{t}/api/profile/{id}` — the
 * record calls of the engine's form on the `profile` view; `id` must be the user's own (else 404).
 * Validated with the users resource's rules, written through the record pipeline (revisions, hooks).
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  const own = (req: FastifyRequest<{ Params: { id: string } }>) => {
    const auth = requireAuth(req);
    if (String(auth.user.id) !== req.params.id) throw notFound();
    return auth;
  };
  const read = (tenantId: number, id: number) => inTenant(db, tenantId, async (trx) => {
    const row = (await sql<Record<string, unknown>>`select ${selectColumns(profileView, null, [...PROFILE_FIELDS])}
      from users where tenant_id = ${tenantId} and id = ${id}`.execute(trx)).rows[0];
    return row ? toJsonRow(row) : null;
  });

  app.get<{ Params: { id: string } }>('/profile/:id', async (req) => {
    const auth = own(req);
    return (await read(req.tenant.id, auth.user.id)) ?? Promise.reject(notFound());
  });

  app.put<{ Params: { id: string } }>('/profile/:id', async (req) => {
    const auth = own(req);
    const body = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Solicitud incorrecta: el cuerpo debe ser un objeto JSON.');
    const data: Record<string, unknown> = {};
    const errors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(body)) {
      if (k === 'id' || k === 'updated_at') continue;
      if ((PROFILE_FIELDS as readonly string[]).includes(k)) data[k] = v;
      else errors[k] = ['Este dato no se cambia desde el perfil.'];
    }
    const existing = await read(req.tenant.id, auth.user.id);
    if (!existing) throw notFound();
    Object.assign(errors, validateRecord(profileView, data, {
      principal: auth.principal, mode: 'update', recordId: auth.user.id, existing, timeZone: 'America/Bogota', coerce: true,
    }));
    if (Object.keys(errors).length) throw unprocessable(errors);
    await withRecords(db, systemActor(req.tenant.id, auth.user.id), (rec) => rec.update(users, auth.user.id, data, { trusted: true }));
    return read(req.tenant.id, auth.user.id);
  });
};
