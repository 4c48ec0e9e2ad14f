import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENT_NOTE_DELETE_MESSAGE, SENT_NOTE_MESSAGE } from '../../src/server/features/dian-send';
import { api, createTestApp, login } from '../helpers/app';

// Issue 15: a credit or debit note on its way to the DIAN (DIAN_PENDIENTE), sent or accepted is a fiscal
// document like its invoice: its fiscal fields refuse changes with a 422 on each field; the whole record
// sent back unchanged passes; a note the DIAN rejected may be corrected.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let cliente: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  cliente = (await admin('GET', 'demo', 'clientes?limit=1&order=id')).json()[0].id;
}, 400_000);
afterAll(() => t?.close());

const line = (precio: string) => ({ nombre: 'Ajuste', cantidad: '1', precio });
async function note(resource: 'credit_notes' | 'debit_notes', estado: string) {
  const inv = await admin('POST', 'demo', 'invoices', {
    cliente_id: cliente, direccion: 'Carrera 7 # 71-21', items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }],
  });
  expect(inv.statusCode, inv.body).toBe(201);
  const res = await admin('POST', 'demo', resource, { invoice_id: inv.json().id, concepto: '1', descripcion: 'Primera', items: [line('10000')] });
  expect(res.statusCode, res.body).toBe(201);
  // The send queue moves estado_dian; here it is set as the worker would have left it.
  await sql`update ${sql.table(resource)} set estado_dian = ${estado} where id = ${res.json().id}`.execute(t.db);
  return res.json().id as number;
}

describe('a note sent to the DIAN', () => {
  for (const resource of ['credit_notes', 'debit_notes'] as const) {
    for (const estado of ['DIAN_PENDIENTE', 'DIAN_ENVIADO', 'DIAN_ACEPTADO']) {
      it(`${resource} ${estado}: refuses changes to its fiscal fields, passes the record sent back unchanged`, async () => {
        const id = await note(resource, estado);
        const moved = await admin('PUT', 'demo', `${resource}/${id}`, {
          concepto: '3', descripcion: 'Otra', fecha: '2026-01-02', items: [line('20000')],
        });
        expect(moved.statusCode, moved.body).toBe(422);
        // The total follows the lines, so it is refused with them.
        expect(moved.json().errors).toEqual({
          concepto: [SENT_NOTE_MESSAGE], descripcion: [SENT_NOTE_MESSAGE], fecha: [SENT_NOTE_MESSAGE], items: [SENT_NOTE_MESSAGE], total: [SENT_NOTE_MESSAGE],
        });
        const stored = (await admin('GET', 'demo', `${resource}/${id}`)).json();
        expect(stored).toMatchObject({ concepto: '1', descripcion: 'Primera', total: '10000.00' });
        // The form sends everything back: nothing changed, nothing refused.
        const same = await admin('PUT', 'demo', `${resource}/${id}`, { ...stored, items: stored.items });
        expect(same.statusCode, same.body).toBe(200);
        // Nor is it erased, one by one or in bulk.
        const del = await admin('DELETE', 'demo', `${resource}/${id}`);
        expect(del.statusCode, del.body).toBe(409);
        expect(del.json().message).toBe(SENT_NOTE_DELETE_MESSAGE);
        expect((await admin('DELETE', 'demo', `${resource}?ids[]=${id}`)).statusCode).toBe(409);
        expect((await admin('GET', 'demo', `${resource}/${id}`)).statusCode).toBe(200);
      });
    }
  }

  it('a note not sent, or rejected by the DIAN, may still be corrected', async () => {
    for (const estado of ['DIAN_NO_ENVIADO', 'DIAN_RECHAZADO']) {
      const id = await note('credit_notes', estado);
      const res = await admin('PUT', 'demo', `credit_notes/${id}`, { descripcion: 'Corregida', items: [line('20000')] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ descripcion: 'Corregida', total: '20000.00' });
    }
  });
});
