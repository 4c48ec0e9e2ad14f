import { describe, expect, it } from 'vitest';
import { invoiceBalance } from '../../src/core/money';
import { isRequiredFor, requiredDependencies } from '../../src/core/rules';
import { invoices } from '../../src/core/resources';

// The pure halves of receivables: an invoice's balance from its total and what its receipts paid
// (the server stores it), and the conditional-required mark the form shows (the rules check the same).

describe('invoiceBalance', () => {
  const b = (total: string, paid: string, estado = 'emitida', extra: Partial<Parameters<typeof invoiceBalance>[0]> = {}) =>
    invoiceBalance({ total, paid, estado, ...extra });

  it('owes total − paid while open, with exact decimals', () => {
    expect(b('250000.50', '0')).toEqual({ estado: 'emitida', partially_paid: '0.00', debt: '250000.50' });
    expect(b('0.30', '0.1')).toEqual({ estado: 'parcialmente pagada', partially_paid: '0.10', debt: '0.20' });
    expect(b('0.30', '0.30')).toEqual({ estado: 'pagada', partially_paid: '0.30', debt: '0.00' });
    expect(b('100', '0', 'vencida').debt).toBe('100.00');
  });

  it('owes nothing when pagada, anulada or rechazada', () => {
    expect(b('100', '40', 'anulada')).toEqual({ estado: 'anulada', partially_paid: '40.00', debt: '0.00' });
    expect(b('100', '0', 'rechazada').debt).toBe('0.00');
    expect(b('100', '0', 'pagada')).toEqual({ estado: 'pagada', partially_paid: '0.00', debt: '0.00' });
  });

  it('goes back to emitida (vencida when overdue) when the payments that made it paid are gone', () => {
    expect(b('100', '0', 'parcialmente pagada').estado).toBe('emitida');
    expect(b('100', '0', 'pagada', { previousPaid: '100.00' }).estado).toBe('emitida');
    expect(b('100', '0', 'pagada', { previousPaid: '100.00', overdue: true })).toEqual({ estado: 'vencida', partially_paid: '0.00', debt: '100.00' });
    // A total lowered to what was paid: paid in full.
    expect(b('80', '100', 'parcialmente pagada')).toEqual({ estado: 'pagada', partially_paid: '100.00', debt: '0.00' });
  });
});

describe('overdue (vencida)', () => {
  const b = (total: string, paid: string, estado = 'emitida', extra: Partial<Parameters<typeof invoiceBalance>[0]> = {}) =>
    invoiceBalance({ total, paid, estado, ...extra });
  it('an open invoice past its due date that still owes is vencida, partly paid or not; paid in full it is pagada', () => {
    expect(b('100', '0', 'emitida', { overdue: true })).toEqual({ estado: 'vencida', partially_paid: '0.00', debt: '100.00' });
    expect(b('100', '40', 'parcialmente pagada', { overdue: true })).toEqual({ estado: 'vencida', partially_paid: '40.00', debt: '60.00' });
    expect(b('100', '100', 'vencida', { overdue: true })).toEqual({ estado: 'pagada', partially_paid: '100.00', debt: '0.00' });
    // Owing nothing (a zero total) it is not overdue; voided and hand-paid invoices stay.
    expect(b('0', '0', 'emitida', { overdue: true }).estado).toBe('emitida');
    expect(b('100', '0', 'anulada', { overdue: true }).estado).toBe('anulada');
    expect(b('100', '0', 'pagada', { overdue: true })).toEqual({ estado: 'pagada', partially_paid: '0.00', debt: '0.00' });
  });

  it('a vencida whose due date is no longer past goes back to emitida or parcialmente pagada', () => {
    expect(b('100', '0', 'vencida').estado).toBe('emitida');
    expect(b('100', '30', 'vencida').estado).toBe('parcialmente pagada');
  });
});

describe('conditional required', () => {
  const rules = invoices.fields.vencimiento.rules;
  it('an invoice due date is required exactly when forma_pago is Crédito', () => {
    expect(requiredDependencies(rules)).toEqual(['forma_pago']);
    expect(isRequiredFor(rules, { forma_pago: 'Crédito' })).toBe(true);
    expect(isRequiredFor(rules, { forma_pago: 'Débito' })).toBe(false);
    expect(isRequiredFor(rules, {})).toBe(false);
    expect(isRequiredFor('required_unless:tipo,a,b', { tipo: 'c' })).toBe(true);
    expect(isRequiredFor('required_unless:tipo,a,b', { tipo: 'b' })).toBe(false);
    expect(isRequiredFor('required|max:3', {})).toBe(true);
  });
});
