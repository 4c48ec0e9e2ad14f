import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_DATE_MESSAGE, NOT_RESENDABLE_MESSAGE, SENT_INVOICE_DELETE_MESSAGE, SENT_INVOICE_MESSAGE } from '../../src/server/features/dian-send';
import { api, createTestApp, login, setTenantSetting } from '../helpers/app';

// Issue 15 'The send runs from a durable queue written in the invoice's transaction': an FE invoice
// created by someone who can send to the DIAN is queued with it (DIAN_PENDIENTE), never twice; once
// on its way its fiscal fields are locked (a credit or debit note corrects it); 'Enviar a la DIAN'
// queues an unsent invoice, only for users who can send and edit it.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let cliente: number;

beforeAll(async () => {
  t = await createTestApp();
  await setTenantSetting(t.db, 'demo', 'dian_enabled', 'true');
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  cliente = (await admin('GET', 'demo', 'clientes?limit=1&order=id')).json()[0].id;
}, 400_000);
afterAll(() => t?.close());

const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
const body = (extra: Record<string, unknown> = {}) => ({
  cliente_id: cliente, type: 'FE', direccion: 'Carrera 7 # 71-21', fecha: today(), nota: 'primera',
  items: [{ nombre: 'Soporte técnico por hora', cantidad: '2', precio: '95000' }], ...extra,
});
const outbox = async (id: number) => (await sql<{ state: string; requested_by: number | null }>`select state, requested_by
  from dian_outbox where document = 'invoices' and document_id = ${id}`.execute(t.db)).rows;

