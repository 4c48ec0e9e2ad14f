import { md5 } from '@noble/hashes/legacy';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { D, parseDecimal } from '../money/decimal';

/**
 * PayU Latam WebCheckout signatures (shared/reference/dian-payu.md §5): MD5 over fields joined by
 * '~', lowercase hex. Pure and isomorphic (the same code signs the form, checks the return page and
 * the confirmation, and runs in the simulator). Amounts are decimals, never floats.
 */
const hex = (text: string) => bytesToHex(md5(utf8ToBytes(text)));

/** The form's `amount`: at most 2 decimals, no trailing zeros ('20000', '150.5', '150.25'); null when not a decimal ≥ 0. */
export function formAmount(value: unknown): string | null {
  const d = parseDecimal(value);
  if (!d || d.isNeg()) return null;
  return d.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2).replace(/\.?0+$/, '').replace(/^$/, '0');
}

export interface RequestSignatureInput {
  apiKey: string;
  merchantId: string;
  referenceCode: string;
  /** Exactly the posted `amount` text. */
  amount: string;
  currency: string;
  /** Only when the form sends them: appended as ~paymentMethods~iin~pseBanks. */
  paymentMethods?: string;
  iin?: string;
  pseBanks?: string;
}

/** The form's `signature`: MD5(apiKey~merchantId~referenceCode~amount~currency[~paymentMethods~iin~pseBanks]). */
export function requestSignature(i: RequestSignatureInput): string {
  const parts = [i.apiKey, i.merchantId, i.referenceCode, i.amount, i.currency];
  if (i.paymentMethods !== undefined || i.iin !== undefined || i.pseBanks !== undefined) parts.push(i.paymentMethods ?? '', i.iin ?? '', i.pseBanks ?? '');
  return hex(parts.join('~'));
}

/** The response page's new_value: TX_VALUE rounded to 1 decimal, half to even (150.25 → 150.2, 150.35 → 150.4). */
export function responseValue(txValue: unknown): string | null {
  const d = parseDecimal(txValue);
  return d ? d.toDecimalPlaces(1, D.ROUND_HALF_EVEN).toFixed(1) : null;
}

/**
 * The confirmation's new_value: the posted `value` with 2 decimals, but with 1 when the 2nd decimal is
 * 0 (150.00 → 150.0, 150.26 → 150.26).
 */
export function confirmationValue(value: unknown): string | null {
  const d = parseDecimal(value);
  if (!d) return null;
  const two = d.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
  return two.endsWith('0') ? two.slice(0, -1) : two;
}

export interface ResultSignatureInput {
  apiKey: string;
  merchantId: string;
  referenceCode: string;
  /** TX_VALUE (response page) or value (confirmation), as received: the rounding is applied here. */
  value: unknown;
  currency: string;
  /** transactionState (response page) or state_pol (confirmation). */
  state: string;
}

/** The response page's `signature`: MD5(apiKey~merchantId~referenceCode~new_value~currency~transactionState). */
export function responseSignature(i: ResultSignatureInput): string | null {
  const v = responseValue(i.value);
  return v === null ? null : hex([i.apiKey, i.merchantId, i.referenceCode, v, i.currency, i.state].join('~'));
}

/** The confirmation's `sign`: MD5(apiKey~merchant_id~reference_sale~new_value~currency~state_pol). */
export function confirmationSign(i: ResultSignatureInput): string | null {
  const v = confirmationValue(i.value);
  return v === null ? null : hex([i.apiKey, i.merchantId, i.referenceCode, v, i.currency, i.state].join('~'));
}

/** Signatures compare case-insensitively (PayU may send upper-case hex); a missing one never matches. */
export function sameSignature(expected: string | null, received: unknown): boolean {
  return !!expected && typeof received === 'string' && received.trim().toLowerCase() === expected.toLowerCase();
}

/** A referenceCode: letters and digits only (PayU refuses special characters), unique per attempt. */
export const REFERENCE_CODE = /^[A-Za-z0-9]{1,255}$/;
