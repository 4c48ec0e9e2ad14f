// A local PayU WebCheckout (`npm run payu-simulator`, or startPayuSimulator() in tests): the checkout
// page at /ppp-web-gateway-payu/ takes the merchant's form, checks its signature with the merchant's
// API key (as PayU does: MD5 apiKey~merchantId~referenceCode~amount~currency), shows the purchase and
// lets the buyer approve or reject it. Then, like PayU: the signed confirmation is POSTed
// (x-www-form-urlencoded) to confirmationUrl, and the browser is sent to responseUrl with the signed
// query of the response page. Signatures are core/payu's, so the protocol is the reference's (§5).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { D, parseDecimal } from '../../../core/money/decimal';
import { confirmationSign, PAYU_SANDBOX, REFERENCE_CODE, requestSignature, responseSignature, sameSignature } from '../../../core/payu';

export const CHECKOUT_PATH = '/ppp-web-gateway-payu/';

export interface SimulatedTransaction {
  id: string;
  form: Record<string, string>;
  state?: '4' | '6';
  transactionId?: string;
  /** HTTP status of the confirmation POST (0: could not be delivered), once sent. */
  confirmationStatus?: number;
  responseLocation?: string;
}

export interface PayuSimulatorOptions {
  port?: number;
  host?: string;
  /** merchantId → apiKey; the public sandbox merchant is always known. */
  merchants?: Record<string, string>;
}

