// The form field kinds of issue 13, web half: form ⇄ API values, masks, paste, payload rules.
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import { checkboxMultiple, currency, divider, extra, month, number, rating, section, table } from '../../src/core/resource';
import { clientes, pedidos } from '../../src/core/resources';
import { buildPayload, initialValues } from '../../src/web/engine/data/payload';
import { clampDecimal, formatNumberInput, formatPhone, parseIntegerInput, parseLocaleDecimal, stepDecimal, stripPhone } from '../../src/web/engine/fields/format';
import { stepRating } from '../../src/web/engine/fields/inputs-choice';
import { completeTime, maskMonthInput, maskTimeInput } from '../../src/web/engine/fields/inputs-time';
import { exportValue, KIND_VALUES } from '../../src/web/engine/fields/kind-meta';
import { extraToApi, extraToForm, isSpreadsheetPaste, parseTablePaste, tableToApi } from '../../src/web/engine/fields/structured-values';

const admin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: ['clientes', 'pedidos', 'facturas'] };

describe('number, currency and phone rules (spec 03 §3.2)', () => {
  it('number: commas stripped, integer flag, NaN → 0', () => {
    expect(parseIntegerInput('1,234')).toBe(1234);
    expect(parseIntegerInput('abc')).toBe(0);
    expect(parseIntegerInput('')).toBeNull();
    expect(parseLocaleDecimal('$ 1.234.567')).toBe('1234567');
    expect(parseLocaleDecimal('1.234,5')).toBe('1234.5');
    expect(parseLocaleDecimal('x1')).toBeUndefined();
  });
  it('plus/minus with a field step and min/max, in decimal arithmetic', () => {
    expect(stepDecimal('0.1', 1, 0.2)).toBe('0.3');
    expect(stepDecimal('1', -1, 0.25)).toBe('0.75');
    expect(stepDecimal('9', 1)).toBe('10');
    expect(clampDecimal('120', 0, 100)).toBe('100');
    expect(clampDecimal(-3, 0)).toBe(0);
  });
  it('currency is shown $ 1.234.567 with the field decimals in exports', () => {
    expect(formatNumberInput('1234567', 'currency')).toBe('$ 1.234.567');
    const f = currency({ label: 'c', decimals: 2 });
    expect(exportValue(f, 'v', { v: '1234567.5' })).toBe('$ 1.234.567,50');
    expect(exportValue(currency({ label: 'c' }), 'v', { v: '1234567.5' })).toBe('$ 1.234.568');
  });
  it('phone keeps digits and +, shown (XXX) XXX-XXXX or +CC (XXX) XXX-XXXX', () => {
    expect(stripPhone('+57 (300) 123-4567 ext')).toBe('+573001234567');
    expect(formatPhone('3001234567')).toBe('(300) 123-4567');
    expect(formatPhone('+573001234567')).toBe('+57 (300) 123-4567');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('month, time and rating inputs', () => {
  it('masks YYYY-MM and HH:mm and completes a typed hour', () => {
    expect(maskMonthInput('202611')).toBe('2026-11');
    expect(maskMonthInput('2026/1')).toBe('2026-1');
    expect(maskTimeInput('0930')).toBe('09:30');
    expect(completeTime('9')).toBe('09:00');
    expect(completeTime('930')).toBe('09:30');
    expect(completeTime('09:30')).toBe('09:30');
  });
  it('month form value is YYYY-MM, sent as the full date', () => {
    const f = month({ label: 'm' });
    expect(KIND_VALUES.month.toForm(f, '2026-11-01', {})).toBe('2026-11');
    expect(KIND_VALUES.month.toApi(f, '2026-11')).toBe('2026-11-01');
    expect(KIND_VALUES.month.toApi(f, '')).toBeNull();
  });
  it('arrow keys step a rating within 0..scale without float drift', () => {
    expect(stepRating(null, 1, 0.5, 5)).toBe(0.5);
    expect(stepRating(0.2, 1, 0.1, 5)).toBe(0.3);
    expect(stepRating(5, 1, 0.5, 5)).toBe(5);
    expect(stepRating(0.5, -2, 0.5, 5)).toBe(0);
    expect(KIND_VALUES.rating.toApi(rating({ label: 'r' }), 3.5)).toBe('3.5');
  });
});

describe('structured values', () => {
  const t = table([{ key: 'desde', label: 'Desde', kind: 'time' }, { key: 'hasta', label: 'Hasta', kind: 'time' }], { label: 't' });
  it('a spreadsheet paste fills rows by column order and drops empty rows', () => {
    expect(parseTablePaste(t.columns!, '08:00\t12:00\r\n\t\n14:00\t18:00\textra\n')).toEqual([
      { desde: '08:00', hasta: '12:00' }, { desde: '14:00', hasta: '18:00' },
    ]);
    expect(parseTablePaste(t.columns!, '\t\n\n')).toEqual([]);
    expect(isSpreadsheetPaste('a\tb')).toBe(true);
    expect(isSpreadsheetPaste('word')).toBe(false);
  });
  it('table rows: blank rows are not sent; none is null', () => {
    expect(tableToApi(t, [{ desde: '', hasta: '' }, { desde: '08:00', hasta: '' }])).toEqual([{ desde: '08:00', hasta: '' }]);
    expect(tableToApi(t, [{ desde: ' ', hasta: '' }])).toBeNull();
  });
  it('extra: object ⇄ pairs', () => {
    expect(extraToForm({ a: '1', b: '2' })).toEqual([{ key: 'a', value: '1' }, { key: 'b', value: '2' }]);
    expect(extraToApi([{ key: ' a ', value: '1' }, { key: '', value: '' }])).toEqual([{ key: 'a', value: '1' }]);
    expect(extraToApi([])).toBeNull();
    expect(exportValue(extra({ label: 'e' }), 'e', { e: { color: 'rojo', talla: 'M' } })).toBe('color: rojo; talla: M');
  });
  it('checkbox_multiple exports its option labels', () => {
    const f = checkboxMultiple([{ value: 1, label: 'Uno' }, { value: 2, label: 'Dos' }], { label: 'c' });
    expect(exportValue(f, 'c', { c: [2, 1] })).toBe('Uno, Dos');
    expect(KIND_VALUES.checkbox_multiple.toApi(f, [])).toBeNull();
  });
});

describe('payload: layout kinds and visibleIf', () => {
  it('layout kinds have no form value and are never sent', () => {
    const fields = { s: section({ label: 'Datos' }), d: divider(), n: number({ label: 'n' }) };
    expect(KIND_VALUES.section.toApi(fields.s, 'x')).toBeUndefined();
    expect(KIND_VALUES.divider.layout).toBe(true);
  });
  it('a field the form hides (visibleIf) is not sent', () => {
    const values = initialValues(pedidos, admin, null);
    expect(values.invoice_type).toBe('invoice');
    const on = buildPayload(pedidos, admin, { ...values, facturar: true, invoice_type: 'POS', invoice_send: true });
    expect(on).toMatchObject({ invoice_type: 'POS', invoice_send: true });
    const off = buildPayload(pedidos, admin, { ...values, facturar: false, invoice_type: 'POS', invoice_send: true });
    expect('invoice_type' in off || 'invoice_send' in off).toBe(false);
    const fe = buildPayload(pedidos, admin, { ...values, facturar: true, invoice_type: 'FE', invoice_send: true });
    expect('invoice_send' in fe).toBe(false);
  });
  it('clientes: address and extra round-trip through the form values', () => {
    const v = initialValues(clientes, admin, { direccion: 'Calle 45 # 12-34', extra: { ruta: 'Norte' }, tipo_contribuyente: '2' });
    expect(v.extra).toEqual([{ key: 'ruta', value: 'Norte' }]);
    const body = buildPayload(clientes, admin, v);
    expect(body).toMatchObject({ direccion: 'Calle 45 # 12-34', extra: [{ key: 'ruta', value: 'Norte' }], tipo_contribuyente: '2' });
  });
});
