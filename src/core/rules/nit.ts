/**
 * Colombian NIT (tax id) and its DIAN verification digit (DV), see shared/reference/dian-payu.md §2.
 * The canonical written form is `<base>-<DV>`, e.g. `900123456-7`.
 */

const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** Longest base the DIAN weights cover. */
export const NIT_MAX_DIGITS = WEIGHTS.length;

/**
 * DV of a NIT base: only its digits count; they are weighted right to left by 3, 7, 13 … 71,
 * r = sum mod 11, DV = r when r < 2, else 11 − r. Throws on a base without digits or with more
 * than 15 digits (no weight exists for them).
 */
export function nitCheckDigit(base: string): number {
  const digits = base.replace(/\D/g, '');
  if (digits.length === 0) throw new Error('nitCheckDigit: the base has no digits');
  if (digits.length > NIT_MAX_DIGITS) throw new Error(`nitCheckDigit: more than ${NIT_MAX_DIGITS} digits`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * WEIGHTS[i];
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

/** `900123456` → `900123456-7`. */
export const formatNit = (base: string) => `${base.replace(/\D/g, '')}-${nitCheckDigit(base)}`;

const CANONICAL = /^(\d{1,15})-(\d)$/;

/**
 * A NIT as the `nit` rule accepts it: digits, a hyphen and the one DV digit, and the DV must be the
 * right one. Surrounding blanks are ignored; dots, spaces inside, or a missing DV are not accepted
 * (a bare number cannot be checked, and the DV is needed on every electronic invoice).
 */
export function isValidNit(value: string): boolean {
  const m = CANONICAL.exec(value.trim());
  return !!m && nitCheckDigit(m[1]) === Number(m[2]);
}