describe('the DIAN send queue', () => {
  it('queues an FE invoice in its own transaction, once', async () => {
    const res = await admin('POST', 'demo', 'invoices', body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().estado_dian).toBe('DIAN_PENDIENTE');
    const rows = await outbox(res.json().id);
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('pending');
    // Sent now, so issued today (the DIAN's FAD09e): another date is refused on the field.
    const yesterday = new Date(Date.now() - 29 * 3600_000).toISOString().slice(0, 10);
    const late = await admin('POST', 'demo', 'invoices', body({ fecha: yesterday }));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.fecha).toEqual([ISSUE_DATE_MESSAGE]);
    // A plain invoice is not electronic: it stays unsent and unqueued.
    const plain = (await admin('POST', 'demo', 'invoices', body({ type: 'invoice' }))).json();
    expect(plain.estado_dian).toBe('DIAN_NO_ENVIADO');
    expect(await outbox(plain.id)).toHaveLength(0);
    // Asking again for a queued invoice is refused; nothing is queued twice.
    const again = await admin('POST', 'demo', `invoices/${res.json().id}/dian-send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOT_RESENDABLE_MESSAGE);
    expect(await outbox(res.json().id)).toHaveLength(1);
  });

  it('locks a sent invoice\'s fiscal fields, but not its note, and not its unchanged lines', async () => {
    const inv = (await admin('POST', 'demo', 'invoices', body())).json();
    const moved = await admin('PUT', 'demo', `invoices/${inv.id}`, { direccion: 'Otra 1', items: [{ nombre: 'Otra cosa', cantidad: '1', precio: '1' }] });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ direccion: [SENT_INVOICE_MESSAGE], items: [SENT_INVOICE_MESSAGE] });
    // The form sends everything back: the same lines and a new note pass.
    const full = (await admin('GET', 'demo', `invoices/${inv.id}`)).json();
    const noted = await admin('PUT', 'demo', `invoices/${inv.id}`, { ...full, nota: 'segunda', items: full.items });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().nota).toBe('segunda');
    // A sent invoice is annulled by a credit note, never erased (one by one or in bulk).
    const del = await admin('DELETE', 'demo', `invoices/${inv.id}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().message).toBe(SENT_INVOICE_DELETE_MESSAGE);
    expect((await admin('DELETE', 'demo', `invoices?ids[]=${inv.id}`)).statusCode).toBe(409);
    expect((await admin('GET', 'demo', `invoices/${inv.id}`)).statusCode).toBe(200);
  });

  it("'Enviar a la DIAN' queues an unsent invoice for who can send and edit it", async () => {
    const plain = (await admin('POST', 'demo', 'invoices', body({ type: 'POS', number: undefined }))).json();
    expect(plain.estado_dian).toBe('DIAN_NO_ENVIADO');
    // Someone who cannot send to the DIAN (no 'Agregar Facturas') is refused, and nothing is queued.
    const seller = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await seller('POST', 'demo', `invoices/${plain.id}/dian-send`)).statusCode).toBe(403);
    expect(await outbox(plain.id)).toHaveLength(0);
    const sent = await admin('POST', 'demo', `invoices/${plain.id}/dian-send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().estado_dian).toBe('DIAN_PENDIENTE');
    expect((await outbox(plain.id))[0]).toMatchObject({ state: 'pending' });
    expect((await admin('POST', 'demo', 'invoices/999999/dian-send')).statusCode).toBe(404);
    expect((await admin('POST', 'demo', 'invoices/abc/dian-send')).statusCode).toBe(404);
  });

  it('with DIAN sending off for the tenant, nothing is queued and sending is refused', async () => {
    await setTenantSetting(t.db, 'demo', 'dian_enabled', 'false');
    try {
      const off = api(t.app, await login(t.app, 'admin@demo.test'));
      const inv = (await off('POST', 'demo', 'invoices', body())).json();
      expect(await outbox(inv.id)).toHaveLength(0);
      expect((await off('POST', 'demo', `invoices/${inv.id}/dian-send`)).statusCode).toBe(403);
    } finally {
      await setTenantSetting(t.db, 'demo', 'dian_enabled', 'true');
    }
  });
});

describe("the form's DIAN pre-checks", () => {
  it('checks the client, resolution, date, totals and issuer, and previews the number and CUFE', async () => {
    const res = await admin('POST', 'demo', 'invoices/checks/dian', body());
    expect(res.statusCode, res.body).toBe(200);
    const { checks, preview } = res.json() as { checks: { key: string; ok: boolean; detail: string }[]; preview: { label: string; value: string }[] };
    expect(checks.map((c) => [c.key, c.ok])).toEqual([['cliente', true], ['resolucion', true], ['fecha', true], ['totales', true], ['emisor', true]]);
    expect(preview.find((p) => p.label === 'Número')?.value).toMatch(/^FE\d+$/);
    expect(preview.find((p) => p.label === 'CUFE (vista previa)')?.value).toMatch(/^[0-9a-f]{96}$/);
    // What would be refused shows before saving: yesterday's date, no lines.
    const yesterday = new Date(Date.now() - 29 * 3600_000).toISOString().slice(0, 10);
    const bad = (await admin('POST', 'demo', 'invoices/checks/dian', body({ fecha: yesterday, items: [] }))).json();
    expect(bad.checks.filter((c: { ok: boolean }) => !c.ok).map((c: { key: string }) => c.key)).toEqual(['fecha', 'totales']);
    expect(bad.preview.some((p: { label: string }) => p.label.startsWith('CUFE'))).toBe(false);
    // Nonsense is answered, never a 500.
    for (const junk of [{ fecha: 'mañana', cliente_id: 'x', resolution_id: [], items: 'nada' }, [1, 2], { items: [{ cantidad: 'abc' }] }]) {
      const r = await admin('POST', 'demo', 'invoices/checks/dian', junk);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().checks.some((c: { ok: boolean }) => !c.ok)).toBe(true);
    }
    // Only for who can send to the DIAN.
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('POST', 'demo', 'invoices/checks/dian', body())).statusCode).toBe(403);
  });

  it('reads the client and the invoice through the row scope: another client shows nothing of itself', async () => {
    const perms = ((await admin('GET', 'demo', `permissions?whereIn[name]=${['Ver Facturas', 'Agregar Facturas', 'Editar Facturas', 'Ver Clientes', 'Agregar Clientes'].map(encodeURIComponent).join(',')}`))
      .json() as { id: number }[]).map((p) => p.id);
    const role = await admin('POST', 'demo', 'roles', { name: 'Facturador de su cartera', row_scopes: { clientes: 'own', invoices: 'own' }, permissions: perms });
    expect(role.statusCode, role.body).toBe(201);
    const user = await admin('POST', 'demo', 'users', {
      full_name: 'Facturadora', email: 'factura@demo.test', documento: '92345678', password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id],
    });
    expect(user.statusCode, user.body).toBe(201);
    const seller = api(t.app, await login(t.app, 'factura@demo.test'));
    // Someone else's client and invoice: as if no client were chosen and no invoice stored.
    const other = (await admin('GET', 'demo', `clientes/${cliente}`)).json();
    expect((await seller('GET', 'demo', `clientes/${cliente}`)).statusCode).toBe(404);
    const theirs = (await admin('POST', 'demo', 'invoices', body())).json();
    const res = await seller('POST', 'demo', 'invoices/checks/dian', { ...body(), id: theirs.id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { checks: { key: string; ok: boolean; detail: string }[]; preview: { label: string; value: string }[] };
    expect(answer.checks.find((c) => c.key === 'cliente')).toMatchObject({ ok: false, detail: 'Elige el cliente de la factura.' });
    expect(res.body).not.toContain(String(other.document).split('-')[0]);
    expect(res.body).not.toContain(theirs.number);
    expect(res.body).not.toContain(String(theirs.codigo_dian ?? 'no key'));
    expect(answer.preview.some((p) => p.label.startsWith('CUFE'))).toBe(false);
    // Its own client is checked as usual.
    const mine = await seller('POST', 'demo', 'clientes', {
      nombres: 'Cliente Propio S.A.S.', tipo_documento: '31', document: '900373115-3', email: 'propio@demo.test', direccion: 'Calle 10 # 5-20',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const own = (await seller('POST', 'demo', 'invoices/checks/dian', { ...body(), cliente_id: mine.json().id })).json();
    expect(own.checks.find((c: { key: string }) => c.key === 'cliente')).toMatchObject({ ok: true });
  });
});
