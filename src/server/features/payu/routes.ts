// PayU WebCheckout (spec 02 §7, spec 03 §7.5; shared/reference/dian-payu.md §5):
// - GET  pedidos/{id}/payu-payload: the signed form for the order's pending amount and the checkout
//   URL; the attempt is recorded (payu_transactions). Who may read the order may ask (row scope too).
// - GET  pedidos/{id}/payu-response?{PayU's query}: checks the response page's signature (display
//   only: it never changes the order) and answers the outcome with the order's state.
// - POST payu/confirmation (public, x-www-form-urlencoded, per tenant): checks `sign`, idempotent on
//   transaction_id, pays the order (a payment line through the record pipeline) only on state_pol 4.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SUPER_ADMIN } from '../../../core/access';
import { D, parseDecimal } from '../../../core/money/decimal';
import { paymentSummary } from '../../../core/money/payments';
import {
  confirmationOutcome, confirmationSign, formAmount, OUTCOME_LABELS, payuMerchant, payuTaxes, requestSignature, responseOutcome,
  responseSignature, sameSignature, type PayuPayload,
} from '../../../core/payu';
import { clientes, paymentMethods, pedidos } from '../../../core/resources';
import { ORDER_CLOSED_ESTADOS } from '../../../core/resources/pedidos';
import { sql } from 'kysely';
import { withRecords, withRecordsRead, type Actor } from '../../records';
import type { Records } from '../../records';
import { requireAuth, tenantBaseUrl, type TenantInfo } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { requestOrigin } from '../../http/origin';
import { attemptsOf, confirmAttempt, insertTransaction, lockReference, newReferenceCode, recordAttempt } from './attempts';

type Row = Record<string, unknown>;
type IdParams = { Params: { id: string } };

const CURRENCY = 'COP';
/** The payment method confirmed PayU payments are recorded with (created in the tenant on first use). */
export const PAYU_METHOD = { nombre: 'PayU (tarjeta)', codigo: '48', descripcion: 'Pagos con tarjeta por PayU WebCheckout.' };
/** Orders that no longer take payments. */
const CLOSED: readonly string[] = ORDER_CLOSED_ESTADOS;

const parseId = (raw: string | undefined): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

/** The server acting for PayU's confirmation: reads and writes like SuperAdmin, within the tenant's modules. */
const payuActor = (tenant: TenantInfo): Actor => ({ tenantId: tenant.id, principal: { roles: [SUPER_ADMIN], permissions: [], modules: tenant.modules, userId: null } });

/** The order's buyer e-mail: its client's when the user may read it, else the user's. */
async function buyerEmail(rec: Records, order: Row, fallback: string): Promise<string> {
  const clientId = order.cliente_id;
  if (typeof clientId !== 'number') return fallback;
  const client = rec.viewOf(clientes) === clientes ? await rec.get(clientes, clientId).catch(() => null) : null;
  const email = typeof client?.email === 'string' ? client.email.trim() : '';
  return email || fallback;
}

