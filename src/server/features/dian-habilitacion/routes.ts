// Habilitación and range setup with the DIAN (issue 15): docs/contracts.md "DIAN habilitación".
//  POST proxy_resolutions/{id}/dian-range   'Consultar en la DIAN' (GetNumberingRange → technical_key)
//  GET  dian/habilitacion                    the TestSetId, the FE resolutions, the history of sends
//  PUT  dian/habilitacion                    { test_set_id } stored as the tenant setting dian_test_set_id
//  POST dian/habilitacion/sends              { resolution_id? } a sample invoice → SendTestSetAsync
//  POST dian/habilitacion/sends/{id}/status  GetStatusZip of a send's ZipKey, answers stored
// All of them: the tenant's module facturacion_electronica and 'Administrar Facturas' (SuperAdmin
// included), else 403 — habilitación comes before the tenant switches sending on, so dian_enabled is
// not required. DIAN calls never run inside a database transaction.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { can, canChangeRecord, hasModule } from '../../../core/access';
import { resolutions, settings as settingsResource } from '../../../core/resources';
import { DIAN_MODULE } from '../../auth/session-user';
import { tenantSettings } from '../../dian/document';
import { requireAuth } from '../../http/context';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { parseId } from '../../http/ids';
import { withRecords, withRecordsRead, type RecordContext } from '../../records';
import { matchRange, mismatches, rangeMessage, rangeQuery } from './range';
import { SAMPLE_KINDS, sampleDocument, stateOf, storedAnswer, testSetHistory, type SampleKind } from './test-set';
import { calling, clientFor } from './wire';

export const HABILITACION_PERMISSION = 'Administrar Facturas';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** The signed-in user who may set up the DIAN: the module and 'Administrar Facturas', else 403. */
function admitted(req: FastifyRequest) {
  const auth = requireAuth(req);
  if (!hasModule(auth.principal, DIAN_MODULE) || !can(auth.principal, HABILITACION_PERMISSION)) throw forbidden();
  return { tenantId: req.tenant.id, principal: auth.principal };
}

const fallback = (app: FastifyInstance) => app.deps.config.dianEndpoint;

/** The tenant's TestSetId, trimmed. */
const testSetIdOf = (s: Record<string, unknown>) => str(s.dian_test_set_id).trim();

async function overview(rec: RecordContext) {
  const s = await tenantSettings(rec);
  const resolutionRows = (await sql<Record<string, unknown>>`select id, number, prefix, start_range, end_range, start_date::text as start_date,
      end_date::text as end_date, (coalesce(technical_key, '') <> '') as has_key
    from resolutions where tenant_id = ${rec.tenantId} and type = 'FE' order by end_date desc, id`.execute(rec.trx)).rows;
  return {
    test_set_id: testSetIdOf(s),
    environment: str(s.dian_environment) === '1' ? '1' : '2',
    nit: str(s.dian_nit),
    software_id: str(s.dian_software_id),
    resolutions: resolutionRows,
    sends: await testSetHistory(rec),
  };
}

