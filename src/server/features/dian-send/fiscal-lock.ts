// What may change once a document went to the DIAN (issue 15): an invoice or a credit/debit note that is
// on its way (DIAN_PENDIENTE), sent or accepted is a fiscal document, so its fiscal fields refuse any
// change with a 422 on each field touched. A form sends the whole record back, so values (and lines)
// equal to the stored ones pass; only real changes are refused. A rejected document (DIAN_RECHAZADO)
// is corrected and sent again, so it is not locked. The invoices' lock is in hooks.ts, the notes' in
// notes.ts; both use these.
import { sql } from 'kysely';
import { D, parseDecimal } from '../../../core/money';
import { recordConflict, recordInvalid, type RecordChange, type RecordContext } from '../../records';

/** The DIAN states in which a document's fiscal fields are locked. */
export const DIAN_LOCKED = ['DIAN_PENDIENTE', 'DIAN_ENVIADO', 'DIAN_ACEPTADO'];

type Row = Record<string, unknown>;
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);
/** Two stored/sent values are the same (a Date and its 'YYYY-MM-DD' text are). */
export const same = (a: unknown, b: unknown) => JSON.stringify(dateText(a) ?? null) === JSON.stringify(dateText(b) ?? null);

const num = (v: unknown) => (parseDecimal(v) ?? new D(0)).toFixed(4);
/** What makes two lines the same fiscally: product, description, quantity, price, discount, tax rates. */
export const lineKey = (l: Row) => JSON.stringify([l.producto_id ?? null, String(l.nombre ?? ''), num(l.cantidad), num(l.precio), num(l.descuento),
  (Array.isArray(l.taxes) ? l.taxes : []).map((t: Row) => [t.tax_id, num(t.tax_value), t.tax_mode])]);

/** Whether the lines sent differ from the document's stored ones (`table` rows whose `parentKey` is the id). */
export const linesChangedIn = (table: string, parentKey: string) => async (rec: RecordContext, id: number, sent: unknown): Promise<boolean> => {
  if (!Array.isArray(sent)) return false;
  const stored = (await sql<Row>`select producto_id, nombre, cantidad, precio, descuento, taxes from ${sql.table(table)}
    where tenant_id = ${rec.tenantId} and ${sql.ref(parentKey)} = ${id} order by position, id`.execute(rec.trx)).rows;
  return JSON.stringify(stored.map(lineKey)) !== JSON.stringify((sent as Row[]).map(lineKey));
};

export interface FiscalLock {
  /** Fields that never change once sent; 'items' is compared line by line, money fields as decimals. */
  fields: string[];
  /** The document's line table and its column pointing at the document. */
  items: { table: string; parentKey: string };
  /** Fields compared as amounts ('50000' and '50000.00' are the same). */
  money?: string[];
  /** The 422 each touched field answers. */
  message: string;
  /** The 409 a delete answers: a document the DIAN holds (or is about to) is annulled by a note, never erased. */
  deleteMessage: string;
}

/** A beforeWrite check: refuses deleting a sent document, and an update that changes any of its fiscal fields. */
export function fiscalLock(lock: FiscalLock) {
  const linesChanged = linesChangedIn(lock.items.table, lock.items.parentKey);
  const money = new Set(lock.money ?? []);
  return async (rec: RecordContext, change: RecordChange): Promise<void> => {
    if (!change.before || !DIAN_LOCKED.includes(String(change.before.estado_dian))) return;
    if (change.action === 'deleted') throw recordConflict(lock.deleteMessage);
    if (change.action !== 'updated') return;
    const before = change.before;
    const touched = lock.fields.filter((f) => f in change.data && f !== 'items' && (money.has(f)
      ? !(parseDecimal(change.data[f]) ?? new D(0)).eq(parseDecimal(before[f]) ?? new D(0))
      : !same(change.data[f], before[f])));
    if (lock.fields.includes('items') && 'items' in change.data && await linesChanged(rec, change.id!, change.data.items)) touched.push('items');
    if (touched.length) throw recordInvalid(Object.fromEntries(touched.map((f) => [f, [lock.message]])));
  };
}
