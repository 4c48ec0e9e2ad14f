import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTenantSetting } from '../helpers/app';
import { colombiaToday, startDianTestApp, type DianTestApp } from '../helpers/dian';

// Issue 15 'DIAN electronic invoicing': an FE invoice goes through the durable queue — built as UBL
// 2.1, signed with the tenant's certificate, sent over SOAP to the local DIAN simulator (which checks
// signature, CUFE, resolution, NIT, name and dates) — and its estado_dian moves to DIAN_ACEPTADO with
// the CUFE; a rejection carries the rule code and the fix to its author; an unreachable DIAN is retried
// later; a document is never sent twice.

let d: DianTestApp;
let admin: DianTestApp['admin'];
let cliente: number;
let accepted: { id: number; number: string };

beforeAll(async () => { d = await startDianTestApp(); ({ admin, cliente } = d); }, 400_000);
afterAll(async () => { await d?.close(); });

const newInvoice = async () => {
  const res = await admin('POST', 'demo', 'invoices', {
    cliente_id: cliente, type: 'FE', direccion: 'Carrera 7 # 71-21', fecha: colombiaToday(),
    items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string };
};
const settle = () => d.settle();
const read = async (id: number) => (await admin('GET', 'demo', `invoices/${id}`)).json();
const job = async (id: number) => (await sql<{ state: string; attempts: number; last_error: string | null; document_key: string | null }>`
  select state, attempts, last_error, document_key from dian_outbox where document = 'invoices' and document_id = ${id}`.execute(d.t.db)).rows[0];

describe('the DIAN send queue against the simulator', () => {
  it('an FE invoice is signed, sent and accepted; its CUFE is stored and recomputes', async () => {
    const inv = await newInvoice();
    await settle();
    const got = await read(inv.id);
    expect(got.estado_dian).toBe('DIAN_ACEPTADO');
    expect(got.codigo_dian).toMatch(/^[0-9a-f]{96}$/);
    expect(got.dian_respuesta).toMatch(/Procesado Correctamente/);
    expect(await job(inv.id)).toMatchObject({ state: 'accepted', attempts: 1, document_key: got.codigo_dian });
    expect(d.sim.answers.get(got.codigo_dian)?.accepted).toBe(true);
    // The simulator recomputed that CUFE from the signed document's own fields (else FAD06).
    expect(d.sim.answers.get(got.codigo_dian)!.documentKey).toBe(got.codigo_dian);
    // Accepted: its fiscal fields are locked from now on.
    expect((await admin('PUT', 'demo', `invoices/${inv.id}`, { direccion: 'Otra' })).statusCode).toBe(422);
    accepted = inv;
  });

  it("a credit note of the accepted invoice follows it to the DIAN with its CUDE", async () => {
    const res = await admin('POST', 'demo', 'credit_notes', {
      invoice_id: accepted.id, concepto: '1', descripcion: 'Devolución de una hora de soporte.', fecha: colombiaToday(),
      items: [{ nombre: 'Soporte técnico por hora', cantidad: '1', precio: '95000' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().estado_dian).toBe('DIAN_PENDIENTE');
    await settle();
    const note = (await admin('GET', 'demo', `credit_notes/${res.json().id}`)).json();
    expect(note.estado_dian, note.dian_respuesta).toBe('DIAN_ACEPTADO');
    expect(note.codigo_dian).toMatch(/^[0-9a-f]{96}$/);
    expect(note.codigo_dian).not.toBe((await read(accepted.id)).codigo_dian);
  });

  it('a rejection reaches the author with the rule code and the fix; corrected, it is sent again and accepted', async () => {
    const stored = (await sql<{ value: string }>`select value from settings where key = 'dian_razon_social'
      and tenant_id = (select id from tenants where name = 'demo')`.execute(d.t.db)).rows[0].value;
    await setTenantSetting(d.t.db, 'demo', 'dian_razon_social', 'Otra Razón Social S.A.S.');
    const inv = await newInvoice();
    await settle();
    const got = await read(inv.id);
    expect(got.estado_dian).toBe('DIAN_RECHAZADO');
    expect(got.dian_respuesta).toMatch(/FAJ43b — .*Corrección: La razón social del emisor/);
    const note = (await sql<{ titulo: string; data: { invoice_id: number } }>`select titulo, data from notifications
      where data->>'invoice_id' = ${String(inv.id)}`.execute(d.t.db)).rows;
    expect(note).toEqual([{ titulo: `La DIAN rechazó ${inv.number}`, data: { invoice_id: inv.id } }]);
    // Rejected documents may be corrected: the lock is off.
    await setTenantSetting(d.t.db, 'demo', 'dian_razon_social', stored);
    const again = await admin('POST', 'demo', `invoices/${inv.id}/dian-send`);
    expect(again.statusCode, again.body).toBe(200);
    await settle();
    expect((await read(inv.id)).estado_dian).toBe('DIAN_ACEPTADO');
  });

  it('an unreachable DIAN is retried later, never lost; a document whose outcome is unknown is asked for, not resent', async () => {
    await setTenantSetting(d.t.db, 'demo', 'dian_endpoint', 'http://127.0.0.1:9/WcfDianCustomerServices.svc');
    const inv = await newInvoice();
    await settle();
    const waiting = await job(inv.id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting.last_error).toBeTruthy();
    expect((await read(inv.id)).estado_dian).toBe('DIAN_ENVIADO');
    // The DIAN is back: the retry (due now) sends the same signed document, and it is accepted.
    await setTenantSetting(d.t.db, 'demo', 'dian_endpoint', null);
    await sql`update dian_outbox set next_attempt_at = now() where document = 'invoices' and document_id = ${inv.id}`.execute(d.t.db);
    await settle();
    const sent = await read(inv.id);
    expect(sent.estado_dian).toBe('DIAN_ACEPTADO');
    expect(sent.codigo_dian).toBe(waiting.document_key);
    // A process that died mid-send leaves a stale 'sending' row: the retry asks the DIAN first and
    // takes its answer; the document is not received a second time.
    const received = d.sim.received();
    await sql`update dian_outbox set state = 'sending', updated_at = now() - interval '1 hour' where document = 'invoices' and document_id = ${inv.id}`.execute(d.t.db);
    await settle();
    expect(d.sim.received()).toBe(received);
    expect(await job(inv.id)).toMatchObject({ state: 'accepted' });
  });

  it('a tenant without a certificate gets the reason at once, not six retries', async () => {
    // The last test of the file: the demo's certificate is not restored.
    await setTenantSetting(d.t.db, 'demo', 'dian_certificate', null);
    const inv = await newInvoice();
    await settle();
    expect(await job(inv.id)).toMatchObject({ state: 'failed', attempts: 1 });
    const got = await read(inv.id);
    expect(got.estado_dian).toBe('DIAN_NO_ENVIADO');
    expect(got.dian_respuesta).toMatch(/^No se pudo enviar a la DIAN: .*certificado/);
  });
});