export const dianHabilitacionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>('/proxy_resolutions/:id/dian-range', async (req) => {
    const actor = admitted(req);
    const id = parseId(req.params.id);
    const before = await withRecordsRead(app.deps.db, actor, async (rec) => {
      const row = await rec.get(resolutions, id);
      if (!row) throw notFound();
      if (!canChangeRecord(rec.principal, resolutions, 'update', row)) throw forbidden();
      return { row, ...(await rangeQuery(rec)) };
    });
    const answer = await calling(() => clientFor(before.settings, fallback(app)).getNumberingRange(before.nit, before.nit, before.software));
    const range = matchRange(before.row, answer.operationCode === '100' ? answer.ranges : [], before.nit, before.software);
    const diff = mismatches(before.row, range);
    return withRecords(app.deps.db, actor, async (rec) => {
      await rec.update(resolutions, id, { technical_key: range.technicalKey }, { trusted: true });
      const row = await rec.get(resolutions, id);
      return { ...row, dian: { range, mismatches: diff }, message: rangeMessage(range, diff), warning: diff.length > 0 };
    });
  });

  app.get('/dian/habilitacion', async (req) => withRecordsRead(app.deps.db, admitted(req), overview));

  app.put('/dian/habilitacion', async (req) => {
    const actor = admitted(req);
    const body = req.body && typeof req.body === 'object' ? req.body as Record<string, unknown> : {};
    // Text only: an array or object is not a TestSetId (str() would make [1] into '1').
    const value = typeof body.test_set_id === 'string' ? body.test_set_id.trim() : '';
    if (!value) throw invalid('test_set_id', 'Escribe el TestSetId que la DIAN te dio al asociar el software (portal de habilitación).');
    if (value.length > 100 || !/^[\w-]+$/.test(value)) throw invalid('test_set_id', 'El TestSetId tiene letras, números y guiones, hasta 100 caracteres.');
    return withRecords(app.deps.db, actor, async (rec) => {
      const existing = (await sql<{ id: number }>`select id from settings where tenant_id = ${rec.tenantId} and key = 'dian_test_set_id'`.execute(rec.trx)).rows[0];
      if (existing) await rec.update(settingsResource, existing.id, { value }, { trusted: true });
      else await rec.create(settingsResource, { key: 'dian_test_set_id', value }, { trusted: true });
      return overview(rec);
    });
  });

  app.post('/dian/habilitacion/sends', async (req) => {
    const actor = admitted(req);
    const body = req.body && typeof req.body === 'object' ? req.body as Record<string, unknown> : {};
    const resolutionId = body.resolution_id == null || body.resolution_id === '' ? null : Number(body.resolution_id);
    if (resolutionId != null && !(Number.isInteger(resolutionId) && resolutionId > 0 && resolutionId <= 2_147_483_647)) throw invalid('resolution_id', 'La resolución no es válida.');
    const kind = (body.kind ?? 'invoice') as SampleKind;
    if (!SAMPLE_KINDS.includes(kind)) throw invalid('kind', 'El documento de muestra debe ser una factura, una nota crédito o una nota débito.');
    // Build and sign, and reserve the row (its number counts), in one transaction; then send; then record.
    const built = await withRecords(app.deps.db, actor, async (rec) => {
      const s = await tenantSettings(rec);
      const testSetId = testSetIdOf(s);
      if (!testSetId) throw invalid('test_set_id', 'Falta el TestSetId: escríbelo y guárdalo antes de enviar el set de pruebas.');
      const { doc, meta } = await sampleDocument(rec, s, resolutionId, kind);
      const row = (await sql<{ id: number }>`insert into dian_test_sets (tenant_id, test_set_id, documents, requested_by)
        values (${rec.tenantId}, ${testSetId}, ${JSON.stringify([meta])}::jsonb, ${rec.userId}) returning id`.execute(rec.trx)).rows[0]!;
      return { id: row.id, doc, testSetId, settings: s };
    });
    const outcome = await calling(() => clientFor(built.settings, fallback(app)).sendTestSetAsync(built.doc, built.testSetId))
      .catch(async (e: unknown) => {
        // Nothing reached the DIAN: the reserved row goes, so the history holds only real sends.
        await withRecords(app.deps.db, actor, async (rec) => { await sql`delete from dian_test_sets where tenant_id = ${rec.tenantId} and id = ${built.id}`.execute(rec.trx); });
        throw e;
      });
    return withRecords(app.deps.db, actor, async (rec) => {
      const refused = !outcome.zipKey;
      const answers = refused ? [storedAnswer({ accepted: false, statusCode: '99', description: 'La DIAN no recibió el set de pruebas.', errors: outcome.errors })] : null;
      await sql`update dian_test_sets set zip_key = ${outcome.zipKey ?? null}, state = ${refused ? 'refused' : 'sent'},
        answers = ${answers ? JSON.stringify(answers) : null}::jsonb, updated_at = now() where id = ${built.id}`.execute(rec.trx);
      return (await testSetHistory(rec, built.id))[0];
    });
  });

  app.post<{ Params: { id: string } }>('/dian/habilitacion/sends/:id/status', async (req) => {
    const actor = admitted(req);
    const id = parseId(req.params.id);
    const ctx = await withRecordsRead(app.deps.db, actor, async (rec) => {
      const row = (await testSetHistory(rec, id))[0];
      if (!row) throw notFound();
      if (!row.zip_key) throw invalid('zip_key', 'La DIAN no dio ZipKey a este envío: no hay estado que consultar.');
      return { row, settings: await tenantSettings(rec) };
    });
    const answers = (await calling(() => clientFor(ctx.settings, fallback(app)).getStatusZip(ctx.row.zip_key!))).map(storedAnswer);
    return withRecords(app.deps.db, actor, async (rec) => {
      await sql`update dian_test_sets set answers = ${JSON.stringify(answers)}::jsonb, state = ${stateOf(answers)}, checked_at = now(), updated_at = now()
        where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx);
      return (await testSetHistory(rec, id))[0];
    });
  });
};