export interface PayuSimulator {
  /** http://host:port */
  url: string;
  /** The checkout URL to configure (PAYU_CHECKOUT_URL or the tenant's payu_checkout_url). */
  checkoutUrl: string;
  transactions: SimulatedTransaction[];
  close(): Promise<void>;
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1f2933}main{max-width:520px;margin:40px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}p.s{color:#667;margin:0 0 18px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px}dt{color:#667}dd{margin:0;font-weight:600}
label{display:block;margin:14px 0 4px;color:#445}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccd;border-radius:6px;font:inherit}
.b{display:flex;gap:10px;margin-top:20px}button{flex:1;padding:10px;border:0;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
.ok{background:#a6c307;color:#fff}.no{background:#e5e7eb}.err{color:#b91c1c}</style></head>
<body><main><h1>${esc(title)}</h1><p class="s">Simulador local de PayU WebCheckout · modo de pruebas</p>${body}</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 1_000_000) throw new Error('too large');
    chunks.push(c as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;
const REQUIRED = ['merchantId', 'accountId', 'description', 'referenceCode', 'amount', 'currency', 'signature', 'buyerEmail'];

/** Why PayU would refuse this form, or null. */
export function checkForm(form: Record<string, string>, merchants: Record<string, string>): string | null {
  const missing = REQUIRED.filter((k) => !form[k]?.trim());
  if (missing.length) return `Faltan campos obligatorios: ${missing.join(', ')}.`;
  const apiKey = merchants[form.merchantId];
  if (!apiKey) return `El comercio ${form.merchantId} no existe.`;
  if (!REFERENCE_CODE.test(form.referenceCode)) return 'La referencia tiene caracteres no permitidos.';
  if (!AMOUNT.test(form.amount)) return 'El valor debe tener como máximo dos decimales.';
  const amount = new D(form.amount);
  const tax = parseDecimal(form.tax ?? '0') ?? new D(-1);
  const base = parseDecimal(form.taxReturnBase ?? '0') ?? new D(-1);
  if (tax.isNeg() || base.isNeg() || tax.plus(base).gt(amount)) return 'El IVA y su base no pueden superar el valor.';
  const expected = requestSignature({
    apiKey, merchantId: form.merchantId, referenceCode: form.referenceCode, amount: form.amount, currency: form.currency,
    ...(form.paymentMethods !== undefined || form.iin !== undefined || form.pseBanks !== undefined
      ? { paymentMethods: form.paymentMethods, iin: form.iin, pseBanks: form.pseBanks } : {}),
  });
  if (!sameSignature(expected, form.signature)) return 'La firma no es válida.';
  return null;
}

const money = (v: string, currency: string) => `${currency} ${new D(v).toFixed(2)}`;

export async function startPayuSimulator(opts: PayuSimulatorOptions = {}): Promise<PayuSimulator> {
  const merchants: Record<string, string> = { [PAYU_SANDBOX.merchantId]: PAYU_SANDBOX.apiKey, ...opts.merchants };
  const transactions: SimulatedTransaction[] = [];
  const byId = new Map<string, SimulatedTransaction>();
  let referencePol = 84_000_000;

  async function decide(tx: SimulatedTransaction, approve: boolean): Promise<string | null> {
    const f = tx.form;
    const apiKey = merchants[f.merchantId];
    const state = approve ? '4' : '6';
    const value = new D(f.amount).toFixed(2);
    const transactionId = randomUUID();
    const pol = String(++referencePol);
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    Object.assign(tx, { state, transactionId });
    if (f.confirmationUrl) {
      const sign = confirmationSign({ apiKey, merchantId: f.merchantId, referenceCode: f.referenceCode, value, currency: f.currency, state })!;
      const body = new URLSearchParams({
        merchant_id: f.merchantId, state_pol: state, risk: '0.0', response_code_pol: approve ? '1' : '5',
        response_message_pol: approve ? 'APPROVED' : 'DECLINED', reference_sale: f.referenceCode, reference_pol: pol, sign,
        payment_method: '10', payment_method_type: '2', payment_method_name: 'VISA', installments_number: '1', value,
        tax: new D(f.tax || '0').toFixed(2), additional_value: '0.00', transaction_date: now, currency: f.currency,
        email_buyer: f.buyerEmail, test: f.test ?? '1', description: f.description, transaction_id: transactionId,
        authorization_code: approve ? '123456' : '', ip: '127.0.0.1', account_id: f.accountId, attempts: '1',
        extra1: f.extra1 ?? '', extra2: f.extra2 ?? '',
      });
      try {
        const r = await fetch(f.confirmationUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(15_000) });
        tx.confirmationStatus = r.status;
      } catch {
        tx.confirmationStatus = 0;
      }
    }
    if (!f.responseUrl) return null;
    const q = new URLSearchParams({
      merchantId: f.merchantId, merchant_name: 'Comercio de pruebas', transactionState: state, lapTransactionState: approve ? 'APPROVED' : 'DECLINED',
      message: approve ? 'APPROVED' : 'DECLINED', referenceCode: f.referenceCode, reference_pol: pol, transactionId, description: f.description,
      polTransactionState: state, polResponseCode: approve ? '1' : '5', lapResponseCode: approve ? 'APPROVED' : 'PAYMENT_NETWORK_REJECTED',
      lapPaymentMethod: 'VISA', lapPaymentMethodType: 'CREDIT_CARD', installmentsNumber: '1', TX_VALUE: value, TX_TAX: new D(f.tax || '0').toFixed(2),
      currency: f.currency, lng: 'es', buyerEmail: f.buyerEmail, processingDate: now.slice(0, 10), authorizationCode: approve ? '123456' : '',
      signature: responseSignature({ apiKey, merchantId: f.merchantId, referenceCode: f.referenceCode, value, currency: f.currency, state })!,
    });
    const location = `${f.responseUrl}${f.responseUrl.includes('?') ? '&' : '?'}${q}`;
    tx.responseLocation = location;
    return location;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim');
    const send = (status: number, html: string) => { res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }); res.end(html); };
    if (req.method === 'GET' && url.pathname === '/transactions') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(transactions));
      return;
    }
    if (req.method === 'GET' && (url.pathname === CHECKOUT_PATH || url.pathname === '/')) {
      return send(200, page('Simulador de PayU', `<p>Publique el formulario de WebCheckout en <code>${esc(CHECKOUT_PATH)}</code>.</p><p>Transacciones: ${transactions.length}</p>`));
    }
    if (req.method === 'POST' && url.pathname === CHECKOUT_PATH) {
      const form = await readForm(req);
      const problem = checkForm(form, merchants);
      if (problem) return send(400, page('No se pudo iniciar el pago', `<p class="err" role="alert">${esc(problem)}</p>`));
      const tx: SimulatedTransaction = { id: randomUUID(), form };
      transactions.push(tx);
      byId.set(tx.id, tx);
      return send(200, page('Pagar con tarjeta', `
<dl><dt>Referencia</dt><dd>${esc(form.referenceCode)}</dd><dt>Descripción</dt><dd>${esc(form.description)}</dd>
<dt>Valor</dt><dd data-amount>${esc(money(form.amount, form.currency))}</dd><dt>Correo</dt><dd>${esc(form.buyerEmail)}</dd></dl>
<form method="post" action="${CHECKOUT_PATH}pay"><input type="hidden" name="tx" value="${esc(tx.id)}">
<label for="card">Número de tarjeta</label><input id="card" name="card" value="4097440000000004" autocomplete="off">
<label for="holder">Nombre del titular</label><input id="holder" name="holder" value="APPROVED">
<div class="b"><button class="ok" name="decision" value="approve">Aprobar pago</button><button class="no" name="decision" value="reject">Rechazar pago</button></div></form>`));
    }
    if (req.method === 'POST' && url.pathname === `${CHECKOUT_PATH}pay`) {
      const form = await readForm(req);
      const tx = byId.get(form.tx ?? '');
      if (!tx || tx.state) return send(404, page('Transacción no encontrada', '<p class="err" role="alert">La transacción no existe o ya terminó.</p>'));
      const approve = form.decision === 'approve';
      const location = await decide(tx, approve);
      if (location) { res.writeHead(303, { location }); res.end(); return; }
      return send(200, page(approve ? 'Transacción aprobada' : 'Transacción rechazada', `<p>${esc(tx.transactionId)}</p>`));
    }
    send(404, page('No encontrado', ''));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e) => { res.writeHead(500, { 'content-type': 'text/plain' }); res.end(String((e as Error).message)); });
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve); });
  const addr = server.address() as AddressInfo;
  const url = `http://${opts.host ?? '127.0.0.1'}:${addr.port}`;
  return {
    url,
    checkoutUrl: `${url}${CHECKOUT_PATH}`,
    transactions,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}
