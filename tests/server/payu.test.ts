import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSign, PAYU_SANDBOX, requestSignature, responseSignature } from '../../src/core/payu';
import { api, createTestApp, login, setTenantSetting } from '../helpers/app';

// PayU WebCheckout on the server (spec 02 §7, 03 §7.5; reference §5): the signed payload of an order,
// who may ask for it, the response page's check, and the confirmation webhook — sign checked,
// idempotent on transaction_id, the order paid only on state_pol 4.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let clienteId: number;
const apiKey = PAYU_SANDBOX.apiKey;

const permissionIds = async (names: string[]) =>
  ((await admin('GET', 'demo', `permissions?whereIn[name]=${names.map(encodeURIComponent).join(',')}`)).json() as { id: number }[]).map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  clienteId = (await admin('GET', 'demo', 'clientes?limit=1')).json()[0].id;
}, 120_000);
afterAll(() => t?.close());

async function order(precio = '120000', extra: Record<string, unknown> = {}, as = admin) {
  const res = await as('POST', 'demo', 'pedidos', {
    cliente_id: clienteId, fecha_pedido: '2026-11-20', direccion_envio: 'Calle 1 # 2-3',
    items: [{ nombre: 'Servicio', cantidad: '1', precio }], ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, any>;
}

const payload = async (id: number, as = admin) => {
  const res = await as('GET', 'demo', `pedidos/${id}/payu-payload`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payload: Record<string, string>; url: string };
};

/** What PayU posts to the confirmation URL, signed with the tenant's key unless `sign` is given. */
function confirmation(p: Record<string, string>, o: { state?: string; tx?: string; value?: string; sign?: string } = {}) {
  const state = o.state ?? '4';
  const value = o.value ?? Number(p.amount).toFixed(2);
  const fields: Record<string, string> = {
    merchant_id: p.merchantId, state_pol: state, response_code_pol: state === '4' ? '1' : '5', reference_sale: p.referenceCode,
    reference_pol: '84512345', transaction_id: o.tx ?? crypto.randomUUID(), value, currency: p.currency, payment_method_name: 'VISA',
    email_buyer: p.buyerEmail,
  };
  fields.sign = o.sign ?? confirmationSign({ apiKey, merchantId: fields.merchant_id, referenceCode: fields.reference_sale, value, currency: fields.currency, state })!;
  return fields;
}

const post = (fields: Record<string, string>, tenant = 'demo') => t.app.inject({
  method: 'POST', url: `/${tenant}/api/payu/confirmation`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const read = async (id: number) => (await admin('GET', 'demo', `pedidos/${id}`)).json() as Record<string, any>;

describe('GET pedidos/{id}/payu-payload', () => {
  it('is the signed form for the pending amount, with the sandbox merchant by default', async () => {
    const o = await order('120000');
    const { payload: p, url } = await payload(o.id);
    expect(url).toBe(PAYU_SANDBOX.checkoutUrl);
    expect(p).toMatchObject({
      merchantId: '508029', accountId: '512321', amount: '120000', tax: '0', taxReturnBase: '0', currency: 'COP', test: '1',
    });
    expect(p.responseUrl).toMatch(new RegExp(`/payment-approved/${o.id}$`));
    expect(p.confirmationUrl).toMatch(/\/demo\/api\/payu\/confirmation$/);
    expect(p.referenceCode).toMatch(/^[A-Za-z0-9]+$/);
    expect(p.signature).toBe(requestSignature({ apiKey, merchantId: '508029', referenceCode: p.referenceCode, amount: '120000', currency: 'COP' }));
    expect(p.description).toContain('Pedido');
    expect(p.buyerEmail).toMatch(/@/);
    // Each attempt has its own reference.
    expect((await payload(o.id)).payload.referenceCode).not.toBe(p.referenceCode);
  });

  it('asks only for what is still owed, with the IVA share of it', async () => {
    const efectivo = (await admin('GET', 'demo', 'payment-methods?where[nombre]=Efectivo')).json()[0].id;
    const iva = ((await admin('GET', 'demo', 'taxes?limit=100')).json() as { id: number; name: string }[]).find((x) => x.name === 'IVA 19%')!.id;
    const o = await order('100000', { items: [{ nombre: 'Monitor', cantidad: '1', precio: '100000', taxes: [iva] }], pagos: [{ payment_method_id: efectivo, valor: '59500' }] });
    expect([o.total, o.saldo]).toEqual(['119000.00', '59500.00']);
    const { payload: p } = await payload(o.id);
    expect([p.amount, p.tax, p.taxReturnBase]).toEqual(['59500', '9500', '50000']);
  });

  it('uses the tenant’s credentials and checkout URL when set', async () => {
    await setTenantSetting(t.db, 'demo', 'payu_merchant_id', '1234');
    await setTenantSetting(t.db, 'demo', 'payu_api_key', 'otraClave');
    await setTenantSetting(t.db, 'demo', 'payu_checkout_url', 'http://127.0.0.1:4103/ppp-web-gateway-payu/');
    await setTenantSetting(t.db, 'demo', 'payu_test', 'false');
    try {
      const o = await order('5000');
      const { payload: p, url } = await payload(o.id);
      expect(url).toBe('http://127.0.0.1:4103/ppp-web-gateway-payu/');
      expect([p.merchantId, p.test]).toEqual(['1234', '0']);
      expect(p.signature).toBe(requestSignature({ apiKey: 'otraClave', merchantId: '1234', referenceCode: p.referenceCode, amount: '5000', currency: 'COP' }));
    } finally {
      for (const k of ['payu_merchant_id', 'payu_api_key', 'payu_checkout_url', 'payu_test']) await setTenantSetting(t.db, 'demo', k, null);
    }
  });

  it('refuses orders with nothing owed or closed, unknown ids, other tenants and users who cannot read the order', async () => {
    const efectivo = (await admin('GET', 'demo', 'payment-methods?where[nombre]=Efectivo')).json()[0].id;
    const paid = await order('1000', { pagos: [{ payment_method_id: efectivo, valor: '1000' }] });
    expect((await admin('GET', 'demo', `pedidos/${paid.id}/payu-payload`)).statusCode).toBe(422);
    const cancelled = await order('1000', { estado: 'Cancelado' });
    expect((await admin('GET', 'demo', `pedidos/${cancelled.id}/payu-payload`)).statusCode).toBe(422);
    expect((await admin('GET', 'demo', 'pedidos/999999/payu-payload')).statusCode).toBe(404);
    expect((await admin('GET', 'demo', 'pedidos/abc/payu-payload')).statusCode).toBe(404);
    const o = await order('1000');
    expect((await acme('GET', 'acme', `pedidos/${o.id}/payu-payload`)).statusCode).toBe(404);
    expect((await api(t.app)('GET', 'demo', `pedidos/${o.id}/payu-payload`)).statusCode).toBe(401);
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('GET', 'demo', `pedidos/${o.id}/payu-payload`)).statusCode).toBe(403);
  });

  it('follows the row scope: "only mine" reaches its own orders, not others’', async () => {
    const role = await admin('POST', 'demo', 'roles', {
      name: 'Vendedor PayU', row_scopes: { pedidos: 'own' }, permissions: await permissionIds(['Ver Pedidos', 'Agregar Pedidos', 'Ver Clientes']),
    });
    expect(role.statusCode, role.body).toBe(201);
    const user = await admin('POST', 'demo', 'users', {
      full_name: 'Vendedora', email: 'vende@demo.test', documento: '91234567', password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id],
    });
    expect(user.statusCode, user.body).toBe(201);
    const seller = api(t.app, await login(t.app, 'vende@demo.test'));
    const mine = await order('3000', {}, seller);
    const theirs = await order('3000');
    expect((await seller('GET', 'demo', `pedidos/${mine.id}/payu-payload`)).statusCode).toBe(200);
    expect((await seller('GET', 'demo', `pedidos/${theirs.id}/payu-payload`)).statusCode).toBe(404);
  });
});

describe('POST payu/confirmation', () => {
  it('state_pol 4 with a valid sign pays the order once, however often PayU repeats it', async () => {
    const o = await order('120000');
    const { payload: p } = await payload(o.id);
    const fields = confirmation(p, { tx: 'c0ffee00-0000-4000-8000-000000000001' });
    const res = await post(fields);
    expect(res.statusCode, res.body).toBe(200);
    let after = await read(o.id);
    expect([after.estado, after.pagado, after.saldo]).toEqual(['Pagado', '120000.00', '0.00']);
    expect(after.pagos).toHaveLength(1);
    expect(after.pagos[0]).toMatchObject({ valor: '120000.00', metodo: 'PayU (tarjeta)', referencia: 'PayU c0ffee00-0000-4000-8000-000000000001' });
    // Retries of the same transaction change nothing, and still answer 200.
    for (let i = 0; i < 2; i++) expect((await post(fields)).statusCode).toBe(200);
    const [a, b] = await Promise.all([post(fields), post(fields)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    after = await read(o.id);
    expect(after.pagos).toHaveLength(1);
    expect(after.pagado).toBe('120000.00');
  });

  it('a bad sign is refused (4xx) and nothing changes', async () => {
    const o = await order('50000');
    const { payload: p } = await payload(o.id);
    const forged = confirmation(p, { sign: 'ffffffffffffffffffffffffffffffff' });
    expect((await post(forged)).statusCode).toBe(400);
    // A value changed after signing does not verify either.
    const good = confirmation(p);
    expect((await post({ ...good, value: '1.00' })).statusCode).toBe(400);
    expect((await post({ ...good, state_pol: '4', sign: confirmation(p, { state: '6' }).sign })).statusCode).toBe(400);
    // Signed with another tenant's merchant: refused.
    expect((await post({ ...good, merchant_id: '999' })).statusCode).toBe(400);
    // Not a well-formed call.
    expect((await post({ state_pol: '4' })).statusCode).toBe(400);
    const after = await read(o.id);
    expect([after.estado, after.pagado, after.pagos.length]).toEqual(['Pedido', '0.00', 0]);
  });

  it('state_pol 6 (rejected) and 5 (expired) are recorded but do not pay; a later approved retry of the reference does', async () => {
    const o = await order('80000');
    const { payload: p } = await payload(o.id);
    expect((await post(confirmation(p, { state: '6' }))).statusCode).toBe(200);
    expect((await post(confirmation(p, { state: '5' }))).statusCode).toBe(200);
    let after = await read(o.id);
    expect([after.estado, after.pagado, after.pagos.length]).toEqual(['Pedido', '0.00', 0]);
    expect((await post(confirmation(p, { state: '4' }))).statusCode).toBe(200);
    after = await read(o.id);
    expect([after.estado, after.pagado, after.pagos.length]).toEqual(['Pagado', '80000.00', 1]);
  });

  it('answers 200 to a signed confirmation of an unknown reference, touching nothing; another tenant’s URL does not pay this tenant’s order', async () => {
    const o = await order('7000');
    const { payload: p } = await payload(o.id);
    const res = await post(confirmation({ ...p, referenceCode: 'NOEXISTE123' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('unknown_reference');
    // acme uses the same sandbox merchant by default: the reference is not acme's, so nothing happens.
    expect((await post(confirmation(p), 'acme')).json().result).toBe('unknown_reference');
    expect((await read(o.id)).pagos).toHaveLength(0);
  });
});

describe('GET pedidos/{id}/payu-response (the return page)', () => {
  function responseQuery(p: Record<string, string>, state: string, o: { tx?: string; value?: string; signature?: string } = {}) {
    const value = o.value ?? Number(p.amount).toFixed(2);
    const signature = o.signature ?? responseSignature({ apiKey, merchantId: p.merchantId, referenceCode: p.referenceCode, value, currency: 'COP', state })!;
    return new URLSearchParams({ merchantId: p.merchantId, transactionState: state, referenceCode: p.referenceCode, TX_VALUE: value, currency: 'COP', signature, transactionId: o.tx ?? 'abc', message: 'APPROVED' }).toString();
  }

  it('verifies the signature and names the outcome, without changing the order', async () => {
    const o = await order('150250');
    const { payload: p } = await payload(o.id);
    for (const [state, label] of [['4', 'Aprobada'], ['6', 'Rechazada'], ['7', 'Pendiente'], ['104', 'Error']]) {
      const res = await admin('GET', 'demo', `pedidos/${o.id}/payu-response?${responseQuery(p, state)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ valid: true, label, referenceCode: p.referenceCode, order: { id: o.id, saldo: '150250.00' } });
    }
    expect((await read(o.id)).pagos).toHaveLength(0);
  });

  it('a forged signature, a reference of another order or a reader without access get no «Aprobada»', async () => {
    const o = await order('1000');
    const other = await order('1000');
    const { payload: p } = await payload(o.id);
    const forged = await admin('GET', 'demo', `pedidos/${o.id}/payu-response?${responseQuery(p, '4', { signature: '00286dc735bd9eaa8ae3a3a4cbb40688' })}`);
    expect(forged.json()).toMatchObject({ valid: false, label: 'Error' });
    const tampered = await admin('GET', 'demo', `pedidos/${o.id}/payu-response?${responseQuery(p, '4').replace('TX_VALUE=1000.00', 'TX_VALUE=1.00')}`);
    expect(tampered.json().valid).toBe(false);
    const elsewhere = await admin('GET', 'demo', `pedidos/${other.id}/payu-response?${responseQuery(p, '4')}`);
    expect(elsewhere.json()).toMatchObject({ valid: false, label: 'Error' });
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('GET', 'demo', `pedidos/${o.id}/payu-response?${responseQuery(p, '4')}`)).statusCode).toBe(403);
    expect((await acme('GET', 'acme', `pedidos/${o.id}/payu-response?${responseQuery(p, '4')}`)).statusCode).toBe(404);
  });
});
