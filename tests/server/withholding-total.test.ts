import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dianXml } from '../../src/core/dian/ubl';
import { invoiceDocument } from '../../src/server/dian/document';
import { systemActor, withRecordsRead } from '../../src/server/records';
import { api, createTestApp, login } from '../helpers/app';

// Issue 15: a line with a withholding (ReteFuente, ReteICA …) is not charged it: the invoice's stored
// total — shown, owed in /cartera, paid by receipts — is the DIAN document's PayableAmount.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  tenantId = (await sql<{ id: number }>`select id from tenants where name = 'demo'`.execute(t.db)).rows[0].id;
}, 400_000);
afterAll(() => t?.close());

describe('an invoice line with withholdings', () => {
  it('stores the total without them, and the DIAN document pays exactly that total', async () => {
    const taxes: { id: number; type: string; rate: string }[] = (await admin('GET', 'demo', 'taxes?limit=100')).json();
    const id = (type: string, rate?: string) => taxes.find((x) => x.type === type && (!rate || Number(x.rate) === Number(rate)))!.id;
    const cliente = (await admin('GET', 'demo', 'clientes?limit=1&order=id')).json()[0].id;
    const res = await admin('POST', 'demo', 'invoices', {
      cliente_id: cliente, direccion: 'Carrera 7 # 71-21', type: 'FE',
      items: [{ nombre: 'Soporte técnico por hora', cantidad: '3', precio: '95000', taxes: [id('IVA', '19'), id('RETEFUENTE'), id('RETEICA')] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    // 285 000 + IVA 19 % (54 150); ReteFuente 2,5 % (7 125) and ReteICA (2 753,10) are withheld, not charged.
    expect(res.json()).toMatchObject({ total: '339150.00', debt: '339150.00' });
    expect(res.json().items[0]).toMatchObject({ impuestos: '54150.00', total: '339150.00' });
    const out = await withRecordsRead(t.db, systemActor(tenantId), async (rec) => dianXml(await invoiceDocument(rec, res.json().id)));
    expect(out.totals.withholdingTotals.map((w) => [w.tributo, w.amount])).toEqual([['06', '7125.00'], ['07', '2753.10']]);
    expect(out.totals.payable).toBe('339150.00');
  });
});
