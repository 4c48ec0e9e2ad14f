// Contingency invoicing (issue 15; Anexo Técnico 1.9 InvoiceTypeCode 03): while the DIAN does not
// answer, the tenant is 'in contingency' (the setting dian_contingencia, switched on by the send queue
// after repeated failures to reach the DIAN, or by hand) and the FE invoices it sends are numbered from
// its contingency resolution (type CONTINGENCIA), carry InvoiceTypeCode 03 and wait in the queue; the
// first answer from the DIAN switches it off and sends them. The state is one settings row, written
// through the record pipeline, so /admin/settings shows it, revisions keep who changed it, and the
// tenant cache is refreshed (cache-hooks.ts).
import { sql } from 'kysely';
import { parseSetting, settings } from '../../../core/resources/settings';
import type { RecordContext } from '../../records';

export const CONTINGENCY_SETTING = 'dian_contingencia';

/** Is the tenant of `rec` issuing in contingency? */
export async function inDianContingency(rec: RecordContext): Promise<boolean> {
  const row = (await sql<{ value: string | null }>`select value from settings where tenant_id = ${rec.tenantId}
    and key = ${CONTINGENCY_SETTING}`.execute(rec.trx)).rows[0];
  return parseSetting(CONTINGENCY_SETTING, row?.value) === true;
}

/** Switches contingency on or off (a trusted pipeline write). True when the state changed. */
export async function setDianContingency(rec: RecordContext, on: boolean): Promise<boolean> {
  const row = (await sql<{ id: number; value: string | null }>`select id, value from settings where tenant_id = ${rec.tenantId}
    and key = ${CONTINGENCY_SETTING} for update`.execute(rec.trx)).rows[0];
  if ((parseSetting(CONTINGENCY_SETTING, row?.value) === true) === on) return false;
  if (row) await rec.update(settings, row.id, { value: String(on) }, { trusted: true });
  else await rec.create(settings, { key: CONTINGENCY_SETTING, value: String(on) }, { trusted: true });
  return true;
}