export const payuRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const checkoutFallback = config.payuCheckoutUrl;

  app.get<IdParams>('/pedidos/:id/payu-payload', async (req: FastifyRequest<IdParams>) => {
    const auth = requireAuth(req);
    const id = parseId(req.params.id);
    const merchant = payuMerchant(req.tenant.settings, checkoutFallback);
    const origin = requestOrigin(req, config);
    return withRecords(db, { tenantId: req.tenant.id, principal: auth.principal }, async (rec) => {
      const order = await rec.get(pedidos, id);
      if (!order) throw notFound();
      if (CLOSED.includes(String(order.estado))) throw new HttpError(422, `Un pedido en estado ${String(order.estado)} no se puede pagar.`);
      const amount = formAmount(order.saldo);
      if (!amount || !new D(amount).gt(0)) throw new HttpError(422, 'Este pedido no tiene saldo pendiente.');
      const referenceCode = newReferenceCode(req.tenant.id, id);
      await recordAttempt(rec.trx, { tenantId: req.tenant.id, pedidoId: id, referenceCode, amount, currency: CURRENCY, userId: auth.user.id });
      const { tax, taxReturnBase } = payuTaxes((order.items as Row[] | undefined) ?? [], amount, order.total);
      const number = typeof order.numero_pedido === 'string' && order.numero_pedido ? order.numero_pedido : String(id);
      const payload: PayuPayload = {
        merchantId: merchant.merchantId,
        accountId: merchant.accountId,
        description: `Pedido ${number} - ${req.tenant.display_name || req.tenant.name}`.slice(0, 255),
        referenceCode,
        amount,
        tax,
        taxReturnBase,
        currency: CURRENCY,
        signature: requestSignature({ apiKey: merchant.apiKey, merchantId: merchant.merchantId, referenceCode, amount, currency: CURRENCY }),
        test: merchant.test ? '1' : '0',
        buyerEmail: await buyerEmail(rec, order, auth.user.email),
        responseUrl: `${origin}/payment-approved/${id}`,
        confirmationUrl: `${tenantBaseUrl(config, req.tenant.name, origin)}/api/payu/confirmation`,
      };
      return { payload, url: merchant.checkoutUrl };
    });
  });

  app.get<IdParams>('/pedidos/:id/payu-response', async (req: FastifyRequest<IdParams>) => {
    const auth = requireAuth(req);
    const id = parseId(req.params.id);
    const q = req.query as Record<string, unknown>;
    const text = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
    const merchant = payuMerchant(req.tenant.settings, checkoutFallback);
    return withRecordsRead(db, { tenantId: req.tenant.id, principal: auth.principal }, async (rec) => {
      const order = await rec.get(pedidos, id);
      if (!order) throw notFound();
      const referenceCode = text('referenceCode');
      const ours = referenceCode ? (await attemptsOf(rec.trx, req.tenant.id, id, referenceCode)).length > 0 : false;
      const expected = responseSignature({
        apiKey: merchant.apiKey, merchantId: text('merchantId'), referenceCode, value: text('TX_VALUE'), currency: text('currency'), state: text('transactionState'),
      });
      const valid = ours && text('merchantId') === merchant.merchantId && sameSignature(expected, q.signature);
      const outcome = valid ? responseOutcome(text('transactionState')) : 'error';
      return {
        valid,
        outcome,
        label: OUTCOME_LABELS[outcome],
        state: text('transactionState'),
        referenceCode,
        transactionId: text('transactionId'),
        value: text('TX_VALUE'),
        currency: text('currency'),
        message: text('message'),
        order: { id, numero_pedido: order.numero_pedido ?? null, estado: order.estado, total: order.total, pagado: order.pagado, saldo: order.saldo },
      };
    });
  });

  app.post('/payu/confirmation', async (req) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : null;
    const field = (k: string) => (body && typeof body[k] === 'string' ? (body[k] as string).trim() : '');
    const missing = ['merchant_id', 'state_pol', 'reference_sale', 'value', 'currency', 'sign', 'transaction_id'].filter((k) => !field(k));
    if (missing.length) throw badRequest(`Confirmación incompleta: faltan ${missing.join(', ')}.`);
    const value = formAmount(field('value'));
    if (!value || !parseDecimal(field('value'))?.lt('1e16')) throw badRequest('Confirmación con un valor no válido.');
    const merchant = payuMerchant(req.tenant.settings, checkoutFallback);
    if (field('merchant_id') !== merchant.merchantId) throw badRequest('Confirmación de otro comercio.');
    const expected = confirmationSign({
      apiKey: merchant.apiKey, merchantId: field('merchant_id'), referenceCode: field('reference_sale'), value: field('value'),
      currency: field('currency'), state: field('state_pol'),
    });
    if (!sameSignature(expected, field('sign'))) throw badRequest('La firma de la confirmación no es válida.');

    const outcome = confirmationOutcome(field('state_pol'));
    const result = await withRecords(db, payuActor(req.tenant), async (rec) => {
      const tenantId = req.tenant.id;
      const rows = await lockReference(rec.trx, tenantId, field('reference_sale'));
      if (!rows.length) return 'unknown_reference';
      if (rows.some((r) => r.transaction_id === field('transaction_id'))) return 'duplicate';
      const c = { transactionId: field('transaction_id'), state: outcome, statePol: field('state_pol'), raw: body, amount: value, currency: field('currency') };
      const free = rows.find((r) => !r.transaction_id);
      if (free) await confirmAttempt(rec.trx, free.id, c);
      else await insertTransaction(rec.trx, tenantId, rows[0], c);
      if (outcome !== 'approved' || rows[0].pedido_id === null) return outcome;
      await payOrder(rec, rows[0].pedido_id, value, field('transaction_id'));
      return 'paid';
    });
    return { ok: true, result };
  });
};

/** The tenant's PayU payment method (found by name, created on first use). */
async function payuMethodId(rec: Records): Promise<number> {
  const t = paymentMethods.table;
  const found = (await sql<{ id: number }>`select ${sql.ref(`${t}.id`)} as id from ${sql.table(t)}
    where ${rec.base(paymentMethods)} and ${sql.ref(`${t}.nombre`)} = ${PAYU_METHOD.nombre} limit 1`.execute(rec.trx)).rows[0];
  return found?.id ?? rec.create(paymentMethods, { ...PAYU_METHOD, activo: true }, { trusted: true });
}

/**
 * Records a confirmed PayU payment on the order: a line of its `pagos` (method 'PayU (tarjeta)', the
 * posted value, the transaction id as reference), through the record pipeline as a trusted write, so
 * pagado/cambio/saldo are the orders' hook's, a revision and the realtime update follow. An order
 * paid in full becomes 'Pagado'.
 */
async function payOrder(rec: Records, pedidoId: number, value: string, transactionId: string): Promise<void> {
  const order = await rec.get(pedidos, pedidoId);
  if (!order) return;
  const kept = ((order.pagos as Row[] | undefined) ?? []).map((p) => ({ id: p.id, payment_method_id: p.payment_method_id, valor: p.valor, referencia: p.referencia }));
  const pagos = [...kept, { payment_method_id: await payuMethodId(rec), valor: value, referencia: `PayU ${transactionId}`.slice(0, 100) }];
  const s = paymentSummary(order.total, pagos);
  const data: Row = { pagos };
  if (new D(s.balance).isZero() && !CLOSED.includes(String(order.estado))) data.estado = 'Pagado';
  await rec.update(pedidos, pedidoId, data, { trusted: true });
}
