import { describe, expect, it } from 'vitest';
import { cude, cufe, cufeSource, sha384Hex } from '../../../src/core/dian/cufe';

// The Anexo's published vectors (shared/reference/dian-payu.md §1).
const ANEXO_CUFE_SOURCE = '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711';
const ANEXO_CUFE = '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4';
const ANEXO_CUDE = '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168';

describe('CUFE / CUDE (Anexo Técnico 1.9)', () => {
  it('hashes the published source string to the published CUFE', () => {
    expect(sha384Hex(ANEXO_CUFE_SOURCE)).toBe(ANEXO_CUFE);
  });

  it('builds the Anexo invoice example from its fields', () => {
    const input = {
      number: '323200000129', issueDate: '2019-01-16', issueTime: '10:53:10-05:00',
      lineExtension: '1500000', iva: 285000, inc: '0', ica: '0.00', payable: '1785000.00',
      supplierNit: '700085371', customerId: '800199436', key: '693ff6f2a553c3646a063436fd4dd9ded0311471', environment: '1' as const,
    };
    expect(cufeSource(input)).toBe(ANEXO_CUFE_SOURCE);
    expect(cufe(input)).toBe(ANEXO_CUFE);
    // One cent more anywhere is another document.
    expect(cufe({ ...input, payable: '1785000.01' })).not.toBe(ANEXO_CUFE);
  });

  it('builds the Anexo credit-note CUDE with the software PIN as key', () => {
    expect(cude({
      number: '8110007871', issueDate: '2019-01-12', issueTime: '07:00:00-05:00',
      lineExtension: '5000', iva: '950', inc: 0, ica: 0, payable: '5950.00',
      supplierNit: '900373076-8', customerId: '8355990', key: '12301', environment: '1',
    })).toBe(ANEXO_CUDE);
  });
});
