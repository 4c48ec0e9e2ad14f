import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTINGENCY_NOTICE, CONTINGENCY_RETRY_SECONDS, CONTINGENCY_WAITING, MAX_ATTEMPTS } from '../../src/server/features/dian-send/worker';
import { setTenantSetting } from '../helpers/app';
import { colombiaToday as today, startDianTestApp, type DianTestApp } from '../helpers/dian';

// Issue 15 'contingency when the DIAN is down (InvoiceTypeCode 03 numbering, sent later)': the DIAN
// unreachable on a document's retry puts the tenant in contingency; FE invoices are then numbered from
// the contingency resolution and written as InvoiceTypeCode 03, nothing is given up while it lasts, and
// the DIAN's first answer ends it and sends everything that waited — accepted by the simulator.

let d: DianTestApp;
const DOWN = 'http://127.0.0.1:9/WcfDianCustomerServices.svc';

beforeAll(async () => { d = await startDianTestApp({ pollMs: 600_000 }); }, 400_000);
afterAll(async () => { await d?.close(); });

const body = () => ({
  cliente_id: d.cliente, type: 'FE', direccion: 'Carrera 7 # 71-21', fecha: today(),
  items: [{ nombre: 'Soporte técnico por hora', cantidad: '1', precio: '95000' }],
});
const newInvoice = async () => {
  const res = await d.admin('POST', 'demo', 'invoices', body());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string; resolution_id: number };
};
const settle = () => d.settle();
const read = async (id: number) => (await d.admin('GET', 'demo', `invoices/${id}`)).json();
const job = async (id: number) => (await sql<{ state: string; attempts: number; xml: string | null; wait: number }>`
  select state, attempts, xml, extract(epoch from next_attempt_at - now())::int as wait from dian_outbox
  where document = 'invoices' and document_id = ${id}`.execute(d.t.db)).rows[0];
const due = (id: number) => sql`update dian_outbox set next_attempt_at = now() where document = 'invoices' and document_id = ${id}`.execute(d.t.db);
const contingency = async () => (await sql<{ value: string }>`select value from settings where key = 'dian_contingencia'
  and tenant_id = (select id from tenants where name = 'demo')`.execute(d.t.db)).rows[0]?.value ?? null;
const resolutionType = async (id: number) => (await d.admin('GET', 'demo', `proxy_resolutions/${id}`)).json().type;

describe('contingency invoicing while the DIAN does not answer', () => {
  let waiting: { id: number; number: string };
  let issued: { id: number; number: string; resolution_id: number };

  it('one failed send is only retried; the failed retry puts the tenant in contingency and says so', async () => {
    await setTenantSetting(d.t.db, 'demo', 'dian_endpoint', DOWN);
    waiting = await newInvoice();
    expect(waiting.number).toMatch(/^FE\d+$/);
    await settle();
    expect(await job(waiting.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await contingency()).not.toBe('true');
    await due(waiting.id);
    await settle();
    expect(await job(waiting.id)).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await contingency()).toBe('true');
    const notes = (await sql<{ titulo: string; mensaje: string }>`select titulo, mensaje from notifications
      where data->>'invoice_id' = ${String(waiting.id)}`.execute(d.t.db)).rows;
    expect(notes).toHaveLength(1);
    expect(notes[0].titulo).toBe('La DIAN no responde');
    expect(notes[0].mensaje).toContain(CONTINGENCY_NOTICE);
  });

  it('in contingency, an FE invoice is numbered from the contingency resolution and signed as InvoiceTypeCode 03', async () => {
    const checks = (await d.admin('POST', 'demo', 'invoices/checks/dian', body())).json();
    expect(checks.checks.find((c: { key: string }) => c.key === 'resolucion').detail).toMatch(/^En contingencia \(la DIAN no responde\): Resolución 18764000009012/);
    issued = await newInvoice();
    expect(issued.number).toMatch(/^FC\d+$/);
    expect(await resolutionType(issued.resolution_id)).toBe('CONTINGENCIA');
    await settle();
    const queued = await job(issued.id);
    expect(queued).toMatchObject({ state: 'pending', attempts: 1 });
    // Built and signed at once (issued today, signed today), sent when the DIAN is back.
    expect(queued.xml).toContain('<cbc:InvoiceTypeCode>03</cbc:InvoiceTypeCode>');
    expect(queued.xml).toContain(`<cbc:ID>${issued.number}</cbc:ID>`);
    expect(await read(issued.id)).toMatchObject({ estado_dian: 'DIAN_ENVIADO', dian_respuesta: CONTINGENCY_WAITING });
  });

  it('nothing is given up while the DIAN is away, and the retries come at least every half hour', async () => {
    await sql`update dian_outbox set attempts = ${MAX_ATTEMPTS} where document = 'invoices' and document_id = ${waiting.id}`.execute(d.t.db);
    await due(waiting.id);
    await settle();
    const still = await job(waiting.id);
    expect(still).toMatchObject({ state: 'pending', attempts: MAX_ATTEMPTS + 1 });
    expect(still.wait).toBeLessThanOrEqual(CONTINGENCY_RETRY_SECONDS);
    expect(still.wait).toBeGreaterThan(CONTINGENCY_RETRY_SECONDS - 60);
    expect(await read(waiting.id)).toMatchObject({ estado_dian: 'DIAN_ENVIADO', dian_respuesta: CONTINGENCY_WAITING });
    // Said once, not on every retry.
    const said = (await sql<{ n: number }>`select count(*)::int as n from revisions where resource = 'invoices'
      and record_id = ${waiting.id} and after->>'dian_respuesta' = ${CONTINGENCY_WAITING}`.execute(d.t.db)).rows[0]?.n;
    expect(said).toBe(1);
  });

  it("the DIAN's first answer ends contingency and sends what waited; both are accepted", async () => {
    await setTenantSetting(d.t.db, 'demo', 'dian_endpoint', null);
    await due(waiting.id); // the contingency invoice's own retry is still minutes away: the first answer brings it forward
    await settle();
    expect(await contingency()).toBe('false');
    for (const inv of [waiting, issued]) {
      const got = await read(inv.id);
      expect(got.estado_dian, `${inv.number}: ${got.dian_respuesta}`).toBe('DIAN_ACEPTADO');
      expect(d.sim.answers.get(got.codigo_dian)?.accepted).toBe(true);
    }
    // Back to normal numbering.
    expect((await newInvoice()).number).toMatch(/^FE\d+$/);
  });

  it('in contingency without a contingency range, FE invoices keep their FE numbers and still wait for the DIAN', async () => {
    await setTenantSetting(d.t.db, 'demo', 'dian_contingencia', 'true');
    await sql`update resolutions set active = false where type = 'CONTINGENCIA'`.execute(d.t.db);
    const inv = await newInvoice();
    expect(inv.number).toMatch(/^FE\d+$/);
    expect(await resolutionType(inv.resolution_id)).toBe('FE');
    await sql`update resolutions set active = true where type = 'CONTINGENCIA'`.execute(d.t.db);
    await setTenantSetting(d.t.db, 'demo', 'dian_contingencia', null);
  });
});
