import { boolean, text } from '../resource';
import type { SettingDef } from '../resources/setting-def';

/** PayU's public sandbox (official docs; shared/reference/dian-payu.md §5): every tenant's default. */
export const PAYU_SANDBOX = {
  merchantId: '508029',
  accountId: '512321',
  apiKey: '4Vj8eK4rloUd272L48hsrarnUA',
  apiLogin: 'pRRXKOl8ikMmt9u',
  checkoutUrl: 'https://sandbox.checkout.payulatam.com/ppp-web-gateway-payu/',
} as const;
export const PAYU_PRODUCTION_URL = 'https://checkout.payulatam.com/ppp-web-gateway-payu/';

/** The tenant settings of PayU WebCheckout (merchant credentials; the public sandbox by default). */
export const PAYU_SETTINGS: readonly SettingDef[] = [
  { key: 'payu_merchant_id', field: text({ label: 'PayU: merchantId', default: PAYU_SANDBOX.merchantId, rules: 'max:20', pattern: '^\\d+$' }) },
  { key: 'payu_account_id', field: text({ label: 'PayU: accountId', default: PAYU_SANDBOX.accountId, rules: 'max:20', pattern: '^\\d+$', hint: 'La cuenta de PayU del país (Colombia).' }) },
  { key: 'payu_api_key', field: text({ label: 'PayU: API Key', default: PAYU_SANDBOX.apiKey, rules: 'max:100' }) },
  { key: 'payu_api_login', field: text({ label: 'PayU: API Login', default: PAYU_SANDBOX.apiLogin, rules: 'max:100' }) },
  { key: 'payu_test', field: boolean({ label: 'PayU: modo de pruebas', default: true, hint: 'Envía test=1: PayU no cobra.' }) },
  {
    key: 'payu_checkout_url',
    field: text({ label: 'PayU: URL del checkout', default: '', rules: 'url|max:500', placeholder: PAYU_SANDBOX.checkoutUrl,
      hint: 'Vacío: el sandbox de PayU (o el PAYU_CHECKOUT_URL del servidor, p. ej. el simulador local).' }),
  },
];

/** A tenant's PayU merchant, from its typed settings (readSettings); `fallbackUrl` when it stored no checkout URL. */
export interface PayuMerchant {
  merchantId: string;
  accountId: string;
  apiKey: string;
  apiLogin: string;
  test: boolean;
  checkoutUrl: string;
}

export function payuMerchant(settings: Record<string, unknown>, fallbackUrl?: string): PayuMerchant {
  const s = (k: string, d: string) => (typeof settings[k] === 'string' && (settings[k] as string).trim() ? (settings[k] as string).trim() : d);
  return {
    merchantId: s('payu_merchant_id', PAYU_SANDBOX.merchantId),
    accountId: s('payu_account_id', PAYU_SANDBOX.accountId),
    apiKey: s('payu_api_key', PAYU_SANDBOX.apiKey),
    apiLogin: s('payu_api_login', PAYU_SANDBOX.apiLogin),
    test: settings.payu_test !== false,
    checkoutUrl: s('payu_checkout_url', fallbackUrl || PAYU_SANDBOX.checkoutUrl),
  };
}
