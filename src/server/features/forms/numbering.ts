// A form response's number (spec 02 §3 Form: prefix, current_number, use_global_sequence): the next
// number of its form's sequence — or of the tenant's sequence shared by the forms that use it — with
// the form's prefix. Taken in beforeWrite, inside the response's transaction, with the form rows
// locked: two responses at once never share a number, and a write that fails burns none.
import { sql } from 'kysely';
import { forms } from '../../../core/resources/forms';
import { registerRecordHooks } from '../../records';

registerRecordHooks('form-responses', {
  async beforeWrite(rec, change) {
    if (change.action !== 'created') return;
    const formId = Number(change.data.form_id);
    const base = rec.base(forms);
    const form = (await sql<{ prefix: string | null; use_global_sequence: boolean }>`
      select prefix, use_global_sequence from forms where ${base} and id = ${formId} for update`.execute(rec.trx)).rows[0];
    if (!form) return; // checkReferences already refused a form the writer cannot reach
    // A shared sequence: lock every form on it (in id order, so concurrent writers queue, never deadlock).
    const rows = form.use_global_sequence
      ? (await sql<{ current_number: number }>`select current_number from forms where ${base} and use_global_sequence
          order by id for update`.execute(rec.trx)).rows
      : (await sql<{ current_number: number }>`select current_number from forms where ${base} and id = ${formId}`.execute(rec.trx)).rows;
    const next = Math.max(0, ...rows.map((r) => Number(r.current_number ?? 0))) + 1;
    await sql`update forms set current_number = ${next} where ${base} and id = ${formId}`.execute(rec.trx);
    change.data.number = `${form.prefix ?? ''}${next}`;
  },
});
