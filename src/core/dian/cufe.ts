import { sha384 } from '@noble/hashes/sha512';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { D, parseDecimal } from '../money/decimal';

/**
 * CUFE and CUDE (Anexo Técnico FE 1.9; shared/reference/dian-payu.md §1): SHA-384 over the plain
 * concatenation of the document's fields, lowercase hex (96 characters). Pure and isomorphic, so the
 * form previews exactly what the server signs and the DIAN simulator recomputes.
 */
export interface CufeInput {
  /** NumFac: cbc:ID, prefix + number with no separator ("SETP990000008"). */
  number: string;
  /** FecFac: cbc:IssueDate, YYYY-MM-DD. */
  issueDate: string;
  /** HorFac: cbc:IssueTime, HH:MM:SS-05:00. */
  issueTime: string;
  /** ValFac: LegalMonetaryTotal/cbc:LineExtensionAmount. */
  lineExtension: unknown;
  /** TaxTotal amounts of tributo 01 IVA, 04 INC, 03 ICA (0 when absent). */
  iva: unknown;
  inc: unknown;
  ica: unknown;
  /** ValTot: LegalMonetaryTotal/cbc:PayableAmount. */
  payable: unknown;
  /** NitOFE / NumAdq: supplier and customer identification, digits only, without check digit. */
  supplierNit: string;
  customerId: string;
  /** ClTec (CUFE: the resolution's technical key) or the software PIN (CUDE). */
  key: string;
  /** TipoAmbiente: cbc:ProfileExecutionID, 1 production, 2 habilitación. */
  environment: '1' | '2';
}

/** An amount as the CUFE writes it: 2 decimals, '.' separator, no thousands separator. */
export const cufeAmount = (v: unknown): string => (parseDecimal(v) ?? new D(0)).toFixed(2, D.ROUND_HALF_UP);

/** Identification as the CUFE takes it: the document without check digit, separators dropped. */
export const cufeId = (v: string): string => v.split('-')[0].replace(/[^0-9A-Za-z]/g, '');

/** The exact string hashed, in the Anexo's order. */
export function cufeSource(i: CufeInput): string {
  return i.number + i.issueDate + i.issueTime + cufeAmount(i.lineExtension)
    + '01' + cufeAmount(i.iva) + '04' + cufeAmount(i.inc) + '03' + cufeAmount(i.ica)
    + cufeAmount(i.payable) + cufeId(i.supplierNit) + cufeId(i.customerId) + i.key + i.environment;
}

export const sha384Hex = (text: string): string => bytesToHex(sha384(utf8ToBytes(text)));

/** CUFE of an invoice (key = the resolution's technical key). */
export const cufe = (i: CufeInput): string => sha384Hex(cufeSource(i));

/** CUDE of a credit or debit note or a POS document (key = the software PIN): the same formula. */
export const cude = cufe;

/** SoftwareSecurityCode = SHA-384(SoftwareID + SoftwarePIN + NumFac), hex (reference §3). */
export const softwareSecurityCode = (softwareId: string, pin: string, number: string): string =>
  sha384Hex(softwareId + pin + number);
