// Habilitación's test set (issue 15, SendTestSetAsync + GetStatusZip): sample electronic invoices built
// from the tenant's own data (its DIAN settings, an FE resolution with its technical key, a client) through
// the same UBL builder and signature as the send queue, and the history of what was sent (dian_test_sets,
// migration 0036) with the DIAN's answers.
import { sql } from 'kysely';
import { dianRejectionText, dianRuleFix } from '../../../core/dian/rejections';
import { dianXml, noteOf } from '../../../core/dian/ubl';
import { taxEntry } from '../../../core/money/tax';
import { CertificateError, certificateFromSettings } from '../../dian/certificate';
import { invoiceDocumentFrom } from '../../dian/document';
import { signUblDocument } from '../../dian/sign';
import { dianFileName } from '../../dian/soap';
import type { DianAnswer, DianDocument, DianRuleMessage } from '../../dian/types';
import { HttpError } from '../../http/errors';
import type { RecordContext } from '../../records';
import { nitDigits } from './wire';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
const TEST_SET_LOCK = 0x68616269; // 'habi'

export interface TestSetDocument { kind?: 'invoice' | 'credit' | 'debit'; number: string; file_name: string; document_key: string }
/** One document's answer as stored and shown: each rule with the DIAN's message and our fix. */
export interface TestSetAnswer {
  accepted: boolean; statusCode: string; description: string; statusMessage?: string; documentKey?: string; fileName?: string;
  errors: (DianRuleMessage & { fix?: string })[];
  text: string;
}

export const storedAnswer = (a: DianAnswer): TestSetAnswer => ({
  accepted: a.accepted, statusCode: a.statusCode, description: a.description,
  ...(a.statusMessage ? { statusMessage: a.statusMessage } : {}), ...(a.documentKey ? { documentKey: a.documentKey } : {}), ...(a.fileName ? { fileName: a.fileName } : {}),
  errors: a.errors.map((e) => { const fix = dianRuleFix(e.rule); return { ...e, ...(fix ? { fix } : {}) }; }),
  text: a.accepted ? a.statusMessage || a.description : dianRejectionText(a.errors.filter((e) => e.kind !== 'notificacion'), a.description),
});

/** The state of a send from its documents' answers: every one accepted, or some rejected; 66 = not yet processed. */
export const stateOf = (answers: TestSetAnswer[]): 'sent' | 'accepted' | 'rejected' =>
  !answers.length || answers.some((a) => a.statusCode === '66') ? 'sent' : answers.every((a) => a.accepted) ? 'accepted' : 'rejected';

/** The FE resolution the sample documents are numbered from: the one named, else a valid FE one with a technical key. */
async function sampleResolution(rec: RecordContext, resolutionId: number | null): Promise<Row> {
  const row = (await sql<Row>`select id, number, prefix, start_range, end_range, start_date::text as start_date, end_date::text as end_date, technical_key
    from resolutions where tenant_id = ${rec.tenantId} and type = 'FE'
      and ${resolutionId != null ? sql`id = ${resolutionId}` : sql`active and technical_key is not null and technical_key <> ''
        and start_date <= (now() at time zone 'America/Bogota')::date and end_date >= (now() at time zone 'America/Bogota')::date`}
    order by end_date desc, id limit 1`.execute(rec.trx)).rows[0];
  if (!row) throw invalid('resolution_id', resolutionId != null ? 'La resolución no existe o no es de factura electrónica.' : 'No hay una resolución de factura electrónica vigente con clave técnica: créala y usa «Consultar en la DIAN» para traer su clave.');
  if (!str(row.technical_key)) throw invalid('resolution_id', 'La resolución no tiene clave técnica: usa «Consultar en la DIAN» en la resolución para traerla.');
  return row;
}

/** What a test-set send carries: a sample invoice, or a credit or debit note of the last accepted sample invoice. */
export const SAMPLE_KINDS = ['invoice', 'credit', 'debit'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];
const FILE_KIND = { invoice: 'fv', credit: 'nc', debit: 'nd' } as const;
export const NO_ACCEPTED_SAMPLE = 'Primero envía una factura de muestra y espera a que la DIAN la acepte: la nota la corrige.';

/** The sample invoice of number `number` issued on `fecha` at `hora` (built the same way every time). */
function sampleInvoice(number: string, fecha: string, hora: string, ctx: { cliente: Row; iva: Row | undefined; resolution: Row; settings: Record<string, unknown> }) {
  return invoiceDocumentFrom({
    invoice: { number, fecha, hora, forma_pago: 'Débito', pago: 'efectivo', nota: 'Documento del set de pruebas de habilitación.' },
    items: [{
      nombre: 'Servicio de prueba de habilitación', cantidad: '1', precio: '100000', descuento: '0', referencia: 'HAB-001',
      taxes: ctx.iva ? [taxEntry({ id: Number(ctx.iva.id), rate: str(ctx.iva.rate), type: str(ctx.iva.type), mode: 'percentage', name: str(ctx.iva.name) })] : [],
    }],
    cliente: ctx.cliente, resolution: ctx.resolution, settings: ctx.settings,
  });
}

