// Invoice numbering from the billing resolution (issue 15; reference dian-payu.md §3 InvoiceControl):
// an FE or POS invoice takes prefix + the resolution's next number, in the invoice's own transaction
// with the resolution row locked — two cashiers at once queue on the lock and never share a number,
// and a write that fails rolls the counter back with it, so no number is burnt (gap-free). The
// resolution must be switched on, of the invoice's type, in force on the invoice's date and not
// exhausted. Once numbered, an invoice keeps its number and resolution.
import { sql } from 'kysely';
import { CONTINGENCY_RESOLUTION } from '../../../core/resources/resolutions';
import { recordInvalid, registerRecordHooks, type RecordContext } from '../../records';
import { inDianContingency } from './contingency';

export const NUMBERING_MESSAGES = {
  none: 'No hay una resolución de facturación vigente para este tipo de factura.',
  inactive: 'La Resolución de facturación está desactivada.',
  otherType: 'La resolución de facturación es de otro tipo de documento.',
  notYet: 'La Resolución de facturación aún no está vigente en la fecha de la factura.',
  // Spec 02 §8's texts (the alerts say the same of the resolution itself).
  expired: 'La Resolución de facturación esta vencida',
  exhausted: 'La Resolución de facturación ha agotado su rango de numeración',
  locked: 'El número lo asignó la resolución de facturación: no se cambia.',
  reserved: 'Ese número pertenece al rango de una resolución de facturación: lo asigna el sistema.',
} as const;

/** Does a typed number fall in some resolution's prefix and range (it would later collide with one)? */
async function inSomeRange(rec: RecordContext, number: string): Promise<boolean> {
  return (await sql`select 1 from resolutions where tenant_id = ${rec.tenantId} and prefix is not null and prefix <> ''
      and left(${number}, length(prefix)) = prefix and substr(${number}, length(prefix) + 1) ~ '^[0-9]{1,9}$'
      and substr(${number}, length(prefix) + 1)::int between start_range and end_range limit 1`.execute(rec.trx)).rows.length > 0;
}

/** Invoice types numbered by a DIAN resolution of the same type. */
const NUMBERED_TYPES = new Set(['FE', 'POS']);

export interface NumberingResolution {
  id: number; number: string; type: string; prefix: string | null; active: boolean; technical_key: string | null;
  start_date: string; end_date: string; start_range: number; end_range: number; next_number: number;
}

/**
 * The resolution types a new document of `type` may be numbered from, preferred first: an FE invoice
 * on its way to the DIAN while the tenant is in contingency takes the contingency range when one is
 * valid (else its FE range: it is sent later all the same); a named contingency resolution is always
 * fine for an FE invoice.
 */
export async function numberingTypes(rec: RecordContext, type: string, sending: boolean): Promise<string[]> {
  if (type !== 'FE') return [type];
  return sending && await inDianContingency(rec) ? [CONTINGENCY_RESOLUTION, 'FE'] : ['FE', CONTINGENCY_RESOLUTION];
}

/**
 * The resolution for a new document: the one named, else the valid one of its preferred type that ends
 * first; row-locked when `lock` (the numbering), not for a look (the DIAN pre-checks).
 */
export async function resolutionFor(rec: RecordContext, types: string[], named: unknown, fecha: string, lock = true): Promise<NumberingResolution | null> {
  const cols = sql`id, number, type, prefix, active, technical_key, start_date::text as start_date, end_date::text as end_date,
    start_range, end_range, next_number`;
  const forUpdate = lock ? sql`for update` : sql``;
  if (typeof named === 'number') {
    return (await sql<NumberingResolution>`select ${cols} from resolutions where tenant_id = ${rec.tenantId} and id = ${named}
      ${forUpdate}`.execute(rec.trx)).rows[0] ?? null;
  }
  // Only the preferred type is picked unnamed (an FE invoice outside contingency never takes a contingency number).
  const automatic = types[0] === CONTINGENCY_RESOLUTION ? types : types.slice(0, 1);
  return (await sql<NumberingResolution>`select ${cols} from resolutions where tenant_id = ${rec.tenantId} and type in (${sql.join(automatic)})
      and active and start_date <= ${fecha}::date and end_date >= ${fecha}::date and next_number <= end_range
    order by type = ${types[0]} desc, end_date, id limit 1 ${forUpdate}`.execute(rec.trx)).rows[0] ?? null;
}

/**
 * Takes the next number of the resolution for a new document of `type` (the one named, else the valid
 * one of that type that ends first): sets data.resolution_id and data.number and moves the counter, in
 * the write's transaction under the resolution's row lock. Refused (on resolution_id) as the
 * NUMBERING_MESSAGES say.
 */
async function takeNumber(rec: RecordContext, type: string, data: Record<string, unknown>): Promise<void> {
  const fecha = String(data.fecha);
  const types = await numberingTypes(rec, type, data.estado_dian === 'DIAN_PENDIENTE');
  const r = await resolutionFor(rec, types, data.resolution_id, fecha);
  const refuse = (m: string) => recordInvalid({ resolution_id: [m] });
  if (!r) throw refuse(NUMBERING_MESSAGES.none);
  if (!r.active) throw refuse(NUMBERING_MESSAGES.inactive);
  if (!types.includes(r.type)) throw refuse(NUMBERING_MESSAGES.otherType);
  if (fecha < r.start_date) throw refuse(NUMBERING_MESSAGES.notYet);
  if (fecha > r.end_date) throw refuse(NUMBERING_MESSAGES.expired);
  if (Number(r.next_number) > Number(r.end_range)) throw refuse(NUMBERING_MESSAGES.exhausted);
  data.resolution_id = r.id;
  data.number = `${r.prefix ?? ''}${r.next_number}`;
  await sql`update resolutions set next_number = next_number + 1 where tenant_id = ${rec.tenantId} and id = ${r.id}`.execute(rec.trx);
}

registerRecordHooks('invoices', {
  async beforeWrite(rec, change) {
    const { data, before } = change;
    if (change.action === 'deleted') return;
    if (change.action === 'updated' && before?.resolution_id != null) {
      const moved = ('number' in data && data.number !== before.number) || ('resolution_id' in data && data.resolution_id !== before.resolution_id);
      if (moved) throw recordInvalid({ number: [NUMBERING_MESSAGES.locked] });
      return;
    }
    const type = String(data.type ?? before?.type ?? 'invoice');
    const plain = !NUMBERED_TYPES.has(type) && (data.resolution_id ?? before?.resolution_id) == null;
    if (change.action === 'updated' || plain) {
      // A plain invoice keeps its typed number, but never one a resolution will hand out.
      if (typeof data.number === 'string' && data.number && await inSomeRange(rec, data.number)) throw recordInvalid({ number: [NUMBERING_MESSAGES.reserved] });
      return;
    }
    await takeNumber(rec, type, data);
  },
});

/**
 * Credit and debit notes are always numbered, from the resolution of type NC or ND, the same gap-free
 * way; a note keeps its number and resolution (number is read-only, resolution_id is locked once set).
 */
for (const [resource, type] of [['credit_notes', 'NC'], ['debit_notes', 'ND']] as const) {
  registerRecordHooks(resource, {
    async beforeWrite(rec, change) {
      const { data, before } = change;
      if (change.action === 'deleted') return;
      if (change.action === 'updated') {
        if ('resolution_id' in data && data.resolution_id !== before?.resolution_id) throw recordInvalid({ resolution_id: [NUMBERING_MESSAGES.locked] });
        return;
      }
      await takeNumber(rec, type, data);
    },
  });
}
