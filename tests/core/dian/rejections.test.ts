import { describe, expect, it } from 'vitest';
import { dianRejectionText, dianRuleFix } from '../../../src/core/dian/rejections';

// A rejection reaches the invoice's author with each rule's code, the DIAN's message and what to fix.
describe('DIAN rejection text', () => {
  it('finds the fix for invoices and notes alike', () => {
    expect(dianRuleFix('FAD09e')).toMatch(/fecha de hoy/);
    expect(dianRuleFix('CAD09e')).toBe(dianRuleFix('FAD09e'));
    expect(dianRuleFix('ZE02')).toMatch(/certificado/);
    expect(dianRuleFix('FXX99')).toBeUndefined();
  });
  it('writes one line per rule, keeping the DIAN message of a rule it has no fix for', () => {
    const text = dianRejectionText([
      { rule: 'FAJ43b', message: 'Nombre o Razón Social del emisor no corresponde.' },
      { rule: 'FXX99', message: 'Otra cosa.' },
    ]);
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^FAJ43b — Nombre o Razón Social del emisor no corresponde\. Corrección: La razón social/),
      'FXX99 — Otra cosa.',
    ]);
    expect(dianRejectionText([], 'Documento rechazado.')).toBe('Documento rechazado.');
  });
});