/**
 * One sample document of the tenant, signed: numbered counting the test-set documents sent before from
 * the resolution's start (they do not move the resolution's next number: habilitación's numbers live in
 * the DIAN's test environment), issued now, to the tenant's first client with a NIT (else its first
 * client), one line of a service with the tenant's IVA 19 % when it has one. A credit note (anulación)
 * or debit note (cambio del valor) corrects the newest sample invoice the DIAN accepted, by its CUFE —
 * habilitación's sets ask for notes besides invoices.
 */
export async function sampleDocument(rec: RecordContext, settings: Record<string, unknown>, resolutionId: number | null, kind: SampleKind = 'invoice'): Promise<{ doc: DianDocument; meta: TestSetDocument }> {
  const cert = (() => {
    try { return certificateFromSettings(settings); } catch (e) { throw invalid('dian', (e as Error).message); }
  })();
  if (!cert) throw invalid('dian', 'Falta el certificado de firma digital (Configuración de la empresa › Certificado de firma).');
  const resolution = await sampleResolution(rec, resolutionId);
  // Two sends at once must not take the same number: one tenant's sends count and insert one at a time.
  await sql`select pg_advisory_xact_lock(${TEST_SET_LOCK}::int, ${rec.tenantId}::int)`.execute(rec.trx);
  const sent = Number((await sql<{ n: number }>`select coalesce(sum(jsonb_array_length(documents)), 0)::int as n from dian_test_sets
    where tenant_id = ${rec.tenantId}`.execute(rec.trx)).rows[0]?.n ?? 0);
  const consecutive = Number(resolution.start_range) + sent;
  if (kind === 'invoice' && consecutive > Number(resolution.end_range)) throw invalid('resolution_id', 'El rango de la resolución ya se usó entero en el set de pruebas: elige otra resolución.');
  const cliente = (await sql<Row>`select * from clientes where tenant_id = ${rec.tenantId} and coalesce(document, '') <> ''
    order by (tipo_documento = '31') desc, id limit 1`.execute(rec.trx)).rows[0];
  if (!cliente) throw invalid('dian', 'La empresa no tiene clientes con documento: crea uno para armar el set de pruebas.');
  const iva = (await sql<Row>`select id, name, rate, type, mode from taxes where tenant_id = ${rec.tenantId} and type = 'IVA' and mode = 'percentage'
    and rate = 19 and status = 1 order by id limit 1`.execute(rec.trx)).rows[0];
  const ctx = { cliente, iva, resolution, settings };
  const now = new Date(Date.now() - 5 * 3600_000).toISOString();
  let built: ReturnType<typeof dianXml>;
  let number: string;
  if (kind === 'invoice') {
    number = `${str(resolution.prefix)}${consecutive}`;
    built = dianXml(sampleInvoice(number, now.slice(0, 10), now.slice(11, 19), ctx));
  } else {
    // The newest accepted sample invoice (documents sent before notes existed carry no kind: invoices).
    const ref = (await sql<{ doc: TestSetDocument; fecha: string }>`select documents->0 as doc,
        ((created_at at time zone 'America/Bogota')::date)::text as fecha from dian_test_sets
      where tenant_id = ${rec.tenantId} and state = 'accepted' and coalesce(documents->0->>'kind', 'invoice') = 'invoice'
      order by id desc limit 1`.execute(rec.trx)).rows[0];
    if (!ref) throw invalid('kind', NO_ACCEPTED_SAMPLE);
    number = `${kind === 'credit' ? 'NC' : 'ND'}${consecutive}`;
    built = dianXml(noteOf(sampleInvoice(ref.doc.number, ref.fecha, now.slice(11, 19), ctx), {
      kind, number, issueDate: now.slice(0, 10), issueTime: `${now.slice(11, 19)}-05:00`, invoiceCufe: ref.doc.document_key,
      concept: kind === 'credit' ? { code: '2', description: 'Anulación de la factura de muestra.' } : { code: '3', description: 'Cambio del valor de la factura de muestra.' },
      ...(kind === 'debit' ? { lines: sampleInvoice(ref.doc.number, ref.fecha, now.slice(11, 19), ctx).lines.map((l) => ({ ...l, unitPrice: '10000' })) } : {}),
    }));
  }
  let xml: string;
  try {
    xml = signUblDocument(built.xml, cert);
  } catch (e) {
    if (e instanceof CertificateError) throw invalid('dian', e.message);
    throw e;
  }
  const fileName = dianFileName(FILE_KIND[kind], nitDigits(settings.dian_nit), new Date().getFullYear(), consecutive);
  return { doc: { fileName, xml }, meta: { kind, number, file_name: fileName, document_key: built.uuid } };
}

export interface TestSetRow {
  id: number; test_set_id: string; zip_key: string | null; state: string; documents: TestSetDocument[];
  answers: TestSetAnswer[] | null; checked_at: string | null; created_at: string; requested_by: string | null;
}

/** The history, newest first (the tenant's, in its transaction). */
export async function testSetHistory(rec: RecordContext, id?: number): Promise<TestSetRow[]> {
  return (await sql<TestSetRow>`select s.id, s.test_set_id, s.zip_key, s.state, s.documents, s.answers, s.checked_at, s.created_at,
      u.full_name as requested_by
    from dian_test_sets s left join users u on u.id = s.requested_by
    where s.tenant_id = ${rec.tenantId} ${id != null ? sql`and s.id = ${id}` : sql``}
    order by s.id desc limit 50`.execute(rec.trx)).rows;
}
