// Credit and debit notes go to the DIAN like invoices (issue 15): a note of an invoice the DIAN
// accepted, written by someone who can send, is queued in its own transaction and sent with its CUDE
// (core/dian noteOf: the invoice's parties and software, BillingReference to the invoice's CUFE).
import { sql } from 'kysely';
import { DianDocumentError, noteOf } from '../../../core/dian/ubl';
import { todayDefault } from '../../../core/resource';
import { dianLines, invoiceDocument } from '../../dian/document';
import { recordInvalid, registerRecordHooks, type RecordContext } from '../../records';
import { fiscalLock } from './fiscal-lock';
import { registerDianDocument } from './gateway';
import { ISSUE_DATE_MESSAGE } from './hooks';
import { enqueue } from './outbox';
import { kickDianQueues } from './worker';

type Row = Record<string, unknown>;

/** Once on its way to the DIAN, a note is a fiscal document like its invoice: these fields never change. */
export const NOTE_FISCAL_FIELDS = ['number', 'invoice_id', 'cliente_id', 'fecha', 'concepto', 'descripcion', 'resolution_id', 'items', 'total'];
export const SENT_NOTE_MESSAGE = 'La nota ya fue enviada a la DIAN: no se puede modificar. Corrige la factura con otra nota crédito o débito.';
export const SENT_NOTE_DELETE_MESSAGE = 'La nota ya fue enviada a la DIAN: no se puede eliminar. Corrige la factura con otra nota crédito o débito.';

const NOTES = {
  credit_notes: { kind: 'credit' as const, items: 'credit_note_items', parent: 'credit_note_id' },
  debit_notes: { kind: 'debit' as const, items: 'debit_note_items', parent: 'debit_note_id' },
};

async function noteDocument(rec: RecordContext, document: keyof typeof NOTES, id: number) {
  const n = NOTES[document];
  const note = (await sql<Row>`select number, invoice_id, fecha::text as fecha, concepto, descripcion,
      to_char(created_at at time zone 'America/Bogota', 'HH24:MI:SS') as hora
    from ${sql.table(document)} where tenant_id = ${rec.tenantId} and id = ${id}`.execute(rec.trx)).rows[0];
  if (!note) throw new DianDocumentError('La nota no existe.');
  const invoice = (await sql<{ codigo_dian: string | null }>`select codigo_dian from invoices where tenant_id = ${rec.tenantId}
    and id = ${note.invoice_id as number}`.execute(rec.trx)).rows[0];
  if (!invoice?.codigo_dian) throw new DianDocumentError('La factura de la nota no tiene CUFE: debe enviarse primero a la DIAN.');
  const items = (await sql<Row>`select i.nombre, i.cantidad, i.precio, i.descuento, i.taxes, p.referencia from ${sql.table(n.items)} i
      left join productos p on p.tenant_id = i.tenant_id and p.id = i.producto_id
      where i.tenant_id = ${rec.tenantId} and ${sql.ref(`i.${n.parent}`)} = ${id} order by i.position, i.id`.execute(rec.trx)).rows;
  return noteOf(await invoiceDocument(rec, note.invoice_id as number), {
    kind: n.kind, number: String(note.number ?? ''), issueDate: String(note.fecha), issueTime: `${String(note.hora)}-05:00`,
    concept: { code: String(note.concepto), description: String(note.descripcion ?? '') || undefined },
    invoiceCufe: invoice.codigo_dian, lines: dianLines(items),
  });
}

for (const document of Object.keys(NOTES) as (keyof typeof NOTES)[]) {
  registerDianDocument(document, (rec, id) => noteDocument(rec, document, id));
  const locked = fiscalLock({ fields: NOTE_FISCAL_FIELDS, money: ['total'], items: { table: NOTES[document].items, parentKey: NOTES[document].parent }, message: SENT_NOTE_MESSAGE, deleteMessage: SENT_NOTE_DELETE_MESSAGE });
  registerRecordHooks(document, {
    async prepare(rec, change) {
      if (change.action !== 'created' || !rec.principal.canSendToDian || typeof change.data.invoice_id !== 'number') return;
      const inv = (await sql<{ estado_dian: string | null }>`select estado_dian from invoices where tenant_id = ${rec.tenantId}
        and id = ${change.data.invoice_id}`.execute(rec.trx)).rows[0];
      // A note corrects an electronic invoice the DIAN holds; it follows it there.
      if (inv?.estado_dian === 'DIAN_ACEPTADO') change.data.estado_dian = 'DIAN_PENDIENTE';
    },
    async beforeWrite(rec, change) {
      await locked(rec, change);
      if (change.action === 'created' && change.data.estado_dian === 'DIAN_PENDIENTE' && String(change.data.fecha).slice(0, 10) !== todayDefault({ now: new Date() })) {
        throw recordInvalid({ fecha: [ISSUE_DATE_MESSAGE] });
      }
    },
    async afterWrite(rec, change) {
      if (change.action !== 'created' || change.data.estado_dian !== 'DIAN_PENDIENTE' || change.id == null) return;
      if (await enqueue(rec, document, change.id)) rec.onCommit(kickDianQueues);
    },
  });
}
